package dev.wrac.adaptive;

import java.util.List;

/**
 * Finds entity–pronoun references in a text, for the references-completeness metric
 * ({@link ReferenceCompleteness}). The default is {@link RuleBasedCoreferenceResolver}; a
 * resolver backed by a statistical model can be passed to the adaptive planner's builder.
 * Implementations are thread-safe and deterministic.
 */
public interface CoreferenceResolver {

  /** A stable name, recorded in the adaptive planner's provenance. */
  String name();

  /** The references found in {@code text}, ordered by the pronoun's position. */
  List<Reference> resolve(String text);
}
