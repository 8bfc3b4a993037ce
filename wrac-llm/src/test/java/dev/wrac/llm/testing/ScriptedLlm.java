package dev.wrac.llm.testing;

import dev.wrac.context.PlanningContext;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.tokens.TokenCounters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The test double at the {@link LlmClient} boundary: it reads the window's element IDs from the
 * real planning prompt, works out the "right" answer for them (by default the embedded
 * planner's plan of that window) and answers according to a {@link ScriptedBehaviour}.
 * Thread-safe; records every request.
 */
public final class ScriptedLlm implements LlmClient {
  /** The right groups for the elements {@code [from, to)} of a document. */
  @FunctionalInterface
  public interface Oracle {
    List<List<ElementId>> groups(ParsedDocument doc, int from, int to);
  }

  private final ScriptedBehaviour behaviour;
  private final Map<String, ParsedDocument> documents = new HashMap<>();
  private final Oracle oracle;
  private final List<LlmRequest> requests = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger calls = new AtomicInteger();

  private ScriptedLlm(ScriptedBehaviour behaviour, Oracle oracle, List<ParsedDocument> docs) {
    this.behaviour = behaviour;
    this.oracle = oracle;
    for (ParsedDocument d : docs) {
      documents.put(d.name().replaceAll("\\s+", " ").strip(), d);
    }
  }

  /** Answers for {@code docs} with the embedded planner's window plans, as {@code behaviour} says. */
  public static ScriptedLlm of(ScriptedBehaviour behaviour, PlanningContext context,
      ParsedDocument... docs) {
    return new ScriptedLlm(behaviour,
        (doc, from, to) -> StructuralPlanner.create().plan(doc, context, from, to).chunks(),
        List.of(docs));
  }

  /** Answers with what {@code oracle} says is right, as {@code behaviour} says. */
  public static ScriptedLlm withOracle(ScriptedBehaviour behaviour, Oracle oracle,
      List<ParsedDocument> docs) {
    return new ScriptedLlm(behaviour, oracle, docs);
  }

  /** Every request received, in arrival order. */
  public List<LlmRequest> requests() {
    return List.copyOf(requests);
  }

  /** Number of calls made. */
  public int calls() {
    return calls.get();
  }

  @Override
  public String model() {
    return "scripted-" + behaviour.name().toLowerCase(java.util.Locale.ROOT);
  }

  @Override
  public LlmResponse complete(LlmRequest request) {
    requests.add(request);
    calls.incrementAndGet();
    ParsedDocument doc = documentOf(request);
    int[] range = windowOf(request, doc);
    String perfect = LlmPlanner.encodeAnswer(doc, oracle.groups(doc, range[0], range[1]));
    String text = behaviour.answer(perfect, doc, range[0], range[1], isRetry(request));
    if (text == null) {
      throw new LlmTransientException("LLM 'scripted' at http://127.0.0.1: no answer within 50 ms");
    }
    FinishReason finish = behaviour == ScriptedBehaviour.TRUNCATED ? FinishReason.LENGTH
        : FinishReason.STOP;
    int in = TokenCounters.o200k().count(request.system() + request.user());
    int out = TokenCounters.o200k().count(text);
    return new LlmResponse(text, finish, model(), Usage.ofCall(in, isRetry(request) ? in / 2 : 0, out));
  }

  private static boolean isRetry(LlmRequest request) {
    return request.user().contains("Your previous answer could not be used");
  }

  private ParsedDocument documentOf(LlmRequest request) {
    String first = request.user().lines().findFirst().orElse("");
    String name = first.startsWith("Document: ") ? first.substring("Document: ".length()) : "";
    ParsedDocument doc = documents.get(name);
    if (doc == null) {
      throw new IllegalStateException("Scripted LLM: the prompt names no known document: '"
          + name + "'");
    }
    return doc;
  }

  /** The window's positions, from the element lines of the prompt. */
  private static int[] windowOf(LlmRequest request, ParsedDocument doc) {
    int from = Integer.MAX_VALUE;
    int to = -1;
    boolean inElements = false;
    for (String line : request.user().split("\n")) {
      if (line.equals("Elements:")) {
        inElements = true;
        continue;
      }
      if (!inElements || line.isBlank()) {
        continue;
      }
      String id = line.split(" ", 2)[0];
      if (!ElementId.isValid(id) || !doc.contains(ElementId.of(id))) {
        break;
      }
      int at = doc.indexOf(ElementId.of(id));
      from = Math.min(from, at);
      to = Math.max(to, at + 1);
    }
    if (to < 0) {
      throw new IllegalStateException("Scripted LLM: no element lines in the prompt");
    }
    return new int[] {from, to};
  }
}
