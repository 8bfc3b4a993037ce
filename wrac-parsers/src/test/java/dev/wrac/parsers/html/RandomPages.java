package dev.wrac.parsers.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random, validly nested HTML pages for property tests, with the words a reader sees in
 * document order. Covers headings, paragraphs, nested lists, tables, code, quotes,
 * definitions, figures, line breaks, inline formatting and links, hidden elements and scripts
 * (whose words must never appear), and words in several scripts (CJK, Arabic, accents, emoji,
 * zero-width characters).
 */
public final class RandomPages {
  /** A generated page and its visible words in order. */
  public record Page(String html, List<String> visibleWords) {
    /** The visible words split as {@link PageWords#of(String)} splits text. */
    public List<String> words() {
      List<String> out = new ArrayList<>();
      visibleWords.forEach(w -> out.addAll(PageWords.of(w)));
      return out;
    }

    @Override
    public String toString() {
      return html;
    }
  }

  private static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "naïve", "Grüße",
      "日本語", "中文", "مرحبا", "שלום", "emoji😀", "zero\u200bwidth", "x1", "42", "café", "Ωmega",
      "tab\tbed", "snake_case"};
  private static final String[] HIDDEN = {"<script>var secret = 'HIDDENWORD';</script>",
      "<style>.HIDDENWORD{}</style>", "<p hidden>HIDDENWORD</p>",
      "<span aria-hidden=\"true\">HIDDENWORD</span>", "<div style=\"display:none\">HIDDENWORD</div>",
      "<noscript>HIDDENWORD</noscript>", "<template><p>HIDDENWORD</p></template>",
      "<button>HIDDENWORD</button>", "<!-- HIDDENWORD -->"};

  private final Random random;
  private final StringBuilder html = new StringBuilder();
  private final List<String> words = new ArrayList<>();

  private RandomPages(long seed) {
    this.random = new Random(seed);
  }

  /** The page for a seed; the same seed gives the same page. */
  public static Page page(long seed) {
    RandomPages g = new RandomPages(seed);
    g.html.append("<html><head><title>T</title></head><body>");
    int blocks = 1 + g.random.nextInt(12);
    for (int k = 0; k < blocks; k++) {
      g.block(0);
    }
    g.html.append("</body></html>");
    return new Page(g.html.toString(), List.copyOf(g.words));
  }

  private void block(int depth) {
    int choice = random.nextInt(depth > 3 ? 9 : 12);
    switch (choice) {
      case 0, 1, 2 -> wrap("p", this::inline);
      case 3 -> wrap("h" + (1 + random.nextInt(6)), this::inline);
      case 4 -> list(depth);
      case 5 -> table();
      case 6 -> {
        html.append("<pre>");
        text();
        html.append("\n");
        text();
        html.append("</pre>");
      }
      case 7 -> definitions();
      case 8 -> html.append(HIDDEN[random.nextInt(HIDDEN.length)]);
      case 9 -> wrap("blockquote", () -> wrap("p", this::inline));
      case 10 -> {
        html.append("<figure><img src=\"x.png\" alt=\"ALTTEXT\"><figcaption>");
        inline();
        html.append("</figcaption></figure>");
      }
      default -> {
        String tag = new String[] {"div", "section", "article", "aside", "main"}[random.nextInt(5)];
        html.append('<').append(tag).append('>');
        int n = 1 + random.nextInt(4);
        for (int k = 0; k < n; k++) {
          block(depth + 1);
        }
        html.append("</").append(tag).append('>');
      }
    }
  }

  private void list(int depth) {
    String tag = random.nextBoolean() ? "ul" : "ol";
    html.append('<').append(tag).append('>');
    int items = 1 + random.nextInt(4);
    for (int k = 0; k < items; k++) {
      html.append("<li>");
      inline();
      if (depth < 3 && random.nextInt(4) == 0) {
        list(depth + 1);
        if (random.nextBoolean()) {
          inline();
        }
      }
      html.append("</li>");
    }
    html.append("</").append(tag).append('>');
  }

  private void table() {
    html.append("<table>");
    int columns = 1 + random.nextInt(4);
    if (random.nextBoolean()) {
      html.append("<thead><tr>");
      for (int c = 0; c < columns; c++) {
        wrap("th", this::text);
      }
      html.append("</tr></thead>");
    }
    html.append("<tbody>");
    int rows = 1 + random.nextInt(4);
    for (int r = 0; r < rows; r++) {
      html.append("<tr>");
      for (int c = 0; c < columns; c++) {
        wrap("td", this::inline);
      }
      html.append("</tr>");
    }
    html.append("</tbody></table>");
  }

  private void definitions() {
    html.append("<dl>");
    int n = 1 + random.nextInt(3);
    for (int k = 0; k < n; k++) {
      wrap("dt", this::text);
      wrap("dd", this::inline);
    }
    html.append("</dl>");
  }

  private void inline() {
    int parts = 1 + random.nextInt(4);
    for (int k = 0; k < parts; k++) {
      switch (random.nextInt(7)) {
        case 0 -> wrap("b", this::text);
        case 1 -> wrap("em", this::text);
        case 2 -> {
          html.append("<a href=\"https://example.invalid/").append(k).append("\">");
          text();
          html.append("</a>");
        }
        case 3 -> html.append(random.nextBoolean() ? "<br>" : "<span hidden> HIDDENWORD </span>");
        case 4 -> wrap("code", this::text);
        default -> text();
      }
    }
  }

  private void text() {
    html.append(' ');
    int n = 1 + random.nextInt(5);
    for (int k = 0; k < n; k++) {
      String w = WORDS[random.nextInt(WORDS.length)];
      html.append(w.replace("&", "&amp;").replace("<", "&lt;")).append(' ');
      words.add(w);
    }
  }

  private void wrap(String tag, Runnable content) {
    html.append('<').append(tag).append('>');
    content.run();
    html.append("</").append(tag).append('>');
  }
}
