package dev.wrac.documents.pdf.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Page numbers as printed: arabic, or roman in lower case (a front matter's). */
final class PageNumbers {
  /** A page number: arabic, or a canonical lower-case roman numeral. */
  static final Pattern PAGE_NUMBER =
      Pattern.compile("\\d{1,4}|(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})");
  /** A page number alone on its line, dashes around it allowed ({@code —4—}, {@code - 12 -}). */
  private static final Pattern ALONE = Pattern.compile(
      "[\\p{Pd}\\s]*(" + PAGE_NUMBER.pattern() + ")[\\p{Pd}\\s]*");

  private PageNumbers() {}

  /**
   * The page number that is the whole text, dashes around it aside; null if none. Cyrillic
   * lookalikes are the caller's to fold ({@link #latinLookalikes}).
   */
  static String alone(String text) {
    Matcher m = ALONE.matcher(text);
    return m.matches() ? m.group(1) : null;
  }

  /**
   * The text with the Cyrillic letters that look like roman numerals' Latin ones in their
   * stead ({@code і} U+0456, {@code х}, {@code с}): Cyrillic documents number front matter
   * pages with them ({@code vііі}).
   */
  static String latinLookalikes(String text) {
    return text.replace('\u0456', 'i').replace('\u0445', 'x').replace('\u0441', 'c');
  }

  /** The value of a lower-case roman numeral, or 0 if it is not one in canonical form. */
  static int roman(String s) {
    if (s.isEmpty() || !PAGE_NUMBER.matcher(s).matches() || Character.isDigit(s.charAt(0))) {
      return 0;
    }
    int total = 0;
    int previous = Integer.MAX_VALUE;
    for (int i = 0; i < s.length(); i++) {
      int v = switch (s.charAt(i)) {
        case 'i' -> 1;
        case 'v' -> 5;
        case 'x' -> 10;
        case 'l' -> 50;
        default -> 100;
      };
      total += v > previous ? v - 2 * previous : v;
      previous = v;
    }
    return total;
  }
}
