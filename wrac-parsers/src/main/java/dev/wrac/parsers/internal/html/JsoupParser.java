package dev.wrac.parsers.internal.html;

import org.jsoup.parser.Parser;

/**
 * jsoup's HTML parser as both paths (DOM and stream) use it: positions tracked, and jsoup's own
 * limit of {@value #MAX_DEPTH} open elements (a deeper start tag closes the deepest one first,
 * as browsers do, so deeper content becomes siblings at that depth with all its text kept).
 * Not lower: jsoup rebuilds open formatting elements only under 257 open elements, and a
 * limit it reaches while rebuilding makes it fail with an {@link IndexOutOfBoundsException}.
 * The page goes through {@link TableNestingGuard} first (for {@code </body>} under deep
 * nesting).
 */
final class JsoupParser {
  /** The most open elements jsoup keeps, html and body included: jsoup's default. */
  static final int MAX_DEPTH = 512;

  private JsoupParser() {}

  /** A new parser (jsoup parsers are not thread-safe). */
  static Parser create() {
    return Parser.htmlParser().setTrackPosition(true).setMaxDepth(MAX_DEPTH);
  }
}
