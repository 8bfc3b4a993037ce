package dev.wrac.pages.internal;

import dev.wrac.pages.PageImage;
import java.io.IOException;

/** Pages rendered one at a time on demand, so memory holds one page, not the document. */
public interface PageSource extends AutoCloseable {
  /** Number of pages. */
  int pageCount();

  /**
   * Renders page {@code page} (1-based) as a PNG.
   *
   * @throws IOException if the page cannot be rendered
   */
  PageImage render(int page) throws IOException;

  @Override
  void close() throws IOException;
}
