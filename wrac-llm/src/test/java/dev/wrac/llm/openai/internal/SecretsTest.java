package dev.wrac.llm.openai.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecretsTest {
  @Test
  void configuredSecretsAndKeyLikeStringsAreMasked() {
    Secrets s = new Secrets("plainkey0123456789", "alice:wonderland", null, " ");
    assertThat(s.redact("Incorrect API key provided: plainkey0123456789."))
        .isEqualTo("Incorrect API key provided: ***.");
    assertThat(s.redact("auth alice:wonderland failed; password wonderland"))
        .doesNotContain("wonderland");
    assertThat(s.redact("key sk-proj-abcdef123456 refused")).isEqualTo("key sk-*** refused");
    assertThat(s.leaks("x plainkey0123456789")).isTrue();
    assertThat(s.leaks("nothing here")).isFalse();
    assertThat(s.redact(null)).isNull();
  }
}
