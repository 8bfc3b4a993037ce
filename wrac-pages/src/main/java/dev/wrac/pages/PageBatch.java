package dev.wrac.pages;

import java.util.List;
import java.util.Objects;

/**
 * Consecutive rendered pages of one document, handed to a {@link PageTranscriber} at once.
 *
 * @param document   the document's name, for prompts and messages
 * @param pages      the pages in order, at least one, consecutive page numbers
 * @param totalPages the document's page count
 */
public record PageBatch(String document, List<PageImage> pages, int totalPages) {
  public PageBatch {
    Objects.requireNonNull(document, "document");
    pages = List.copyOf(pages);
    if (pages.isEmpty()) {
      throw new IllegalArgumentException("A page batch needs at least one page");
    }
    for (int i = 1; i < pages.size(); i++) {
      if (pages.get(i).page() != pages.get(i - 1).page() + 1) {
        throw new IllegalArgumentException("Batch pages must be consecutive: " + pages);
      }
    }
    if (totalPages < pages.get(pages.size() - 1).page()) {
      throw new IllegalArgumentException("totalPages " + totalPages + " below the last page");
    }
  }

  /** The first page's number. */
  public int firstPage() {
    return pages.get(0).page();
  }

  /** The last page's number. */
  public int lastPage() {
    return pages.get(pages.size() - 1).page();
  }

  /** {@code "6"} or {@code "6-10"}: the batch's pages for messages and markers. */
  public String pageRange() {
    return firstPage() == lastPage() ? String.valueOf(firstPage())
        : firstPage() + "-" + lastPage();
  }
}
