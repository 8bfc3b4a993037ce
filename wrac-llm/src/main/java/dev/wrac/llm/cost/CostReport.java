package dev.wrac.llm.cost;

import dev.wrac.llm.ModelPrice;
import dev.wrac.model.Usage;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The totals of a cost estimate over many documents: W-RAC, the agentic baseline and, where a
 * corpus recorded it, GPT-4.1's real W-RAC usage, priced at one model's prices.
 *
 * @param model        the model whose prices apply
 * @param price        its prices
 * @param failed       documents that could not be parsed (not counted)
 * @param wrac         the W-RAC planner
 * @param agentic      the agentic baseline
 * @param recorded     recorded W-RAC usage ({@link TokenTotals#NONE} without a corpus)
 * @param agenticBasis how the agentic output was counted ("recorded agentic chunks" or
 *                     "estimated: the documents' own text")
 */
public record CostReport(String model, ModelPrice price, int failed, TokenTotals wrac,
    TokenTotals agentic, TokenTotals recorded, String agenticBasis) {

  public CostReport {
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(price, "price");
    Objects.requireNonNull(wrac, "wrac");
    Objects.requireNonNull(agentic, "agentic");
    Objects.requireNonNull(recorded, "recorded");
    Objects.requireNonNull(agenticBasis, "agenticBasis");
  }

  public static Builder builder(String model, ModelPrice price) {
    return new Builder(model, price);
  }

  /** The figures as a JSON-ready map (approach: documents, calls, tokens, per document, USD). */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("documents", wrac.documents());
    m.put("failedDocuments", failed);
    m.put("model", model);
    Map<String, Object> prices = new LinkedHashMap<>();
    prices.put("inputPerMillion", price.inputPerMillion());
    prices.put("cachedInputPerMillion", price.cachedInputPerMillion());
    prices.put("outputPerMillion", price.outputPerMillion());
    m.put("prices", prices);
    m.put("wrac", totals(wrac));
    m.put("agentic", totals(agentic));
    m.put("agenticOutput", agenticBasis);
    m.put("recordedWrac", totals(recorded));
    return m;
  }

  private Map<String, Object> totals(TokenTotals t) {
    Map<String, Object> m = new LinkedHashMap<>();
    double usd = t.usd(price);
    m.put("documents", t.documents());
    m.put("calls", t.calls());
    m.put("inputTokens", t.inputTokens());
    m.put("outputTokens", t.outputTokens());
    m.put("inputTokensPerDoc", Math.round(t.inputTokensPerDocument() * 10) / 10.0);
    m.put("outputTokensPerDoc", Math.round(t.outputTokensPerDocument() * 10) / 10.0);
    m.put("usd", Math.round(usd * 10_000) / 10_000.0);
    m.put("usdPerDoc", t.documents() == 0 ? 0.0
        : Math.round(usd / t.documents() * 1_000_000) / 1_000_000.0);
    return m;
  }

  /** A plain-text table: one line per approach with documents, tokens per document and USD. */
  public String table() {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "%d documents (%d failed), prices of %s per million tokens: $%.2f in, $%.2f out%n",
        wrac.documents(), failed, model, price.inputPerMillion(), price.outputPerMillion()));
    sb.append(String.format(Locale.ROOT, "%-28s %6s %10s %11s %10s%n", "approach", "docs",
        "input/doc", "output/doc", "USD"));
    row(sb, "wrac (this planner)", wrac);
    row(sb, agenticBasis.startsWith("recorded") ? "agentic (reference chunks)"
        : "agentic (estimated output)", agentic);
    if (recorded.documents() > 0) {
      row(sb, "recorded GPT-4.1 W-RAC", recorded);
    }
    return sb.toString();
  }

  private void row(StringBuilder sb, String name, TokenTotals t) {
    sb.append(String.format(Locale.ROOT, "%-28s %6d %10.1f %11.1f %10.4f%n", name,
        t.documents(), t.inputTokensPerDocument(), t.outputTokensPerDocument(), t.usd(price)));
  }

  /** Adds documents one at a time. Not thread-safe. */
  public static final class Builder {
    private final String model;
    private final ModelPrice price;
    private int failed;
    private TokenTotals wrac = TokenTotals.NONE;
    private TokenTotals agentic = TokenTotals.NONE;
    private TokenTotals recorded = TokenTotals.NONE;
    private boolean agenticRecorded;

    private Builder(String model, ModelPrice price) {
      this.model = Objects.requireNonNull(model, "model");
      this.price = Objects.requireNonNull(price, "price");
    }

    /** A document, its agentic output as estimated. */
    public Builder add(DocumentCost cost) {
      wrac = wrac.plusDocument(cost.wracCalls(), cost.wracInputTokens(), cost.wracOutputTokens());
      agentic = agentic.plusDocument(1, cost.agenticInputTokens(), cost.agenticOutputTokens());
      return this;
    }

    /**
     * A document of a corpus with references: the agentic output is the recorded chunks' (the
     * document is left out of the agentic totals without them), and recorded W-RAC usage is
     * added when there is some.
     */
    public Builder add(DocumentCost cost, OptionalLong agenticOutput,
        Optional<Usage> recordedUsage) {
      agenticRecorded = true;
      wrac = wrac.plusDocument(cost.wracCalls(), cost.wracInputTokens(), cost.wracOutputTokens());
      if (agenticOutput.isPresent()) {
        agentic = agentic.plusDocument(1, cost.agenticInputTokens(), agenticOutput.getAsLong());
      }
      recordedUsage.ifPresent(u -> recorded = recorded.plusDocument(u.llmCalls(),
          u.inputTokens(), u.outputTokens()));
      return this;
    }

    /** A document that could not be parsed. */
    public Builder failed() {
      failed++;
      return this;
    }

    public CostReport build() {
      return new CostReport(model, price, failed, wrac, agentic, recorded,
          agenticRecorded ? "recorded agentic chunks" : "estimated: the documents' own text");
    }
  }
}
