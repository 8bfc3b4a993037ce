package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec.Setting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM planner on Spark with a plan cache on a Hadoop file system: the first run calls the
 * (scripted) model for every window, a re-run with a fresh chunker makes no call and gives the
 * same chunks.
 */
class WracSparkLlmTest {
  @TempDir
  Path tmp;

  @Test
  void aReRunTakesEveryWindowFromTheSharedPlanCache() throws IOException {
    Dataset<Row> files = LocalSpark.session().read().format("binaryFile")
        .load(WracSparkTest.EXAMPLES.toString()).select("path");
    SparkOptions first = SparkOptions.builder().set(Setting.PLANNER, "llm")
        .llmSetting("WRAC_LLM_PROVIDER", "scripted").llmSetting("WRAC_LLM_API_KEY", "none")
        .set(Setting.PLAN_CACHE, tmp.resolve("plan cache").toUri().toString())
        .build();
    int before = ScriptedLlm.CALLS.get();
    List<Map<String, Object>> run1 = chunks(files, first);
    int calls = ScriptedLlm.CALLS.get() - before;
    assertThat(calls).as("one call per planning window").isGreaterThanOrEqualTo(4);
    assertThat(run1).isNotEmpty()
        .anySatisfy(m -> assertThat((List<?>) m.get("elementIds")).hasSize(3));
    try (Stream<Path> entries = Files.list(tmp.resolve("plan cache"))) {
      assertThat(entries.filter(p -> p.toString().endsWith(".json"))).hasSize(calls);
    }

    // another spec, so each executor builds a new chunker: only the files are shared
    SparkOptions second = first.toBuilder().llmSetting("WRAC_LLM_TIMEOUT_SECONDS", "61").build();
    int again = ScriptedLlm.CALLS.get();
    List<Map<String, Object>> run2 = chunks(files, second);
    assertThat(ScriptedLlm.CALLS.get() - again).as("calls on the re-run").isZero();
    assertThat(run2).containsExactlyInAnyOrderElementsOf(run1);
  }

  private static List<Map<String, Object>> chunks(Dataset<Row> files, SparkOptions spec) {
    Dataset<Row> out = WracSpark.chunk(files, spec).cache();
    assertThat(WracSpark.errors(out).collectAsList()).isEmpty();
    List<Map<String, Object>> lines = WracSpark.chunks(out).collectAsList().stream()
        .map(Rows::line).toList();
    out.unpersist();
    return lines;
  }
}
