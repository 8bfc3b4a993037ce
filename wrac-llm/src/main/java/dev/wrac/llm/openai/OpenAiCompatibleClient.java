package dev.wrac.llm.openai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmConfig;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.llm.LlmException;
import dev.wrac.llm.LlmImage;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRateLimitedException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.ResponseFormat;
import dev.wrac.llm.openai.internal.Backoff;
import dev.wrac.llm.openai.internal.BoundedBody;
import dev.wrac.llm.openai.internal.RetryAfter;
import dev.wrac.llm.openai.internal.Secrets;
import dev.wrac.model.Usage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
 *   <li><b>Keys</b>: creating a client without a key fails at once with
 *       {@link LlmConfigurationException} unless the configuration declares a server without
 *       one ({@link LlmConfig.Builder#noApiKey()}, {@code WRAC_LLM_API_KEY=none}); OpenAI's
 *       public endpoint always needs a key.
 *   <li><b>Timeouts</b>: each attempt, from connecting to the last byte of the body, is bounded
 *       by {@code timeout}; a body still arriving at the deadline is abandoned.
 *   <li><b>Size</b>: a response body over {@link #MAX_RESPONSE_BYTES} is abandoned
 *       ({@link LlmPermanentException}).
 *   <li><b>Retries</b>: HTTP 408, 409, 429 and 5xx, timeouts and failed connections are retried
 *       up to {@code maxRetries} times with exponential backoff and full jitter (from
 *       {@code initialBackoff}, doubling, at most {@code maxBackoff}); a {@code Retry-After}
 *       (or {@code retry-after-ms}) header, read as {@link RetryAfter} says (clamped to
 *       [0, 1 hour], nonsense ignored), is honoured when it is at most {@code maxRetryAfter},
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
 *       messages show the status, the model and the server's error message with the key (and
 *       anything like {@code sk-…}) masked, never the prompt; credentials in the base URL are
 *       sent as basic authentication and never printed.
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

  /** The largest response body read (16 MiB); a larger one fails the call. */
  public static final int MAX_RESPONSE_BYTES = 16 << 20;

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
  private final Secrets secrets;

  private OpenAiCompatibleClient(Builder b) {
    this.config = b.config.build();
    this.secrets = new Secrets(config.apiKey(), config.urlCredentials(), basicToken(config));
    for (String key : config.options().keySet()) {
      if (!OPTIONS.contains(key)) {
        throw new IllegalArgumentException("Unknown option '" + key + "' for the openai LLM "
            + "provider. Known: " + OPTIONS.stream().sorted().toList());
      }
    }
    this.azureApiVersion = config.options().get("azureApiVersion");
    String base = LlmConfig.withoutCredentials(config.baseUrl()).replace("***@", "");
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
    requireCredentials(config);
    this.http = HttpClient.newBuilder().connectTimeout(config.timeout())
        .version(HttpClient.Version.HTTP_1_1).build();
    this.permits = new Semaphore(config.maxConcurrentRequests(), true);
    this.backoff = new Backoff(b.initialBackoff, b.maxBackoff);
    this.maxRetryAfter = b.maxRetryAfter;
  }

  /**
   * Refuses a configuration without a key unless it declares a server without one.
   *
   * @throws LlmConfigurationException naming {@code WRAC_LLM_API_KEY}
   */
  static void requireCredentials(LlmConfig config) {
    String url = LlmConfig.withoutCredentials(config.baseUrl());
    if (config.apiKey() != null || config.urlCredentials() != null) {
      return;
    }
    if (config.isOpenAiPublicEndpoint()) {
      throw new LlmConfigurationException("No API key for the LLM at " + url + ": set "
          + "WRAC_LLM_API_KEY (or OPENAI_API_KEY), or point WRAC_LLM_BASE_URL at another "
          + "OpenAI-compatible server" + (config.noApiKey() ? " (OpenAI's endpoint always "
          + "needs a key, so WRAC_LLM_API_KEY=none does not apply)" : ""));
    }
    if (!config.noApiKey()) {
      throw new LlmConfigurationException("No API key for the LLM at " + url + ": set "
          + "WRAC_LLM_API_KEY, or WRAC_LLM_API_KEY=" + LlmConfig.NO_KEY + " (noApiKey() in "
          + "code) if the server takes no key");
    }
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
    HttpResponse<String> response = send(request, level);
    int status = response.statusCode();
    if (status / 100 == 2) {
      return parse(response.body(), response.headers().firstValue("Content-Type").orElse(""));
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
      throw new LlmRateLimitedException(message, RetryAfter.parse(
          response.headers().firstValue("retry-after-ms").orElse(null),
          response.headers().firstValue("retry-after").orElse(null)).orElse(null));
    }
    if (status == 408 || status == 409 || status >= 500) {
      throw new LlmTransientException(message);
    }
    throw new LlmPermanentException(message);
  }

  /** One HTTP exchange, headers and whole body within the timeout. */
  private HttpResponse<String> send(LlmRequest request, Structured level) {
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
    } else if (config.urlCredentials() != null) {
      http.header("Authorization", "Basic " + basicToken(config));
    }
    AtomicReference<BoundedBody> body = new AtomicReference<>();
    CompletableFuture<HttpResponse<String>> pending = this.http.sendAsync(http.build(), info -> {
      BoundedBody b = new BoundedBody(MAX_RESPONSE_BYTES);
      body.set(b);
      return b;
    });
    try {
      return pending.get(config.timeout().toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      abandon(pending, body.get());
      throw new LlmTransientException(describe() + ": no complete answer within "
          + config.timeout().toMillis() + " ms");
    } catch (InterruptedException e) {
      abandon(pending, body.get());
      Thread.currentThread().interrupt();
      throw new LlmTransientException(describe() + ": interrupted", e);
    } catch (ExecutionException e) {
      throw failure(e.getCause() == null ? e : e.getCause());
    }
  }

  /** The basic-authentication token of credentials in the base URL, or {@code null}. */
  private static String basicToken(LlmConfig config) {
    String info = config.urlCredentials();
    return info == null ? null : Base64.getEncoder().encodeToString(
        java.net.URLDecoder.decode(info, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8));
  }

  private static void abandon(CompletableFuture<?> pending, BoundedBody body) {
    pending.cancel(true);
    if (body != null) {
      body.abort();
    }
  }

  private LlmException failure(Throwable cause) {
    if (cause instanceof BoundedBody.TooLarge) {
      return new LlmPermanentException(describe() + ": " + cause.getMessage());
    }
    if (cause instanceof HttpTimeoutException) {
      return new LlmTransientException(describe() + ": no complete answer within "
          + config.timeout().toMillis() + " ms");
    }
    String what = cause.getClass().getSimpleName()
        + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
    String message = describe() + ": connection failed (" + secrets.redact(what) + ")";
    return secrets.leaks(what) ? new LlmTransientException(message)
        : new LlmTransientException(message, cause);
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

  private LlmResponse parse(String body, String contentType) {
    if (body == null || body.isBlank()) {
      throw new LlmPermanentException(describe() + ": the answer is an empty body, not JSON");
    }
    JsonNode root;
    try {
      root = JSON.readTree(body);
    } catch (JsonProcessingException e) {
      String type = contentType.isBlank() ? "" : ", content type " + shorten(contentType, 60);
      throw new LlmPermanentException(describe() + ": the answer is not JSON ("
          + secrets.redact(shorten(e.getOriginalMessage(), 200)) + type + ")");
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

  private static String shorten(String s, int max) {
    String one = s == null ? "" : s.replaceAll("\\s+", " ").trim();
    return one.length() > max ? one.substring(0, max) + "…" : one;
  }

  /** The server's error message from an error body, shortened; never echoes request data. */
  private String errorMessage(String body) {
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
    // some servers echo the key they refused: mask it, and anything that looks like a key
    return shorten(secrets.redact(message), 300);
  }

  private String describe() {
    return "LLM '" + config.model() + "' at " + endpointForMessages();
  }

  private String endpointForMessages() {
    return endpoint.getScheme() + "://" + endpoint.getHost()
        + (endpoint.getPort() < 0 ? "" : ":" + endpoint.getPort()) + endpoint.getPath();
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(Math.max(0, d.toMillis()));
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
      if (c.noApiKey()) {
        this.config.noApiKey();
      }
      c.options().forEach(this.config::option);
      return this;
    }

    /** API base URL up to {@code /v1}; default {@code https://api.openai.com/v1}. */
    public Builder baseUrl(String baseUrl) {
      config.baseUrl(baseUrl);
      return this;
    }

    /** The API key; none by default (then {@link #noApiKey()} is needed). */
    public Builder apiKey(String apiKey) {
      config.apiKey(apiKey);
      return this;
    }

    /** Declares a server that takes no key (see {@link LlmConfig.Builder#noApiKey()}). */
    public Builder noApiKey() {
      config.noApiKey();
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
     * @throws LlmConfigurationException if there is no key and none was declared unneeded
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
    /** Made by {@link java.util.ServiceLoader}. */
    public Provider() {}

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
