package dev.wrac.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRateLimitedException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A complete custom {@link LlmClient}: your own model behind your own HTTP API (an in-house
 * gateway, say), planning with W-RAC's {@link LlmPlanner}. Copy {@link GatewayClient} and change
 * the wire format to yours.
 *
 * <p>What a client owes the planner:
 * <ul>
 *   <li>{@link LlmClient#complete} sends {@link LlmRequest#system()} and {@link LlmRequest#user()}
 *       (and honours {@link LlmRequest#maxOutputTokens()} when set) and returns the model's text
 *       as an {@link LlmResponse}: the text, why it stopped ({@link FinishReason#LENGTH} when
 *       cut at the token cap, so the planner knows the answer is truncated), the model's name and
 *       what the call cost ({@link Usage#ofCall}: input, cached input, output tokens);</li>
 *   <li>failures are {@code LlmException}s: {@link LlmRateLimitedException} (429, with the
 *       server's wait), {@link LlmTransientException} (timeouts, 5xx: worth another try) or
 *       {@link LlmPermanentException} (a bad request, a refused key). The planner never lets one
 *       escape: the window is planned by the embedded rules instead and the plan's provenance
 *       says {@code FELL_BACK}, with the message;</li>
 *   <li>{@link LlmClient#model()} names the model; it is recorded in every plan's provenance.</li>
 * </ul>
 *
 * <p>To run it without a model, {@link #main} starts a stand-in gateway on loopback whose
 * "model" is a rule (a new chunk at each heading of the elements listed in the prompt):
 * <pre>
 * mvn -q -pl examples -am compile exec:java -Dexec.mainClass=dev.wrac.examples.CustomLlmClientExample
 * </pre>
 * Compile a client against {@code wrac-llm-spi} alone; planning with it needs {@code wrac-llm}.
 */
public final class CustomLlmClientExample {
  private CustomLlmClientExample() {}

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args.length > 0 ? args[0] : "examples/docs/kettle-user-guide.md");
    HttpServer gateway = StandInGateway.start();
    try {
      URI endpoint = URI.create("http://127.0.0.1:" + gateway.getAddress().getPort() + "/generate");
      LlmClient client = new GatewayClient(endpoint, "house-model-7b", Duration.ofSeconds(30));

      Chunker chunker = Wrac.builder().planner(LlmPlanner.using(client)).build();
      ParsedDocument doc = chunker.parse(file);
      ChunkPlan plan = chunker.plan(doc);
      Usage usage = plan.provenance().usage();
      System.out.printf("plan: %d chunks of %s by %s (model %s), windows %s, %d call(s), "
              + "%d input and %d output tokens%n", plan.chunks().size(), doc.name(),
          plan.provenance().planner(), client.model(), plan.provenance().outcomeCounts(),
          usage.llmCalls(), usage.inputTokens(), usage.outputTokens());
      for (Chunk c : chunker.assemble(doc, plan)) {
        System.out.printf("--- chunk %d: %d tokens, %s%n", c.index(), c.tokens(), c.elementIds());
      }
    } finally {
      gateway.stop(0);
    }
  }

  /**
   * An {@link LlmClient} for a JSON-over-HTTP gateway: {@code POST {"system", "user",
   * "max_tokens"}}, answered by {@code {"text", "finish", "input_tokens", "output_tokens"}}.
   * Thread-safe (the planner may call it for several windows at once).
   */
  public static final class GatewayClient implements LlmClient {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI endpoint;
    private final String model;
    private final Duration timeout;
    private final HttpClient http;

    public GatewayClient(URI endpoint, String model, Duration timeout) {
      this.endpoint = endpoint;
      this.model = model;
      this.timeout = timeout;
      this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    @Override
    public String model() {
      return model;
    }

    @Override
    public LlmResponse complete(LlmRequest request) {
      Map<String, Object> body = request.maxOutputTokens() == null
          ? Map.of("system", request.system(), "user", request.user())
          : Map.of("system", request.system(), "user", request.user(),
              "max_tokens", request.maxOutputTokens());
      HttpResponse<String> response;
      try {
        response = http.send(HttpRequest.newBuilder(endpoint).timeout(timeout)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                .build(),
            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      } catch (HttpTimeoutException e) {
        throw new LlmTransientException(model + " at " + endpoint + ": no answer within "
            + timeout.toMillis() + " ms", e);
      } catch (IOException e) {
        throw new LlmTransientException(model + " at " + endpoint + ": " + e.getMessage(), e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new LlmTransientException(model + " at " + endpoint + ": interrupted", e);
      }
      int status = response.statusCode();
      if (status == 429) {
        Duration wait = response.headers().firstValueAsLong("Retry-After")
            .stream().mapToObj(Duration::ofSeconds).findFirst().orElse(null);
        throw new LlmRateLimitedException(model + " at " + endpoint + ": rate limited", wait);
      }
      if (status >= 500) {
        throw new LlmTransientException(model + " at " + endpoint + ": HTTP " + status);
      }
      if (status != 200) {
        throw new LlmPermanentException(model + " at " + endpoint + ": HTTP " + status);
      }
      try {
        JsonNode answer = JSON.readTree(response.body());
        FinishReason finish = "length".equals(answer.path("finish").asText())
            ? FinishReason.LENGTH : FinishReason.STOP;
        return new LlmResponse(answer.path("text").asText(), finish, model,
            Usage.ofCall(answer.path("input_tokens").asLong(), 0,
                answer.path("output_tokens").asLong()));
      } catch (IOException e) {
        throw new LlmPermanentException(model + " at " + endpoint + ": not JSON: "
            + e.getMessage(), e);
      }
    }
  }

  /**
   * Stands in for the model so the example runs offline: reads the element lines of W-RAC's
   * prompt ({@code "<id> <tokens> <preview>"} after {@code "Elements:"}) and answers one chunk
   * per heading, in the answer format the prompt asks for ({@code {"chunks":[["h1","p1"],…]}}).
   */
  static final class StandInGateway {
    private StandInGateway() {}

    static HttpServer start() throws IOException {
      HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
      ObjectMapper json = new ObjectMapper();
      server.createContext("/generate", exchange -> {
        try (exchange) {
          JsonNode request = json.readTree(exchange.getRequestBody());
          String user = request.path("user").asText();
          String plan = json.writeValueAsString(Map.of("chunks", chunkAtHeadings(user)));
          byte[] body = json.writeValueAsBytes(Map.of("text", plan, "finish", "stop",
              "input_tokens", user.length() / 4, "output_tokens", plan.length() / 4));
          exchange.getResponseHeaders().set("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, body.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
      server.start();
      return server;
    }

    private static List<List<String>> chunkAtHeadings(String prompt) {
      List<List<String>> chunks = new ArrayList<>();
      boolean inElements = false;
      for (String line : prompt.split("\n")) {
        if (line.equals("Elements:")) {
          inElements = true;
        } else if (inElements && !line.isBlank()) {
          String id = line.split(" ", 2)[0];
          if (id.startsWith("h") || chunks.isEmpty()) {
            chunks.add(new ArrayList<>());
          }
          chunks.get(chunks.size() - 1).add(id);
        }
      }
      return chunks;
    }
  }
}
