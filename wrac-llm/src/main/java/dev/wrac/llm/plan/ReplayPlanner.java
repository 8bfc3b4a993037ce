package dev.wrac.llm.plan;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.context.PlanningContext;
import dev.wrac.error.WracException;
import dev.wrac.llm.plan.internal.PlanPrompt;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.validate.PlanValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Replays recorded W-RAC answers of a real model (GPT-4.1's plans in RAG-Multi-Corpus's
 * {@code reference-chunks/agentic-compact/} files) through this library's validation and
 * repair: the one way to measure the pipeline with a real model's decisions without calling
 * one.
 *
 * <pre>{@code
 * ChunkPlanner replay = ReplayPlanner.load(Path.of("../shared/rag-multi-corpus/reference-chunks/agentic-compact"));
 * ChunkPlan plan = Wrac.builder().planner(replay).build().plan(doc);   // wrac chunk --planner replay:DIR
 * }</pre>
 *
 * <p>Recorded elements ({@code structure_map_output}: {@code id}, {@code text}, 0-based
 * {@code line}) are matched to this library's elements by source line, confirmed by text
 * (one contains the other once whitespace is collapsed; otherwise the recorded element whose
 * text contains ours is searched). A recorded element may cover several of ours (a whole list
 * or table), so each recorded ID stands for all of our elements matched to it. The model's
 * groups ({@code gpt_chunks}) become our IDs in that way and go through
 * {@link PlanValidator#repairIds}: elements the model left out come back in fallback chunks.
 * The provenance records the model, the recorded token usage and the repairs; a document
 * without a recorded answer is planned by {@link StructuralPlanner} ({@code FELL_BACK}).
 * Documents are found by file name as {@link #nameKey} says.
 */
public final class ReplayPlanner implements ChunkPlanner {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(
      ReplayPlanner.class);
  /** The planner's name in provenance and {@code --planner replay:PATH}. */
  public static final String NAME = "replay";
  /** The planner's version. */
  public static final String VERSION = "1";
  /** What the recorded answers were made with: the authors' W-RAC prompt. */
  public static final String PROMPT_VERSION = "recorded-w-rac";
  /** The model the RAG-Multi-Corpus answers were recorded with. */
  public static final String RECORDED_MODEL = "gpt-4.1";

  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

  private final Path source;
  private final Map<String, List<Recorded>> byName;

  /** One recorded document: its elements and the model's answer. */
  private record Recorded(String fileName, List<RecordedElement> elements,
      List<List<String>> chunks, Usage usage) {}

  private record RecordedElement(String id, String text, int line) {}

  private ReplayPlanner(Path source, Map<String, List<Recorded>> byName) {
    this.source = source;
    this.byName = byName;
  }

  /**
   * Loads every {@code .json} file in {@code fileOrFolder} (or that one file).
   *
   * @throws WracException naming the file if one cannot be read or has the wrong shape
   */
  public static ReplayPlanner load(Path fileOrFolder) {
    List<Path> files = new ArrayList<>();
    if (Files.isDirectory(fileOrFolder)) {
      try (Stream<Path> s = Files.walk(fileOrFolder)) {
        s.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted()
            .forEach(files::add);
      } catch (IOException e) {
        throw new WracException("Cannot list replay folder " + fileOrFolder + ": "
            + e.getMessage(), e);
      }
    } else if (Files.isRegularFile(fileOrFolder)) {
      files.add(fileOrFolder);
    } else {
      throw new WracException("Replay source " + fileOrFolder + " does not exist");
    }
    Map<String, List<Recorded>> byName = new TreeMap<>();
    for (Path file : files) {
      for (Recorded r : read(file)) {
        byName.computeIfAbsent(key(r.fileName), k -> new ArrayList<>()).add(r);
      }
    }
    if (byName.isEmpty()) {
      throw new WracException("Replay source " + fileOrFolder + " holds no recorded plans "
          + "(expected JSON arrays of {filename, structure_map_output, gpt_chunks})");
    }
    return new ReplayPlanner(fileOrFolder, Collections.unmodifiableMap(byName));
  }

  private static List<Recorded> read(Path file) {
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new WracException("Cannot read replay file " + file + ": " + e.getMessage(), e);
    }
    if (root == null || !root.isArray()) {
      throw new WracException("Replay file " + file + " is not a JSON array of recorded plans");
    }
    List<Recorded> out = new ArrayList<>();
    for (JsonNode doc : root) {
      String name = doc.path("filename").asText(null);
      if (name == null) {
        throw new WracException("Replay file " + file + ": an entry has no 'filename'");
      }
      List<RecordedElement> elements = new ArrayList<>();
      for (JsonNode e : doc.path("structure_map_output")) {
        elements.add(new RecordedElement(e.path("id").asText(), e.path("text").asText(""),
            e.path("line").asInt(-1)));
      }
      elements.sort(Comparator.comparingInt(RecordedElement::line));
      List<List<String>> chunks = null;
      JsonNode answer = doc.path("gpt_chunks");
      if (answer.isTextual()) {
        answer = dev.wrac.llm.plan.internal.LenientJson.find(answer.asText()).orElse(null);
      }
      if (answer != null && answer.path("chunks").isArray()) {
        chunks = new ArrayList<>();
        for (JsonNode group : answer.path("chunks")) {
          List<String> ids = new ArrayList<>();
          group.forEach(id -> ids.add(id.asText()));
          chunks.add(ids);
        }
      }
      JsonNode u = doc.path("token_usage");
      long in = Math.max(0, u.path("input_tokens").asLong(0));
      long cached = Math.min(in, Math.max(0,
          u.path("input_tokens_details").path("cached_tokens").asLong(0)));
      Usage usage = u.isObject() ? Usage.ofCall(in, cached,
          Math.max(0, u.path("output_tokens").asLong(0))) : Usage.ZERO;
      out.add(new Recorded(name, elements, chunks, usage));
    }
    return out;
  }

  private static String key(String fileName) {
    return nameKey(fileName);
  }

  /**
   * How recorded file names are matched to documents: case, surrounding spaces and characters
   * other than letters, digits, spaces, {@code .} and {@code -} are ignored (a recorded
   * {@code 24_7} matches a file named {@code 24:7}).
   */
  public static String nameKey(String fileName) {
    return fileName.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} .\\-]", "_");
  }

  @Override
  public String name() {
    return NAME;
  }

  /** The file names of the recorded documents. */
  public List<String> documents() {
    return byName.values().stream().flatMap(List::stream).map(Recorded::fileName).toList();
  }

  /** Whether a recorded answer exists for {@code doc}. */
  public boolean hasRecordFor(ParsedDocument doc) {
    return byName.containsKey(key(doc.name()));
  }

  /**
   * The record for {@code doc}: by name, and among records of the same name (two
   * organisations may both have an "Awards & Recognitions.md") the one most of whose elements
   * agree with the document's.
   */
  private Recorded recordFor(ParsedDocument doc) {
    List<Recorded> candidates = byName.get(key(doc.name()));
    if (candidates == null) {
      return null;
    }
    Recorded best = candidates.get(0);
    int bestMapped = -1;
    for (Recorded r : candidates) {
      int mapped = candidates.size() == 1 ? 0
          : mapElements(doc, r).values().stream().mapToInt(List::size).sum();
      if (mapped > bestMapped) {
        best = r;
        bestMapped = mapped;
      }
    }
    return best;
  }

  /**
   * The recorded answer for {@code doc} written in our IDs, before repair (unmapped recorded
   * IDs kept as written), or empty if there is no recorded answer.
   */
  public Optional<List<List<String>>> mappedAnswer(ParsedDocument doc) {
    Recorded r = recordFor(doc);
    if (r == null || r.chunks == null) {
      return Optional.empty();
    }
    Map<String, List<String>> ours = mapElements(doc, r);
    List<List<String>> groups = new ArrayList<>();
    for (List<String> chunk : r.chunks) {
      List<String> ids = new ArrayList<>();
      for (String recorded : chunk) {
        List<String> mapped = ours.get(recorded);
        if (mapped == null) {
          ids.add(recorded);  // not an element of the record: unknown
        } else {
          ids.addAll(mapped);
        }
      }
      groups.add(ids);
    }
    return Optional.of(groups);
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    ChunkPlan plan = planOnce(doc, context);
    plan.provenance().windows().forEach(context.listener()::windowPlanned);
    return plan;
  }

  private ChunkPlan planOnce(ParsedDocument doc, PlanningContext context) {
    Recorded r = recordFor(doc);
    if (r == null) {
      throw new WracException("No recorded plan for '" + doc.name() + "' in " + source + " ("
          + documents().size() + " documents recorded)");
    }
    Optional<List<List<String>>> answer = mappedAnswer(doc);
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("source", source.getFileName() == null ? source.toString()
        : source.getFileName().toString());
    configuration.put("fallbackPlanner", StructuralPlanner.NAME + ":" + StructuralPlanner.VERSION);
    if (doc.isEmpty()) {
      return ChunkPlan.of(doc, List.of(), new PlanProvenance(NAME, VERSION, RECORDED_MODEL,
          PROMPT_VERSION, configuration, r.usage, List.of(), PlanIssues.NONE));
    }
    ElementId first = doc.elements().get(0).id();
    ElementId last = doc.elements().get(doc.size() - 1).id();
    if (answer.isEmpty()) {
      ChunkPlan fallback = StructuralPlanner.create().plan(doc, context);
      PlanProvenance provenance = new PlanProvenance(NAME, VERSION, RECORDED_MODEL,
          PROMPT_VERSION, configuration, r.usage, List.of(new WindowOutcome(0, first, last,
          Outcome.FELL_BACK, r.usage, "no recorded answer")), PlanIssues.NONE);
      LlmPlanner.warnIfFellBack(LOG, doc, provenance);
      return fallback.withProvenance(provenance);
    }
    PlanValidator.Repair repair = PlanValidator.repairIds(doc, answer.get(), context);
    PlanIssues issues = repair.issues();
    WindowOutcome window = new WindowOutcome(0, first, last,
        issues.isEmpty() ? Outcome.ACCEPTED : Outcome.REPAIRED, r.usage,
        issues.isEmpty() ? null : "repaired: " + issues.summary());
    return ChunkPlan.of(doc, repair.chunks(), new PlanProvenance(NAME, VERSION, RECORDED_MODEL,
        PROMPT_VERSION, configuration, r.usage, List.of(window), issues));
  }

  /** Recorded ID to our element IDs (document order), by source line confirmed by text. */
  private static Map<String, List<String>> mapElements(ParsedDocument doc, Recorded r) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (RecordedElement re : r.elements) {
      out.put(re.id, new ArrayList<>());
    }
    List<String> normalized = r.elements.stream().map(e -> PlanPrompt.oneLine(e.text)).toList();
    for (Element e : doc.elements()) {
      int line = e.span().line() - 1;
      String ours = PlanPrompt.oneLine(e.label());
      String oursRaw = PlanPrompt.oneLine(e.text());
      int match = -1;
      int at = lastAtOrBefore(r.elements, line);
      if (at >= 0 && agrees(ours, oursRaw, normalized.get(at))) {
        match = at;
      } else {
        for (int k = 0; k < normalized.size() && match < 0; k++) {
          if (agrees(ours, oursRaw, normalized.get(k))) {
            match = k;
          }
        }
      }
      if (match >= 0) {
        out.get(r.elements.get(match).id).add(e.id().value());
      }
    }
    return out;
  }

  private static int lastAtOrBefore(List<RecordedElement> elements, int line) {
    int found = -1;
    for (int k = 0; k < elements.size(); k++) {
      if (elements.get(k).line <= line) {
        found = k;
      } else {
        break;
      }
    }
    return found;
  }

  private static boolean agrees(String label, String text, String recorded) {
    if (recorded.isEmpty() || label.isEmpty()) {
      return false;
    }
    return recorded.contains(label) || recorded.contains(text) || text.contains(recorded);
  }

  @Override
  public String toString() {
    return "ReplayPlanner[" + source + ", " + documents().size() + " documents]";
  }
}
