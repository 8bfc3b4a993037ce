package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.DocumentParseException.Reason;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ParseDeadlineTest {
  @Test
  void aSpentBudgetNamesTheStageAndItsNumberedUnit() throws InterruptedException {
    ParseDeadline deadline = ParseDeadline.start("big.md",
        ParseOptions.builder().timeBudget(Duration.ofNanos(1)).build());
    Thread.sleep(2);
    assertThatThrownBy(() -> deadline.check("reading block", 4_096))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
          assertThat(e.detail()).contains("the parse time budget of 0 ms (ParseOptions.timeBudget)"
              + " ran out while reading block 4096, after ");
        });
  }

  @Test
  void withoutABudgetNothingIsChecked() {
    ParseDeadline deadline = ParseDeadline.start("big.md", ParseOptions.defaults());
    deadline.check("reading block", 1);
    assertThat(deadline.bounded()).isFalse();
  }
}
