package dev.wrac.eval;

import java.util.List;
import java.util.Objects;

/**
 * One benchmark query.
 *
 * @param organisation the organisation (document collection) it is asked against
 * @param type         the query type ("Procedural", "Comparative", ...); "" when unknown
 * @param text         the query
 * @param facts        the facts that answer it, each with its document
 */
public record BenchQuery(String organisation, String type, String text,
    List<SupportingFact> facts) {
  public BenchQuery {
    Objects.requireNonNull(organisation, "organisation");
    type = type == null ? "" : type.strip();
    Objects.requireNonNull(text, "text");
    facts = List.copyOf(facts);
  }
}
