package dev.wrac.documents.pdf;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Word coverage of a document's Markdown version by the chunks of another version: the share
 * of the Markdown's words (runs of letters and digits, lower-cased, counted with repeats) that
 * the chunks hold at least as many times. Link and image targets ({@code (https://…)}) and
 * HTML tags ({@code <details>}) are not words of the rendered document and are left out of the
 * Markdown first.
 */
final class WordCoverage {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
  private static final Pattern TARGET = Pattern.compile("\\]\\([^)\\s]*\\)");
  private static final Pattern TAG = Pattern.compile("</?[a-zA-Z][^>]*>");

  private WordCoverage() {}

  /** The words of a text with their counts. */
  static Map<String, Integer> words(String text) {
    Map<String, Integer> counts = new HashMap<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      counts.merge(m.group(), 1, Integer::sum);
    }
    return counts;
  }

  private static final Pattern UNIT = Pattern.compile("[\\p{L}\\p{N}\\p{M}]+");

  /**
   * The units of a text with their counts, as issue 25 counts coverage: after NFKC (so that
   * presentation forms and ligatures read as their letters), words of letters, digits and
   * combining marks, lower-cased, except that each Han, Hiragana or Katakana character is a unit
   * of its own (those scripts do not separate words by spaces: characters, not words, are what
   * a reader may lose or glue).
   */
  static Map<String, Integer> units(String text) {
    Map<String, Integer> counts = new HashMap<>();
    String normal = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFKC)
        .toLowerCase(Locale.ROOT);
    Matcher m = UNIT.matcher(normal);
    while (m.find()) {
      String word = m.group();
      int from = 0;
      for (int i = 0; i < word.length(); ) {
        int cp = word.codePointAt(i);
        int next = i + Character.charCount(cp);
        if (isCjk(cp)) {
          if (from < i) {
            counts.merge(word.substring(from, i), 1, Integer::sum);
          }
          counts.merge(word.substring(i, next), 1, Integer::sum);
          from = next;
        }
        i = next;
      }
      if (from < word.length()) {
        counts.merge(word.substring(from), 1, Integer::sum);
      }
    }
    return counts;
  }

  /** Whether a code point is Han, Hiragana or Katakana (counted one by one). */
  static boolean isCjk(int cp) {
    Character.UnicodeScript s = Character.UnicodeScript.of(cp);
    return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
        || s == Character.UnicodeScript.KATAKANA;
  }

  /** The words of Markdown, without link and image targets. */
  static Map<String, Integer> markdownWords(String markdown) {
    return words(TAG.matcher(TARGET.matcher(markdown).replaceAll("]")).replaceAll(" "));
  }

  /** The share of {@code expected}'s words (with repeats) found in {@code actual}. */
  static double coverage(Map<String, Integer> expected, Map<String, Integer> actual) {
    long total = 0;
    long found = 0;
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      total += e.getValue();
      found += Math.min(e.getValue(), actual.getOrDefault(e.getKey(), 0));
    }
    return total == 0 ? 1 : (double) found / total;
  }

  /** Up to {@code n} words of {@code expected} missing from {@code actual}. */
  static String missing(Map<String, Integer> expected, Map<String, Integer> actual, int n) {
    StringBuilder sb = new StringBuilder();
    int shown = 0;
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      int lacking = e.getValue() - actual.getOrDefault(e.getKey(), 0);
      if (lacking > 0 && shown++ < n) {
        sb.append(e.getKey()).append(lacking > 1 ? "×" + lacking : "").append(' ');
      }
    }
    return sb.toString().strip();
  }
}
