package dev.wrac.pages;

import dev.wrac.model.Usage;
import java.util.List;
import java.util.Objects;

/**
 * What a {@link PageTranscriber} made of a {@link PageBatch}: Markdown per page.
 *
 * @param pages      Markdown for each page of the batch, in order, as many as the batch has
 *                   pages; a transcriber that cannot tell where a page ends puts the batch's
 *                   text on its first page and leaves the others empty
 * @param usage      LLM calls and tokens spent ({@link Usage#ZERO} offline)
 * @param imagesSent page images sent to a model (0 offline)
 * @param problem    {@code null} if the transcript is complete; otherwise what is wrong with
 *                   it (an answer cut at the output limit): it is kept, marked, and not cached
 */
public record BatchTranscript(List<String> pages, Usage usage, int imagesSent, String problem) {
  public BatchTranscript {
    pages = List.copyOf(pages);
    Objects.requireNonNull(usage, "usage");
    if (imagesSent < 0) {
      throw new IllegalArgumentException("imagesSent must not be negative");
    }
  }

  /** A complete transcript made offline. */
  public static BatchTranscript offline(List<String> pages) {
    return new BatchTranscript(pages, Usage.ZERO, 0, null);
  }

  /** Whether the transcript is complete (may be cached). */
  public boolean isComplete() {
    return problem == null;
  }
}
