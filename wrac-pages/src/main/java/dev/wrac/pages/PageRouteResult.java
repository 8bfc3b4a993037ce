package dev.wrac.pages;

import dev.wrac.model.ParsedDocument;
import java.util.List;
import java.util.Objects;

/**
 * What the page route made of one document.
 *
 * @param document the transcript parsed into elements, each with its page numbers
 * @param markdown the post-processed transcript the elements' offsets point into
 * @param pages    the post-processed Markdown of each page (index 0 = page 1; empty for a
 *                 blank page), for callers that need single pages, such as a parser filling
 *                 in the scanned pages of an otherwise text-layer PDF
 * @param usage    pages, images, tokens and dollars spent
 * @param failures one line per batch that could not be transcribed (the same text as its
 *                 marker in the transcript); empty if every page was transcribed
 */
public record PageRouteResult(ParsedDocument document, String markdown, List<String> pages,
    PageUsage usage, List<String> failures) {
  public PageRouteResult {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(markdown, "markdown");
    pages = List.copyOf(pages);
    Objects.requireNonNull(usage, "usage");
    failures = List.copyOf(failures);
  }
}
