package dev.wrac.eval;

import java.util.Objects;

/**
 * A passage that answers (part of) a query, and the document it comes from.
 *
 * @param document the document's file name as the queries file gives it (matched leniently,
 *                 see {@link DocumentNames#key})
 * @param text     the fact's text
 */
public record SupportingFact(String document, String text) {
  public SupportingFact {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(text, "text");
  }
}
