package dev.wrac.adaptive;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One candidate chunking of a document, as the metrics see it: the (valid) plan, its assembled
 * chunks, and where it cuts the document's {@linkplain DocumentAnalysis#text() text}.
 * Immutable.
 */
public final class CandidatePlan {
  private final String name;
  private final ChunkPlan plan;
  private final List<Chunk> chunks;
  private final int[][] ranges;
  private final int[] cuts;

  private CandidatePlan(String name, ChunkPlan plan, List<Chunk> chunks, int[][] ranges,
      int[] cuts) {
    this.name = name;
    this.plan = plan;
    this.chunks = chunks;
    this.ranges = ranges;
    this.cuts = cuts;
  }

  /**
   * The candidate {@code name} with {@code plan}, a valid plan of {@code analysis}'s document,
   * and {@code chunks}, its assembly.
   *
   * @throws IllegalArgumentException if the plan and chunks do not match the document
   */
  public static CandidatePlan of(String name, DocumentAnalysis analysis, ChunkPlan plan,
      List<Chunk> chunks) {
    Objects.requireNonNull(name, "name");
    ParsedDocument doc = analysis.document();
    if (!plan.fingerprint().equals(doc.fingerprint()) || plan.size() != chunks.size()) {
      throw new IllegalArgumentException("Candidate '" + name + "': plan of " + plan.document()
          + " (" + plan.size() + " chunks) does not match " + doc.name() + " and its "
          + chunks.size() + " chunks");
    }
    int[] chunkOf = new int[doc.size()];
    Arrays.fill(chunkOf, -1);
    int[][] ranges = new int[chunks.size()][];
    for (int c = 0; c < chunks.size(); c++) {
      int first = Integer.MAX_VALUE;
      int last = -1;
      for (ElementId id : chunks.get(c).elementIds()) {
        int i = doc.indexOf(id);
        if (chunkOf[i] < 0) {
          chunkOf[i] = c;
        }
        first = Math.min(first, i);
        last = Math.max(last, i);
      }
      ranges[c] = last < 0 ? new int[] {0, -1} : new int[] {first, last};
    }
    List<Integer> cuts = new ArrayList<>();
    int previous = -1;
    for (int i = 0; i < chunkOf.length; i++) {
      if (chunkOf[i] < 0) {
        continue;
      }
      if (previous >= 0 && chunkOf[i] != previous) {
        cuts.add(analysis.start(i));
      }
      previous = chunkOf[i];
    }
    return new CandidatePlan(name, plan, List.copyOf(chunks), ranges,
        cuts.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The candidate's name, such as {@code "recursive:1100"}. */
  public String name() {
    return name;
  }

  /** The plan. */
  public ChunkPlan plan() {
    return plan;
  }

  /** The assembled chunks, in plan order. */
  public List<Chunk> chunks() {
    return chunks;
  }

  /** The index of the first own element of chunk {@code c} (in the document). */
  public int firstElement(int c) {
    return ranges[c][0];
  }

  /** The index of the last own element of chunk {@code c}; below the first if it has none. */
  public int lastElement(int c) {
    return ranges[c][1];
  }

  /** The cuts: offsets in the analysis text where a chunk starts after another, ascending. */
  public int[] cuts() {
    return cuts.clone();
  }

  /**
   * Whether a cut falls strictly inside {@code range}, more than {@code tolerance} characters
   * from either end.
   */
  public boolean cutsInside(TextRange range, int tolerance) {
    int lo = range.start() + tolerance;
    int hi = range.end() - tolerance;
    int i = Arrays.binarySearch(cuts, lo + 1);
    int at = i >= 0 ? i : -i - 1;
    return at < cuts.length && cuts[at] < hi;
  }

  @Override
  public String toString() {
    return name + " (" + chunks.size() + " chunks)";
  }
}
