package dev.wrac.llm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * Finds and makes {@link LlmClient}s through the {@link LlmClientProvider}s on the class path.
 *
 * <pre>{@code
 * LlmClient llm = LlmClients.fromEnvironment();
 * LlmClient local = LlmClients.create(LlmConfig.builder()
 *     .baseUrl("http://localhost:8080/v1").model("llama-3.1-8b").build());
 * }</pre>
 */
public final class LlmClients {
  private LlmClients() {}

  /** All providers on the class path, sorted by name. */
  public static List<LlmClientProvider> providers() {
    List<LlmClientProvider> found = new ArrayList<>();
    ServiceLoader.load(LlmClientProvider.class, LlmClients.class.getClassLoader())
        .forEach(found::add);
    found.sort(Comparator.comparing(p -> p.name().toLowerCase(Locale.ROOT)));
    return found;
  }

  /**
   * The client configured by the environment (see {@link LlmConfig#fromEnvironment()}).
   *
   * @throws LlmConfigurationException if the configuration cannot work (no key, unknown
   *     provider, bad value), before any call
   */
  public static LlmClient fromEnvironment() {
    return create(LlmConfig.fromEnvironment());
  }

  /**
   * The client configured by {@code env} (variables as in {@link LlmConfig}).
   *
   * @throws LlmConfigurationException if the configuration cannot work, before any call
   */
  public static LlmClient fromEnvironment(java.util.Map<String, String> env) {
    return create(LlmConfig.fromEnvironment(env));
  }

  /**
   * A client of {@code config.provider()} for {@code config}.
   *
   * @throws LlmConfigurationException if the configuration cannot work, before any call
   */
  public static LlmClient create(LlmConfig config) {
    return byName(config.provider(), config);
  }

  /**
   * A client of the provider named {@code name} (case-insensitive).
   *
   * @throws LlmConfigurationException naming the known providers if none matches, or saying
   *     what is wrong with the configuration (a provider's {@link IllegalArgumentException}
   *     becomes one)
   */
  public static LlmClient byName(String name, LlmConfig config) {
    List<LlmClientProvider> all = providers();
    for (LlmClientProvider p : all) {
      if (p.name().equalsIgnoreCase(name.trim())) {
        try {
          return p.create(config);
        } catch (IllegalArgumentException e) {
          throw new LlmConfigurationException("LLM provider '" + p.name() + "': "
              + e.getMessage(), e);
        }
      }
    }
    throw new LlmConfigurationException("No LLM provider named '" + name + "' "
        + "(WRAC_LLM_PROVIDER). Available: " + all.stream().map(LlmClientProvider::name).toList()
        + ". Add a jar that lists one in META-INF/services/" + LlmClientProvider.class.getName()
        + ".");
  }
}
