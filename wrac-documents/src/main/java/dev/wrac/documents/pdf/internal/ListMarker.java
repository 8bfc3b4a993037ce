package dev.wrac.documents.pdf.internal;

import dev.wrac.model.ElementKind;
import dev.wrac.parse.Markup;
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

  /**
   * The PDF reader's markup rule: a list item's content is its text after its marker and the
   * space that follows it (the marker is the list's, as Markdown's {@code - } and {@code 1. }
   * are, and Word and PowerPoint keep theirs out of the text); other elements' content is
   * their text.
   */
  public static final Markup MARKUP =
      (kind, text) -> kind == ElementKind.LIST_ITEM ? afterMarker(text) : text;

  private ListMarker() {}

  /** The text after its leading list marker and the space after it; the text if it has none. */
  static String afterMarker(String text) {
    if (!AT_START.matcher(text).lookingAt()) {
      return text;
    }
    Matcher marker = MARKER.matcher(text);
    marker.lookingAt();
    return text.substring(marker.end()).stripLeading();
  }

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
