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
 * @param <B> the adapter's builder, returned by every setter
 */
public abstract class SmallToBigRetrieverBuilder<B extends SmallToBigRetrieverBuilder<B>> {
  /** Default {@link #maxLeaves(int)}. */
  public static final int DEFAULT_MAX_LEAVES = 50;
  /** The most leaves {@link #maxLeaves(int)} allows. */
  public static final int MAX_LEAVES = 10_000;

  private ParentStore parents;
  private SmallToBig policy;
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
   * leaves. Positive. This, {@link #maxUnits(int)} or {@link #policy(SmallToBig)} is required.
   */
  public B budgetTokens(int tokens) {
    this.policy = SmallToBig.budgetTokens(tokens);
    return self();
  }

  /** Places at most {@code count} units, whatever their tokens. Positive. */
  public B maxUnits(int count) {
    this.policy = SmallToBig.maxUnits(count);
    return self();
  }

  /** The policy itself, for options such as {@link SmallToBig#minLeavesToMerge(int)}. */
  public B policy(SmallToBig policy) {
    this.policy = Objects.requireNonNull(policy, "policy");
    return self();
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

  /** The placing policy set, or null. */
  protected final SmallToBig placement() {
    return policy;
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
    if (policy == null) {
      missing.add("budgetTokens, maxUnits or policy");
    }
    if (!missing.isEmpty()) {
      throw new IllegalStateException(retriever + " needs " + missing);
    }
  }
}
