package dev.wrac.benchmarks;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.StructuralPlanner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Incremental re-chunking on RAG-Multi-Corpus (Markdown): one paragraph edited in each of 20
 * documents (evenly spread over the sorted corpus, the next one where a document has no
 * paragraph; a sentence appended to the middle paragraph of each, the source parsed again), then the corpus re-chunked with
 * {@link Chunker#update} against the previous chunks and from scratch, in the same run:
 * <ul>
 *   <li>the share of chunks in the delta (upserted + deleted, over the new corpus' chunks),
 *       and the refreshed ones (same text, moved) apart;
 *   <li>LLM calls of the re-run with a scripted client (it answers each window with the
 *       embedded planner's plan of it, instantly; no plan cache) against a full re-chunk;
 *   <li>the time of the re-run against a full re-chunk (embedded planner; median of
 *       {@code runs}, parse included and without it).
 * </ul>
 *
 * <pre>
 * java -cp wrac-benchmarks/target/benchmarks.jar dev.wrac.benchmarks.IncrementalReport [runs]
 * java -jar wrac-benchmarks/target/benchmarks.jar incremental [runs]
 * </pre>
 */
public final class IncrementalReport {
  private static final int EDITED = 20;
  private static final String SENTENCE = " This sentence was added by an edit.";

  private IncrementalReport() {}

  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    List<BenchmarkData.Doc> corpus = BenchmarkData.markdown();
    List<String> before = corpus.stream().map(BenchmarkData.Doc::text).toList();
    List<String> after = new ArrayList<>(before);
    for (int k = 0; k < EDITED; k++) {
      int i = k * corpus.size() / EDITED;
      String edited = edit(corpus.get(i).name(), before.get(i));
      while (edited == null) {  // a document without paragraphs: the next one
        i++;
        edited = edit(corpus.get(i).name(), before.get(i));
      }
      after.set(i, edited);
    }
    List<String> names = corpus.stream().map(BenchmarkData.Doc::name).toList();
    Chunker chunker = Wrac.defaults();
    List<ParsedDocument> oldDocs = parse(chunker, names, before);
    List<ParsedDocument> newDocs = parse(chunker, names, after);
    List<List<Chunk>> old = oldDocs.stream().map(chunker::chunk).toList();
    System.out.printf("Corpus: %d Markdown documents, %d edited (one paragraph each)%n",
        corpus.size(), EDITED);
    delta(chunker, old, newDocs);
    llmCalls(oldDocs, newDocs);
    times(chunker, names, after, old, newDocs, runs);
  }

  /** The source with {@link #SENTENCE} appended to its middle paragraph; null without one. */
  static String edit(String name, String source) {
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText(name, source));
    List<Element> paragraphs = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.PARAGRAPH).toList();
    if (paragraphs.isEmpty()) {
      return null;
    }
    int end = paragraphs.get(paragraphs.size() / 2).span().end();
    return source.substring(0, end) + SENTENCE + source.substring(end);
  }

  private static List<ParsedDocument> parse(Chunker chunker, List<String> names,
      List<String> texts) {
    List<ParsedDocument> docs = new ArrayList<>(texts.size());
    for (int i = 0; i < texts.size(); i++) {
      docs.add(chunker.parse(DocumentSource.ofText(names.get(i), texts.get(i))));
    }
    return docs;
  }

  private static void delta(Chunker chunker, List<List<Chunk>> old, List<ParsedDocument> docs) {
    long total = 0;
    long upserted = 0;
    long deleted = 0;
    long refreshed = 0;
    long windows = 0;
    long replanned = 0;
    int differ = 0;
    for (int i = 0; i < docs.size(); i++) {
      ChunkUpdate u = chunker.update(old.get(i), docs.get(i));
      total += u.chunks().size();
      upserted += u.delta().upserted().size();
      deleted += u.delta().deleted().size();
      refreshed += u.delta().refreshed().size();
      windows += u.windows();
      replanned += u.replanned();
      differ += u.chunks().equals(chunker.chunk(docs.get(i))) ? 0 : 1;
    }
    System.out.printf("Chunks after the edit: %d (before: %d)%n", total,
        old.stream().mapToLong(List::size).sum());
    System.out.printf("Delta: %d upserted + %d deleted = %d, %.2f%% of all chunks; "
        + "%d refreshed (same id and text, moved: %.2f%%)%n", upserted, deleted,
        upserted + deleted, 100.0 * (upserted + deleted) / total, refreshed,
        100.0 * refreshed / total);
    System.out.printf("Planning windows re-planned: %d of %d; documents whose update differs "
        + "from a full re-chunk: %d%n", replanned, windows, differ);
  }

  /** Calls of a first run, of an update and of a full re-chunk, scripted client, no cache. */
  private static void llmCalls(List<ParsedDocument> oldDocs, List<ParsedDocument> newDocs) {
    long first = 0;
    long update = 0;
    long full = 0;
    for (int i = 0; i < oldDocs.size(); i++) {
      Scripted a = new Scripted(oldDocs.get(i));
      List<Chunk> old = llmChunker(a).chunk(oldDocs.get(i));
      Scripted b = new Scripted(newDocs.get(i));
      llmChunker(b).update(old, newDocs.get(i));
      Scripted c = new Scripted(newDocs.get(i));
      llmChunker(c).chunk(newDocs.get(i));
      first += a.calls.get();
      update += b.calls.get();
      full += c.calls.get();
    }
    System.out.printf("LLM calls (scripted client): first run %d, full re-chunk %d, "
        + "update %d (%.1f%% of a full re-chunk)%n", first, full, update, 100.0 * update / full);
  }

  private static Chunker llmChunker(LlmClient llm) {
    return Wrac.builder().planner(LlmPlanner.builder(llm).cache(PlanCache.none()).build())
        .build();
  }

  private static void times(Chunker chunker, List<String> names, List<String> texts,
      List<List<Chunk>> old, List<ParsedDocument> docs, int runs) {
    double[] full = new double[runs];
    double[] update = new double[runs];
    double[] fullPlan = new double[runs];
    double[] updatePlan = new double[runs];
    long sink = 0;
    for (int r = -2; r < runs; r++) {  // two warm-up rounds
      long t0 = System.nanoTime();
      for (ParsedDocument d : parse(chunker, names, texts)) {
        sink += chunker.chunk(d).size();
      }
      long t1 = System.nanoTime();
      List<ParsedDocument> parsed = parse(chunker, names, texts);
      for (int i = 0; i < parsed.size(); i++) {
        sink += chunker.update(old.get(i), parsed.get(i)).chunks().size();
      }
      long t2 = System.nanoTime();
      for (ParsedDocument d : docs) {
        sink += chunker.chunk(d).size();
      }
      long t3 = System.nanoTime();
      for (int i = 0; i < docs.size(); i++) {
        sink += chunker.update(old.get(i), docs.get(i)).chunks().size();
      }
      long t4 = System.nanoTime();
      if (r >= 0) {
        full[r] = (t1 - t0) / 1e6;
        update[r] = (t2 - t1) / 1e6;
        fullPlan[r] = (t3 - t2) / 1e6;
        updatePlan[r] = (t4 - t3) / 1e6;
      }
    }
    System.out.printf("Time, embedded planner, median (fastest) of %d runs (checksum %d):%n",
        runs, sink);
    System.out.printf("  parse + full re-chunk %.1f (%.1f) ms, parse + update %.1f (%.1f) ms: "
        + "ratio %.2f (%.2f)%n", median(full), min(full), median(update), min(update),
        median(update) / median(full), min(update) / min(full));
    System.out.printf("  full re-chunk %.1f (%.1f) ms, update %.1f (%.1f) ms (parsed documents):"
        + " ratio %.2f (%.2f)%n", median(fullPlan), min(fullPlan), median(updatePlan),
        min(updatePlan), median(updatePlan) / median(fullPlan), min(updatePlan) / min(fullPlan));
  }

  private static double min(double[] values) {
    return Arrays.stream(values).min().orElse(Double.NaN);
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v[v.length / 2];
  }

  /**
   * The LLM double: answers each window of one document with the embedded planner's plan of
   * that window (read from the real prompt's element lines), instantly, and counts calls.
   */
  static final class Scripted implements LlmClient {
    final AtomicLong calls = new AtomicLong();
    private final ParsedDocument doc;

    Scripted(ParsedDocument doc) {
      this.doc = doc;
    }

    @Override
    public String model() {
      return "scripted";
    }

    @Override
    public LlmResponse complete(LlmRequest request) {
      calls.incrementAndGet();
      int from = Integer.MAX_VALUE;
      int to = -1;
      boolean elements = false;
      for (String line : request.user().split("\n")) {
        if (line.equals("Elements:")) {
          elements = true;
        } else if (elements && !line.isBlank()) {
          String id = line.split(" ", 2)[0];
          if (!ElementId.isValid(id) || !doc.contains(ElementId.of(id))) {
            break;
          }
          int at = doc.indexOf(ElementId.of(id));
          from = Math.min(from, at);
          to = Math.max(to, at + 1);
        }
      }
      String answer = LlmPlanner.encodeAnswer(doc, StructuralPlanner.create()
          .plan(doc, PlanningContext.defaults(), from, to).chunks());
      return new LlmResponse(answer, FinishReason.STOP, "scripted", Usage.ofCall(0, 0, 0));
    }
  }
}
