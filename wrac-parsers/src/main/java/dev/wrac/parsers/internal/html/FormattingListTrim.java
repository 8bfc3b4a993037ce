package dev.wrac.parsers.internal.html;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Element;

/**
 * Restores the HTML parsing rule that keeps at most three identical formatting elements after
 * the last marker in the list of active formatting elements (the "Noah's Ark" clause). jsoup
 * 1.22.1 applies it by comparing attributes, and with source positions tracked every element's
 * attributes hold its own positions, so no two are ever identical: the list, and everything
 * its elements hold on to, grows by one for every {@code <b>}, {@code <i>}, {@code <font>} left
 * open, and memory grows with the page even when it is read as a stream. Whenever the list has
 * doubled since it was last trimmed, this keeps the three latest of each kind (same tag,
 * namespace and attributes, positions aside) after the last marker, in one pass: amortised
 * constant time per entry. Between parser steps only.
 */
final class FormattingListTrim {
  /** Entries the list may hold before it is first trimmed. */
  private static final int FIRST_TRIM_ABOVE = 64;

  private final List<Element> list;
  private int trimAbove = FIRST_TRIM_ABOVE;

  /** @param list jsoup's list of active formatting elements ({@code null} for markers) */
  FormattingListTrim(List<Element> list) {
    this.list = list;
  }

  /** Trims the list if it has doubled since it was last trimmed. */
  void apply() {
    if (list.size() <= trimAbove) {
      return;
    }
    int start = list.lastIndexOf(null) + 1; // markers are null entries
    List<Element> tail = list.subList(start, list.size());
    Map<String, Integer> seen = new HashMap<>();
    List<Element> kept = new ArrayList<>();
    for (int j = tail.size() - 1; j >= 0; j--) {
      if (seen.merge(kind(tail.get(j)), 1, Integer::sum) <= 3) {
        kept.add(tail.get(j));
      }
    }
    if (kept.size() < tail.size()) {
      Collections.reverse(kept);
      tail.clear();
      list.addAll(kept);
    }
    trimAbove = Math.max(FIRST_TRIM_ABOVE, 2 * list.size());
  }

  /** Tag, namespace and attributes, without the source positions jsoup keeps with them. */
  private static String kind(Element e) {
    StringBuilder s = new StringBuilder(e.tag().namespace()).append(' ').append(e.normalName());
    for (Attribute attribute : e.attributes()) {
      s.append(' ').append(attribute.getKey()).append('=').append(attribute.getValue().length())
          .append(':').append(attribute.getValue());
    }
    return s.toString();
  }
}
