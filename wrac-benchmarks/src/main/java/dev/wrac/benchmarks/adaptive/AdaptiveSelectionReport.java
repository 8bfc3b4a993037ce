package dev.wrac.benchmarks.adaptive;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.Wrac;
import dev.wrac.adaptive.AdaptivePlanner;
import dev.wrac.adaptive.CandidateOutcome;
import dev.wrac.adaptive.CandidatePlan;
import dev.wrac.adaptive.ContextualCoherence;
import dev.wrac.adaptive.DocumentAnalysis;
import dev.wrac.adaptive.IntrinsicMetric;
import dev.wrac.adaptive.ScoredCandidate;
import dev.wrac.context.PlanningContext;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.embed.CachingEmbedder;
import dev.wrac.embed.Embedder;
import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The adaptive planner's selection on a corpus, measured: every candidate's five metric scores
 * before and after size post-processing, the share of documents each candidate wins, the time
 * per document of each step and metric, and the embedding cache's hits and misses.
 *
 * <pre>
 * java -cp wrac-benchmarks/target/benchmarks.jar dev.wrac.benchmarks.adaptive.AdaptiveSelectionReport \
 *     CORPUS OUT [CACHE_DIR [CANDIDATES]]
 * </pre>
 * CORPUS is RAG-Multi-Corpus (the Markdown of {@code datasets/ORG/md/}); OUT receives
 * {@code scores.csv} (org, doc, tokens (the document's content tokens), phase raw|post, candidate,
 * chunks, SC, BI, ICC, DCC, RC),
 * {@code timings.csv} (ms per document and step) and {@code chunks/CANDIDATE.jsonl} (each
 * candidate's post-processed chunks as {@code {"doc","text","tokens"}} with the embed text and its
 * tokens, for
 * {@code wrac bench --strategies jsonl:FILE}); the summary goes to standard output. CACHE_DIR
 * defaults to {@code ~/.cache/wrac/embeddings}: run twice on an empty directory to see the cold
 * cost and the re-run hit rate. CANDIDATES, comma-separated planner specs, replaces the adaptive
 * planner's default candidates.
 */
public final class AdaptiveSelectionReport {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] STEPS = {"plan", "coref", "embedSentences", "embedChunks",
      "embedWindows", "SC", "BI", "ICC", "DCC", "RC", "select"};

  private AdaptiveSelectionReport() {}

  public static void main(String[] args) throws IOException {
    Path corpus = Path.of(args[0]);
    Path out = Path.of(args[1]);
    Path cache = args.length > 2 ? Path.of(args[2])
        : Embedder.defaultCacheDirectory();
    Files.createDirectories(out.resolve("chunks"));
    CachingEmbedder embedder = new CachingEmbedder(BgeSmallEmbedder.create(), cache);
    AdaptivePlanner.Builder builder = AdaptivePlanner.builder().embedder(embedder);
    if (args.length > 3) {
      builder.candidates(args[3].split(","));
    }
    AdaptivePlanner planner = builder.build();
    PlanningContext context = planner.planningContext(PlanningContext.defaults());
    Map<String, Writer> chunkFiles = new LinkedHashMap<>();
    planner.candidates().forEach(c -> chunkFiles.put(c.name(), null));
    Map<String, double[]> timings = new LinkedHashMap<>();
    Map<String, Integer> wins = new TreeMap<>();
    long start = System.nanoTime();
    try (Writer scores = Files.newBufferedWriter(out.resolve("scores.csv"));
        Writer times = Files.newBufferedWriter(out.resolve("timings.csv"))) {
      scores.write("org,doc,tokens,phase,candidate,chunks,SC,BI,ICC,DCC,RC\n");
      times.write("org,doc,elements,sentences," + String.join(",", STEPS) + "\n");
      for (Path orgDir : list(corpus.resolve("datasets"))) {
        for (Path file : list(orgDir.resolve("md"))) {
          String org = orgDir.getFileName().toString();
          ParsedDocument doc = Wrac.parse(file);
          double[] t = new double[STEPS.length];
          Map<String, List<ScoredCandidate>> phases = measure(planner, doc, context, t);
          int tokens = doc.elements().stream().mapToInt(dev.wrac.model.Element::contentTokens)
              .sum();
          for (Map.Entry<String, List<ScoredCandidate>> e : phases.entrySet()) {
            for (ScoredCandidate s : e.getValue()) {
              scores.write(csv(org) + "," + csv(doc.name()) + "," + tokens + "," + e.getKey() + ","
                  + s.candidate().name() + "," + s.candidate().chunks().size()
                  + s.scores().values().stream().map(v -> String.format(Locale.ROOT, ",%.5f", v))
                      .reduce("", String::concat) + "\n");
            }
          }
          for (ScoredCandidate s : phases.get("post")) {
            writeChunks(out, chunkFiles, s.candidate());
          }
          wins.merge(planner.select(doc, context).best().candidate().name(), 1, Integer::sum);
          times.write(csv(org) + "," + csv(doc.name()) + "," + doc.size() + ","
              + DocumentAnalysis.of(doc, context.tokenCounter(), embedder,
                  new dev.wrac.adaptive.RuleBasedCoreferenceResolver()).sentences().size());
          for (double v : t) {
            times.write(String.format(Locale.ROOT, ",%.2f", v));
          }
          times.write("\n");
          timings.put(org + "/" + doc.name(), t);
        }
      }
    } finally {
      for (Writer w : chunkFiles.values()) {
        if (w != null) {
          w.close();
        }
      }
    }
    summary(timings, wins, embedder, (System.nanoTime() - start) / 1e9);
  }

  /** Raw and post-processed scores, with each step's time (ms) added to {@code t}. */
  private static Map<String, List<ScoredCandidate>> measure(AdaptivePlanner planner,
      ParsedDocument doc, PlanningContext context, double[] t) {
    Map<String, List<ScoredCandidate>> phases = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    DocumentAnalysis timed = planner.analyse(doc, context);
    List<CandidatePlan> post =
        CandidateOutcome.plans(planner.candidatePlans(timed, context, true));
    t[0] += ms(t0);
    t0 = System.nanoTime();
    timed.references();
    t[1] += ms(t0);
    t0 = System.nanoTime();
    timed.sentenceVectors();
    t[2] += ms(t0);
    t0 = System.nanoTime();
    timed.vectors(post.stream().flatMap(p -> p.chunks().stream()).map(Chunk::embedText)
        .toList());
    t[3] += ms(t0);
    t0 = System.nanoTime();
    ContextualCoherence dcc = new ContextualCoherence();
    timed.vectors(post.stream().flatMap(p -> dcc.windows(timed, p).stream()).toList());
    t[4] += ms(t0);
    for (int m = 0; m < planner.metrics().size(); m++) {
      IntrinsicMetric metric = planner.metrics().get(m);
      t0 = System.nanoTime();
      post.forEach(p -> metric.score(timed, p));
      t[5 + m] += ms(t0);
    }
    t0 = System.nanoTime();
    planner.select(doc, context);
    t[10] += ms(t0);
    DocumentAnalysis shared = planner.analyse(doc, context);
    phases.put("raw", planner.score(shared,
        CandidateOutcome.plans(planner.candidatePlans(shared, context, false))));
    phases.put("post", planner.score(shared,
        CandidateOutcome.plans(planner.candidatePlans(shared, context, true))));
    return phases;
  }

  private static void writeChunks(Path out, Map<String, Writer> files, CandidatePlan p) {
    try {
      Writer w = files.get(p.name());
      if (w == null) {
        w = Files.newBufferedWriter(out.resolve("chunks").resolve(
            p.name().replace(':', '-') + ".jsonl"), StandardCharsets.UTF_8);
        files.put(p.name(), w);
      }
      for (Chunk c : p.chunks()) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("doc", c.document());
        line.put("text", c.embedText());
        line.put("tokens", c.embedTokens());
        w.write(JSON.writeValueAsString(line));
        w.write("\n");
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void summary(Map<String, double[]> timings, Map<String, Integer> wins,
      CachingEmbedder embedder, double seconds) {
    int docs = timings.size();
    System.out.printf(Locale.ROOT, "%d documents in %.1f s%n", docs, seconds);
    System.out.println("wins (equal weights, post-processed): " + wins);
    System.out.println("mean ms per document:");
    for (int i = 0; i < STEPS.length; i++) {
      double sum = 0;
      List<Double> all = new ArrayList<>();
      for (double[] t : timings.values()) {
        sum += t[i];
        all.add(t[i]);
      }
      all.sort(Double::compare);
      System.out.printf(Locale.ROOT, "  %-15s mean %8.1f  median %8.1f  max %8.1f%n", STEPS[i],
          sum / docs, all.get(docs / 2), all.get(docs - 1));
    }
    long hits = embedder.hits();
    long misses = embedder.embedded();
    System.out.printf(Locale.ROOT, "embedding cache: %d hits, %d embedded, hit rate %.4f%n",
        hits, misses, hits / (double) Math.max(1, hits + misses));
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".md")).sorted()
          .toList();
    }
  }

  private static double ms(long t0) {
    return (System.nanoTime() - t0) / 1e6;
  }

  private static String csv(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

}
