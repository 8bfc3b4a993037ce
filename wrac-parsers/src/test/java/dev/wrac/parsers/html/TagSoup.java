package dev.wrac.parsers.html;

import java.util.Random;

/**
 * Random tag soup: start and end tags of formatting, block, list, table, form and hidden
 * elements in any order, unclosed and misnested, between numbered words ({@code w0 w1 …}).
 * Such pages make jsoup reopen formatting elements, run its adoption agency, move content out
 * of tables and close forms with elements still open inside.
 */
public final class TagSoup {
  private static final String[] TAGS = {"p", "b", "i", "a", "div", "span", "table", "tr", "td",
      "th", "tbody", "li", "ul", "ol", "h2", "blockquote", "pre", "em", "strong", "font", "dl",
      "dt", "dd", "caption", "form", "nobr", "center", "section", "article", "nav", "select",
      "option", "button", "code", "s", "u"};

  private TagSoup() {}

  /** The page for a seed; the same seed gives the same page. */
  public static String page(long seed) {
    Random random = new Random(seed);
    StringBuilder s = new StringBuilder();
    int parts = 5 + random.nextInt(60);
    int words = 0;
    for (int k = 0; k < parts; k++) {
      int choice = random.nextInt(10);
      String tag = TAGS[random.nextInt(TAGS.length)];
      if (choice < 4) {
        s.append('<').append(tag).append('>');
      } else if (choice < 7) {
        s.append("</").append(tag).append('>');
      } else {
        s.append(" w").append(words++).append(' ');
      }
    }
    return s.toString();
  }
}
