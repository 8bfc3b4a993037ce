package dev.wrac.documents.pdf.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words of a document, to mend words broken at line ends. A line ending in a letter and a
 * hyphen, followed by a line starting with a lower-case letter, is joined:
 * <ul>
 *   <li>without the hyphen ({@code "infor-" + "mation"} gives {@code "information"}), unless
 *       the document never writes the closed form and either writes the hyphenated one on a
 *       line, or both halves are words it uses elsewhere ({@code "self-" + "service"} gives
 *       {@code "self-service"} when "self" and "service" occur and "selfservice" does not):
 *       a typesetter's hyphen leaves fragments that are not words and is removed, an author's
 *       joins words and is kept (a word broken at a line end is not counted as a word);
 *       kept too when it leaves fewer than {@value #MIN_BEFORE} letters before it or carries
 *       fewer than {@value #MIN_AFTER} over as the word's end ({@code "Walk-" + "in"},
 *       {@code "e-" + "mail"}; not {@code "Ma-" + "ha-" + "rashtra"}):
 *       typesetters' hyphenation (TeX's, Typst's, word processors') never breaks a word so;
 *   <li>a soft hyphen (U+00AD) at a line end is always removed.
 * </ul>
 * Any other two lines are joined with one space.
 */
public final class Vocabulary {
  /** Fewest letters a typesetter leaves before a hyphen it adds (TeX's lefthyphenmin). */
  static final int MIN_BEFORE = 2;
  /** Fewest letters a typesetter carries over after a hyphen it adds (righthyphenmin). */
  static final int MIN_AFTER = 3;

  private final Map<String, Integer> words = new HashMap<>();

  /** The words of these pages' lines. */
  public static Vocabulary of(List<List<Line>> pages) {
    Vocabulary v = new Vocabulary();
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        for (Frag f : l.frags()) {
          String[] tokens = f.text().split(" ");
          for (int i = 0; i < tokens.length; i++) {
            boolean broken = i == tokens.length - 1 && tokens[i].endsWith("-");
            String word = bare(tokens[i]);
            if (!word.isEmpty() && !broken) {
              v.words.merge(word, 1, Integer::sum);
              if (word.indexOf('-') > 0) {
                for (String part : word.split("-")) {
                  v.words.merge(part, 1, Integer::sum);
                }
              }
            }
          }
        }
      }
    }
    return v;
  }

  /** Appends {@code next} to {@code text}, mending a word broken across the two. */
  public void join(StringBuilder text, String next) {
    int n = text.length();
    if (n == 0) {
      text.append(next);
      return;
    }
    char last = text.charAt(n - 1);
    boolean lowerNext = !next.isEmpty() && Character.isLowerCase(next.charAt(0));
    if (last == '\u00AD') {
      text.setLength(n - 1);
      text.append(next);
      return;
    }
    if (last == '-' && n >= 2 && Character.isLetter(text.charAt(n - 2)) && lowerNext) {
      int start = text.lastIndexOf(" ") + 1;
      String before = bare(text.substring(start, n - 1));
      int end = next.indexOf(' ');
      String after = bare(end < 0 ? next : next.substring(0, end));
      boolean closed = words.containsKey(before + after);
      boolean keep = !closed && (words.containsKey(before + "-" + after)
          || (words.containsKey(before) && words.getOrDefault(after, 0) >= 2)
          || before.length() < MIN_BEFORE
          || (after.length() < MIN_AFTER && !(end < 0 && next.endsWith("-"))));
      if (!keep) {
        text.setLength(n - 1);
      }
      text.append(next);
      return;
    }
    if (!next.isEmpty() && solid(last) && solid(next.charAt(0))) {
      text.append(next); // Han and kana are set without spaces: a line break is no word break
      return;
    }
    text.append(' ').append(next);
  }

  /** Han, kana or CJK punctuation: script set solid, without spaces between words. */
  private static boolean solid(char c) {
    Character.UnicodeScript s = Character.UnicodeScript.of(c);
    return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
        || s == Character.UnicodeScript.KATAKANA || (c >= '\u3000' && c <= '\u303F')
        || (c >= '\uFF00' && c <= '\uFF60');
  }

  /** A word lower-cased without the punctuation around it. */
  static String bare(String w) {
    int from = 0;
    int to = w.length();
    while (from < to && !Character.isLetterOrDigit(w.charAt(from))) {
      from++;
    }
    while (to > from && !Character.isLetterOrDigit(w.charAt(to - 1))) {
      to--;
    }
    return w.substring(from, to).toLowerCase(Locale.ROOT);
  }
}
