package dev.wrac.llm;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * How to reach a model: provider, endpoint, key, model and client limits. Made in code with
 * {@link #builder()} or from environment variables with {@link #fromEnvironment()}.
 *
 * <table>
 *   <caption>Environment variables</caption>
 *   <tr><th>Variable</th><th>Meaning</th><th>Default</th></tr>
 *   <tr><td>{@code WRAC_LLM_PROVIDER}</td><td>provider name</td><td>{@code openai}</td></tr>
 *   <tr><td>{@code WRAC_LLM_BASE_URL}</td><td>API base URL, up to {@code /v1}</td>
 *       <td>{@code https://api.openai.com/v1}</td></tr>
 *   <tr><td>{@code WRAC_LLM_API_KEY}</td><td>API key ({@code OPENAI_API_KEY} if unset);
 *       {@code none} for a server that takes no key (see below)</td>
 *       <td>required</td></tr>
 *   <tr><td>{@code WRAC_LLM_MODEL}</td><td>model name</td><td>{@code gpt-4.1}</td></tr>
 *   <tr><td>{@code WRAC_LLM_TIMEOUT_SECONDS}</td><td>per-attempt timeout, 1–3600</td>
 *       <td>60</td></tr>
 *   <tr><td>{@code WRAC_LLM_MAX_RETRIES}</td><td>retries of retriable failures, 0–20</td>
 *       <td>3</td></tr>
 *   <tr><td>{@code WRAC_LLM_MAX_CONCURRENCY}</td><td>requests in flight, 1–256</td>
 *       <td>4</td></tr>
 *   <tr><td>{@code WRAC_LLM_OPTIONS}</td><td>provider options {@code k=v,k=v}</td>
 *       <td>none</td></tr>
 * </table>
 *
 * <p><b>Keys.</b> A client refuses to be created without a key ({@link
 * LlmConfigurationException} naming {@code WRAC_LLM_API_KEY}), so a forgotten key fails before
 * any call instead of every document quietly falling back. A local server that takes no key
 * must be declared: {@code WRAC_LLM_API_KEY=none}, or {@link Builder#noApiKey()} in code. OpenAI's
 * public endpoint always needs a key. Credentials in the base URL ({@code http://user:pass@host})
 * count as a key and are sent as HTTP basic authentication.
 *
 * <pre>{@code
 * LlmConfig config = LlmConfig.builder().baseUrl("http://localhost:11434/v1")
 *     .noApiKey().model("qwen2.5:7b").timeout(Duration.ofSeconds(120)).build();
 * LlmClient llm = LlmClients.create(config);
 * }</pre>
 * {@link #toString()} never shows the key or credentials in the base URL.
 *
 * @param provider              the {@link LlmClientProvider} name
 * @param baseUrl               API base URL (http or https)
 * @param apiKey                the key, or {@code null} if none was given
 * @param noApiKey              the user declared that the server takes no key
 * @param model                 the model name
 * @param timeout               per-attempt timeout
 * @param maxRetries            retries of retriable failures
 * @param maxConcurrentRequests requests in flight at once
 * @param options               provider-specific options, sorted; providers reject unknown keys
 */
public record LlmConfig(
    String provider,
    URI baseUrl,
    String apiKey,
    boolean noApiKey,
    String model,
    Duration timeout,
    int maxRetries,
    int maxConcurrentRequests,
    Map<String, String> options) {

  /** OpenAI's public endpoint. */
  public static final String DEFAULT_BASE_URL = "https://api.openai.com/v1";
  /** The value of {@code WRAC_LLM_API_KEY} that declares a server without a key. */
  public static final String NO_KEY = "none";
  /** The model the published W-RAC results used. */
  public static final String DEFAULT_MODEL = "gpt-4.1";

  public LlmConfig {
    Objects.requireNonNull(provider, "provider");
    Objects.requireNonNull(baseUrl, "baseUrl");
    String scheme = baseUrl.getScheme() == null ? "" : baseUrl.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || baseUrl.getHost() == null) {
      throw new IllegalArgumentException("LLM baseUrl must be an http(s) URL with a host, was '"
          + withoutCredentials(baseUrl) + "'");
    }
    if (model == null || model.isBlank()) {
      throw new IllegalArgumentException("LLM model must not be blank");
    }
    Objects.requireNonNull(timeout, "timeout");
    if (timeout.isNegative() || timeout.isZero() || timeout.compareTo(Duration.ofHours(1)) > 0) {
      throw new IllegalArgumentException("LLM timeout must be >0 and at most 1 hour, was "
          + timeout);
    }
    if (maxRetries < 0 || maxRetries > 20) {
      throw new IllegalArgumentException("LLM maxRetries must be 0-20, was " + maxRetries);
    }
    if (maxConcurrentRequests < 1 || maxConcurrentRequests > 256) {
      throw new IllegalArgumentException("LLM maxConcurrentRequests must be 1-256, was "
          + maxConcurrentRequests);
    }
    apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey.trim();
    if (apiKey != null && noApiKey) {
      throw new IllegalArgumentException("LLM configuration has both an API key and noApiKey");
    }
    options = options == null || options.isEmpty() ? Map.of()
        : Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /** A builder with the defaults of the table above. */
  public static Builder builder() {
    return new Builder();
  }

  /** The configuration from the process environment. */
  public static LlmConfig fromEnvironment() {
    return fromEnvironment(System.getenv());
  }

  /**
   * The configuration from {@code env} (variables of the table above).
   *
   * @throws LlmConfigurationException naming the variable whose value is bad
   */
  public static LlmConfig fromEnvironment(Map<String, String> env) {
    try {
      return readEnvironment(env);
    } catch (IllegalArgumentException e) {
      throw new LlmConfigurationException("LLM configuration from the environment: "
          + e.getMessage(), e);
    }
  }

  private static LlmConfig readEnvironment(Map<String, String> env) {
    Builder b = builder();
    String provider = env.get("WRAC_LLM_PROVIDER");
    if (present(provider)) {
      b.provider(provider.trim());
    }
    String url = env.get("WRAC_LLM_BASE_URL");
    if (present(url)) {
      b.baseUrl(url.trim());
    }
    String key = present(env.get("WRAC_LLM_API_KEY")) ? env.get("WRAC_LLM_API_KEY")
        : env.get("OPENAI_API_KEY");
    if (present(key) && key.trim().equalsIgnoreCase(NO_KEY)) {
      b.noApiKey();
    } else if (present(key)) {
      b.apiKey(key);
    }
    String model = env.get("WRAC_LLM_MODEL");
    if (present(model)) {
      b.model(model.trim());
    }
    Integer timeout = integer(env, "WRAC_LLM_TIMEOUT_SECONDS");
    if (timeout != null) {
      b.timeout(Duration.ofSeconds(timeout));
    }
    Integer retries = integer(env, "WRAC_LLM_MAX_RETRIES");
    if (retries != null) {
      b.maxRetries(retries);
    }
    Integer concurrency = integer(env, "WRAC_LLM_MAX_CONCURRENCY");
    if (concurrency != null) {
      b.maxConcurrentRequests(concurrency);
    }
    String options = env.get("WRAC_LLM_OPTIONS");
    if (present(options)) {
      for (String pair : options.split(",")) {
        int eq = pair.indexOf('=');
        if (eq <= 0) {
          throw new IllegalArgumentException("WRAC_LLM_OPTIONS: expected key=value pairs "
              + "separated by commas, got '" + pair.trim() + "'");
        }
        b.option(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
      }
    }
    return b.build();
  }

  private static boolean present(String value) {
    return value != null && !value.isBlank();
  }

  private static Integer integer(Map<String, String> env, String name) {
    String value = env.get(name);
    if (!present(value)) {
      return null;
    }
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be a whole number, was '" + value + "'", e);
    }
  }

  /** The option's value, or {@code fallback}. */
  public String option(String key, String fallback) {
    return options.getOrDefault(key, fallback);
  }

  /** Whether the base URL is OpenAI's public endpoint ({@code api.openai.com}). */
  public boolean isOpenAiPublicEndpoint() {
    return "api.openai.com".equalsIgnoreCase(baseUrl.getHost());
  }

  /** Credentials written in the base URL ({@code user:pass}), or {@code null}. */
  public String urlCredentials() {
    String info = baseUrl.getRawUserInfo();
    return info == null || info.isEmpty() ? null : info;
  }

  /** {@code url} with any {@code user:pass@} replaced by {@code ***@}: safe to print. */
  public static String withoutCredentials(URI url) {
    String info = url.getRawUserInfo();
    if (info == null) {
      return url.toString();
    }
    return url.toString().replace(info + "@", "***@");
  }

  @Override
  public String toString() {
    return "LlmConfig[provider=" + provider + ", baseUrl=" + withoutCredentials(baseUrl)
        + ", apiKey=" + (apiKey != null ? "***" : noApiKey ? "none (declared)" : "missing")
        + ", model=" + model + ", timeout=" + timeout
        + ", maxRetries=" + maxRetries + ", maxConcurrentRequests=" + maxConcurrentRequests
        + ", options=" + options + "]";
  }

  /** Builder for {@link LlmConfig}; values are checked in {@link #build()}. */
  public static final class Builder {
    private String provider = "openai";
    private URI baseUrl = URI.create(DEFAULT_BASE_URL);
    private String apiKey;
    private boolean noApiKey;
    private String model = DEFAULT_MODEL;
    private Duration timeout = Duration.ofSeconds(60);
    private int maxRetries = 3;
    private int maxConcurrentRequests = 4;
    private final Map<String, String> options = new TreeMap<>();

    private Builder() {}

    /** The provider name; default {@code openai}. */
    public Builder provider(String provider) {
      this.provider = Objects.requireNonNull(provider, "provider");
      return this;
    }

    /** API base URL up to the version path, such as {@code http://localhost:8000/v1}. */
    public Builder baseUrl(String baseUrl) {
      try {
        this.baseUrl = URI.create(baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1)
            : baseUrl);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("LLM baseUrl is not a URL: '"
            + baseUrl.replaceAll("//[^/@]*@", "//***@") + "'", e);
      }
      return this;
    }

    /** The API key; {@code null} or blank for none (then see {@link #noApiKey()}). */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey;
      this.noApiKey = false;
      return this;
    }

    /**
     * Declares that the server takes no key (a local server); without it a missing key is a
     * configuration error. Same as {@code WRAC_LLM_API_KEY=none}.
     */
    public Builder noApiKey() {
      this.apiKey = null;
      this.noApiKey = true;
      return this;
    }

    /** The model; default {@code gpt-4.1}. */
    public Builder model(String model) {
      this.model = model;
      return this;
    }

    /** Per-attempt timeout; default 60 s, at most 1 hour. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** Retries of retriable failures; default 3, 0–20. */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /** Requests in flight at once; default 4, 1–256. */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      this.maxConcurrentRequests = maxConcurrentRequests;
      return this;
    }

    /** A provider-specific option; see the provider's documentation for keys. */
    public Builder option(String key, String value) {
      options.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
      return this;
    }

    public LlmConfig build() {
      return new LlmConfig(provider, baseUrl, apiKey, noApiKey, model, timeout, maxRetries,
          maxConcurrentRequests, options);
    }
  }
}
