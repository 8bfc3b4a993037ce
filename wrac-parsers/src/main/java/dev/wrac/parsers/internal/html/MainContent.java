package dev.wrac.parsers.internal.html;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Finds the main content of a page: the subtrees to walk, in document order, and the
 * boilerplate elements to skip inside them.
 */
final class MainContent {
  /** The subtrees to walk and the elements to leave out. */
  record Selection(List<Integer> roots, boolean[] skip) {}

  private final DomIndex dom;
  private final int n;
  private final int[] hints;
  private final boolean[] boilerplate;
  private final double[] score;
  private final boolean captions;

  private MainContent(DomIndex dom, boolean captions) {
    this.dom = dom;
    this.captions = captions;
    this.n = dom.size();
    this.hints = new int[n];
    this.boilerplate = new boolean[n];
    this.score = new double[n];
  }

  /** The main content of an indexed page. */
  static Selection select(DomIndex dom, boolean captions) {
    return new MainContent(dom, captions).run();
  }

  private Selection run() {
    markBoilerplate();
    int best = climb(bestCandidate());
    List<Integer> roots = withSiblings(best);
    boolean[] skip = prune(roots);
    return new Selection(roots, skip);
  }

  /**
   * Marks elements whose tag or names say boilerplate, unless they hold most of the page's
   * text (then the name is a wrapper's, not a widget's).
   */
  private void markBoilerplate() {
    int total = Math.max(1, dom.chars(0) - dom.linkChars(0));
    for (int i = 0; i < n; i++) {
      if (dom.hidden(i)) {
        continue;
      }
      hints[i] = Hints.of(dom.element(i), dom.tag(i));
      if (hints[i] == Hints.BOILERPLATE && i > 0) {
        int plain = dom.chars(i) - dom.linkChars(i);
        boilerplate[i] = plain * 2 < total;
      }
    }
  }

