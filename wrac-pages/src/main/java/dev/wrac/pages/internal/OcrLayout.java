package dev.wrac.pages.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns Tesseract's TSV output (one row per page, block, paragraph, line and word, with
 * bounding boxes) into Markdown. Tesseract's paragraphs become paragraphs; lines starting with
 * a bullet (or what OCR reads a round bullet as: {@code + » « © @}, a lone {@code e} before a
 * capital; dashes with a space after) or a number become list items.
 *
 * <p>Headings: a paragraph's leading lines that look like headings become headings. A line
 * looks like one when it is short (at most 12 words), starts with a capital or a digit, does
 * not end with {@code , ; :} (nor with a full stop unless it has at most four words), is no
 * list item, and is either taller than the page's body lines (1.15 times: a line box spans
 * ascenders and descenders, so a heading a point or two larger shows as about 1.2 times) or
 * bold (its strokes, measured on the page image, at least 1.35 times as wide as the body's,
 * and its box at least 0.7 times as tall: a line without descenders is about 0.75 times as
 * tall) with at most eight words, not reading as "label: value". A line without a letter
 * (a page number) is no heading. Level 1 from 1.6 times the body height or 1.95
 * times its stroke width (a larger bold title), 2 from 1.3 times the height, 3 from 1.15, 4 for
 * bold body-size headings. A
 * heading line of six or more words, or with a parenthesis left open, followed by another
 * heading line is one heading wrapped over two lines, at the first line's level; so is a
 * heading line ending in a word broken by a hyphen and the line after it.
 *
 * <p>Tables ({@link OcrTable}) are found first, from the column gaps in the word boxes, and
 * become pipe tables.
 */
public final class OcrLayout {
  /** Measures the stroke width (pixels) of the text in a box of the page image. */
  @FunctionalInterface
  public interface StrokeMeter {
    /** The mean stroke width in the box, 0 if unknown. */
    double strokeWidth(int left, int top, int width, int height);
  }

  /** For TSV without its image: no bold detection. */
  public static final StrokeMeter NO_IMAGE = (left, top, width, height) -> 0;

  static final double TALL = 1.15;
  static final double BOLD = 1.35;
  /** A line without descenders is about 0.75 times as tall as one with them. */
  static final double SHORT = 0.7;
  private static final Pattern LABEL = Pattern.compile("\\S:\\s+\\S");
  private static final int HEADING_MAX_WORDS = 12;
  private static final int BOLD_MAX_WORDS = 8;
  private static final Pattern BULLET =
      Pattern.compile("^(?:[•●▪◦■□➢►✓·»«©@]\\s*|[-*+–—]\\s+|e\\s+(?=\\p{Lu}))");
  private static final Pattern NUMBERED = Pattern.compile("^(\\d{1,3})[.)]\\s+\\S.*");

  private OcrLayout() {}

  /** One word's text and box, in pixels. */
  record Word(String text, int left, int top, int width, int height) {
    int right() {
      return left + width;
    }
  }

  /**
   * One text line: its words, its text height in pixels, its stroke width (0 unknown), its
   * words' boxes (empty when unknown) and its box's top.
   */
  record Line(String text, int height, int words, double stroke, List<Word> boxes, int top) {
    Line(String text, int height, int words, double stroke) {
      this(text, height, words, stroke, List.of(), 0);
    }

    int left() {
      return boxes.isEmpty() ? 0 : boxes.get(0).left();
    }
  }

  /** The page's body text: median line height and stroke width, weighted by words. */
  record Body(double height, double stroke) {
    static Body of(List<List<Line>> paragraphs) {
      return new Body(median(paragraphs, Line::height), median(paragraphs, Line::stroke));
    }
  }

  /** The Markdown of one page's TSV, without bold detection. */
  public static String markdown(String tsv) {
    return markdown(tsv, NO_IMAGE);
  }

  /** The Markdown of one page's TSV; {@code meter} measures strokes on the page image. */
  public static String markdown(String tsv, StrokeMeter meter) {
    List<List<Line>> paragraphs = paragraphs(tsv, meter);
    Body body = Body.of(paragraphs);
    List<Line> all = new ArrayList<>();
    paragraphs.forEach(all::addAll);
    Map<Line, OcrTable> tableAt = new java.util.IdentityHashMap<>();
    java.util.Set<Line> inTable = java.util.Collections.newSetFromMap(
        new java.util.IdentityHashMap<>());
    for (OcrTable t : OcrTable.find(all, body.height())) {
      tableAt.put(t.lines().get(0), t);
      inTable.addAll(t.lines());
    }
    List<String> blocks = new ArrayList<>();
    for (List<Line> p : paragraphs) {
      List<Line> run = new ArrayList<>();
      for (Line l : p) {
        if (inTable.contains(l)) {
          if (!run.isEmpty()) {
            blocks.addAll(render(run, body));
            run = new ArrayList<>();
          }
          if (tableAt.containsKey(l)) {
            blocks.add(tableAt.get(l).markdown());
          }
        } else {
          run.add(l);
        }
      }
      if (!run.isEmpty()) {
        blocks.addAll(render(run, body));
      }
    }
    return String.join("\n\n", blocks);
  }

