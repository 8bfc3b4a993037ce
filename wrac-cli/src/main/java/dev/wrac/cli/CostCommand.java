package dev.wrac.cli;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.ModelPrice;
import dev.wrac.llm.PriceTable;
import dev.wrac.llm.plan.AgenticPlanner;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.plan.PlanningContext;
import dev.wrac.plan.PlanningWindow;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.tokens.TokenCounter;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code wrac cost}: what planning a corpus costs with the W-RAC planner and with the agentic
 * baseline, in tokens and dollars, counted without calling a model.
 */
@Command(name = "cost", mixinStandardHelpOptions = true,
    description = {
        "Count the tokens and dollars of planning every Markdown document of a corpus "
            + "(DIR/datasets/*/md/*.md), without calling a model:",
        "  wrac:    input = the W-RAC planner's real prompts; output = the answers that encode "
            + "the embedded planner's plan in the planner's format.",
        "  agentic: input = the baseline's prompt with the full text; output = the recorded "
            + "agentic chunks (DIR/reference-chunks/agentic).",
        "  recorded: GPT-4.1's real W-RAC token usage (DIR/reference-chunks/agentic-compact), "
            + "for reference.",
        "Tokens are counted with the default tokenizer (o200k_base)."})
final class CostCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
      .enable(SerializationFeature.INDENT_OUTPUT).build();

  @Option(names = "--corpus", paramLabel = "DIR", required = true,
      description = "The RAG-Multi-Corpus folder (with datasets/ and reference-chunks/).")
  Path corpus;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write the figures as JSON.")
  Path json;

  @Option(names = "--model", paramLabel = "NAME", defaultValue = "gpt-4.1",
      description = "Model whose prices apply (default gpt-4.1: $2.00/M in, $0.50/M cached, "
          + "$8.00/M out).")
  String model;

  @Option(names = "--preview-tokens", paramLabel = "N",
      description = "Text tokens shown per element in the W-RAC prompt (default 12).")
  Integer previewTokens;

  @Option(names = "--full-text", description = "Send whole element texts in the W-RAC prompt.")
  boolean fullText;

  @Option(names = "--window-elements", paramLabel = "N",
      description = "Elements per W-RAC planning window (default 60).")
  Integer windowElements;

  /** The W-RAC planner is only asked for its prompts here: a call would be a bug. */
  private static final LlmClient NO_CALLS = new LlmClient() {
    @Override
    public LlmResponse complete(LlmRequest request) {
      throw new LlmPermanentException("wrac cost makes no LLM call");
    }

    @Override
    public String model() {
      return "cost-estimate";
    }
  };

  /** Token totals of one approach. */
  private static final class Totals {
    long documents;
    long calls;
    long input;
    long output;

    void add(long in, long out, long n) {
      documents++;
      input += in;
      output += out;
      calls += n;
    }

    Map<String, Object> json(ModelPrice price) {
      Map<String, Object> m = new LinkedHashMap<>();
      double usd = price.usd(new Usage(calls, input, 0, output));
      m.put("documents", documents);
      m.put("calls", calls);
      m.put("inputTokens", input);
      m.put("outputTokens", output);
      m.put("inputTokensPerDoc", round(documents == 0 ? 0 : input / (double) documents));
      m.put("outputTokensPerDoc", round(documents == 0 ? 0 : output / (double) documents));
      m.put("usd", Math.round(usd * 10_000) / 10_000.0);
      m.put("usdPerDoc", documents == 0 ? 0 : Math.round(usd / documents * 1_000_000) / 1_000_000.0);
      return m;
    }
  }

  @Override
  public Integer call() throws IOException {
    List<Path> files = markdownFiles(corpus.resolve("datasets"));
    if (files.isEmpty()) {
      System.err.println("error: no Markdown documents under " + corpus.resolve("datasets")
          + " (expected datasets/<org>/md/*.md)");
      return 2;
    }
    ModelPrice price = PriceTable.defaults().priceOf(model).orElseThrow(() ->
        new IllegalArgumentException("No price for model '" + model + "'"));
    Chunker chunker = Wrac.defaults();
    PlanningContext context = chunker.context();
    TokenCounter tokens = context.tokenCounter();
    LlmPlanner.Builder b = LlmPlanner.builder(NO_CALLS).fullText(fullText);
    if (previewTokens != null) {
      b.previewTokens(previewTokens);
    }
    if (windowElements != null) {
      b.windowElements(windowElements);
    }
    LlmPlanner wrac = b.build();
    AgenticPlanner agentic = AgenticPlanner.using(NO_CALLS);
    Map<String, Long> agenticOutput = agenticReference(corpus.resolve("reference-chunks")
        .resolve("agentic"), tokens);
    Map<String, Usage> recorded = recordedUsage(corpus.resolve("reference-chunks")
        .resolve("agentic-compact"));

    Totals w = new Totals();
    Totals a = new Totals();
    Totals r = new Totals();
    int failed = 0;
    for (Path file : files) {
      ParsedDocument doc;
      try {
        doc = chunker.parse(file);
      } catch (RuntimeException e) {
        failed++;
        System.err.println("error: " + file + ": " + e.getMessage());
        continue;
      }
      List<PlanningWindow> windows = wrac.windows(doc, context);
      long in = 0;
      long out = 0;
      for (PlanningWindow window : windows) {
        LlmRequest request = wrac.request(doc, context, window, windows.size());
        in += tokens.count(request.system()) + tokens.count(request.user());
        out += tokens.count(LlmPlanner.encodeAnswer(doc, StructuralPlanner.create()
            .plan(doc, context, window.from(), window.to()).chunks()));
      }
      w.add(in, out, windows.size());
      String org = org(file.getParent().getParent().getFileName().toString());
      Long reference = agenticOutput.get(org + "/" + key(doc.name()));
      if (reference != null) {
        LlmRequest request = agentic.request(doc, context);
        a.add(tokens.count(request.system()) + tokens.count(request.user()), reference, 1);
      }
      Usage u = recorded.get(org + "/" + key(doc.name()));
      if (u != null) {
        r.add(u.inputTokens(), u.outputTokens(), u.llmCalls());
      }
    }

    Map<String, Object> result = new LinkedHashMap<>();
    result.put("corpus", corpus.toString());
    result.put("documents", w.documents);
    result.put("failedDocuments", failed);
    result.put("tokenizer", tokens.name());
    result.put("model", model);
    Map<String, Object> prices = new LinkedHashMap<>();
    prices.put("inputPerMillion", price.inputPerMillion());
    prices.put("cachedInputPerMillion", price.cachedInputPerMillion());
    prices.put("outputPerMillion", price.outputPerMillion());
    result.put("prices", prices);
    result.put("promptVersion", LlmPlanner.PROMPT_VERSION);
    result.put("wrac", w.json(price));
    result.put("agentic", a.json(price));
    result.put("recordedWrac", r.json(price));
    System.out.printf(Locale.ROOT, "%d documents (%d failed), prices of %s per million tokens: "
        + "$%.2f in, $%.2f out%n", w.documents, failed, model, price.inputPerMillion(),
        price.outputPerMillion());
    System.out.printf(Locale.ROOT, "%-28s %6s %10s %11s %10s%n", "approach", "docs",
        "input/doc", "output/doc", "USD");
    row("wrac (this planner)", w, price);
    row("agentic (reference chunks)", a, price);
    row("recorded GPT-4.1 W-RAC", r, price);
    if (json != null) {
      Path parent = json.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      JSON.writeValue(json.toFile(), result);
    }
    return failed == 0 ? 0 : 1;
  }

  private static void row(String name, Totals t, ModelPrice price) {
    Map<String, Object> m = t.json(price);
    System.out.printf(Locale.ROOT, "%-28s %6d %10.1f %11.1f %10.4f%n", name, t.documents,
        (Double) m.get("inputTokensPerDoc"), (Double) m.get("outputTokensPerDoc"),
        (Double) m.get("usd"));
  }

  private static double round(double v) {
    return Math.round(v * 10) / 10.0;
  }

  /**
   * The organisation of a dataset folder or reference file, by its first word ("ZX Bank" and
   * "zx_bank_prompt_chunks.json" are both "zx"): two organisations have documents of the same
   * name.
   */
  static String org(String name) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("[A-Za-z]+").matcher(name);
    return m.find() ? m.group().toLowerCase(Locale.ROOT) : "";
  }

  static String key(String fileName) {
    return dev.wrac.llm.plan.ReplayPlanner.nameKey(fileName);
  }

  private static List<Path> markdownFiles(Path datasets) throws IOException {
    if (!Files.isDirectory(datasets)) {
      return List.of();
    }
    List<Path> files = new ArrayList<>();
    try (Stream<Path> s = Files.walk(datasets)) {
      s.filter(p -> Files.isRegularFile(p) && p.getParent() != null
              && p.getParent().getFileName().toString().equals("md")
              && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md"))
          .sorted().forEach(files::add);
    }
    return files;
  }

  /** Output tokens of the recorded agentic chunks per document (JSON lines files). */
  private static Map<String, Long> agenticReference(Path dir, TokenCounter tokens)
      throws IOException {
    Map<String, Long> out = new HashMap<>();
    if (!Files.isDirectory(dir)) {
      System.err.println("warning: no agentic reference chunks in " + dir);
      return out;
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path f : files) {
      try (BufferedReader reader = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
        String line;
        while ((line = reader.readLine()) != null) {
          if (line.isBlank()) {
            continue;
          }
          JsonNode node = JSON.readTree(line);
          long sum = 0;
          for (JsonNode chunk : node.path("chunks")) {
            sum += tokens.count(chunk.asText(""));
          }
          out.putIfAbsent(org(f.getFileName().toString()) + "/"
              + key(node.path("file_name").asText("")), sum);
        }
      }
    }
    return out;
  }

  /** GPT-4.1's recorded W-RAC usage per document. */
  private static Map<String, Usage> recordedUsage(Path dir) throws IOException {
    Map<String, Usage> out = new HashMap<>();
    if (!Files.isDirectory(dir)) {
      return out;
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path f : files) {
      for (JsonNode doc : JSON.readTree(f.toFile())) {
        JsonNode u = doc.path("token_usage");
        if (u.isObject()) {
          out.putIfAbsent(org(f.getFileName().toString()) + "/"
              + key(doc.path("filename").asText("")), Usage.ofCall(
              u.path("input_tokens").asLong(0),
              u.path("input_tokens_details").path("cached_tokens").asLong(0),
              u.path("output_tokens").asLong(0)));
        }
      }
    }
    return out;
  }
}
