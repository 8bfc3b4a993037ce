package dev.wrac.llm.custom;

import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClientProvider;
import dev.wrac.llm.LlmConfig;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.model.Usage;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A custom {@link LlmClient} written against wrac-llm-spi alone (this module's only compile
 * dependency is wrac-core): it answers with the user message, word by word, cut at the request's
 * {@code maxOutputTokens}, counting one token per word. What a user copies to plug in a model of
 * their own; its {@link Provider} is listed in this module's test
 * {@code META-INF/services/dev.wrac.llm.LlmClientProvider}.
 */
public final class EchoLlmClient implements LlmClient {
  private final String model;
  private final int maxConcurrentRequests;
  private final String prefix;

  EchoLlmClient(String model, int maxConcurrentRequests, String prefix) {
    this.model = model;
    this.maxConcurrentRequests = maxConcurrentRequests;
    this.prefix = prefix;
  }

  @Override
  public LlmResponse complete(LlmRequest request) {
    List<String> in = words(request.system() + " " + request.user());
    List<String> out = words(prefix + " " + request.user());
    int limit = request.maxOutputTokens() == null ? Integer.MAX_VALUE : request.maxOutputTokens();
    boolean cut = out.size() > limit;
    List<String> answer = cut ? out.subList(0, limit) : out;
    return new LlmResponse(String.join(" ", answer), cut ? FinishReason.LENGTH : FinishReason.STOP,
        model, Usage.ofCall(in.size(), 0, answer.size()));
  }

  @Override
  public String model() {
    return model;
  }

  @Override
  public int maxConcurrentRequests() {
    return maxConcurrentRequests;
  }

  private static List<String> words(String text) {
    return Arrays.stream(text.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
  }

  /** The {@code echo} provider; its one option, {@code prefix}, starts every answer. */
  public static final class Provider implements LlmClientProvider {
    private static final Set<String> OPTIONS = Set.of("prefix");

    /** Made by {@link java.util.ServiceLoader}. */
    public Provider() {}

    @Override
    public String name() {
      return "echo";
    }

    @Override
    public String description() {
      return "answers with the user message (an example of a custom client)";
    }

    @Override
    public LlmClient create(LlmConfig config) {
      for (String key : config.options().keySet()) {
        if (!OPTIONS.contains(key)) {
          throw new IllegalArgumentException("unknown option '" + key + "'; known: " + OPTIONS);
        }
      }
      return new EchoLlmClient(config.model(), config.maxConcurrentRequests(),
          config.option("prefix", ""));
    }
  }
}
