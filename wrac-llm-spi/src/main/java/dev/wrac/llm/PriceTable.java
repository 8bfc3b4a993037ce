package dev.wrac.llm;

import dev.wrac.model.Usage;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Turns {@link Usage} into dollars. Models are matched by name, ignoring case, exactly or by
 * the longest known prefix, so {@code gpt-4.1-2025-04-14} gets the price of {@code gpt-4.1}
 * and {@code gpt-4.1-mini-2025-04-14} that of {@code gpt-4.1-mini}.
 *
 * <pre>{@code
 * PriceTable prices = PriceTable.defaults().with("my-local-model", new ModelPrice(0, 0, 0));
 * double usd = prices.usd("gpt-4.1", plan.provenance().usage());
 * }</pre>
 * Defaults (USD per million input / cached input / output tokens): gpt-4.1 2.00 / 0.50 /
 * 8.00, gpt-4.1-mini 0.40 / 0.10 / 1.60, gpt-4.1-nano 0.10 / 0.025 / 0.40, gpt-4o 2.50 / 1.25
 * / 10.00, gpt-4o-mini 0.15 / 0.075 / 0.60. Immutable.
 */
public final class PriceTable {
  /** GPT-4.1's price, the model of the published W-RAC results. */
  public static final ModelPrice GPT_4_1 = new ModelPrice(2.00, 0.50, 8.00);

  private static final PriceTable DEFAULTS = new PriceTable(Map.of(
      "gpt-4.1", GPT_4_1,
      "gpt-4.1-mini", new ModelPrice(0.40, 0.10, 1.60),
      "gpt-4.1-nano", new ModelPrice(0.10, 0.025, 0.40),
      "gpt-4o", new ModelPrice(2.50, 1.25, 10.00),
      "gpt-4o-mini", new ModelPrice(0.15, 0.075, 0.60)));

  private final Map<String, ModelPrice> prices;

  private PriceTable(Map<String, ModelPrice> prices) {
    TreeMap<String, ModelPrice> copy = new TreeMap<>();
    prices.forEach((k, v) -> copy.put(k.toLowerCase(Locale.ROOT), v));
    this.prices = copy;
  }

  /** The default prices listed above. */
  public static PriceTable defaults() {
    return DEFAULTS;
  }

  /** A table with no prices; add them with {@link #with}. */
  public static PriceTable empty() {
    return new PriceTable(Map.of());
  }

  /** A copy that prices {@code model} (and names starting with it) at {@code price}. */
  public PriceTable with(String model, ModelPrice price) {
    Map<String, ModelPrice> copy = new TreeMap<>(prices);
    copy.put(Objects.requireNonNull(model, "model").toLowerCase(Locale.ROOT),
        Objects.requireNonNull(price, "price"));
    return new PriceTable(copy);
  }

  /** The price of {@code model}: exact name, else the longest known prefix. */
  public Optional<ModelPrice> priceOf(String model) {
    if (model == null) {
      return Optional.empty();
    }
    String m = model.toLowerCase(Locale.ROOT);
    ModelPrice exact = prices.get(m);
    if (exact != null) {
      return Optional.of(exact);
    }
    String best = null;
    for (String known : prices.keySet()) {
      if (m.startsWith(known) && (best == null || known.length() > best.length())) {
        best = known;
      }
    }
    return best == null ? Optional.empty() : Optional.of(prices.get(best));
  }

  /**
   * The dollars {@code usage} cost with {@code model}.
   *
   * @throws IllegalArgumentException if the model has no price, naming the known ones
   */
  public double usd(String model, Usage usage) {
    return priceOf(model).orElseThrow(() -> new IllegalArgumentException("No price for model '"
        + model + "'. Known: " + prices.keySet() + ". Add one with PriceTable.with(model, price)."))
        .usd(usage);
  }
}
