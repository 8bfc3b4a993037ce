package dev.wrac.spark;

import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClientProvider;
import dev.wrac.llm.LlmConfig;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.model.ElementId;
import dev.wrac.model.Usage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The test double at the {@link LlmClient} boundary, found through ServiceLoader as provider
 * {@code scripted} ({@code WRAC_LLM_PROVIDER=scripted}): it reads the window's element IDs from
 * the real planning prompt and answers with groups of three consecutive IDs. Counts its calls
 * in this JVM (Spark's {@code local[2]} runs the tasks here).
 */
public final class ScriptedLlm implements LlmClient {
  static final AtomicInteger CALLS = new AtomicInteger();

  @Override
  public LlmResponse complete(LlmRequest request) {
    CALLS.incrementAndGet();
    List<String> ids = new ArrayList<>();
    boolean elements = false;
    for (String line : request.user().split("\n")) {
      if (line.equals("Elements:")) {
        elements = true;
      } else if (elements && !line.isBlank()) {
        String id = line.split(" ", 2)[0];
        if (ElementId.isValid(id)) {
          ids.add(id);
        }
      }
    }
    StringBuilder answer = new StringBuilder("{\"chunks\":[");
    for (int i = 0; i < ids.size(); i += 3) {
      answer.append(i > 0 ? "," : "").append('"')
          .append(String.join(" ", ids.subList(i, Math.min(ids.size(), i + 3)))).append('"');
    }
    String text = answer.append("]}").toString();
    return new LlmResponse(text, FinishReason.STOP, model(),
        Usage.ofCall(request.user().length() / 4, 0, text.length() / 4));
  }

  @Override
  public String model() {
    return "scripted";
  }

  /** {@code WRAC_LLM_PROVIDER=scripted}. */
  public static final class Provider implements LlmClientProvider {
    @Override
    public String name() {
      return "scripted";
    }

    @Override
    public String description() {
      return "test double: groups of three element IDs";
    }

    @Override
    public LlmClient create(LlmConfig config) {
      return new ScriptedLlm();
    }
  }
}
