package dev.wrac.llm.openai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmConfig;
import dev.wrac.llm.LlmException;
import dev.wrac.llm.LlmImage;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRateLimitedException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.ResponseFormat;
import dev.wrac.llm.internal.Backoff;
import dev.wrac.model.Usage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link LlmClient} for servers speaking OpenAI's chat-completions API: OpenAI, Azure OpenAI,
 * vLLM, Ollama, llama.cpp server, LM Studio and others. Built on {@code java.net.http} and
 * Jackson; thread-safe.
 *
 * <pre>{@code
 * LlmClient llm = OpenAiCompatibleClient.builder()
 *     .baseUrl("http://localhost:11434/v1")     // default https://api.openai.com/v1
 *     .model("qwen2.5:7b")
 *     .timeout(Duration.ofSeconds(120))
 *     .build();
 * }</pre>
 *
 * <ul>
 *   <li><b>Timeouts</b>: each attempt (connect and response) is bounded by {@code timeout}.
 *   <li><b>Retries</b>: HTTP 408, 409, 429 and 5xx, timeouts and failed connections are retried
 *       up to {@code maxRetries} times with exponential backoff and full jitter (from
 *       {@code initialBackoff}, doubling, at most {@code maxBackoff}); a {@code Retry-After}
 *       (or {@code retry-after-ms}) header is honoured when it is at most {@code maxRetryAfter},
 *       otherwise the call fails at once with {@link LlmRateLimitedException}.
 *   <li><b>Concurrency</b>: at most {@code maxConcurrentRequests} requests are in flight; more
 *       callers wait.
 *   <li><b>Structured output</b>: a {@link ResponseFormat#jsonSchema} request is sent as
 *       {@code response_format: json_schema} (strict). If the server rejects it with HTTP 400
 *       naming {@code response_format}, the client steps down to {@code json_object}, then to
 *       none, and remembers that for later calls. Option {@code structuredOutput} =
 *       {@code json_schema} (default), {@code json_object} or {@code none} sets the start.
 *   <li><b>Usage</b>: {@code prompt_tokens}, {@code prompt_tokens_details.cached_tokens} and
 *       {@code completion_tokens} become {@link Usage}.
 *   <li><b>Secrets</b>: the key goes only into the request header; logs and exception
 *       messages show the status, the model and the server's error message, never the key or
 *       the prompt.
 * </ul>
 * Options (from {@link LlmConfig#options()}): {@code structuredOutput} (above),
 * {@code azureApiVersion} (Azure OpenAI: sends {@code api-key} and {@code ?api-version=}),
 * {@code maxTokensField} ({@code max_tokens}, default, or {@code max_completion_tokens}).
 */
public final class OpenAiCompatibleClient implements LlmClient {
  private static final Logger LOG = LoggerFactory.getLogger(OpenAiCompatibleClient.class);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> OPTIONS = Set.of("structuredOutput", "azureApiVersion",
      "maxTokensField");

  /** How much structured output the server takes, from most to least. */
  private enum Structured { JSON_SCHEMA, JSON_OBJECT, NONE }

  private final LlmConfig config;
  private final URI endpoint;
  private final HttpClient http;
  private final Semaphore permits;
  private final Backoff backoff;
  private final Duration maxRetryAfter;
  private final String maxTokensField;
  private final String azureApiVersion;
  private final AtomicReference<Structured> structured;

  private OpenAiCompatibleClient(Builder b) {
    this.config = b.config.build();
    for (String key : config.options().keySet()) {
      if (!OPTIONS.contains(key)) {
        throw new IllegalArgumentException("Unknown option '" + key + "' for the openai LLM "
            + "provider. Known: " + OPTIONS.stream().sorted().toList());
      }
    }
    this.azureApiVersion = config.options().get("azureApiVersion");
    String base = config.baseUrl().toString();
    base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    this.endpoint = URI.create(base + "/chat/completions"
        + (azureApiVersion != null ? "?api-version=" + azureApiVersion : ""));
    this.maxTokensField = config.option("maxTokensField", "max_tokens");
    if (!maxTokensField.equals("max_tokens") && !maxTokensField.equals("max_completion_tokens")) {
      throw new IllegalArgumentException("Option maxTokensField must be max_tokens or "
          + "max_completion_tokens, was '" + maxTokensField + "'");
    }
    String start = config.option("structuredOutput", "json_schema");
    this.structured = new AtomicReference<>(switch (start.toLowerCase(Locale.ROOT)) {
      case "json_schema" -> Structured.JSON_SCHEMA;
      case "json_object" -> Structured.JSON_OBJECT;
      case "none" -> Structured.NONE;
      default -> throw new IllegalArgumentException("Option structuredOutput must be json_schema, "
          + "json_object or none, was '" + start + "'");
    });
    this.http = HttpClient.newBuilder().connectTimeout(config.timeout())
        .version(HttpClient.Version.HTTP_1_1).build();
    this.permits = new Semaphore(config.maxConcurrentRequests(), true);
    this.backoff = new Backoff(b.initialBackoff, b.maxBackoff);
    this.maxRetryAfter = b.maxRetryAfter;
  }

  /** A builder starting from the defaults of {@link LlmConfig#builder()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A client for {@code config} with the default backoff. */
  public static OpenAiCompatibleClient create(LlmConfig config) {
    return builder().config(config).build();
  }

  @Override
  public String model() {
    return config.model();
  }

  @Override
  public int maxConcurrentRequests() {
    return config.maxConcurrentRequests();
  }

  /** The configuration in use (its {@code toString()} hides the key). */
  public LlmConfig config() {
    return config;
  }

  @Override
  public LlmResponse complete(LlmRequest request) {
    Objects.requireNonNull(request, "request");
    try {
      permits.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LlmTransientException(describe() + ": interrupted while waiting for a slot", e);
    }
    try {
      return withRetries(request);
    } finally {
      permits.release();
    }
  }

  private LlmResponse withRetries(LlmRequest request) {
    for (int attempt = 0; ; attempt++) {
      try {
        return attempt(request);
      } catch (LlmException e) {
        if (!e.isRetriable() || attempt >= config.maxRetries()) {
          throw e;
        }
        Duration wait = backoff.delay(attempt);
        if (e instanceof LlmRateLimitedException limited && limited.retryAfter().isPresent()) {
          Duration asked = limited.retryAfter().get();
          if (asked.compareTo(maxRetryAfter) > 0) {
            throw e;
          }
          wait = asked;
        }
        LOG.debug("{}: attempt {} failed ({}); retrying in {} ms", describe(), attempt + 1,
            e.getMessage(), wait.toMillis());
        sleep(wait);
      }
    }
  }

  private LlmResponse attempt(LlmRequest request) {
    Structured level = structured.get();
    HttpRequest.Builder http = HttpRequest.newBuilder(endpoint)
        .timeout(config.timeout())
        .header("Content-Type", "application/json")
        .header("Accept", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body(request, level), StandardCharsets.UTF_8));
    if (config.apiKey() != null) {
      if (azureApiVersion != null) {
        http.header("api-key", config.apiKey());
      } else {
        http.header("Authorization", "Bearer " + config.apiKey());
      }
    }
    HttpResponse<String> response;
    try {
      response = this.http.send(http.build(),
          HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (HttpTimeoutException e) {
      throw new LlmTransientException(describe() + ": no answer within "
          + config.timeout().toMillis() + " ms", e);
    } catch (IOException e) {
      throw new LlmTransientException(describe() + ": connection failed ("
          + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
          + ")", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LlmTransientException(describe() + ": interrupted", e);
    }
    int status = response.statusCode();
    if (status / 100 == 2) {
      return parse(response.body());
    }
    String detail = errorMessage(response.body());
    if (status == 400 && level != Structured.NONE && request.responseFormat().type()
        != ResponseFormat.Type.TEXT && detail.toLowerCase(Locale.ROOT).contains("response_format")) {
      Structured lower = level == Structured.JSON_SCHEMA ? Structured.JSON_OBJECT : Structured.NONE;
      structured.compareAndSet(level, lower);
      LOG.info("{}: the server refused response_format {}; using {} from now on", describe(),
          level, lower);
      return attempt(request);
    }
    String message = describe() + ": HTTP " + status + (detail.isEmpty() ? "" : ": " + detail);
    if (status == 429) {
      throw new LlmRateLimitedException(message, retryAfter(response).orElse(null));
    }
    if (status == 408 || status == 409 || status >= 500) {
      throw new LlmTransientException(message);
    }
    throw new LlmPermanentException(message);
  }

  private String body(LlmRequest request, Structured level) {
    ObjectNode root = JSON.createObjectNode();
    root.put("model", config.model());
    ArrayNode messages = root.putArray("messages");
    if (!request.system().isEmpty()) {
      messages.addObject().put("role", "system").put("content", request.system());
    }
    ObjectNode user = messages.addObject().put("role", "user");
    if (request.images().isEmpty()) {
      user.put("content", request.user());
    } else {
      ArrayNode parts = user.putArray("content");
      if (!request.user().isEmpty()) {
        parts.addObject().put("type", "text").put("text", request.user());
      }
      for (LlmImage image : request.images()) {
        parts.addObject().put("type", "image_url").putObject("image_url")
            .put("url", image.dataUrl());
      }
    }
    if (request.maxOutputTokens() != null) {
      root.put(maxTokensField, request.maxOutputTokens());
    }
    if (request.temperature() != null) {
      root.put("temperature", request.temperature());
    }
    if (request.seed() != null) {
      root.put("seed", request.seed());
    }
    ResponseFormat format = request.responseFormat();
    if (format.type() == ResponseFormat.Type.JSON_SCHEMA && level == Structured.JSON_SCHEMA) {
      ObjectNode schema = root.putObject("response_format").put("type", "json_schema")
          .putObject("json_schema").put("name", format.name()).put("strict", true);
      try {
        schema.set("schema", JSON.readTree(format.schema()));
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("Response format '" + format.name()
            + "': the schema is not JSON: " + e.getOriginalMessage(), e);
      }
    } else if (format.type() != ResponseFormat.Type.TEXT && level != Structured.NONE) {
      root.putObject("response_format").put("type", "json_object");
    }
    return root.toString();
  }

  private LlmResponse parse(String body) {
    JsonNode root;
    try {
      root = JSON.readTree(body);
    } catch (JsonProcessingException e) {
      throw new LlmPermanentException(describe() + ": the answer is not JSON ("
          + e.getOriginalMessage() + ")", e);
    }
    JsonNode choice = root == null ? null : root.path("choices").path(0);
    if (choice == null || choice.isMissingNode() || !choice.path("message").isObject()) {
      throw new LlmPermanentException(describe() + ": the answer has no choices[0].message; "
          + "is this an OpenAI-compatible chat-completions endpoint? (" + endpointForMessages()
          + ")");
    }
    JsonNode message = choice.path("message");
    String text = message.path("content").isTextual() ? message.path("content").asText() : "";
    JsonNode usage = root.path("usage");
    long input = Math.max(0, usage.path("prompt_tokens").asLong(0));
    long cached = Math.min(input, Math.max(0,
        usage.path("prompt_tokens_details").path("cached_tokens").asLong(0)));
    long output = Math.max(0, usage.path("completion_tokens").asLong(0));
    String model = root.path("model").asText(config.model());
    return new LlmResponse(text, FinishReason.fromWire(choice.path("finish_reason").asText(null)),
        model, Usage.ofCall(input, cached, output));
  }

  /** The server's error message from an error body, shortened; never echoes request data. */
  private static String errorMessage(String body) {
    if (body == null || body.isBlank()) {
      return "";
    }
    String message;
    try {
      JsonNode root = JSON.readTree(body);
      JsonNode error = root.path("error");
      message = error.isTextual() ? error.asText()
          : error.path("message").isTextual() ? error.path("message").asText()
          : root.path("message").asText(body);
    } catch (JsonProcessingException e) {
      message = body;
    }
    message = message.replaceAll("\\s+", " ").trim();
    // some servers echo the key they refused: mask anything that looks like one
    message = message.replaceAll("(sk-|key-)[A-Za-z0-9_*-]{4,}", "$1***");
    return message.length() > 300 ? message.substring(0, 300) + "…" : message;
  }

  private static Optional<Duration> retryAfter(HttpResponse<?> response) {
    Optional<String> ms = response.headers().firstValue("retry-after-ms");
    try {
      if (ms.isPresent()) {
        return Optional.of(Duration.ofMillis((long) Double.parseDouble(ms.get().trim())));
      }
      Optional<String> seconds = response.headers().firstValue("retry-after");
      if (seconds.isPresent()) {
        String v = seconds.get().trim();
        if (v.matches("\\d+(\\.\\d+)?")) {
          return Optional.of(Duration.ofMillis((long) (Double.parseDouble(v) * 1000)));
        }
        java.time.ZonedDateTime at = java.time.ZonedDateTime.parse(v,
            java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME);
        Duration d = Duration.between(java.time.ZonedDateTime.now(at.getZone()), at);
        return Optional.of(d.isNegative() ? Duration.ZERO : d);
      }
    } catch (RuntimeException e) {
      LOG.debug("Ignoring an unreadable Retry-After header: {}", e.getMessage());
    }
    return Optional.empty();
  }

  private String describe() {
    return "LLM '" + config.model() + "' at " + endpointForMessages();
  }

  private String endpointForMessages() {
    return endpoint.getScheme() + "://" + endpoint.getAuthority() + endpoint.getPath();
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LlmTransientException("Interrupted while waiting to retry an LLM call", e);
    }
  }

  @Override
  public String toString() {
    return "OpenAiCompatibleClient[" + config + "]";
  }

  /** Builder for {@link OpenAiCompatibleClient}; options as in {@link LlmConfig}. */
  public static final class Builder {
    private LlmConfig.Builder config = LlmConfig.builder();
    private Duration initialBackoff = Duration.ofMillis(500);
    private Duration maxBackoff = Duration.ofSeconds(30);
    private Duration maxRetryAfter = Duration.ofSeconds(60);

    private Builder() {}

    /** Starts from a whole configuration (replacing earlier settings). */
    public Builder config(LlmConfig c) {
      this.config = LlmConfig.builder().provider(c.provider()).baseUrl(c.baseUrl().toString())
          .apiKey(c.apiKey()).model(c.model()).timeout(c.timeout()).maxRetries(c.maxRetries())
          .maxConcurrentRequests(c.maxConcurrentRequests());
      c.options().forEach(this.config::option);
      return this;
    }

    /** API base URL up to {@code /v1}; default {@code https://api.openai.com/v1}. */
    public Builder baseUrl(String baseUrl) {
      config.baseUrl(baseUrl);
      return this;
    }

    /** The API key; none by default. */
    public Builder apiKey(String apiKey) {
      config.apiKey(apiKey);
      return this;
    }

    /** The model; default {@code gpt-4.1}. */
    public Builder model(String model) {
      config.model(model);
      return this;
    }

    /** Per-attempt timeout; default 60 s. */
    public Builder timeout(Duration timeout) {
      config.timeout(timeout);
      return this;
    }

    /** Retries of retriable failures; default 3, 0–20. */
    public Builder maxRetries(int maxRetries) {
      config.maxRetries(maxRetries);
      return this;
    }

    /** Requests in flight at once; default 4, 1–256. */
    public Builder maxConcurrentRequests(int n) {
      config.maxConcurrentRequests(n);
      return this;
    }

    /** An option: {@code structuredOutput}, {@code azureApiVersion}, {@code maxTokensField}. */
    public Builder option(String key, String value) {
      config.option(key, value);
      return this;
    }

    /** First retry delay before jitter; default 500 ms; doubles per retry. */
    public Builder initialBackoff(Duration initialBackoff) {
      this.initialBackoff = positive("initialBackoff", initialBackoff);
      return this;
    }

    /** Largest retry delay before jitter; default 30 s. */
    public Builder maxBackoff(Duration maxBackoff) {
      this.maxBackoff = positive("maxBackoff", maxBackoff);
      return this;
    }

    /** Longest {@code Retry-After} the client waits for; beyond it the call fails. Default 60 s. */
    public Builder maxRetryAfter(Duration maxRetryAfter) {
      this.maxRetryAfter = Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
      if (maxRetryAfter.isNegative()) {
        throw new IllegalArgumentException("maxRetryAfter must not be negative, was "
            + maxRetryAfter);
      }
      return this;
    }

    private static Duration positive(String name, Duration d) {
      Objects.requireNonNull(d, name);
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, was " + d);
      }
      return d;
    }

    /**
     * The client.
     *
     * @throws IllegalArgumentException naming the bad option
     */
    public OpenAiCompatibleClient build() {
      if (maxBackoff.compareTo(initialBackoff) < 0) {
        throw new IllegalArgumentException("maxBackoff " + maxBackoff
            + " must be at least initialBackoff " + initialBackoff);
      }
      return new OpenAiCompatibleClient(this);
    }
  }

  /** The {@code openai} provider for {@link dev.wrac.llm.LlmClients}. */
  public static final class Provider implements dev.wrac.llm.LlmClientProvider {
    @Override
    public String name() {
      return "openai";
    }

    @Override
    public String description() {
      return "OpenAI-compatible chat completions (OpenAI, Azure OpenAI, vLLM, Ollama, "
          + "llama.cpp server, LM Studio)";
    }

    @Override
    public LlmClient create(LlmConfig config) {
      return OpenAiCompatibleClient.create(config);
    }
  }
}
