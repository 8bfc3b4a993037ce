package dev.wrac.parsers.internal.html;

import java.util.Locale;
import java.util.Set;

/** What the start of a text shows: a whole HTML page, an HTML fragment, or neither. */
public final class HtmlSniff {
  private static final String[] PAGE_TAGS = {"!doctype html", "html", "head", "body"};
  private static final Set<String> FRAGMENT_TAGS = Set.of("h1", "h2", "h3", "h4", "h5", "h6",
      "p", "div", "section", "article", "main", "header", "footer", "nav", "aside", "table",
      "ul", "ol", "dl", "pre", "blockquote", "form", "figure", "title", "meta", "link",
      "script", "style", "span", "a", "img", "br", "hr", "!doctype");

  private enum Kind { NONE, FRAGMENT, PAGE }

  private HtmlSniff() {}

  /**
   * A whole page: a doctype, {@code <html>}, {@code <head>} or {@code <body>} first (after a
   * BOM, white space, comments and an XML declaration).
   */
  public static boolean isPage(String head) {
    return kind(head) == Kind.PAGE;
  }

  /**
   * A fragment: a block or head tag first ({@code <h1>}…{@code <h6>}, {@code <p>},
   * {@code <div>}, {@code <table>}, {@code <ul>}, {@code <section>}, ...), and no whole page.
   */
  public static boolean isFragment(String head) {
    return kind(head) == Kind.FRAGMENT;
  }

  private static Kind kind(String text) {
    String head = text.toLowerCase(Locale.ROOT);
    int i = head.startsWith("\uFEFF") ? 1 : 0;
    while (true) {
      while (i < head.length() && Character.isWhitespace(head.charAt(i))) {
        i++;
      }
      if (head.startsWith("<!--", i)) {
        int end = head.indexOf("-->", i + 4);
        if (end < 0) {
          return Kind.NONE;
        }
        i = end + 3;
      } else if (head.startsWith("<?xml", i)) {
        int end = head.indexOf("?>", i);
        if (end < 0) {
          return Kind.NONE;
        }
        i = end + 2;
      } else {
        break;
      }
    }
    if (!head.startsWith("<", i)) {
      return Kind.NONE;
    }
    for (String tag : PAGE_TAGS) {
      if (head.startsWith(tag, i + 1) && endsName(head, i + 1 + tag.length())) {
        return Kind.PAGE;
      }
    }
    int end = i + 1;
    while (end < head.length() && (Character.isLetterOrDigit(head.charAt(end))
        || head.charAt(end) == '!')) {
      end++;
    }
    return FRAGMENT_TAGS.contains(head.substring(i + 1, end)) && endsName(head, end)
        ? Kind.FRAGMENT : Kind.NONE;
  }

  private static boolean endsName(String s, int at) {
    if (at >= s.length()) {
      return false;
    }
    char c = s.charAt(at);
    return c == '>' || c == '/' || Character.isWhitespace(c);
  }
}
