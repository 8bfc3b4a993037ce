package dev.wrac.spark.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.WindowOutcome.Outcome;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The job's summary line counts planning windows as {@code wrac chunk}'s does. */
class JobRunSummaryTest {

  @Test
  void windowsByOutcomeAreSummarisedOnlyWhenThePlannerRecordedSome() {
    JobRun.Summary llm = new JobRun.Summary(3, 12, 0, 1.5, "out", "errors",
        Map.of(Outcome.ACCEPTED, 4L, Outcome.FELL_BACK, 1L));
    assertThat(llm.describe()).isEqualTo("wrac-spark: 3 files (0 failed), 12 chunks; planning "
        + "windows: 4 accepted, 0 repaired, 0 retried, 1 fell back, 0 cached; 1.50 s; chunks in "
        + "out");
    JobRun.Summary local = new JobRun.Summary(3, 12, 1, 1.5, "out", "errors",
        Map.of(Outcome.ACCEPTED, 0L));
    assertThat(local.describe()).isEqualTo("wrac-spark: 3 files (1 failed), 12 chunks; 1.50 s; "
        + "chunks in out; failed documents in errors");
  }
}
