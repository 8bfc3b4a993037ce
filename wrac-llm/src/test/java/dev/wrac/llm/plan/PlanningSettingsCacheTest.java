package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.testing.Docs;
import dev.wrac.llm.testing.ScriptedBehaviour;
import dev.wrac.llm.testing.ScriptedLlm;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.tokens.TokenCounters;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Changing any planning setting misses the plan cache. The settings are found by reflection
 * over the record components of {@link TokenBudget} and {@link AssemblyOptions}, so a field
 * added later is covered without touching this test.
 */
class PlanningSettingsCacheTest {
  private static final PlanningContext BASE = PlanningContext.defaults();

  @Test
  void changingAnySettingMissesTheCacheOfEveryPlanner() {
    Map<String, PlanningContext> variants = everySettingChanged();
    // every entry of the one description is varied, nothing forgotten
    assertThat(variants.keySet()).containsExactlyInAnyOrderElementsOf(BASE.describe().keySet());
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.PERFECT, BASE, doc);
    LlmPlanner wrac = LlmPlanner.builder(llm).cache(PlanCache.inMemory()).build();
    AgenticChunker agentic = AgenticChunker.builder(new OneChunkWriter())
        .cache(PlanCache.inMemory()).build();
    wrac.plan(doc, BASE);
    assertThat(outcomes(wrac.plan(doc, BASE))).containsOnly(Outcome.CACHED);
    agentic.plan(doc, BASE);
    assertThat(outcomes(agentic.plan(doc, BASE))).containsOnly(Outcome.CACHED);
    for (Map.Entry<String, PlanningContext> v : variants.entrySet()) {
      assertThat(v.getValue().describe()).as(v.getKey()).isNotEqualTo(BASE.describe());
      assertThat(outcomes(wrac.plan(doc, v.getValue()))).as("llm, changed " + v.getKey())
          .doesNotContain(Outcome.CACHED);
      assertThat(outcomes(agentic.plan(doc, v.getValue()))).as("agentic, changed " + v.getKey())
          .doesNotContain(Outcome.CACHED);
    }
  }

  @Test
  void theProvenanceRecordsTheWholeDescriptionAndTheFallbackPlanner() {
    ParsedDocument doc = Docs.helpCentre();
    ChunkPlan plan = LlmPlanner.using(ScriptedLlm.of(ScriptedBehaviour.PERFECT, BASE, doc))
        .plan(doc, BASE);
    assertThat(plan.provenance().configuration()).containsAllEntriesOf(BASE.describe())
        .containsKeys("fallbackPlanner", "previewTokens", "sectionTokens");
  }

  /** An agentic "model" that writes the document's text back as one chunk. */
  private static final class OneChunkWriter implements LlmClient {
    @Override
    public String model() {
      return "one-chunk-writer";
    }

    @Override
    public LlmResponse complete(LlmRequest request) {
      String text = request.user().substring(request.user().indexOf("\n\n") + 2);
      return new LlmResponse("{\"chunks\":[" + TextNode.valueOf(text) + "]}", FinishReason.STOP,
          model(), Usage.ofCall(100, 0, 100));
    }
  }

  private static List<Outcome> outcomes(ChunkPlan plan) {
    return plan.provenance().windows().stream().map(WindowOutcome::outcome).toList();
  }

  /** One context per setting, that setting changed and everything else as in BASE. */
  private static Map<String, PlanningContext> everySettingChanged() {
    Map<String, PlanningContext> out = new LinkedHashMap<>();
    for (RecordComponent c : TokenBudget.class.getRecordComponents()) {
      out.put(c.getName(), BASE.withBudget(changed(BASE.budget(), c)));
    }
    for (RecordComponent c : AssemblyOptions.class.getRecordComponents()) {
      out.put(c.getName(), new PlanningContext(BASE.budget(), changed(BASE.assembly(), c),
          BASE.tokenCounter(), BASE.windowElements()));
    }
    out.put("tokenCounter", new PlanningContext(BASE.budget(), BASE.assembly(),
        TokenCounters.approximate(), BASE.windowElements()));
    out.put("windowElements", new PlanningContext(BASE.budget(), BASE.assembly(),
        BASE.tokenCounter(), BASE.windowElements() + 1));
    return out;
  }

  /** A valid copy of {@code record} with {@code component} changed (ints ±1 or doubled). */
  @SuppressWarnings("unchecked")
  private static <R extends Record> R changed(R record, RecordComponent component) {
    RecordComponent[] all = record.getClass().getRecordComponents();
    Object[] values = new Object[all.length];
    Class<?>[] types = new Class<?>[all.length];
    int at = -1;
    try {
      for (int i = 0; i < all.length; i++) {
        values[i] = all[i].getAccessor().invoke(record);
        types[i] = all[i].getType();
        at = all[i].getName().equals(component.getName()) ? i : at;
      }
      Constructor<?> canonical = record.getClass().getDeclaredConstructor(types);
      for (Object candidate : candidates(values[at])) {
        values[at] = candidate;
        try {
          return (R) canonical.newInstance(values);
        } catch (InvocationTargetException invalid) {
          // this value breaks the record's rules; try the next
        }
      }
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot copy " + record, e);
    }
    throw new AssertionError("no valid change of " + component + " in " + record
        + ": teach this test the component's type");
  }

  private static List<Object> candidates(Object value) {
    if (value instanceof Integer i) {
      return List.of(i + 1, i - 1, i * 2, i / 2);
    }
    if (value instanceof Boolean b) {
      return List.of(!b);
    }
    return List.of();
  }
}
