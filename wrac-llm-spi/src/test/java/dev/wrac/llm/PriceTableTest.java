package dev.wrac.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.wrac.model.Usage;
import org.junit.jupiter.api.Test;

class PriceTableTest {
  @Test
  void gpt41PricesUncachedCachedAndOutputTokens() {
    // 1M input of which 0.5M cached, 0.25M output: 0.5*2 + 0.5*0.5 + 0.25*8 = 3.25
    Usage usage = new Usage(10, 1_000_000, 500_000, 250_000);
    assertThat(PriceTable.defaults().usd("gpt-4.1", usage)).isCloseTo(3.25, within(1e-9));
  }

  @Test
  void datedAndSizedModelNamesTakeTheLongestKnownPrefix() {
    PriceTable t = PriceTable.defaults();
    assertThat(t.priceOf("gpt-4.1-2025-04-14")).contains(PriceTable.GPT_4_1);
    assertThat(t.priceOf("GPT-4.1-mini-2025-04-14").orElseThrow().outputPerMillion()).isEqualTo(1.60);
    assertThat(t.priceOf("llama3")).isEmpty();
  }

  @Test
  void pricesAreConfigurablePerModel() {
    PriceTable t = PriceTable.defaults().with("llama3", new ModelPrice(0, 0, 0))
        .with("gpt-4.1", new ModelPrice(1, 1, 1));
    assertThat(t.usd("llama3:8b", Usage.ofCall(1000, 0, 1000))).isZero();
    assertThat(t.usd("gpt-4.1", Usage.ofCall(1_000_000, 0, 0))).isEqualTo(1.0);
    assertThatThrownBy(() -> PriceTable.empty().usd("x", Usage.ZERO))
        .hasMessageContaining("No price for model 'x'");
  }
}
