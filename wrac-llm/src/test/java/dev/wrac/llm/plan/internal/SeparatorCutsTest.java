package dev.wrac.llm.plan.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class SeparatorCutsTest {
  @Test
  @Timeout(20) // a hang guard: without the guard this pattern runs for centuries
  void aCatastrophicPatternIsStoppedByTheStepBudgetNotLeftToHang() {
    // (a+)+$ reads the rest of the text from every start: 12.5 M reads here, over 200 a char
    String text = "a".repeat(5_000) + "!";
    Pattern evil = SeparatorCuts.compile("(a+)+$", 200);
    assertThatThrownBy(() -> SeparatorCuts.matchStarts(evil, text, 200L * text.length(),
        System.nanoTime() + 60_000_000_000L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the pattern read more than 1000200 characters")
        .hasMessageContaining("catastrophic backtracking");
  }

  @Test
  @Timeout(20)
  void theDeadlineStopsAPatternThatStaysWithinItsSteps() {
    // exponential even in Java 17, whose regex memoizes (a+)+$: 2.2 s at 22 a's, x7.5 per 4 more
    String text = "a".repeat(40) + "!";
    Pattern evil = SeparatorCuts.compile("((a+)+)\\2$", 200);
    assertThatThrownBy(() -> SeparatorCuts.matchStarts(evil, text, Long.MAX_VALUE,
        System.nanoTime() + 50_000_000L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ran past its time limit");
  }

  @Test
  void aHarmlessPatternFindsEveryMatchAndTheGuardCountsItsReads() {
    String text = "# A\n\nx\n\n## B\n\ny\n\n## C\n\nz";
    GuardedText guarded = new GuardedText(text, Long.MAX_VALUE, System.nanoTime() + 1_000_000_000L);
    assertThat(Pattern.compile("(?m)^## ").matcher(guarded).results().count()).isEqualTo(2);
    assertThat(guarded.steps()).isPositive();
    assertThat(SeparatorCuts.matchStarts(Pattern.compile("(?m)^## "), text, 10_000,
        System.nanoTime() + 1_000_000_000L)).containsExactly(8, 17);
  }

  @Test
  void patternsThatAreTooLongInvalidOrMatchEmptyTextAreRefused() {
    assertThatThrownBy(() -> SeparatorCuts.compile("x".repeat(201), 200))
        .hasMessage("the separator is 201 characters long, more than 200");
    assertThatThrownBy(() -> SeparatorCuts.compile("([", 200))
        .hasMessageStartingWith("the separator is not a valid regex: ");
    for (String empty : new String[] {"a*", "(?m)^", "\\s*", "(?=x)?", "|#", "\\b", "$"}) {
      assertThatThrownBy(() -> SeparatorCuts.compile(empty, 200)).as(empty)
          .hasMessage("the separator matches empty text");
    }
    assertThat(SeparatorCuts.compile("(?m)^(?=## )", 200).pattern()).isEqualTo("(?m)^(?=## )");
  }
}
