package dev.wrac.llm.hostile;

import static dev.wrac.llm.hostile.HostileServer.completion;
import static dev.wrac.llm.hostile.HostileServer.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.json.PlanJson;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.openai.OpenAiCompatibleClient;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.llm.testing.Docs;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.testing.PlanInvariants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The LLM planner and the OpenAI-compatible client against a hostile server on loopback. For
 * every mode the plan is valid (covering, verbatim), made within the client's own timeout
 * (JUnit's {@code @Timeout} is only a hang guard), its provenance says what happened, and no
 * secret appears in it.
 */
@Timeout(20)
class HostileServerTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();
  private static final ParsedDocument DOC = Docs.helpCentre();
  /** A key without an {@code sk-} prefix, so only the configured-key redaction can hide it. */
  private static final String KEY = "plainkey0123456789abcdef";
  private static final Duration TIMEOUT = Duration.ofMillis(1000);

  private static String perfect() {
    return LlmPlanner.encodeAnswer(DOC, StructuralPlanner.create().plan(DOC, CONTEXT).chunks());
  }

  private static String id(int position) {
    return DOC.elements().get(position).id().value();
  }

  /** What a run gave: the plan, its one window and the requests the server saw. */
  private record Run(ChunkPlan plan, WindowOutcome window, int requests, String json) {}

  private static Run run(HostileServer.Mode mode) throws Exception {
    return run(mode, null, b -> b.apiKey(KEY));
  }

  private static Run run(HostileServer.Mode mode, String userInfo,
      UnaryOperator<OpenAiCompatibleClient.Builder> credentials) throws Exception {
    try (HostileServer server = new HostileServer(mode)) {
      LlmClient client = credentials.apply(OpenAiCompatibleClient.builder()
          .baseUrl(server.url(userInfo)).model("gpt-4.1").timeout(TIMEOUT).maxRetries(1)
          .initialBackoff(Duration.ofMillis(5)).maxBackoff(Duration.ofMillis(20))
          .maxRetryAfter(Duration.ofSeconds(2))).build();
      ChunkPlan plan = LlmPlanner.builder(client).cache(PlanCache.none()).build()
          .plan(DOC, CONTEXT);
      PlanInvariants.assertCovers(DOC, plan);
      List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(DOC, plan);
      PlanInvariants.assertVerbatim(DOC, plan, chunks);
      String json = PlanJson.toJson(plan);
      assertThat(json).doesNotContain(KEY);
      assertThat(plan.provenance().windows()).hasSize(1);
      return new Run(plan, plan.provenance().windows().get(0), server.requests(), json);
    }
  }

  private static void assertFellBack(Run r, String because) {
    assertThat(r.window.outcome()).isEqualTo(Outcome.FELL_BACK);
    assertThat(r.plan.provenance().fellBack()).isTrue();
    assertThat(r.window.detail()).contains(because);
    List<List<ElementId>> structural = StructuralPlanner.create()
        .plan(DOC, CONTEXT, 0, DOC.size()).chunks();
    assertThat(r.plan.chunks()).isEqualTo(structural);
  }

  @Test
  void aHealthyServerIsAccepted() throws Exception {
    Run r = run((n, ex) -> json(ex, 200, completion(perfect(), "stop")));
    assertThat(r.window.outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(r.plan.provenance().fellBack()).isFalse();
    assertThat(r.requests).isEqualTo(1);
  }

  @Test
  void anEmptyBodyFallsBack() throws Exception {
    assertFellBack(run((n, ex) -> json(ex, 200, "")), "not JSON");
  }

  @Test
  void anEmptyAnswerIsRetriedOnceThenFallsBack() throws Exception {
    Run r = run((n, ex) -> json(ex, 200, completion("", "stop")));
    assertFellBack(r, "the answer was empty");
    assertThat(r.requests).isEqualTo(2);
  }

  @Test
  void aMegabyteOfOpeningBracketsFallsBack() throws Exception {
    assertFellBack(run((n, ex) -> json(ex, 200, completion("[".repeat(1 << 20), "stop"))),
        "deeper than");
  }

  @Test
  void aMegabyteOfOpeningBracketsAsTheWholeBodyFallsBack() throws Exception {
    assertFellBack(run((n, ex) -> json(ex, 200, "[".repeat(1 << 20))), "not JSON");
  }

  @Test
  void deepJsonFallsBack() throws Exception {
    String deep = "{\"chunks\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    assertFellBack(run((n, ex) -> json(ex, 200, completion(deep, "stop"))), "deeper than");
  }

  @Test
  void truncatedJsonFallsBack() throws Exception {
    String cut = perfect().substring(0, perfect().length() / 2);
    assertFellBack(run((n, ex) -> json(ex, 200, completion(cut, "stop"))), "no JSON found");
    assertFellBack(run((n, ex) -> json(ex, 200, completion(cut, "length"))),
        "cut at the output limit");
  }

  @Test
  void aBodyTrickledPastTheTimeoutIsCutAtTheTimeout() throws Exception {
    Run r = run((n, ex) -> HostileServer.trickle(ex, completion(perfect(), "stop"), 100));
    assertFellBack(r, "no complete answer within " + TIMEOUT.toMillis() + " ms");
    assertThat(r.requests).isEqualTo(2);  // one attempt and one retry, each cut
  }

  @Test
  void aBodyThatNeverEndsIsAbandoned() throws Exception {
    Run r = run((n, ex) -> HostileServer.endless(ex));
    assertThat(r.window.outcome()).isEqualTo(Outcome.FELL_BACK);
    assertThat(r.window.detail()).containsAnyOf("larger than "
        + OpenAiCompatibleClient.MAX_RESPONSE_BYTES, "no complete answer within");
  }

  @Test
  void aNegativeRetryAfterIsReadAsZeroAndTheRetrySucceeds() throws Exception {
    Run r = run((n, ex) -> {
      if (n == 0) {
        ex.getResponseHeaders().set("retry-after-ms", "-5000");
        json(ex, 429, "{\"error\":{\"message\":\"slow down\"}}");
      } else {
        json(ex, 200, completion(perfect(), "stop"));
      }
    });
    assertThat(r.window.outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(r.requests).isEqualTo(2);
  }

  @Test
  void aNonsenseRetryAfterIsIgnoredAndTheRetrySucceeds() throws Exception {
    Run r = run((n, ex) -> {
      if (n == 0) {
        ex.getResponseHeaders().set("retry-after", "soon-ish");
        ex.getResponseHeaders().set("retry-after-ms", "NaN");
        json(ex, 429, "{\"error\":\"rate limited\"}");
      } else {
        json(ex, 200, completion(perfect(), "stop"));
      }
    });
    assertThat(r.window.outcome()).isEqualTo(Outcome.ACCEPTED);
  }

  @Test
  void aHugeRetryAfterFailsTheCallAtOnceAndTheWindowFallsBack() throws Exception {
    Run r = run((n, ex) -> {
      ex.getResponseHeaders().set("retry-after", "99999999999999999999");
      json(ex, 429, "{\"error\":{\"message\":\"quota exceeded\"}}");
    });
    assertFellBack(r, "HTTP 429");
    assertThat(r.requests).isEqualTo(1);
  }

  @Test
  void rateLimitedThenOkIsAccepted() throws Exception {
    Run r = run((n, ex) -> {
      if (n == 0) {
        ex.getResponseHeaders().set("retry-after-ms", "10");
        json(ex, 429, "{\"error\":\"busy\"}");
      } else {
        json(ex, 200, completion(perfect(), "stop"));
      }
    });
    assertThat(r.window.outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(r.requests).isEqualTo(2);
  }

  @Test
  void serverErrorsFallBackAfterTheRetries() throws Exception {
    Run r = run((n, ex) -> json(ex, 500, "{\"error\":{\"message\":\"internal error\"}}"));
    assertFellBack(r, "HTTP 500");
    assertThat(r.requests).isEqualTo(2);
  }

  @Test
  void aWrongContentTypeWithHtmlFallsBackAndSaysSo() throws Exception {
    assertFellBack(run((n, ex) -> HostileServer.send(ex, 200, "text/html",
        "<html><body>502 Bad Gateway</body></html>")), "text/html");
  }

  @Test
  void aWrongContentTypeWithTheRightJsonIsAccepted() throws Exception {
    Run r = run((n, ex) -> HostileServer.send(ex, 200, "text/plain",
        completion(perfect(), "stop")));
    assertThat(r.window.outcome()).isEqualTo(Outcome.ACCEPTED);
  }

  @Test
  void aRefusedKeyEchoedByTheServerNeverReachesTheProvenance() throws Exception {
    Run r = run((n, ex) -> json(ex, 401, "{\"error\":{\"message\":\"Incorrect API key "
        + "provided: " + KEY + ". You can find your API key at https://example.com.\"}}"));
    assertFellBack(r, "HTTP 401");
    assertThat(r.window.detail()).contains("Incorrect API key provided: ***");
    assertThat(r.requests).isEqualTo(1);
  }

  @Test
  void aFallbackIsLoggedOnceNamingTheDocumentAndTheReasonButNotTheKey() throws Exception {
    String logFile = System.getProperty("org.slf4j.simpleLogger.logFile");
    Assumptions.assumeTrue(logFile != null && !logFile.startsWith("System."),
        "needs the SLF4J log file that the module's surefire configuration sets");
    String name = "logged-" + UUID.randomUUID() + ".md";
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText(name, "# Title\n\nSome text.\n"));
    try (HostileServer server = new HostileServer((n, ex) -> json(ex, 401,
        "{\"error\":\"key " + KEY + " refused\"}"))) {
      LlmClient client = OpenAiCompatibleClient.builder().baseUrl(server.url(null)).apiKey(KEY)
          .timeout(TIMEOUT).maxRetries(0).build();
      LlmPlanner.builder(client).cache(PlanCache.none()).build().plan(doc, CONTEXT);
    }
    List<String> lines = Files.readAllLines(Path.of(logFile)).stream()
        .filter(l -> l.contains(name)).toList();
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0)).contains("WARN").contains("fell back").contains("1 of 1 window")
        .contains("HTTP 401").doesNotContain(KEY);
  }

  @Test
  void credentialsInTheBaseUrlAreSentAsBasicAuthAndNeverShown() throws Exception {
    String token = Base64.getEncoder().encodeToString("alice:s3cret-pass".getBytes());
    Run ok = run((n, ex) -> {
      boolean authorised = ("Basic " + token).equals(ex.getRequestHeaders()
          .getFirst("Authorization"));
      json(ex, authorised ? 200 : 403, authorised ? completion(perfect(), "stop") : "{}");
    }, "alice:s3cret-pass", b -> b);
    assertThat(ok.window.outcome()).isEqualTo(Outcome.ACCEPTED);
    Run echoed = run((n, ex) -> json(ex, 401, "{\"error\":\"bad credentials "
        + ex.getRequestHeaders().getFirst("Authorization") + " for alice:s3cret-pass\"}"),
        "alice:s3cret-pass", b -> b);
    assertFellBack(echoed, "HTTP 401");
    assertThat(echoed.json).doesNotContain("s3cret-pass").doesNotContain(token)
        .doesNotContain("alice:");
  }

  @Test
  void unknownAndDuplicateIdsAndReversedRangesAreRepaired() throws Exception {
    int last = DOC.size() - 1;
    String garbage = "{\"chunks\":[\"" + id(last) + "-" + id(last / 2) + "\",\"" + id(1) + " "
        + id(1) + " " + id(1) + "\",\"zz99 qq-1\",\"" + id(last / 2) + "-" + id(0) + "\",\""
        + id(3) + "\"]}";
    Run r = run((n, ex) -> json(ex, 200, completion(garbage, "stop")));
    assertThat(r.window.outcome()).isEqualTo(Outcome.REPAIRED);
    assertThat(r.window.detail()).contains("repaired");
    assertThat(r.plan.provenance().repairs().isEmpty()).isFalse();
    for (Chunk c : new ChunkAssembler(CONTEXT.assembly()).assemble(DOC, r.plan)) {
      assertThat(c.tokens()).isLessThanOrEqualTo(CONTEXT.budget().maxTokens());
    }
  }

  @Test
  void repairedChunksComeInDocumentOrderWithoutOverlap() throws Exception {
    int last = DOC.size() - 1;
    String garbage = "{\"chunks\":[\"" + id(last) + "-" + id(last / 2) + "\",\"" + id(1)
        + "\",\"" + id(last / 2) + "-" + id(0) + "\"]}";
    Run r = run((n, ex) -> json(ex, 200, completion(garbage, "stop")));
    int previousLast = -1;
    for (List<ElementId> chunk : r.plan.chunks()) {
      // headings may repeat as context; the elements each chunk places come in document order
      List<Integer> placed = chunk.stream().filter(DOC::mustBePlaced).map(DOC::indexOf).toList();
      assertThat(placed.get(0)).as("chunks in document order").isGreaterThan(previousLast);
      previousLast = placed.get(placed.size() - 1);
    }
    int previousEnd = -1;
    for (Chunk c : new ChunkAssembler(CONTEXT.assembly()).assemble(DOC, r.plan)) {
      assertThat(c.span().start()).as("spans do not overlap").isGreaterThanOrEqualTo(previousEnd);
      assertThat(c.tokens() <= CONTEXT.budget().maxTokens() || c.elementIds().stream()
          .filter(DOC::mustBePlaced).count() == 1).as("chunk %s within the maximum", c.index())
          .isTrue();
      previousEnd = c.span().end();
    }
  }

  @Test
  void anAnswerNamingFarTooManyIdsIsRefused() throws Exception {
    String flood = "{\"chunks\":[\"" + (id(0) + "-" + id(DOC.size() - 1) + " ").repeat(5_000)
        + "\"]}";
    assertFellBack(run((n, ex) -> json(ex, 200, completion(flood, "stop"))), "more than");
  }
}
