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
   * a reader may lose or glue), as is each Thai, Lao, Khmer and Myanmar one ({@link
   * #isUnspaced}), that a word with right-to-left letters counts as its letters
   * and their pairs ({@link #rtlUnits}), and that combining marks with no letter (set apart
   * from it by a space) are no unit.
   */
  static Map<String, Integer> units(String text) {
    Map<String, Integer> counts = new HashMap<>();
    String normal = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFKC)
        .toLowerCase(Locale.ROOT);
    Matcher m = UNIT.matcher(normal);
    while (m.find()) {
      String word = m.group();
      if (word.codePoints().allMatch(cp -> Character.getType(cp) == Character.NON_SPACING_MARK
          || Character.getType(cp) == Character.COMBINING_SPACING_MARK
          || Character.getType(cp) == Character.ENCLOSING_MARK)) {
        continue; // marks a reference set apart from their letter: no word
      }
      if (hasRtl(word)) {
        rtlUnits(word, counts);
        continue;
      }
      int from = 0;
      for (int i = 0; i < word.length(); ) {
        int cp = word.codePointAt(i);
        int next = i + Character.charCount(cp);
        if (isCjk(cp) || isUnspaced(cp)) {
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

  /**
   * Counts a word of a right-to-left script as its letters one by one and its pairs of adjacent
   * letters, in its canonical decomposition without combining marks (vowel signs, shadda,
   * hamza above or below) and kashida (U+0640, a stretch of the line, no letter): the letters'
   * skeleton, as Arabic search engines compare words. Poppler places marks drawn as glyphs of
   * their own on either side of a space it guesses from their boxes ({@code قُ ُلو بِ ِهم} for
   * {@code قلوبهم} in the Quran manuals), and readers attach them to either neighbour, which no
   * reader's whole words can match; letters still tell text lost or mapped wrong, pairs a word
   * read backwards, and a space guessed into a word only drops the pair it cuts from what is
   * expected.
   */
  static void rtlUnits(String word, Map<String, Integer> counts) {
    String decomposed = java.text.Normalizer.normalize(word, java.text.Normalizer.Form.NFKD);
    StringBuilder letters = new StringBuilder(decomposed.length());
    for (int i = 0; i < decomposed.length(); ) {
      int cp = decomposed.codePointAt(i);
      i += Character.charCount(cp);
      int type = Character.getType(cp);
      if (cp != 0x0640 && type != Character.NON_SPACING_MARK
          && type != Character.COMBINING_SPACING_MARK && type != Character.ENCLOSING_MARK) {
        letters.appendCodePoint(cp);
      }
    }
    int[] cps = letters.codePoints().toArray();
    for (int i = 0; i < cps.length; i++) {
      counts.merge(new String(cps, i, 1), 1, Integer::sum);
      if (i + 1 < cps.length) {
        counts.merge(new String(cps, i, 2), 1, Integer::sum);
      }
    }
  }

  private static boolean hasRtl(String word) {
    for (int i = 0; i < word.length(); ) {
      int cp = word.codePointAt(i);
      i += Character.charCount(cp);
      byte d = Character.getDirectionality(cp);
      if (d == Character.DIRECTIONALITY_RIGHT_TO_LEFT
          || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a code point is Thai, Lao, Khmer or Myanmar: scripts that, like Han and kana, do
   * not separate words by spaces, and whose vowel and tone marks Poppler sets apart from their
   * letter by a space ({@code เป็ น} for {@code เป็น}): counted one by one.
   */
  static boolean isUnspaced(int cp) {
    Character.UnicodeScript s = Character.UnicodeScript.of(cp);
    return s == Character.UnicodeScript.THAI || s == Character.UnicodeScript.LAO
        || s == Character.UnicodeScript.KHMER || s == Character.UnicodeScript.MYANMAR;
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
