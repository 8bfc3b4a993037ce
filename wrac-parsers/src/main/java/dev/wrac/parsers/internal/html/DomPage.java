package dev.wrac.parsers.internal.html;

import dev.wrac.parse.ParseDeadline;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

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
   * @param deadline    checked as jsoup reads the page and between the stages after
   */
  static PageContent read(String html, boolean mainContent, boolean sentences,
      ParseDeadline deadline) {
    Document document = JsoupParser.create().parseInput(
        new CheckedReader(TableNestingGuard.reader(html), deadline), "");
    deadline.check("indexing the page's DOM");
    Element body = document.body();
    DomIndex dom = DomIndex.of(body != null ? body : document);
    deadline.check("finding the page's main content");
    PageHead head = PageHead.of(document.head(),
        document.children().isEmpty() ? null : document.child(0));
    if (mainContent) {
      List<Block> kept = mainBlocks(dom, head.title(), sentences);
      if (!kept.isEmpty()) {
        return new PageContent(head, kept, false);
      }
    }
    deadline.check("reading all the page's visible text");
    BlockWalker walker = new BlockWalker(sentences);
    walker.walk(dom, 0, null);
    walker.finish();
    return new PageContent(head, walker.blocks(), mainContent);
  }

  /** The blocks of the main content, filtered; empty if it keeps nothing. */
  private static List<Block> mainBlocks(DomIndex dom, String title, boolean sentences) {
    MainContent.Selection selection = MainContent.select(dom, false);
    BlockWalker walker = new BlockWalker(sentences);
    for (int root : selection.roots()) {
      walker.walk(dom, root, selection.skip());
      walker.finish();
    }
    return BlockFilter.apply(walker.blocks(), title);
  }
}
