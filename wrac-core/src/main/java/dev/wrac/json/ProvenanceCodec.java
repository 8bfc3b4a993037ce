package dev.wrac.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.ProvenanceExtension;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON of {@link PlanProvenance}: one flat object, every extension's keys at the place plans
 * have always had them ({@code planner, plannerVersion, model, promptVersion, configuration,
 * usage, windows, repairs, candidates, selection}; empty values left out), so stored plans read
 * back and new plans are byte-identical to older releases'. The one place that knows the
 * extensions' keys.
 */
final class ProvenanceCodec {
  private ProvenanceCodec() {}

  /** The serializer and deserializer, as a Jackson module. */
  static SimpleModule module() {
    SimpleModule m = new SimpleModule("wrac-provenance");
    m.addSerializer(PlanProvenance.class, new Writer());
    m.addDeserializer(PlanProvenance.class, new Reader());
    return m;
  }

  private static final class Writer extends JsonSerializer<PlanProvenance> {
    @Override
    public void serialize(PlanProvenance p, JsonGenerator g, SerializerProvider provider)
        throws IOException {
      LlmPlanning llm = p.extension(LlmPlanning.class).orElse(null);
      AdaptiveSelection selection = p.extension(AdaptiveSelection.class).orElse(null);
      g.writeStartObject();
      g.writeStringField("planner", p.planner());
      g.writeStringField("plannerVersion", p.plannerVersion());
      if (llm != null && llm.model() != null) {
        g.writeStringField("model", llm.model());
      }
      if (llm != null && llm.promptVersion() != null) {
        g.writeStringField("promptVersion", llm.promptVersion());
      }
      if (!p.configuration().isEmpty()) {
        provider.defaultSerializeField("configuration", p.configuration(), g);
      }
      provider.defaultSerializeField("usage", p.usage(), g);
      if (llm != null && !llm.windows().isEmpty()) {
        provider.defaultSerializeField("windows", llm.windows(), g);
      }
      provider.defaultSerializeField("repairs", p.repairs(), g);
      if (selection != null && !selection.candidates().isEmpty()) {
        provider.defaultSerializeField("candidates", selection.candidates(), g);
      }
      if (selection != null && selection.selection() != null) {
        g.writeStringField("selection", selection.selection());
      }
      g.writeEndObject();
    }
  }

  private static final class Reader extends JsonDeserializer<PlanProvenance> {
    @Override
    public PlanProvenance deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      ObjectMapper mapper = (ObjectMapper) parser.getCodec();
      JsonNode n = context.readTree(parser);
      if (n == null || !n.isObject()) {
        throw context.instantiationException(PlanProvenance.class, "provenance is not an object");
      }
      String model = text(n, "model");
      String promptVersion = text(n, "promptVersion");
      List<WindowOutcome> windows = value(mapper, n, "windows",
          new TypeReference<List<WindowOutcome>>() {});
      List<CandidateScore> candidates = value(mapper, n, "candidates",
          new TypeReference<List<CandidateScore>>() {});
      String selection = text(n, "selection");
      List<ProvenanceExtension> extensions = new ArrayList<>(2);
      if (model != null || promptVersion != null || (windows != null && !windows.isEmpty())) {
        extensions.add(new LlmPlanning(model, promptVersion, windows));
      }
      if ((candidates != null && !candidates.isEmpty()) || selection != null) {
        extensions.add(new AdaptiveSelection(candidates, selection));
      }
      return new PlanProvenance(text(n, "planner"), text(n, "plannerVersion"),
          value(mapper, n, "configuration", new TypeReference<Map<String, String>>() {}),
          value(mapper, n, "usage", new TypeReference<Usage>() {}),
          value(mapper, n, "repairs", new TypeReference<PlanIssues>() {}), extensions);
    }

    private static String text(JsonNode n, String field) {
      JsonNode v = n.get(field);
      return v == null || v.isNull() ? null : v.asText();
    }

    private static <T> T value(ObjectMapper mapper, JsonNode n, String field,
        TypeReference<T> type) throws IOException {
      JsonNode v = n.get(field);
      return v == null || v.isNull() ? null : mapper.readerFor(type).readValue(v);
    }
  }
}
