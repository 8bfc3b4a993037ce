package dev.wrac.pages.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns Tesseract's TSV output (one row per page, block, paragraph, line and word, with
 * bounding boxes) into Markdown: Tesseract's paragraphs become paragraphs, lines starting with
 * a bullet (or what OCR reads a round bullet as: {@code + » « © @}, a lone {@code e} before a
 * capital) or a number become list items, and a short paragraph whose lines are taller than
 * the page's body lines becomes a heading: one line at least 1.15 times the body line height,
 * or two lines at least 1.3 times; level 1 from 1.6 times, 2 from 1.3 times, else 3. A line
 * box spans ascenders and descenders, so a heading a point or two larger than the body shows as
 * about 1.2 times; a heading candidate must not end with {@code , ; :}, nor with a full stop
 * unless it has at most four words ("Aventro Motors Pvt. Ltd.").
 */
public final class OcrLayout {
  /** A paragraph is a heading when its lines are at least this much taller than body lines. */
  static final double HEADING_RATIO = 1.15;
  /** Two-line headings must be at least this much taller. */
  static final double TWO_LINE_RATIO = 1.3;
  private static final int HEADING_MAX_WORDS = 12;
  private static final Pattern BULLET =
      Pattern.compile("^(?:[•●▪◦■□➢►✓·»«©@]\\s*|[-*+]\\s+|e\\s+(?=\\p{Lu}))");
  private static final Pattern NUMBERED = Pattern.compile("^(\\d{1,3})[.)]\\s+\\S.*");

  private OcrLayout() {}

  /** One text line: its words and its box's height in pixels. */
  record Line(String text, int height, int words) {}

  /** The Markdown of one page's TSV. */
  public static String markdown(String tsv) {
    List<List<Line>> paragraphs = paragraphs(tsv);
    double body = bodyHeight(paragraphs);
    StringBuilder md = new StringBuilder();
    for (List<Line> p : paragraphs) {
      for (String block : render(p, body)) {
        md.append(md.length() == 0 ? "" : "\n\n").append(block);
      }
    }
    return md.toString();
  }

  /** Lines grouped into Tesseract's paragraphs, in its reading order. */
  static List<List<Line>> paragraphs(String tsv) {
    Map<String, int[]> heights = new LinkedHashMap<>();
    Map<String, StringBuilder> texts = new LinkedHashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String row : tsv.split("\n")) {
      String[] f = row.split("\t", -1);
      if (f.length < 12 || !f[0].matches("\\d")) {
        continue;
      }
      String line = f[1] + ":" + f[2] + ":" + f[3] + ":" + f[4];
      if (f[0].equals("4")) {
        heights.put(line, new int[] {Integer.parseInt(f[9])});
      } else if (f[0].equals("5") && !f[11].isBlank()) {
        StringBuilder sb = texts.computeIfAbsent(line, k -> new StringBuilder());
        sb.append(sb.length() == 0 ? "" : " ").append(f[11].strip());
        counts.merge(line, 1, Integer::sum);
      }
    }
    Map<String, List<Line>> byParagraph = new LinkedHashMap<>();
    texts.forEach((key, text) -> {
      String paragraph = key.substring(0, key.lastIndexOf(':'));
      int height = heights.getOrDefault(key, new int[] {0})[0];
      byParagraph.computeIfAbsent(paragraph, k -> new ArrayList<>())
          .add(new Line(text.toString(), height, counts.get(key)));
    });
    return new ArrayList<>(byParagraph.values());
  }

  /** The median line height, each line counted once per word (so body text dominates). */
  static double bodyHeight(List<List<Line>> paragraphs) {
    List<Integer> heights = new ArrayList<>();
    for (List<Line> p : paragraphs) {
      for (Line l : p) {
        for (int i = 0; i < l.words(); i++) {
          heights.add(l.height());
        }
      }
    }
    if (heights.isEmpty()) {
      return 0;
    }
    int[] sorted = heights.stream().mapToInt(Integer::intValue).toArray();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  /** A paragraph as Markdown blocks: a heading, list items, or one paragraph. */
  static List<String> render(List<Line> p, double body) {
    double ratio = body > 0 ? p.stream().mapToInt(Line::height).average().orElse(0) / body : 0;
    String text = joinLines(p, 0, p.size());
    if (isHeading(p, ratio, text)) {
      int level = ratio >= 1.6 ? 1 : ratio >= 1.3 ? 2 : 3;
      return List.of("#".repeat(level) + " " + text);
    }
    List<String> blocks = new ArrayList<>();
    int start = 0;
    for (int i = 1; i <= p.size(); i++) {
      if (i == p.size() || isItemStart(p.get(i).text())) {
        blocks.add(block(joinLines(p, start, i)));
        start = i;
      }
    }
    return blocks;
  }

  /** Whether a paragraph reads as a heading (see the class comment). */
  static boolean isHeading(List<Line> p, double ratio, String text) {
    int words = p.stream().mapToInt(Line::words).sum();
    if (p.size() > 2 || words > HEADING_MAX_WORDS || text.isEmpty()
        || ratio < (p.size() == 1 ? HEADING_RATIO : TWO_LINE_RATIO)
        || isItemStart(text) || text.matches(".*[,;:]$")) {
      return false;
    }
    return !text.endsWith(".") || words <= 4;
  }

  private static boolean isItemStart(String line) {
    return BULLET.matcher(line).find() || NUMBERED.matcher(line).matches();
  }

  /** A block's Markdown: a list item for bullets and numbers, else an escaped paragraph. */
  static String block(String text) {
    java.util.regex.Matcher bullet = BULLET.matcher(text);
    if (bullet.find() && bullet.end() < text.length()) {
      return "- " + text.substring(bullet.end());
    }
    if (NUMBERED.matcher(text).matches()) {
      return text.replaceFirst("^(\\d{1,3})[.)]\\s+", "$1. ");
    }
    return escape(text);
  }

  /** Keeps OCR text from reading as Markdown syntax at the start of a block. */
  static String escape(String text) {
    if (text.matches("^(#|>|=+$|-+$|_+$|\\+ |\\d{1,9}[.)] ).*")) {
      return "\\" + text;
    }
    return text;
  }

  /** Lines {@code [from, to)} as one text, hyphenated line ends joined. */
  static String joinLines(List<Line> lines, int from, int to) {
    StringBuilder sb = new StringBuilder();
    for (int i = from; i < to; i++) {
      String t = lines.get(i).text();
      int n = sb.length();
      if (n > 1 && sb.charAt(n - 1) == '-' && Character.isLetter(sb.charAt(n - 2))
          && !t.isEmpty() && Character.isLowerCase(t.charAt(0))) {
        sb.setLength(n - 1);
      } else if (n > 0) {
        sb.append(' ');
      }
      sb.append(t);
    }
    return sb.toString();
  }
}
