package dev.wrac.parsers.internal.html;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * The elements a parse may still add to, as of the last {@link #refresh}: the elements on
 * jsoup's stack of open elements and every element they lie in. An element outside this set
 * is complete with all it holds. (jsoup adds to open elements only, and a foster parent holds
 * an open table.)
 */
final class OpenElements {
  private final List<Element> stack;
  private final Set<Element> open = Collections.newSetFromMap(new IdentityHashMap<>());

  /** @param stack jsoup's stack of open elements (read live) */
  OpenElements(List<Element> stack) {
    this.stack = stack;
  }

  /** Takes the stack as it is now; costs the number of open elements and their ancestors. */
  void refresh() {
    open.clear();
    for (int k = stack.size() - 1; k >= 0; k--) {
      for (Element e = stack.get(k); e != null && open.add(e); e = e.parent()) {
        // add the element and the elements it lies in, up to one already added
      }
    }
  }

  /** Whether the parse may still add to {@code e} or to an element in it. */
  boolean contains(Element e) {
    return open.contains(e);
  }
}
