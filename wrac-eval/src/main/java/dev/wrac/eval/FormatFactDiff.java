package dev.wrac.eval;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The supporting facts that one format's chunks hold and the other format's chunks do not: a
 * tool to find why the same documents, saved in two formats, retrieve differently. A chunk holds
 * a fact as the {@link Judge} decides it, on the chunk's {@link Chunk#embedText()}; facts are
 * grounded in each format's own {@link BenchDocument#visibleText()}.
 *
 * <pre>{@code
 * List<FormatFactDiff.Difference> diff = FormatFactDiff.of(
 *     Path.of("rag-multi-corpus"), "md", "html", Wrac.defaults());
 * }</pre>
 * From the command line: {@code java -cp wrac-bench.jar dev.wrac.eval.FormatFactDiff <corpus>
 * [formatA formatB]} prints one line per difference.
 */
public final class FormatFactDiff {
  private FormatFactDiff() {}

  /**
   * A fact held by the chunks of one format only.
   *
   * @param organisation the organisation
   * @param fact         the fact
   * @param heldBy       the format whose chunks hold it
   * @param missing      in the other format, the grounded words its best chunk (the one holding
   *                     the most of them) lacks; empty when the fact is not judgeable there
   * @param bestChunk    that best chunk's embed text, or {@code ""}
   */
  public record Difference(String organisation, SupportingFact fact, String heldBy,
      List<String> missing, String bestChunk) {
    public Difference {
      Objects.requireNonNull(organisation, "organisation");
      Objects.requireNonNull(fact, "fact");
      missing = List.copyOf(missing);
    }
  }

  /** The facts of RAG-Multi-Corpus at {@code root} held in one of two formats only. */
  public static List<Difference> of(Path root, String formatA, String formatB, Chunker chunker) {
    BenchCorpus a = BenchCorpus.ragMultiCorpus(root, formatA, List.of());
    BenchCorpus b = BenchCorpus.ragMultiCorpus(root, formatB, List.of());
    Judge judge = Judge.standard();
    Map<String, Map<String, List<String>>> chunksA = chunks(a, chunker);
    Map<String, Map<String, List<String>>> chunksB = chunks(b, chunker);
    Map<String, Map<String, Set<String>>> wordsA = judge.visibleWords(a);
    Map<String, Map<String, Set<String>>> wordsB = judge.visibleWords(b);
    List<Difference> out = new ArrayList<>();
    Set<BenchQuery> queries = new LinkedHashSet<>(a.queries());
    Set<SupportingFact> seen = new java.util.HashSet<>();
    for (BenchQuery q : queries) {
      for (SupportingFact f : q.facts()) {
        if (!seen.add(f)) {
          continue;
        }
        String key = DocumentNames.key(f.document());
        Judge.Fact fa = judge.fact(f, wordsA.getOrDefault(q.organisation(), Map.of()).get(key));
        Judge.Fact fb = judge.fact(f, wordsB.getOrDefault(q.organisation(), Map.of()).get(key));
        List<String> inA = chunksA.getOrDefault(q.organisation(), Map.of()).getOrDefault(key,
            List.of());
        List<String> inB = chunksB.getOrDefault(q.organisation(), Map.of()).getOrDefault(key,
            List.of());
        boolean heldA = held(judge, fa, key, inA);
        boolean heldB = held(judge, fb, key, inB);
        if (heldA != heldB) {
          Judge.Fact other = heldA ? fb : fa;
          List<String> otherChunks = heldA ? inB : inA;
          String best = "";
          List<String> missing = List.of();
          if (other.judgeable()) {
            int most = -1;
            for (String c : otherChunks) {
              Set<String> words = judge.words(c);
              List<String> lacks = other.grounded().stream().filter(w -> !words.contains(w))
                  .toList();
              int have = other.grounded().size() - lacks.size();
              if (have > most) {
                most = have;
                best = c;
                missing = lacks;
              }
            }
          }
          out.add(new Difference(q.organisation(), f, heldA ? formatA : formatB, missing, best));
        }
      }
    }
    return out;
  }

  private static boolean held(Judge judge, Judge.Fact fact, String key, List<String> chunks) {
    if (!fact.judgeable()) {
      return false;
    }
    for (String c : chunks) {
      if (judge.supports(fact, key, judge.words(c))) {
        return true;
      }
    }
    return false;
  }

  /** Organisation, then document key, to the embed texts of the document's chunks. */
  private static Map<String, Map<String, List<String>>> chunks(BenchCorpus corpus,
      Chunker chunker) {
    Map<String, Map<String, List<String>>> out = new HashMap<>();
    for (BenchOrganisation o : corpus.organisations()) {
      Map<String, List<String>> docs = new HashMap<>();
      for (BenchDocument d : o.documents()) {
        ParsedDocument parsed = chunker.parse(d.path());
        docs.put(d.key(), chunker.assemble(parsed, chunker.plan(parsed)).stream()
            .map(Chunk::embedText).toList());
      }
      out.put(o.name(), docs);
    }
    return out;
  }

  /** Prints the differences of {@code args[0]} (a corpus folder) between two formats. */
  public static void main(String[] args) {
    if (args.length != 1 && args.length != 3) {
      System.err.println("usage: FormatFactDiff <rag-multi-corpus> [formatA formatB]");
      System.exit(2);
    }
    String fa = args.length == 3 ? args[1] : "md";
    String fb = args.length == 3 ? args[2] : "html";
    List<Difference> diff = of(Path.of(args[0]), fa, fb, Wrac.defaults());
    Map<String, int[]> counts = new java.util.TreeMap<>();
    for (Difference d : diff) {
      counts.computeIfAbsent(d.organisation(), k -> new int[2])[d.heldBy().equals(fa) ? 0 : 1]++;
      String chunk = d.bestChunk().replace('\n', ' ');
      System.out.printf("%s | %s | held by %s only | missing %s | fact: %s | best chunk: %s%n",
          d.organisation(), d.fact().document(), d.heldBy(), d.missing(),
          abbreviate(d.fact().text(), 120), abbreviate(chunk, 160));
    }
    counts.forEach((org, c) -> System.out.printf("%s: %d facts held by %s only, %d by %s only%n",
        org, c[0], fa, c[1], fb));
  }

  private static String abbreviate(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max) + "…";
  }
}
