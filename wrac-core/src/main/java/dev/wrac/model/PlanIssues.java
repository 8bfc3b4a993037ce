package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What is wrong with a plan for a document, as found by plan validation.
 *
 * @param unknownIds   ids the document does not have (as written, so malformed ones show too)
 * @param duplicateIds elements that must be placed once but appear in more than one chunk, or
 *                     twice in one chunk
 * @param missingIds   elements that must be placed but appear in no chunk
 * @param emptyChunks  chunks with no element that must be placed (empty, or context only)
 * @param cutChunks    chunks that were cut into several: they held elements that are not
 *                     adjacent (another chunk's element lay between two of theirs), or they
 *                     exceeded the budget's maximum
 * @param reordered    whether the chunks were not in document order (by their first element)
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
public record PlanIssues(
    List<String> unknownIds,
    List<ElementId> duplicateIds,
    List<ElementId> missingIds,
    int emptyChunks,
    int cutChunks,
    boolean reordered) {

  /** No issues. */
  public static final PlanIssues NONE = new PlanIssues(List.of(), List.of(), List.of(), 0);

  /** Coverage issues only: nothing cut, nothing reordered. */
  public PlanIssues(List<String> unknownIds, List<ElementId> duplicateIds,
      List<ElementId> missingIds, int emptyChunks) {
    this(unknownIds, duplicateIds, missingIds, emptyChunks, 0, false);
  }

  public PlanIssues {
    unknownIds = unknownIds == null ? List.of() : List.copyOf(unknownIds);
    duplicateIds = duplicateIds == null ? List.of() : List.copyOf(duplicateIds);
    missingIds = missingIds == null ? List.of() : List.copyOf(missingIds);
    if (emptyChunks < 0) {
      throw new IllegalArgumentException("emptyChunks must not be negative: " + emptyChunks);
    }
    if (cutChunks < 0) {
      throw new IllegalArgumentException("cutChunks must not be negative: " + cutChunks);
    }
  }

  /** Whether the plan had no issue at all. */
  @JsonIgnore
  public boolean isEmpty() {
    return unknownIds.isEmpty() && duplicateIds.isEmpty() && missingIds.isEmpty()
        && emptyChunks == 0 && cutChunks == 0 && !reordered;
  }

  /** A one-line summary such as {@code "2 unknown [x9, p99], 1 missing [p3]"}. */
  public String summary() {
    if (isEmpty()) {
      return "no issues";
    }
    StringBuilder sb = new StringBuilder();
    append(sb, "unknown", unknownIds);
    append(sb, "duplicate", duplicateIds);
    append(sb, "missing", missingIds);
    if (emptyChunks > 0) {
      sb.append(sb.isEmpty() ? "" : ", ").append(emptyChunks).append(" empty chunk(s)");
    }
    if (cutChunks > 0) {
      sb.append(sb.isEmpty() ? "" : ", ").append(cutChunks)
          .append(" chunk(s) cut (non-adjacent elements or over the maximum)");
    }
    if (reordered) {
      sb.append(sb.isEmpty() ? "" : ", ").append("chunks put in document order");
    }
    return sb.toString();
  }

  private static void append(StringBuilder sb, String what, List<?> ids) {
    if (ids.isEmpty()) {
      return;
    }
    sb.append(sb.isEmpty() ? "" : ", ").append(ids.size()).append(' ').append(what).append(' ');
    sb.append(ids.size() <= 10 ? ids.toString() : ids.subList(0, 10) + "…");
  }
}
