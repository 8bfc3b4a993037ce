package dev.wrac.parsers.internal.html;

import org.jsoup.parser.Parser;

/**
 * jsoup's HTML parser as both paths (DOM and stream) use it: positions tracked, and at most
 * {@value #MAX_DEPTH} open elements. jsoup looks up some elements on its stack of open elements
 * only among the top 256 (its {@code getFromStack}), and with positions tracked an end tag for
 * {@code body} or {@code html} under a deeper stack fails inside jsoup with a
 * {@link NullPointerException}. Capped below that, every lookup sees the whole stack; deeper
 * start tags close the deepest open element first (jsoup's own depth limit, as browsers do), so
 * deeper content becomes siblings at the cap with all its text kept.
 */
final class JsoupParser {
  /** The most open elements jsoup keeps, html and body included. */
  static final int MAX_DEPTH = 250;

  private JsoupParser() {}

  /** A new parser (jsoup parsers are not thread-safe). */
  static Parser create() {
    return Parser.htmlParser().setTrackPosition(true).setMaxDepth(MAX_DEPTH);
  }
}
