package dev.wrac.eval;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
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
 * a fact as the {@link Judge} decides it, on the chunk's
 * {@link dev.wrac.model.Chunk#embedText()}; facts are grounded in each format's own
 * {@link BenchDocument#visibleText()}.
 *
 * <pre>{@code
 * List<FormatFactDiff.Difference> diff = FormatFactDiff.of(
 *     Path.of("rag-multi-corpus"), "md", "html", Wrac.defaults());
 * }</pre>
 * Each difference names its {@link Cause}. From the command line: {@code java -cp
 * wrac-bench.jar dev.wrac.eval.FormatFactDiff <corpus> [formatA formatB]} prints one line per
 * difference and the counts by organisation and by cause.
 */
public final class FormatFactDiff {
  private FormatFactDiff() {}

  /**
   * Why the other format's chunks do not hold a fact, checked in this order (issue 39).
   */
  public enum Cause {
    /** The fact's words are not in the other format's parsed text: its reader lost them. */
    LOST_TEXT,
    /**
     * The holding chunk has some of the words the other's best chunk lacks only in its heading
     * path: the other format missed or misplaced a heading.
     */
    HEADING,
    /** The fact lies in a table (in either format's best chunk), which the two read apart. */
    TABLE,
    /**
     * The other format's chunks hold the fact together but no one of them does: its text came
     * in another order or was cut at other boundaries.
     */
    SPLIT,
    /**
     * The other format's parsed text holds the words but none of its chunks does: they were
     * left out of the chunks (furniture: running lines, page numbers, speaker notes).
     */
    FURNITURE
  }

  /**
   * A fact held by the chunks of one format only.
   *
   * @param organisation the organisation
   * @param fact         the fact
   * @param heldBy       the format whose chunks hold it
   * @param missing      in the other format, the grounded words its best chunk (the one holding
   *                     the most of them) lacks; empty when the fact is not judgeable there
   * @param bestChunk    that best chunk's embed text, or {@code ""}
   * @param cause        why the other format's chunks do not hold it
   */
  public record Difference(String organisation, SupportingFact fact, String heldBy,
      List<String> missing, String bestChunk, Cause cause) {
    public Difference {
      Objects.requireNonNull(organisation, "organisation");
      Objects.requireNonNull(fact, "fact");
      Objects.requireNonNull(cause, "cause");
      missing = List.copyOf(missing);
    }
  }

  /** One chunk as the diff reads it: its embed text, its heading path's words, a table in it. */
  private record View(String embedText, Set<String> headingWords, boolean table) {}

  /** The facts of RAG-Multi-Corpus at {@code root} held in one of two formats only. */
  public static List<Difference> of(Path root, String formatA, String formatB, Chunker chunker) {
    BenchCorpus a = BenchCorpus.ragMultiCorpus(root, formatA, List.of());
    BenchCorpus b = BenchCorpus.ragMultiCorpus(root, formatB, List.of());
    Judge judge = Judge.standard();
    Map<String, Map<String, List<View>>> chunksA = chunks(a, chunker, judge);
    Map<String, Map<String, List<View>>> chunksB = chunks(b, chunker, judge);
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
        List<View> inA = chunksA.getOrDefault(q.organisation(), Map.of()).getOrDefault(key,
            List.of());
        List<View> inB = chunksB.getOrDefault(q.organisation(), Map.of()).getOrDefault(key,
            List.of());
        View heldA = holder(judge, fa, key, inA);
        View heldB = holder(judge, fb, key, inB);
        if ((heldA == null) != (heldB == null)) {
          View holder = heldA != null ? heldA : heldB;
          Judge.Fact other = heldA != null ? fb : fa;
          List<View> otherChunks = heldA != null ? inB : inA;
          View best = null;
          List<String> missing = List.of();
          if (other.judgeable()) {
            int most = -1;
            for (View c : otherChunks) {
              Set<String> words = judge.words(c.embedText());
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
          Cause cause = cause(judge, other, key, holder, best, missing, otherChunks);
          out.add(new Difference(q.organisation(), f, heldA != null ? formatA : formatB, missing,
              best == null ? "" : best.embedText(), cause));
        }
      }
    }
    return out;
  }

  /** Why {@code chunks}, the other format's, do not hold {@code fact}; see {@link Cause}. */
  private static Cause cause(Judge judge, Judge.Fact fact, String key, View holder, View best,
      List<String> missing, List<View> chunks) {
    if (!fact.judgeable() || best == null) {
      return Cause.LOST_TEXT;
    }
    if (missing.stream().anyMatch(holder.headingWords()::contains)) {
      return Cause.HEADING;
    }
    if (holder.table() || best.table()) {
      return Cause.TABLE;
    }
    Set<String> all = new java.util.HashSet<>();
    chunks.forEach(c -> all.addAll(judge.words(c.embedText())));
    return judge.supports(fact, key, all) ? Cause.SPLIT : Cause.FURNITURE;
  }

  /** The first of {@code chunks} that holds the fact, or null. */
  private static View holder(Judge judge, Judge.Fact fact, String key, List<View> chunks) {
    if (!fact.judgeable()) {
      return null;
    }
    for (View c : chunks) {
      if (judge.supports(fact, key, judge.words(c.embedText()))) {
        return c;
      }
    }
    return null;
  }

  /** Organisation, then document key, to the document's chunks. */
  private static Map<String, Map<String, List<View>>> chunks(BenchCorpus corpus,
      Chunker chunker, Judge judge) {
    Map<String, Map<String, List<View>>> out = new HashMap<>();
    for (BenchOrganisation o : corpus.organisations()) {
      Map<String, List<View>> docs = new HashMap<>();
      for (BenchDocument d : o.documents()) {
        ParsedDocument parsed = chunker.parse(d.path());
        Map<ElementId, Element> byId = new HashMap<>();
        parsed.elements().forEach(e -> byId.put(e.id(), e));
        docs.put(d.key(), chunker.assemble(parsed, chunker.plan(parsed)).stream()
            .map(c -> new View(c.embedText(), judge.words(String.join(" ", c.headingPath())),
                c.elementIds().stream().map(byId::get).anyMatch(e -> e != null
                    && (e.kind() == ElementKind.TABLE_ROW
                        || e.kind() == ElementKind.TABLE_HEADER))))
            .toList());
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
    Map<String, int[]> causes = new java.util.TreeMap<>();
    for (Difference d : diff) {
      counts.computeIfAbsent(d.organisation(), k -> new int[2])[d.heldBy().equals(fa) ? 0 : 1]++;
      causes.computeIfAbsent(d.cause().name(), k -> new int[2])[d.heldBy().equals(fa) ? 0 : 1]++;
      String chunk = d.bestChunk().replace('\n', ' ');
      System.out.printf("%s | %s | held by %s only | %s | missing %s | fact: %s | best chunk: "
          + "%s%n", d.organisation(), d.fact().document(), d.heldBy(), d.cause(), d.missing(),
          abbreviate(d.fact().text(), 120), abbreviate(chunk, 160));
    }
    counts.forEach((org, c) -> System.out.printf("%s: %d facts held by %s only, %d by %s only%n",
        org, c[0], fa, c[1], fb));
    causes.forEach((cause, c) -> System.out.printf("cause %s: %d facts held by %s only, %d by %s "
        + "only%n", cause, c[0], fa, c[1], fb));
  }

  private static String abbreviate(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max) + "…";
  }
}