  private int bestCandidate() {
    // propagate the score of each paragraph-like block to its ancestors
    boolean[] blocked = new boolean[n];
    for (int i = 0; i < n; i++) {
      int p = dom.parent(i);
      blocked[i] = boilerplate[i] || (p >= 0 && blocked[p]);
    }
    boolean[] candidate = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (blocked[i] || dom.hidden(i)) {
        continue;
      }
      int own = dom.ownChars(i);
      if (own < 25) {
        continue;
      }
      double linkShare = (double) dom.ownLinkChars(i) / own;
      double s = (1 + dom.punctuation(i) + Math.min(own / 100.0, 3)) * (1 - linkShare);
      String tag = dom.tag(i);
      int level = 0;
      int a = isParagraph(tag) ? dom.parent(i) : i;
      while (a >= 0 && level < 5) {
        if (!candidate[a]) {
          candidate[a] = true;
          score[a] += initialScore(a);
        }
        score[a] += s / (level == 0 ? 1 : level == 1 ? 2 : level * 3);
        a = dom.parent(a);
        level++;
      }
    }
    int best = 0;
    double bestScore = -1;
    for (int i = 0; i < n; i++) {
      if (!candidate[i]) {
        continue;
      }
      double s = score[i] * (1 - dom.linkDensity(i));
      score[i] = s;
      if (s > bestScore) {
        bestScore = s;
        best = i;
      }
    }
    // an only child is no better than its parent
    while (best > 0) {
      int p = dom.parent(best);
      if (p < 0 || dom.chars(p) != dom.chars(best) || blocked[p]) {
        break;
      }
      best = p;
    }
    return best;
  }

  private static boolean isParagraph(String tag) {
    return tag.equals("p") || tag.equals("pre") || tag.equals("td") || tag.equals("li")
        || tag.equals("blockquote") || tag.equals("dd") || tag.equals("span")
        || tag.equals("font") || tag.equals("section");
  }

  private double initialScore(int i) {
    String tag = dom.tag(i);
    double s = switch (tag) {
      case "div", "article", "main" -> 5;
      case "pre", "td", "blockquote" -> 3;
      case "address", "ol", "ul", "dl", "dd", "dt", "li", "form" -> -3;
      case "h1", "h2", "h3", "h4", "h5", "h6", "th" -> -5;
      default -> 0;
    };
    if (hints[i] == Hints.CONTENT) {
      s += 25;
    } else if (hints[i] == Hints.BOILERPLATE) {
      s -= 25;
    }
    return s;
  }

  /**
   * The ancestor of the best candidate that holds the most content net of boilerplate: an
   * article cut into several sections (by pictures, ads, pull quotes) is taken whole.
   */
  private int climb(int best) {
    long[] good = new long[n];
    long[] bad = new long[n];
    boolean[] blocked = new boolean[n];
    for (int i = 0; i < n; i++) {
      int p = dom.parent(i);
      blocked[i] = boilerplate[i] || (p >= 0 && blocked[p]);
    }
    for (int i = n - 1; i >= 0; i--) {
      if (dom.hidden(i)) {
        continue;
      }
      int own = dom.ownChars(i);
      int links = dom.ownLinkChars(i);
      if (blocked[i] || links * 2 >= own) {
        bad[i] += own; // boilerplate, or a block that is mostly links (menus, link lists)
      } else if (own >= 30) {
        good[i] += own;
      } else {
        good[i] += own / 2; // short text: table cells, list items, labels
      }
      int p = dom.parent(i);
      if (p >= 0) {
        good[p] += good[i];
        bad[p] += bad[i];
      }
    }
    int chosen = best;
    double base = good[best] - 2.0 * bad[best];
    double step = 0.02 * good[best];
    for (int a = dom.parent(best); a >= 0; a = dom.parent(a)) {
      double net = good[a] - 2.0 * bad[a];
      if (net > base + step) {
        chosen = a;
        base = net;
      }
    }
    return chosen;
  }

  /** The best candidate and those of its siblings that look like more of the same content. */
  private List<Integer> withSiblings(int best) {
    int parent = dom.parent(best);
    List<Integer> roots = new ArrayList<>();
    if (parent < 0) {
      roots.add(best);
      return roots;
    }
    double threshold = Math.max(10, score[best] * 0.2);
    for (int c = parent + 1; c < dom.end(parent); c = dom.end(c)) {
      if (c == best) {
        roots.add(c);
        continue;
      }
      if (dom.hidden(c) || boilerplate[c]) {
        continue;
      }
      if (score[c] >= threshold) {
        roots.add(c);
      } else if (dom.tag(c).equals("p")) {
        int own = dom.chars(c);
        double links = dom.linkDensity(c);
        if ((own > 80 && links < 0.25) || (own > 0 && own <= 80 && links == 0
            && dom.element(c).text().endsWith("."))) {
          roots.add(c);
        }
      }
    }
    return roots;
  }

  /** Boilerplate and link lists inside the selected subtrees. */
  private boolean[] prune(List<Integer> roots) {
    boolean[] skip = new boolean[n];
    for (int root : roots) {
      markFurniture(dom, root + 1, dom.end(root), i -> boilerplate[i], captions, skip);
    }
    return skip;
  }

  /**
   * Marks in {@code skip} the elements of {@code [from, to)} (whole subtrees of {@code dom}) to
   * leave out of a page's main content, with their subtrees: those {@code boilerplate} accepts,
   * figure captions unless {@code captions}, and block containers (other than paragraphs and
   * the steps of an ordered list, "Log in to <a>NetBanking</a>") whose text is mostly links.
   */
  static void markFurniture(DomIndex dom, int from, int to, IntPredicate boilerplate,
      boolean captions, boolean[] skip) {
    for (int i = from; i < to; i++) {
      if (dom.hidden(i)) {
        continue;
      }
      String tag = dom.tag(i);
      if (boilerplate.test(i) || (!captions && tag.equals("figcaption"))
          || (Tags.isBlock(tag) && !tag.equals("p") && !isStep(dom, i) && dom.chars(i) > 0
              && dom.linkDensity(i) > 0.5)) {
        skip[i] = true;
        i = dom.end(i) - 1;
      }
    }
  }

  /** Whether element {@code i} is an item of an ordered list. */
  private static boolean isStep(DomIndex dom, int i) {
    int parent = dom.parent(i);
    return dom.tag(i).equals("li") && parent >= 0 && dom.tag(parent).equals("ol");
  }
}
