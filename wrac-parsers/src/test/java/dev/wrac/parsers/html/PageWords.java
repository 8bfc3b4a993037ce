package dev.wrac.parsers.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The words of texts and parsed pages, for comparing what a parser kept. */
public final class PageWords {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");

  private PageWords() {}

  /** The words (letters, digits, underscores) of a text, in order. */
  public static List<String> of(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = WORD.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  /** The words of a document's elements, in order. */
  public static List<String> of(ParsedDocument doc) {
    List<String> out = new ArrayList<>();
    for (Element e : doc.elements()) {
      out.addAll(of(e.text()));
    }
    return out;
  }

  /** Asserts that {@code selection} is {@code all} with words left out, in the same order. */
  public static void assertInOrderSelection(List<String> selection, List<String> all) {
    int at = 0;
    for (String w : selection) {
      while (at < all.size() && !all.get(at).equals(w)) {
        at++;
      }
      assertThat(at).as("word '%s' is among the visible words, in order", w)
          .isLessThan(all.size());
      at++;
    }
  }
}
