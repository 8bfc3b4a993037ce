package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.testing.Docs;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Usage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * An application without an SLF4J provider still hears of an LLM planner's fallback: SLF4J
 * drops every log line then, so the warning also goes to stderr. Runs a child JVM on this
 * module's test class path minus slf4j-simple, as such an application would.
 */
class FallbackWarningWithoutLoggerTest {

  @Test
  void fallbackIsWrittenToStderrWhenNoSlf4jProviderIsBound() throws Exception {
    String classPath = Arrays.stream(System.getProperty("java.class.path")
            .split(File.pathSeparator))
        .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("slf4j-simple"))
        .collect(Collectors.joining(File.pathSeparator));
    Process child = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, GarbageAnsweringApp.class.getName())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    String stderr = new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();

    assertThat(child.exitValue()).as(stderr).isZero();
    assertThat(stderr).contains("SLF4J")   // SLF4J's own notice: no provider was bound
        .containsPattern("WARN llm planner fell back to "
            + "structural chunks for 1 of 1 window\\(s\\) of 'help.md' \\(model canned\\)");
  }

  /** A user's application: a custom client whose model answers prose, planned once. */
  public static final class GarbageAnsweringApp {
    public static void main(String[] args) {
      LlmClient canned = new LlmClient() {
        @Override
        public LlmResponse complete(LlmRequest request) {
          return new LlmResponse("garbage", FinishReason.STOP, model(), Usage.ofCall(10, 0, 1));
        }

        @Override
        public String model() {
          return "canned";
        }
      };
      Chunker chunker = Wrac.builder().planner(LlmPlanner.using(canned)).build();
      ChunkPlan plan = chunker.plan(Docs.helpCentre());
      if (!plan.provenance().fellBack()) {
        throw new AssertionError("expected a fallback: " + List.of(plan.provenance()));
      }
    }
  }
}