  /** Lines grouped into Tesseract's paragraphs, in its reading order. */
  static List<List<Line>> paragraphs(String tsv, StrokeMeter meter) {
    Map<String, int[]> boxes = new LinkedHashMap<>();
    Map<String, StringBuilder> texts = new LinkedHashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    Map<String, List<Word>> words = new LinkedHashMap<>();
    for (String row : tsv.split("\n")) {
      String[] f = row.split("\t", -1);
      if (f.length < 12 || !f[0].matches("\\d") || !f[9].matches("\\d+")) {
        continue;
      }
      String line = f[1] + ":" + f[2] + ":" + f[3] + ":" + f[4];
      if (f[0].equals("4")) {
        boxes.put(line, new int[] {Integer.parseInt(f[6]), Integer.parseInt(f[7]),
            Integer.parseInt(f[8]), Integer.parseInt(f[9])});
      } else if (f[0].equals("5") && !f[11].isBlank()) {
        StringBuilder sb = texts.computeIfAbsent(line, k -> new StringBuilder());
        sb.append(sb.length() == 0 ? "" : " ").append(f[11].strip());
        counts.merge(line, 1, Integer::sum);
        words.computeIfAbsent(line, k -> new ArrayList<>()).add(new Word(f[11].strip(),
            Integer.parseInt(f[6]), Integer.parseInt(f[7]), Integer.parseInt(f[8]),
            Integer.parseInt(f[9])));
      }
    }
    Map<String, List<Line>> byParagraph = new LinkedHashMap<>();
    texts.keySet().forEach(key -> {
      int[] b = boxes.getOrDefault(key, new int[4]);
      List<Word> ws = words.get(key);
      int[] text = textBand(ws, b[1], b[3]);
      int top = text[0];
      int height = text[1];
      byParagraph.computeIfAbsent(key.substring(0, key.lastIndexOf(':')),
          k -> new ArrayList<>()).add(new Line(texts.get(key).toString(), height, counts.get(key),
              b[2] > 0 && height > 0 ? meter.strokeWidth(b[0], top, b[2], height) : 0,
              List.copyOf(ws), top));
    });
    return new ArrayList<>(byParagraph.values());
  }

  /**
   * The top and height of a line's text: the band its words span, leaving out words more than
   * 1.6 times as tall as the line's median word (a table rule or an underline merged into the
   * word's box); the line's box if that leaves nothing.
   */
  static int[] textBand(List<Word> words, int lineTop, int lineHeight) {
    if (words.size() < 2) {
      return new int[] {lineTop, lineHeight};
    }
    int[] h = words.stream().mapToInt(Word::height).sorted().toArray();
    double median = h[(h.length - 1) / 2];
    int top = Integer.MAX_VALUE;
    int bottom = Integer.MIN_VALUE;
    for (Word w : words) {
      if (w.height() <= 1.6 * median) {
        top = Math.min(top, w.top());
        bottom = Math.max(bottom, w.top() + w.height());
      }
    }
    return bottom > top ? new int[] {top, bottom - top} : new int[] {lineTop, lineHeight};
  }

  /** The median of a line measure over lines where it is known, each counted once per word. */
  static double median(List<List<Line>> paragraphs, ToDoubleFunction<Line> measure) {
    List<Double> values = new ArrayList<>();
    for (List<Line> p : paragraphs) {
      for (Line l : p) {
        double v = measure.applyAsDouble(l);
        for (int i = 0; i < l.words() && v > 0; i++) {
          values.add(v);
        }
      }
    }
    if (values.isEmpty()) {
      return 0;
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  /** A paragraph as Markdown blocks: its leading headings, then list items or a paragraph. */
  static List<String> render(List<Line> p, Body body) {
    List<String> blocks = new ArrayList<>();
    int i = 0;
    while (i < p.size() && level(p.get(i), body) > 0) {
      int level = level(p.get(i), body);
      boolean wrapped = i + 1 < p.size() && (level(p.get(i + 1), body) > 0
          && (p.get(i).words() >= 6 || unclosed(p.get(i).text()))
          || p.get(i).text().matches(".*\\p{L}-$"));
      int end = wrapped ? i + 2 : i + 1;
      blocks.add("#".repeat(level) + " " + joinLines(p, i, end));
      i = end;
    }
    int start = i;
    for (int j = i + 1; j <= p.size(); j++) {
      if (j == p.size() || isItemStart(p.get(j).text())) {
        blocks.add(block(joinLines(p, start, j)));
        start = j;
      }
    }
    return blocks;
  }

  /** The heading level of a line that looks like a heading, else 0 (see the class comment). */
  static int level(Line line, Body body) {
    String text = line.text();
    if (body.height() <= 0 || line.words() > HEADING_MAX_WORDS || isItemStart(text)
        || text.matches(".*[,;:]$") || (text.endsWith(".") && line.words() > 4)
        || !Character.isUpperCase(text.codePointAt(0)) && !Character.isDigit(text.charAt(0))
        || text.codePoints().noneMatch(Character::isLetter)) {
      return 0;
    }
    double ratio = line.height() / body.height();
    double stroke = body.stroke() > 0 ? line.stroke() / body.stroke() : 0;
    if (ratio >= 1.6 || stroke >= 1.95 && ratio >= SHORT) {
      return 1;
    }
    if (ratio >= 1.3) {
      return 2;
    }
    if (ratio >= TALL) {
      return 3;
    }
    // bold at the body's size: a heading, unless it reads as "label: value" or is as long as
    // a sentence (an emphasised line of text)
    boolean bold = stroke >= BOLD && ratio >= SHORT && line.words() <= BOLD_MAX_WORDS;
    return bold && !LABEL.matcher(text).find() ? 4 : 0;
  }

  /** Whether a parenthesis opened in the text is not closed in it. */
  static boolean unclosed(String text) {
    return text.lastIndexOf('(') > text.lastIndexOf(')');
  }

  private static boolean isItemStart(String line) {
    return BULLET.matcher(line).find() || NUMBERED.matcher(line).matches();
  }

  /** A block's Markdown: a list item for bullets and numbers, else an escaped paragraph. */
  static String block(String text) {
    Matcher bullet = BULLET.matcher(text);
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
