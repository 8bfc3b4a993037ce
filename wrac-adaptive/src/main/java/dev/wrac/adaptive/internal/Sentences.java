package dev.wrac.adaptive.internal;

import dev.wrac.adaptive.TextRange;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Sentence ranges by the JDK's English sentence rules ({@link BreakIterator}), trimmed. */
public final class Sentences {
  private Sentences() {}

  /** The non-blank sentences of {@code text[from, to)}, as ranges of {@code text}. */
  public static List<TextRange> split(String text, int from, int to) {
    List<TextRange> out = new ArrayList<>();
    BreakIterator it = BreakIterator.getSentenceInstance(Locale.ENGLISH);
    it.setText(text.substring(from, to));
    int start = it.first();
    for (int end = it.next(); end != BreakIterator.DONE; start = end, end = it.next()) {
      int s = from + start;
      int e = from + end;
      while (s < e && Character.isWhitespace(text.charAt(s))) {
        s++;
      }
      while (e > s && Character.isWhitespace(text.charAt(e - 1))) {
        e--;
      }
      if (e > s) {
        out.add(new TextRange(s, e, "sentence"));
      }
    }
    return out;
  }
}
