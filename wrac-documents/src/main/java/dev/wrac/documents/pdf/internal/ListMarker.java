package dev.wrac.documents.pdf.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * List markers at the start of a line: a bullet ({@code • ◦ ▪ ‣ - – * ·} and kin) or a number
 * or letter followed by {@code .} or {@code )} ({@code 1.}, {@code 2)}, {@code a)},
 * {@code (iv)}), then a space.
 */
public final class ListMarker {
  private static final String BULLETS = "[•◦▪▫‣⁃∙·●○■□◆◇➢►▶✓✔❖\\-–—*]";
  private static final String NUMBERS =
      "(?:\\(?(\\d{1,3})[.)]|\\(?[a-z][.)]|\\(?[ivxlc]{1,5}[.)]|\\(\\d{1,3}\\))";
  private static final Pattern MARKER = Pattern.compile("^(?:" + BULLETS + "|" + NUMBERS + ")");
  private static final Pattern AT_START =
      Pattern.compile("^(?:" + BULLETS + "|" + NUMBERS + ")\\s+\\S");

  private ListMarker() {}

  /** Whether a word is a list marker by itself. */
  static boolean isMarker(String word) {
    Matcher m = MARKER.matcher(word);
    return m.lookingAt() && m.end() == word.length();
  }

  /** Whether {@code text} starts with a numbered or lettered marker ({@code 1.}, {@code a)}). */
  static boolean numbered(String text) {
    Matcher m = AT_START.matcher(text);
    return m.lookingAt() && !text.substring(0, 1).matches(BULLETS);
  }

  /**
   * The item number if {@code text} starts with a numbered marker, 0 for a bullet or letter,
   * -1 if it starts with no marker.
   */
  public static int ordinal(String text) {
    Matcher m = AT_START.matcher(text);
    if (!m.lookingAt()) {
      return -1;
    }
    return m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
  }
}
