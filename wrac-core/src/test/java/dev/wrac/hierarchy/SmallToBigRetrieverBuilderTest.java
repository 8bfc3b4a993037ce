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
