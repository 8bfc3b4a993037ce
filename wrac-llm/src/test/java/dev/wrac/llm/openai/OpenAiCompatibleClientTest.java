package dev.wrac.llm.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmException;
import dev.wrac.llm.LlmImage;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRateLimitedException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.LlmTruncatedException;
import dev.wrac.llm.ResponseFormat;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The client against a real HTTP server on loopback speaking the chat-completions format. */
class OpenAiCompatibleClientTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String KEY = "sk-test-0123456789abcdef";

  /** What the fake server does for the n-th request (0-based). */
  private interface Script {
    void answer(int n, JsonNode request, HttpExchange exchange) throws Exception;
  }

  private HttpServer server;
  private final List<JsonNode> requests = Collections.synchronizedList(new ArrayList<>());
  private final List<String> authorizations = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger maxInFlight = new AtomicInteger();
  private ExecutorService serverThreads;

  private String start(Script script) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    serverThreads = Executors.newCachedThreadPool();
    server.setExecutor(serverThreads);
    AtomicInteger count = new AtomicInteger();
    server.createContext("/v1/chat/completions", exchange -> {
      int now = inFlight.incrementAndGet();
      maxInFlight.accumulateAndGet(now, Math::max);
      try {
        JsonNode body = JSON.readTree(exchange.getRequestBody());
        requests.add(body);
        authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
        script.answer(count.getAndIncrement(), body, exchange);
      } catch (Exception e) {
        send(exchange, 599, "{\"error\":\"test server: " + e + "\"}");
      } finally {
        inFlight.decrementAndGet();
        exchange.close();
      }
    });
    server.start();
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
      serverThreads.shutdownNow();
    }
  }

  private static void send(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  private static String completion(String content, String finish) {
    return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1,"
        + "\"model\":\"gpt-4.1-2025-04-14\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
        + "\"assistant\",\"content\":" + quote(content) + "},\"finish_reason\":\"" + finish
        + "\"}],\"usage\":{\"prompt_tokens\":1200,\"completion_tokens\":31,\"total_tokens\":1231,"
        + "\"prompt_tokens_details\":{\"cached_tokens\":1024}}}";
  }

  private static String quote(String s) {
    try {
      return JSON.writeValueAsString(s);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static OpenAiCompatibleClient.Builder client(String url) {
    return OpenAiCompatibleClient.builder().baseUrl(url).apiKey(KEY).model("gpt-4.1")
        .timeout(Duration.ofSeconds(5)).maxRetries(3)
        .initialBackoff(Duration.ofMillis(5)).maxBackoff(Duration.ofMillis(20));
  }

  private static LlmRequest planningRequest() {
    return LlmRequest.builder().system("You plan chunks.").user("h1 # Title\np1 Text")
        .responseFormat(ResponseFormat.jsonSchema("plan",
            "{\"type\":\"object\",\"properties\":{\"chunks\":{\"type\":\"array\"}}}"))
        .maxOutputTokens(256).temperature(0).seed(42).build();
  }

  @Test
  void successSendsTheWireFormatAndParsesTextFinishReasonAndUsage() throws Exception {
    String url = start((n, req, ex) -> send(ex, 200, completion("{\"chunks\":[[\"p1\"]]}", "stop")));
    LlmResponse response = client(url).build().complete(planningRequest());

    assertThat(response.text()).isEqualTo("{\"chunks\":[[\"p1\"]]}");
    assertThat(response.finishReason()).isEqualTo(FinishReason.STOP);
    assertThat(response.model()).isEqualTo("gpt-4.1-2025-04-14");
    assertThat(response.usage().llmCalls()).isEqualTo(1);
    assertThat(response.usage().inputTokens()).isEqualTo(1200);
    assertThat(response.usage().cachedInputTokens()).isEqualTo(1024);
    assertThat(response.usage().outputTokens()).isEqualTo(31);

    JsonNode sent = requests.get(0);
    assertThat(sent.path("model").asText()).isEqualTo("gpt-4.1");
    assertThat(sent.path("messages").get(0).path("role").asText()).isEqualTo("system");
    assertThat(sent.path("messages").get(1).path("content").asText()).isEqualTo("h1 # Title\np1 Text");
    assertThat(sent.path("max_tokens").asInt()).isEqualTo(256);
    assertThat(sent.path("temperature").asDouble()).isEqualTo(0.0);
    assertThat(sent.path("seed").asLong()).isEqualTo(42);
    assertThat(sent.path("response_format").path("type").asText()).isEqualTo("json_schema");
    assertThat(sent.path("response_format").path("json_schema").path("strict").asBoolean()).isTrue();
    assertThat(authorizations.get(0)).isEqualTo("Bearer " + KEY);
  }

  @Test
  void imagesGoAsContentParts() throws Exception {
    String url = start((n, req, ex) -> send(ex, 200, completion("# Page", "stop")));
    client(url).build().complete(LlmRequest.builder().user("Transcribe")
        .image(LlmImage.of("image/png", new byte[] {1, 2, 3})).build());
    JsonNode content = requests.get(0).path("messages").get(0).path("content");
    assertThat(content.get(0).path("type").asText()).isEqualTo("text");
    assertThat(content.get(1).path("image_url").path("url").asText())
        .isEqualTo("data:image/png;base64,AQID");
  }

  @Test
  void rateLimitWithRetryAfterIsHonouredThenSucceeds() throws Exception {
    String url = start((n, req, ex) -> {
      if (n == 0) {
        ex.getResponseHeaders().set("Retry-After", "1");
        send(ex, 429, "{\"error\":{\"message\":\"Rate limit reached\",\"type\":\"requests\"}}");
      } else {
        send(ex, 200, completion("ok", "stop"));
      }
    });
    long start = System.nanoTime();
    LlmResponse response = client(url).build().complete(planningRequest());
    long millis = (System.nanoTime() - start) / 1_000_000;

    assertThat(response.text()).isEqualTo("ok");
    assertThat(requests).hasSize(2);
    assertThat(millis).as("waited for Retry-After: 1").isGreaterThanOrEqualTo(950);
  }

  @Test
  void rateLimitAskingForTooLongFailsAtOnceWithTheDelay() throws Exception {
    String url = start((n, req, ex) -> {
      ex.getResponseHeaders().set("Retry-After", "120");
      send(ex, 429, "{\"error\":{\"message\":\"Rate limit reached\"}}");
    });
    assertThatThrownBy(() -> client(url).maxRetryAfter(Duration.ofSeconds(10)).build()
        .complete(planningRequest()))
        .isInstanceOfSatisfying(LlmRateLimitedException.class, e -> {
          assertThat(e.retryAfter()).contains(Duration.ofSeconds(120));
          assertThat(e.isRetriable()).isTrue();
          assertThat(e.getMessage()).contains("HTTP 429").contains("Rate limit reached");
        });
    assertThat(requests).hasSize(1);
  }

  @Test
  void serverErrorThenSuccessIsRetried() throws Exception {
    String url = start((n, req, ex) -> {
      if (n == 0) {
        send(ex, 500, "{\"error\":{\"message\":\"The server had an error\"}}");
      } else {
        send(ex, 200, completion("fine", "stop"));
      }
    });
    assertThat(client(url).build().complete(planningRequest()).text()).isEqualTo("fine");
    assertThat(requests).hasSize(2);
  }

  @Test
  void persistentServerErrorsEndAsTransientFailureAfterTheRetries() throws Exception {
    String url = start((n, req, ex) -> send(ex, 503, "{\"error\":\"overloaded\"}"));
    assertThatThrownBy(() -> client(url).maxRetries(2).build().complete(planningRequest()))
        .isInstanceOf(LlmTransientException.class).hasMessageContaining("HTTP 503");
    assertThat(requests).hasSize(3);
  }

  @Test
  @Timeout(10) // a hang guard only: the client's own timeout ends each attempt
  void slowResponsePastTheTimeoutFailsAsTransientAfterTheRetries() throws Exception {
    String url = start((n, req, ex) -> {
      Thread.sleep(3_000);
      send(ex, 200, completion("late", "stop"));
    });
    assertThatThrownBy(() -> client(url).timeout(Duration.ofMillis(200)).maxRetries(1).build()
        .complete(planningRequest()))
        .isInstanceOf(LlmTransientException.class)
        .hasMessageContaining("no complete answer within 200 ms");
    assertThat(requests).hasSize(2);  // the first attempt and one retry, each cut at 200 ms
  }

  @Test
  void malformedBodyIsAPermanentFailureWithoutRetry() throws Exception {
    String url = start((n, req, ex) -> send(ex, 200, "{\"choices\": [ {\"message\": "));
    assertThatThrownBy(() -> client(url).build().complete(planningRequest()))
        .isInstanceOf(LlmPermanentException.class).hasMessageContaining("not JSON");
    assertThat(requests).hasSize(1);
  }

  @Test
  void bodyWithoutChoicesIsAPermanentFailure() throws Exception {
    String url = start((n, req, ex) -> send(ex, 200, "{\"data\": []}"));
    assertThatThrownBy(() -> client(url).build().complete(planningRequest()))
        .isInstanceOf(LlmPermanentException.class).hasMessageContaining("choices[0].message");
  }

  @Test
  void connectionRefusedIsTransientAndRetried() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    assertThatThrownBy(() -> client("http://127.0.0.1:" + port + "/v1").maxRetries(2).build()
        .complete(planningRequest()))
        .isInstanceOf(LlmTransientException.class).hasMessageContaining("connection failed");
  }

  @Test
  void authenticationFailureIsPermanentAndNeverShowsTheKey() throws Exception {
    String url = start((n, req, ex) -> send(ex, 401, "{\"error\":{\"message\":\"Incorrect API "
        + "key provided: " + KEY + ". You can find your API key at ...\"}}"));
    assertThatThrownBy(() -> client(url).build().complete(planningRequest()))
        .isInstanceOfSatisfying(LlmPermanentException.class, e -> {
          assertThat(e.isRetriable()).isFalse();
          assertThat(e.getMessage()).contains("HTTP 401").doesNotContain(KEY)
              .doesNotContain("h1 # Title");
        });
    assertThat(requests).hasSize(1);
    assertThat(client(url).build().toString()).doesNotContain(KEY);
  }

  @Test
  void serverWithoutStructuredOutputGetsJsonObjectAndIsRemembered() throws Exception {
    String url = start((n, req, ex) -> {
      if (req.path("response_format").path("type").asText().equals("json_schema")) {
        send(ex, 400, "{\"error\":{\"message\":\"response_format json_schema is not supported\"}}");
      } else {
        send(ex, 200, completion("{}", "stop"));
      }
    });
    OpenAiCompatibleClient llm = client(url).build();
    llm.complete(planningRequest());
    llm.complete(planningRequest());
    assertThat(requests).extracting(r -> r.path("response_format").path("type").asText())
        .containsExactly("json_schema", "json_object", "json_object");
  }

  @Test
  void cutAnswerIsReturnedWithLengthAndRequireCompleteThrows() throws Exception {
    String url = start((n, req, ex) -> send(ex, 200, completion("{\"chunks\":[[\"p1\",", "length")));
    LlmResponse response = client(url).build().complete(planningRequest());
    assertThat(response.isTruncated()).isTrue();
    assertThatThrownBy(response::requireComplete).isInstanceOf(LlmTruncatedException.class);
  }

  @Test
  void concurrentCallsStayWithinTheBound() throws Exception {
    String url = start((n, req, ex) -> {
      Thread.sleep(50);
      send(ex, 200, completion("ok", "stop"));
    });
    OpenAiCompatibleClient llm = client(url).maxConcurrentRequests(2).build();
    ExecutorService callers = Executors.newFixedThreadPool(6);
    try {
      List<Future<LlmResponse>> futures = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        futures.add(callers.submit(() -> llm.complete(planningRequest())));
      }
      for (Future<LlmResponse> f : futures) {
        assertThat(f.get().text()).isEqualTo("ok");
      }
    } finally {
      callers.shutdownNow();
    }
    assertThat(requests).hasSize(6);
    assertThat(maxInFlight.get()).isBetween(1, 2);
  }

  @Test
  void azureSendsTheKeyAsApiKeyHeaderAndTheApiVersion() throws Exception {
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    serverThreads = Executors.newCachedThreadPool();
    server.setExecutor(serverThreads);
    server.createContext("/openai/deployments/plan/chat/completions", exchange -> {
      seen.add(exchange.getRequestURI().getQuery() + " " + exchange.getRequestHeaders()
          .getFirst("api-key") + " " + exchange.getRequestHeaders().getFirst("Authorization"));
      exchange.getRequestBody().readAllBytes();
      send(exchange, 200, completion("ok", "stop"));
      exchange.close();
    });
    server.start();
    String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/openai/deployments/plan";
    client(url).option("azureApiVersion", "2024-10-21").build().complete(planningRequest());
    assertThat(seen).containsExactly("api-version=2024-10-21 " + KEY + " null");
  }

  @Test
  void unknownOptionIsRefusedByName() {
    assertThatThrownBy(() -> OpenAiCompatibleClient.builder().option("temprature", "1").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("temprature");
  }

  @Test
  void everyFailureIsAWracException() throws Exception {
    String url = start((n, req, ex) -> send(ex, 400, "{\"error\":\"bad\"}"));
    assertThatThrownBy(() -> client(url).build().complete(planningRequest()))
        .isInstanceOf(LlmException.class).isInstanceOf(dev.wrac.error.WracException.class);
  }
}
