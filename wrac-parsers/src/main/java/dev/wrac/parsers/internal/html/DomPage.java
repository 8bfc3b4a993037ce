package dev.wrac.parsers.internal.html;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * The blocks of a page held whole as a DOM: the main content is found by scoring the whole
 * page ({@link MainContent}), then walked and filtered ({@link BlockFilter}); if nothing is
 * left, or when all visible text is asked for, the whole body is walked.
 */
final class DomPage {
  private DomPage() {}

  /**
   * Parses and reads a page.
   *
   * @param mainContent keep only the main content (else everything visible)
   * @param sentences   table rows as "Header: value; …" sentences
   */
  static PageContent read(String html, boolean mainContent, boolean sentences) {
    Document document = Jsoup.parse(TableNestingGuard.apply(html), "",
        Parser.htmlParser().setTrackPosition(true));
    Element body = document.body();
    DomIndex dom = DomIndex.of(body != null ? body : document);
    PageHead head = PageHead.of(document.head(),
        document.children().isEmpty() ? null : document.child(0));
    return new PageContent(head, blocks(dom, head.title(), mainContent, sentences));
  }

  private static List<Block> blocks(DomIndex dom, String title, boolean mainContent,
      boolean sentences) {
    if (mainContent) {
      MainContent.Selection selection = MainContent.select(dom, false);
      BlockWalker walker = new BlockWalker(sentences);
      for (int root : selection.roots()) {
        walker.walk(dom, root, selection.skip());
        walker.finish();
      }
      List<Block> kept = BlockFilter.apply(walker.blocks(), title);
      if (!kept.isEmpty()) {
        return kept;
      }
    }
    BlockWalker walker = new BlockWalker(sentences);
    walker.walk(dom, 0, null);
    walker.finish();
    return walker.blocks();
  }
}
