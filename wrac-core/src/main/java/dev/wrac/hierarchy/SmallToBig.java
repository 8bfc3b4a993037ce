package dev.wrac.hierarchy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The small-to-big retrieval policy: index the leaves, retrieve them, and place in the context
 * either the leaves or the bigger units they share, within a token budget. Pure: no embedding,
 * no store; ids and scores in, units out.
 *
 * <pre>{@code
 * List<PlacedUnit> units = SmallToBig.budgetTokens(1024).place(rankedLeaves, hierarchy.tree());
 * for (PlacedUnit u : units) prompt.append(hierarchy.get(u.id()).chunk().text());
 * }</pre>
 *
 * <p>The rule. Walk the leaves in rank order (the list order: ties keep it). A leaf already
 * under a placed unit only joins that unit's provenance. Otherwise it is placed, unless an
 * ancestor is worth placing instead: an ancestor with at least {@link #minLeavesToMerge()}
 * ranked leaves so far (this one included) replaces the units placed under it when the context
 * with it instead of them still fits the budget; the nearest such ancestor wins, so units grow
 * one level at a time (two ranked leaves of one section place the section, not the page above
 * it; a third in another section of the page then places the page), and a grandparent may
 * qualify where the parent does not (two ranked leaves on two pages of one chapter). A parent
 * that does not fit falls back to its leaves; a leaf that does not fit either is skipped and
 * the walk goes on, so a smaller leaf ranked lower still fills what is left. The context is
 * empty only when no ranked leaf fits the budget by itself; nothing is ever cut.
 * ({@link #stopAtFirstMiss()} ends the walk at that leaf instead, for a caller that cuts it.)
 *
 * <p>The order. Units come out by their evidence, best first: each ranked leaf weighs
 * {@code exp((score - best score) / sigma)}, {@code sigma} the standard deviation of the given
 * leaves' scores (so the scale is the query's own, not a constant), and a unit sums the weights
 * of its ranked leaves. A parent holding several leaves close to the best one goes ahead of a
 * lone leaf that is slightly better; a leaf far below the best adds almost nothing. Equal
 * evidence keeps rank order. (Ordering by the best leaf alone, by summed scores or by summed
 * reciprocal ranks ranked worse in {@code wrac bench}; docs/hierarchy.md.)
 *
 * <p>The limits. {@link #budgetTokens(int)} limits the tokens, {@link #maxUnits(int)} the
 * count; both apply when both are set ({@code SmallToBig.budgetTokens(512).withMaxUnits(3)}):
 * the walk places within the budget, then the first {@code n} units by evidence are kept. With
 * a count alone every ranked leaf is walked with no token limit.
 *
 * <p>Edge cases: a leaf without a parent is placed as itself; a leaf ranked twice or unknown to
 * the tree is an error.
 */
public final class SmallToBig {
  /** Default {@link #minLeavesToMerge()}: two ranked leaves make their parent worth placing. */
  public static final int DEFAULT_MIN_LEAVES_TO_MERGE = 2;

  private final long budgetTokens;
  private final int maxUnits;
  private final int minLeavesToMerge;
  private final boolean stopAtFirstMiss;

  private SmallToBig(long budgetTokens, int maxUnits, int minLeavesToMerge,
      boolean stopAtFirstMiss) {
    this.budgetTokens = budgetTokens;
    this.maxUnits = maxUnits;
    this.minLeavesToMerge = minLeavesToMerge;
    this.stopAtFirstMiss = stopAtFirstMiss;
  }

  private SmallToBig(long budgetTokens, int maxUnits, int minLeavesToMerge) {
    this(budgetTokens, maxUnits, minLeavesToMerge, false);
  }

  /**
   * Places units within {@code tokens} tokens in all; add a count with
   * {@link #withMaxUnits(int)}. (Not {@code .maxUnits(n)} on the result: that is this class's
   * static factory, which keeps only the count.)
   *
   * @throws IllegalArgumentException if {@code tokens} is not positive
   */
  public static SmallToBig budgetTokens(int tokens) {
    return new SmallToBig(checkBudget(tokens), Integer.MAX_VALUE, DEFAULT_MIN_LEAVES_TO_MERGE);
  }

  /**
   * Places at most {@code count} units, whatever their tokens: every ranked leaf is walked
   * with no budget, then the first {@code count} units are kept; add a budget with
   * {@link #withBudgetTokens(int)}.
   *
   * @throws IllegalArgumentException if {@code count} is not positive
   */
  public static SmallToBig maxUnits(int count) {
    return new SmallToBig(Long.MAX_VALUE, checkCount(count), DEFAULT_MIN_LEAVES_TO_MERGE);
  }

  /**
   * A copy that also keeps at most {@code count} units: it places within this budget, then
   * keeps the first {@code count} by evidence.
   *
   * @throws IllegalArgumentException if {@code count} is not positive
   * @throws IllegalStateException    if this policy has a count already, naming both
   */
  public SmallToBig withMaxUnits(int count) {
    checkCount(count);
    if (maxUnits != Integer.MAX_VALUE) {
      throw new IllegalStateException("withMaxUnits(" + count + ") conflicts with maxUnits "
          + maxUnits + " already set");
    }
    return new SmallToBig(budgetTokens, count, minLeavesToMerge, stopAtFirstMiss);
  }

  /**
   * A copy that also places within {@code tokens} tokens: the first units by evidence within
   * that budget, at most this policy's count.
   *
   * @throws IllegalArgumentException if {@code tokens} is not positive
   * @throws IllegalStateException    if this policy has a budget already, naming both
   */
  public SmallToBig withBudgetTokens(int tokens) {
    checkBudget(tokens);
    if (budgetTokens != Long.MAX_VALUE) {
      throw new IllegalStateException("withBudgetTokens(" + tokens + ") conflicts with "
          + "budgetTokens " + budgetTokens + " already set");
    }
    return new SmallToBig(tokens, maxUnits, minLeavesToMerge, stopAtFirstMiss);
  }

  private static int checkBudget(int tokens) {
    if (tokens < 1) {
      throw new IllegalArgumentException("budgetTokens must be positive, was " + tokens);
    }
    return tokens;
  }

  private static int checkCount(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("maxUnits must be positive, was " + count);
    }
    return count;
  }

  /**
   * A copy where an ancestor replaces its leaves once {@code leaves} of them are ranked;
   * default {@value #DEFAULT_MIN_LEAVES_TO_MERGE}, at least 1 (1: any parent that fits
   * replaces its leaf).
   *
   * @throws IllegalArgumentException if {@code leaves} is less than 1
   */
  public SmallToBig minLeavesToMerge(int leaves) {
    if (leaves < 1) {
      throw new IllegalArgumentException("minLeavesToMerge must be at least 1, was " + leaves);
    }
    return new SmallToBig(budgetTokens, maxUnits, leaves, stopAtFirstMiss);
  }

  /**
   * A copy whose walk ends at the first leaf that does not fit, instead of skipping it: what
   * {@code wrac bench} measures, since its contexts cut that leaf to fill the rest of the budget
   * (and every flat strategy's walk ends so). A caller that places whole units should keep the
   * default, which places every unit that fits and so never less.
   */
  public SmallToBig stopAtFirstMiss() {
    return new SmallToBig(budgetTokens, maxUnits, minLeavesToMerge, true);
  }

  /** The budget in tokens; {@link Long#MAX_VALUE} when only a count limits. */
  public long budgetTokens() {
    return budgetTokens;
  }

  /** The most units placed; {@link Integer#MAX_VALUE} when only the budget limits. */
  public int maxUnits() {
    return maxUnits;
  }

  /** Ranked leaves under an ancestor that make it replace them. */
  public int minLeavesToMerge() {
    return minLeavesToMerge;
  }

  /** A placed unit while the walk goes on. */
  private static final class Unit {
    final String id;
    final int level;
    final List<String> chain; // the unit and its ancestors, nearest first
    final int firstRank;
    final double score;
    final int tokens;
    final List<String> leaves = new ArrayList<>();

    Unit(String id, int level, List<String> chain, int firstRank, double score, int tokens) {
      this.id = id;
      this.level = level;
      this.chain = chain;
      this.firstRank = firstRank;
      this.score = score;
      this.tokens = tokens;
    }
  }

  /** A placed unit with what the parent store holds of it (its text and level). */
  public record Placement(PlacedUnit unit, StoredUnit stored) {
    public Placement {
      Objects.requireNonNull(unit, "unit");
      Objects.requireNonNull(stored, "stored");
    }
  }

  /**
   * Places a vector store's hits, what a retriever adapter does per query: {@code hits} best
   * first as the store returned them, a leaf found twice counting once at its best rank; each
   * placed unit with what {@code parents} holds of it, the store read once per id.
   *
   * @throws IllegalArgumentException if {@code parents} does not know an id
   */
  public List<Placement> placeHits(List<ScoredLeaf> hits, ParentStore parents) {
    Objects.requireNonNull(parents, "parents");
    Set<String> seen = new HashSet<>();
    List<ScoredLeaf> ranked = hits.stream().filter(h -> seen.add(h.id())).toList();
    ParentStore view = parents.memoized();
    return place(ranked, view).stream()
        .map(u -> new Placement(u, view.get(u.id()))).toList();
  }

  /**
   * The units to place, by evidence (see the class comment).
   *
   * @param ranked the retrieved leaves, best first
   * @param tree   parents and token costs of the leaves and their ancestors
   * @throws IllegalArgumentException if a leaf appears twice, or the tree does not know an id
   */
  public List<PlacedUnit> place(List<ScoredLeaf> ranked, ChunkTree tree) {
    Objects.requireNonNull(tree, "tree");
    Map<String, Unit> placed = new LinkedHashMap<>();
    Map<String, List<Integer>> seen = new HashMap<>(); // ancestor -> ranks of leaves under it
    Map<String, Integer> tokens = new HashMap<>();
    Set<String> leaves = new HashSet<>();
    Map<String, Double> scoreOf = new HashMap<>();
    for (ScoredLeaf leaf : ranked) {
      if (!leaves.add(leaf.id())) {
        throw new IllegalArgumentException("Leaf " + leaf.id() + " is ranked twice");
      }
      scoreOf.put(leaf.id(), leaf.score());
    }
    long used = 0;
    for (int r = 0; r < ranked.size(); r++) {
      ScoredLeaf leaf = ranked.get(r);
      List<String> chain = chain(leaf.id(), tree);
      for (int a = 1; a < chain.size(); a++) {
        seen.computeIfAbsent(chain.get(a), k -> new ArrayList<>()).add(r);
      }
      Unit covering = null;
      for (String u : chain) {
        covering = placed.get(u);
        if (covering != null) {
          break;
        }
      }
      if (covering != null) {
        covering.leaves.add(leaf.id());
        continue;
      }
      int target = 0;
      long targetCost = cost(chain.get(0), tree, tokens);
      for (int a = 1; a < chain.size(); a++) {
        String ancestor = chain.get(a);
        if (seen.get(ancestor).size() < minLeavesToMerge) {
          continue; // an ancestor further up may hold enough ranked leaves
        }
        long freed = 0;
        for (Unit u : placed.values()) {
          if (u.chain.contains(ancestor)) {
            freed += u.tokens;
          }
        }
        long cost = cost(ancestor, tree, tokens) - freed;
        if (used + cost > budgetTokens) {
          continue;
        }
        target = a;
        targetCost = cost;
        break; // the nearest: one level at a time, further up once more leaves share it
      }
      if (used + targetCost > budgetTokens) {
        if (stopAtFirstMiss) {
          break; // the context is full: the caller cuts this leaf to fill the rest
        }
        continue; // it does not fit: skip it, a smaller leaf ranked lower may
      }
      String id = chain.get(target);
      Unit unit;
      if (target == 0) {
        unit = new Unit(id, 0, chain, r, leaf.score(), (int) targetCost);
        unit.leaves.add(leaf.id());
      } else {
        int first = seen.get(id).get(0);
        unit = new Unit(id, target, chain.subList(target, chain.size()), first,
            ranked.get(first).score(), (int) cost(id, tree, tokens));
        for (int s : seen.get(id)) {
          unit.leaves.add(ranked.get(s).id());
        }
        placed.values().removeIf(u -> u.chain.contains(id));
      }
      placed.put(id, unit);
      used += targetCost;
    }
    List<Unit> ordered = new ArrayList<>(placed.values());
    ordered.sort((a, b) -> Integer.compare(a.firstRank, b.firstRank)); // ties keep rank order
    // evidence: each ranked leaf weighs exp((score - best score) / sigma), sigma the spread of
    // the given scores, so the scale is the query's own; a unit sums its leaves' weights
    double best = ranked.isEmpty() ? 0 : ranked.get(0).score();
    double sigma = sigma(ranked);
    Map<String, Double> evidence = new HashMap<>();
    for (Unit u : ordered) {
      double e = 0;
      for (String l : u.leaves) {
        e += Math.exp((scoreOf.get(l) - best) / sigma);
      }
      evidence.put(u.id, e);
    }
    ordered.sort((a, b) -> Double.compare(evidence.get(b.id), evidence.get(a.id)));
    List<PlacedUnit> out = new ArrayList<>(Math.min(ordered.size(), maxUnits));
    for (Unit u : ordered) {
      if (out.size() == maxUnits) {
        break;
      }
      out.add(new PlacedUnit(u.id, u.level, u.score, evidence.get(u.id), u.leaves, u.tokens));
    }
    return out;
  }

  /** The population standard deviation of the scores; a tiny positive number when all tie. */
  static double sigma(List<ScoredLeaf> ranked) {
    if (ranked.isEmpty()) {
      return 1;
    }
    double m = 0;
    for (ScoredLeaf l : ranked) {
      m += l.score();
    }
    m /= ranked.size();
    double v = 0;
    for (ScoredLeaf l : ranked) {
      v += (l.score() - m) * (l.score() - m);
    }
    return Math.max(1e-9, Math.sqrt(v / ranked.size()));
  }

  private static long cost(String id, ChunkTree tree, Map<String, Integer> cache) {
    return cache.computeIfAbsent(id, tree::tokens);
  }

  /** The leaf and its ancestors, nearest first. */
  private static List<String> chain(String leaf, ChunkTree tree) {
    List<String> chain = new ArrayList<>();
    chain.add(leaf);
    Optional<String> p = tree.parentId(leaf);
    while (p.isPresent()) {
      if (chain.contains(p.get())) {
        throw new IllegalArgumentException("The tree has a cycle through " + p.get());
      }
      chain.add(p.get());
      p = tree.parentId(p.get());
    }
    return chain;
  }

  @Override
  public String toString() {
    return "SmallToBig[" + (budgetTokens == Long.MAX_VALUE ? "" : "budgetTokens=" + budgetTokens
        + ", ") + (maxUnits == Integer.MAX_VALUE ? "" : "maxUnits=" + maxUnits + ", ")
        + "minLeavesToMerge=" + minLeavesToMerge + (stopAtFirstMiss ? ", stopAtFirstMiss" : "")
        + "]";
  }
}
