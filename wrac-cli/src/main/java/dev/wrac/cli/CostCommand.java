package dev.wrac.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.error.WracException;
import dev.wrac.llm.ModelPrice;
import dev.wrac.llm.PriceTable;
import dev.wrac.llm.cost.CorpusReferences;
import dev.wrac.llm.cost.CostEstimate;
import dev.wrac.llm.cost.CostReport;
import dev.wrac.llm.cost.DocumentCost;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.ParsedDocument;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac cost}: what planning documents costs with the W-RAC planner and with the agentic
 * baseline, in tokens and dollars, counted without calling a model. The counting is
 * {@link CostEstimate}'s and {@link CostReport}'s (wrac-llm); this class finds the files.
 */
@Command(name = "cost", mixinStandardHelpOptions = true,
    description = {
        "Count the tokens and dollars of planning documents without calling a model.",
        "Documents: files or folders, or every Markdown document of a corpus "
            + "(DIR/datasets/*/md/*.md). Approaches:",
        "  wrac:    input = the W-RAC planner's real prompts; output = the answers that encode "
            + "the embedded planner's plan in the planner's format.",
        "  agentic: input = the baseline's prompt with the full text; output = the recorded "
            + "agentic chunks with --corpus (DIR/reference-chunks/agentic), else the "
            + "documents' own text (the baseline writes it all out again).",
        "  recorded: GPT-4.1's real W-RAC token usage (DIR/reference-chunks/agentic-compact), "
            + "with --corpus, for reference.",
        "Tokens are counted with the default tokenizer (o200k_base)."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:every document counted",
        "1:a document could not be read or parsed (the others were counted)",
        "2:bad option, unknown model, or no documents found"})
final class CostCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(SerializationFeature.INDENT_OUTPUT).build();

  @Parameters(paramLabel = "PATH", arity = "0..*",
      description = "Files or folders to cost (default with --corpus: its Markdown documents).")
  List<Path> paths = new ArrayList<>();

  @Option(names = "--corpus", paramLabel = "DIR",
      description = "A RAG-Multi-Corpus folder (with datasets/ and reference-chunks/): its "
          + "documents unless PATHs are given, and its recorded references.")
  Path corpus;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write the figures as JSON "
      + "to this file (missing folders are created).")
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

  @Override
  public Integer call() throws IOException {
    ModelPrice price = PriceTable.defaults().priceOf(model).orElseThrow(() ->
        new UsageError("--model: no price for '" + model + "'"));
    CostEstimate estimate = estimate();
    Chunker chunker = Wrac.defaults();
    List<Path> files = files(chunker);
    CorpusReferences refs = references(chunker);
    CostReport.Builder report = CostReport.builder(model, price);
    for (Path file : files) {
      ParsedDocument doc;
      try {
        doc = chunker.parse(file);
      } catch (WracException | StackOverflowError e) {
        report.failed();
        System.err.println("error: " + file + ": " + Exit.oneLine(e));
        continue;
      }
      DocumentCost cost = estimate.estimate(doc, chunker.context());
      if (corpus == null) {
        report.add(cost);
      } else {
        report.add(cost, refs.agenticOutputTokens(file, doc.name()),
            refs.recordedUsage(file, doc.name()));
      }
    }
    CostReport result = report.build();
    System.out.print(result.table());
    if (json != null) {
      writeJson(result, chunker);
    }
    return result.failed() == 0 ? Exit.OK : Exit.FAILED;
  }

  private CostEstimate estimate() {
    CostEstimate.Builder b = CostEstimate.builder().fullText(fullText);
    try {
      if (previewTokens != null) {
        b.previewTokens(previewTokens);
      }
      if (windowElements != null) {
        b.windowElements(windowElements);
      }
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
    return b.build();
  }

  /** The PATHs' supported files, or the corpus's Markdown documents; never empty. */
  private List<Path> files(Chunker chunker) throws IOException {
    if (!paths.isEmpty()) {
      InputFiles inputs = InputFiles.expand(paths, chunker.parsers());
      inputs.report();
      if (inputs.files().isEmpty()) {
        throw new UsageError("no documents to cost in " + paths);
      }
      return inputs.files();
    }
    if (corpus == null) {
      throw new UsageError("give files or folders to cost, or --corpus DIR");
    }
    List<Path> files = corpusMarkdown(corpus.resolve("datasets"));
    if (files.isEmpty()) {
      throw new UsageError("no Markdown documents under " + corpus.resolve("datasets")
          + " (expected datasets/<org>/md/*.md)");
    }
    return files;
  }

  private CorpusReferences references(Chunker chunker) throws IOException {
    if (corpus == null) {
      return CorpusReferences.none();
    }
    CorpusReferences refs = CorpusReferences.load(corpus, chunker.context().tokenCounter());
    if (!refs.hasAgenticReference()) {
      System.err.println("warning: no agentic reference chunks in "
          + corpus.resolve("reference-chunks").resolve("agentic"));
    }
    return refs;
  }

  private void writeJson(CostReport result, Chunker chunker) throws IOException {
    Map<String, Object> m = new java.util.LinkedHashMap<>();
    m.put("corpus", corpus == null ? null : corpus.toString());
    m.put("paths", paths.stream().map(Path::toString).toList());
    m.put("tokenizer", chunker.context().tokenCounter().name());
    m.put("promptVersion", LlmPlanner.PROMPT_VERSION);
    m.putAll(result.toMap());
    try (OutputStream o = NamedOutput.open(json)) {
      JSON.writeValue(o, m);
    }
  }

  private static List<Path> corpusMarkdown(Path datasets) throws IOException {
    if (!Files.isDirectory(datasets)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(datasets)) {
      return s.filter(p -> Files.isRegularFile(p) && p.getParent() != null
              && p.getParent().getFileName().toString().equals("md")
              && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md"))
          .sorted().toList();
    }
  }
}
