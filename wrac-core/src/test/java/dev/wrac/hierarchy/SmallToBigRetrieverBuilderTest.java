package dev.wrac.hierarchy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SmallToBigRetrieverBuilderTest {
  /** The smallest adapter: one required setting of its own. */
  static final class Adapter extends SmallToBigRetrieverBuilder<Adapter> {
    String store;

    @Override
    protected Adapter self() {
      return this;
    }

    Adapter store(String store) {
      this.store = store;
      return this;
    }

    Adapter build() {
      requireComplete("Adapter", store == null ? "store" : null);
      return this;
    }
  }

  @Test
  void buildNamesEveryMissingSettingTheAdaptersFirst() {
    assertThatThrownBy(() -> new Adapter().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Adapter needs [store, parentStore, budgetTokens, maxUnits or policy]");
    assertThatThrownBy(() -> new Adapter().store("s").budgetTokens(10).build())
        .hasMessage("Adapter needs [parentStore]");
  }

  @Test
  void settersReturnTheAdapterAndKeepWhatTheySet() {
    ParentStore parents = ParentStore.inMemory();
    Adapter a = new Adapter().parentStore(parents).maxUnits(3).maxLeaves(7).store("s").build();
    assertThat(a.parents()).isSameAs(parents);
    assertThat(a.leaves()).isEqualTo(7);
    assertThat(a.placement().toString()).isEqualTo(SmallToBig.maxUnits(3).toString());
    assertThat(new Adapter().leaves()).isEqualTo(SmallToBigRetrieverBuilder.DEFAULT_MAX_LEAVES);
  }

  @Test
  void aBudgetAndACountSetTogetherBothApplyInEitherOrder() {
    Adapter a = new Adapter().budgetTokens(512).maxUnits(3);
    Adapter b = new Adapter().maxUnits(3).budgetTokens(512);

    assertThat(a.placement().budgetTokens()).isEqualTo(512);
    assertThat(a.placement().maxUnits()).isEqualTo(3);
    assertThat(b.placement().toString()).isEqualTo(a.placement().toString())
        .isEqualTo(SmallToBig.budgetTokens(512).withMaxUnits(3).toString());
  }

  @Test
  void aLimitSetTwiceOrBesideAPolicyIsRefusedNamingBothCalls() {
    assertThatThrownBy(() -> new Adapter().budgetTokens(512).budgetTokens(256))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("budgetTokens(256) conflicts with the earlier budgetTokens(512)");
    assertThatThrownBy(() -> new Adapter().maxUnits(3).maxUnits(5))
        .hasMessageStartingWith("maxUnits(5) conflicts with the earlier maxUnits(3)");
    assertThatThrownBy(() -> new Adapter().budgetTokens(512).maxUnits(3)
        .policy(SmallToBig.maxUnits(2)))
        .hasMessageStartingWith("policy(SmallToBig[maxUnits=2, minLeavesToMerge=2]) conflicts "
            + "with the earlier budgetTokens(512) and maxUnits(3)");
    assertThatThrownBy(() -> new Adapter().policy(SmallToBig.maxUnits(2)).budgetTokens(512))
        .hasMessageStartingWith("budgetTokens(512) conflicts with the earlier "
            + "policy(SmallToBig[maxUnits=2, minLeavesToMerge=2])");
  }

  @Test
  void outOfRangeValuesAreRefusedAtTheSetterNamingIt() {
    assertThatThrownBy(() -> new Adapter().maxLeaves(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxLeaves must be in [1, 10000], was 0");
    assertThatThrownBy(() -> new Adapter().maxLeaves(10_001))
        .hasMessageContaining("was 10001");
    assertThatThrownBy(() -> SmallToBigRetrieverBuilder.unitInterval("minScore", 1.5))
        .hasMessage("minScore must be in [0, 1], was 1.5");
    assertThatThrownBy(() -> SmallToBigRetrieverBuilder.unitInterval("minScore", Double.NaN))
        .hasMessageContaining("was NaN");
    assertThat(SmallToBigRetrieverBuilder.unitInterval("minScore", 0.25)).isEqualTo(0.25);
    assertThatThrownBy(() -> new Adapter().parentStore(null))
        .isInstanceOf(NullPointerException.class).hasMessage("parentStore");
  }
}
