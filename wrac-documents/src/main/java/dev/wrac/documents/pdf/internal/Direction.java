package dev.wrac.documents.pdf.internal;

import java.text.Bidi;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Right-to-left text in logical order: a page holds glyphs where they are seen (visual order,
 * left to right); Hebrew, Arabic and Persian are read right to left, with numbers and Latin
 * words inside them read left to right. Uses the Unicode bidirectional algorithm
 * ({@link Bidi}) and keeps a letter with its combining marks (Arabic vowels) together.
 */
final class Direction {
  private Direction() {}

  /** Whether the text holds a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko...). */
  static boolean hasRtl(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '\u0590' && isRtl(Character.getDirectionality(c))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isRtl(byte d) {
    return d == Character.DIRECTIONALITY_RIGHT_TO_LEFT
        || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
  }

  /** +1 for a left-to-right letter first, -1 right-to-left, 0 none (digits, punctuation). */
  private static int strong(String word) {
    for (int i = 0; i < word.length(); i++) {
      byte d = Character.getDirectionality(word.charAt(i));
      if (isRtl(d)) {
        return -1;
      }
      if (d == Character.DIRECTIONALITY_LEFT_TO_RIGHT) {
        return 1;
      }
    }
    return 0;
  }

  /**
   * A word read from its glyphs left to right (visual order) in logical order: its
   * right-to-left runs reversed letter by letter, each letter with its marks, brackets
   * mirrored; itself if it has no right-to-left letter.
   */
  static String logical(String visual) {
    if (!hasRtl(visual)) {
      return visual;
    }
    Bidi bidi = new Bidi(visual, Bidi.DIRECTION_DEFAULT_RIGHT_TO_LEFT);
    int runs = bidi.getRunCount();
    byte[] levels = new byte[runs];
    Integer[] order = new Integer[runs];
    for (int i = 0; i < runs; i++) {
      levels[i] = (byte) bidi.getRunLevel(i);
      order[i] = i;
    }
    // the text is in visual order; reordering is its own inverse (as PDFBox's text stripper)
    Bidi.reorderVisually(levels, 0, order, 0, runs);
    StringBuilder out = new StringBuilder(visual.length());
    for (int r : order) {
      String run = visual.substring(bidi.getRunStart(r), bidi.getRunLimit(r));
      out.append((levels[r] & 1) == 1 ? reversed(run) : run);
    }
    return out.toString();
  }

  /** Letters in reverse order, each with the marks that follow it, brackets mirrored. */
  private static String reversed(String run) {
    List<String> clusters = new ArrayList<>();
    int start = 0;
    for (int i = 1; i <= run.length(); i++) {
      if (i == run.length() || !joins(run.charAt(i))) {
        clusters.add(mirror(run.substring(start, i)));
        start = i;
      }
    }
    StringBuilder sb = new StringBuilder(run.length());
    for (int i = clusters.size() - 1; i >= 0; i--) {
      sb.append(clusters.get(i));
    }
    return sb.toString();
  }

  private static boolean joins(char c) {
    int t = Character.getType(c);
    return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK
        || t == Character.COMBINING_SPACING_MARK || Character.isLowSurrogate(c)
        || c == '\u200D';
  }

  private static String mirror(String cluster) {
    if (cluster.length() != 1) {
      return cluster;
    }
    int i = "()[]{}<>«»".indexOf(cluster.charAt(0));
    return i < 0 ? cluster : String.valueOf(")(][}{><»«".charAt(i));
  }

  /**
   * Words of a line, each in logical order, given left to right, in reading order: where most
   * strongly directed words are right-to-left, right to left, but a run of left-to-right words
   * (with the neutral words between them: "TeX Live 2023") kept left to right; else as given.
   */
  static List<String> wordOrder(List<String> visual) {
    return wordOrder(visual, Function.identity(), w -> 1);
  }

  /**
   * Pieces of a line, given left to right, in reading order as {@link #wordOrder(List)} orders
   * words, each read as its {@code text} and counting {@code weight} times where the directions
   * are counted (a line's fragments by their length: a right-to-left heading's number, drawn at
   * its right, comes first; an English line quoting Arabic stays left to right).
   */
  static <T> List<T> wordOrder(List<T> visual, Function<T, String> text,
      ToIntFunction<T> weight) {
    int rtl = 0;
    int ltr = 0;
    int[] dir = new int[visual.size()];
    for (int i = 0; i < visual.size(); i++) {
      dir[i] = strong(text.apply(visual.get(i)));
      rtl += dir[i] < 0 ? weight.applyAsInt(visual.get(i)) : 0;
      ltr += dir[i] > 0 ? weight.applyAsInt(visual.get(i)) : 0;
    }
    if (rtl == 0 || rtl < ltr) {
      return visual;
    }
    List<T> out = new ArrayList<>(visual.size());
    int i = visual.size() - 1;
    while (i >= 0) {
      if (dir[i] <= 0) {
        out.add(visual.get(i--));
        continue;
      }
      int end = i; // a left-to-right run: back to its first strong word, neutrals between kept
      int start = i;
      int k = i - 1;
      while (k >= 0 && dir[k] >= 0) {
        if (dir[k] > 0) {
          start = k;
        }
        k--;
      }
      out.addAll(visual.subList(start, end + 1));
      i = start - 1;
    }
    return out;
  }
}
