package dev.wrac.context;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TokenBudgetTest {
  @Test
  void theDefaultsAreOrdered() {
    TokenBudget b = TokenBudget.DEFAULT;
    assertThat(b).isEqualTo(TokenBudget.builder().build());
    assertThat(new int[] {b.minTokens(), b.targetTokens(), b.sectionTokens(), b.maxTokens(),
        b.procedureMaxTokens()}).containsExactly(64, 128, 384, 512, 1024);
  }

  @Test
  void settingOnlyTheMaximumScalesTheRest() {
    TokenBudget b = TokenBudget.builder().maxTokens(1024).build();
    assertThat(b).isEqualTo(new TokenBudget(128, 256, 768, 1024, 2048));
  }

  @Test
  void aTargetAboveTheDefaultSectionSizeRaisesTheSectionSize() {
    TokenBudget b = TokenBudget.builder().targetTokens(450).build();
    assertThat(b.sectionTokens()).isEqualTo(450);
    assertThat(b.maxTokens()).isEqualTo(512);
  }

  @Test
  void boundsAreCheckedWithMessagesNamingBothSides() {
    assertThatThrownBy(() -> TokenBudget.builder().targetTokens(600).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxTokens 512 must be at least targetTokens 600");
    assertThatThrownBy(() -> TokenBudget.builder().sectionTokens(100).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("sectionTokens 100 must be between targetTokens 128 and maxTokens 512");
    assertThatThrownBy(() -> new TokenBudget(0, 128, 384, 512, 1024))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("minTokens must be positive");
  }
}
