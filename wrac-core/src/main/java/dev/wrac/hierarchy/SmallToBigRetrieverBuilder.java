package dev.wrac.hierarchy;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The settings every small-to-big retriever shares, whatever framework it serves: where the
 * units are ({@link ParentStore}), how they are placed ({@link SmallToBig}) and how many leaves
 * the store is asked for. A framework adapter's builder extends it and adds its own store and
 * score settings, as {@code WracSmallToBigRetriever.Builder} (langchain4j) and
 * {@code WracSmallToBigDocumentRetriever.Builder} (Spring AI) do. Each setter checks its value
 * at once.
 *
 * <p>The limits: {@link #budgetTokens(int)} and {@link #maxUnits(int)} both apply when both are
 * set (within the budget, at most that many units: {@link SmallToBig#withMaxUnits(int)}); each
 * is set once, and {@link #policy(SmallToBig)}, which holds its own limits, excludes both. A
 * second or conflicting call is refused with an {@link IllegalStateException} naming both
 * calls, as {@code Wrac.builder()} does for its budget.
 *
 * @param <B> the adapter's builder, returned by every setter
 */
public abstract class SmallToBigRetrieverBuilder<B extends SmallToBigRetrieverBuilder<B>> {
  /** Default {@link #maxLeaves(int)}. */
  public static final int DEFAULT_MAX_LEAVES = 50;
  /** The most leaves {@link #maxLeaves(int)} allows. */
  public static final int MAX_LEAVES = 10_000;

  private ParentStore parents;
  private SmallToBig policy;
  private int budgetTokens;
  private int maxUnits;
  private int maxLeaves = DEFAULT_MAX_LEAVES;

  /** For subclasses. */
  protected SmallToBigRetrieverBuilder() {}

  /** This builder, as its own type. */
  protected abstract B self();

  /** Where the placed units' text, levels, parents and tokens are. Required. */
  public B parentStore(ParentStore parents) {
    this.parents = Objects.requireNonNull(parents, "parentStore");
    return self();
  }

  /**
   * Places units within {@code tokens} tokens of the tokenizer that counted the hierarchy
   * (o200k_base unless configured otherwise); a parent that does not fit falls back to its
   * leaves, a leaf that does not fit is skipped. Positive. With {@link #maxUnits(int)} both
   * apply. This, {@link #maxUnits(int)} or {@link #policy(SmallToBig)} is required.
   *
   * @throws IllegalArgumentException if {@code tokens} is not positive
   * @throws IllegalStateException    if a budget or a policy was set already, naming both
   */
  public B budgetTokens(int tokens) {
    SmallToBig.budgetTokens(tokens); // checks the value
    refuseConflict("budgetTokens(" + tokens + ")", policy != null ? describePolicy()
        : budgetTokens > 0 ? "budgetTokens(" + budgetTokens + ")" : null);
    this.budgetTokens = tokens;
    return self();
  }

  /**
   * Places at most {@code count} units: the first by evidence, within the budget when
   * {@link #budgetTokens(int)} is set too, else whatever their tokens. Positive.
   *
   * @throws IllegalArgumentException if {@code count} is not positive
   * @throws IllegalStateException    if a count or a policy was set already, naming both
   */
  public B maxUnits(int count) {
    SmallToBig.maxUnits(count); // checks the value
    refuseConflict("maxUnits(" + count + ")", policy != null ? describePolicy()
        : maxUnits > 0 ? "maxUnits(" + maxUnits + ")" : null);
    this.maxUnits = count;
    return self();
  }

  /**
   * The policy itself, with its own limits, for options such as
   * {@link SmallToBig#minLeavesToMerge(int)}.
   *
   * @throws IllegalStateException if a budget, a count or a policy was set already
   */
  public B policy(SmallToBig policy) {
    Objects.requireNonNull(policy, "policy");
    refuseConflict("policy(" + policy + ")", this.policy != null ? describePolicy()
        : budgetTokens > 0 || maxUnits > 0 ? describeLimits() : null);
    this.policy = policy;
    return self();
  }

  /** Refuses {@code call} when an {@code earlier} call (null when none) set what it sets. */
  private static void refuseConflict(String call, String earlier) {
    if (earlier != null) {
      throw new IllegalStateException(call + " conflicts with the earlier " + earlier
          + ": set budgetTokens and maxUnits once each (both apply), or a policy alone");
    }
  }

  private String describePolicy() {
    return "policy(" + policy + ")";
  }

  private String describeLimits() {
    return (budgetTokens > 0 ? "budgetTokens(" + budgetTokens + ")" : "")
        + (budgetTokens > 0 && maxUnits > 0 ? " and " : "")
        + (maxUnits > 0 ? "maxUnits(" + maxUnits + ")" : "");
  }

  /**
   * Leaves retrieved from the store before placing (its top k); default
   * {@value #DEFAULT_MAX_LEAVES}, from 1 to {@value #MAX_LEAVES}.
   */
  public B maxLeaves(int leaves) {
    if (leaves < 1 || leaves > MAX_LEAVES) {
      throw new IllegalArgumentException(
          "maxLeaves must be in [1, " + MAX_LEAVES + "], was " + leaves);
    }
    this.maxLeaves = leaves;
    return self();
  }

  /** The parent store set, or null. */
  protected final ParentStore parents() {
    return parents;
  }

  /**
   * The placing policy: the one set with {@link #policy}, or one of the budget and count set;
   * null when none is.
   */
  protected final SmallToBig placement() {
    if (policy != null) {
      return policy;
    }
    if (budgetTokens > 0) {
      SmallToBig p = SmallToBig.budgetTokens(budgetTokens);
      return maxUnits > 0 ? p.withMaxUnits(maxUnits) : p;
    }
    return maxUnits > 0 ? SmallToBig.maxUnits(maxUnits) : null;
  }

  /** The leaves to ask the store for. */
  protected final int leaves() {
    return maxLeaves;
  }

  /**
   * A score floor checked to lie in [0, 1].
   *
   * @throws IllegalArgumentException naming the setting otherwise
   */
  protected static double unitInterval(String setting, double value) {
    if (!(value >= 0 && value <= 1)) {
      throw new IllegalArgumentException(setting + " must be in [0, 1], was " + value);
    }
    return value;
  }

  /**
   * Checks that every required setting is there: the adapter's own (each given as its name,
   * or null where it is set) and this class's.
   *
   * @param retriever the retriever's name, for the message
   * @param adapterSettings the adapter's missing settings' names, null for those that are set
   * @throws IllegalStateException naming every missing setting
   */
  protected final void requireComplete(String retriever, String... adapterSettings) {
    List<String> missing = new ArrayList<>();
    for (String s : adapterSettings) {
      if (s != null) {
        missing.add(s);
      }
    }
    if (parents == null) {
      missing.add("parentStore");
    }
    if (placement() == null) {
      missing.add("budgetTokens, maxUnits or policy");
    }
    if (!missing.isEmpty()) {
      throw new IllegalStateException(retriever + " needs " + missing);
    }
  }
}
