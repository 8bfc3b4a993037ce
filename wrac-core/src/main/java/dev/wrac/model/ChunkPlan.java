package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A plan for a document: ordered groups of element IDs, one group per chunk, plus who made it.
 * A plan holds IDs only; {@link dev.wrac.assemble.ChunkAssembler} turns it into text.
 *
 * <p>JSON form (the format planners answer in, extended with provenance):
 * <pre>{@code
 * {"document": "guide.md", "fingerprint": "9f2c…",
 *  "chunks": [["h1", "p1", "p2"], ["h2", "li1", "li2"]],
 *  "provenance": {"planner": "structural", "plannerVersion": "1", "usage": {…}}}
 * }</pre>
 * A group may omit the headings above its elements: the assembler adds them as context.
 *
 * @param document    the name of the planned document
 * @param fingerprint the planned document's {@link ParsedDocument#fingerprint()}
 * @param chunks      the groups in chunk order, each in document order
 * @param provenance  who made the plan and what it cost
 */
@JsonPropertyOrder({"document", "fingerprint", "chunks", "provenance"})
public record ChunkPlan(
    String document, String fingerprint, List<List<ElementId>> chunks, PlanProvenance provenance) {

  public ChunkPlan {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(fingerprint, "fingerprint");
    Objects.requireNonNull(provenance, "provenance");
    List<List<ElementId>> copy = new ArrayList<>(chunks.size());
    for (List<ElementId> group : chunks) {
      copy.add(List.copyOf(group));
    }
    chunks = List.copyOf(copy);
  }

  /** A plan for {@code document} with these groups. */
  public static ChunkPlan of(ParsedDocument document, List<List<ElementId>> chunks,
      PlanProvenance provenance) {
    return new ChunkPlan(document.name(), document.fingerprint(), chunks, provenance);
  }

  /** Number of chunks. */
  public int size() {
    return chunks.size();
  }

  /** What making the plan cost: a shortcut for {@code provenance().usage()}. */
  public Usage usage() {
    return provenance.usage();
  }

  /** The ids of all chunks in plan order. */
  @JsonIgnore
  public List<ElementId> allIds() {
    List<ElementId> all = new ArrayList<>();
    chunks.forEach(all::addAll);
    return all;
  }

  /** A copy with other provenance. */
  public ChunkPlan withProvenance(PlanProvenance newProvenance) {
    return new ChunkPlan(document, fingerprint, chunks, newProvenance);
  }

  /** A copy with other groups. */
  public ChunkPlan withChunks(List<List<ElementId>> newChunks) {
    return new ChunkPlan(document, fingerprint, newChunks, provenance);
  }
}
