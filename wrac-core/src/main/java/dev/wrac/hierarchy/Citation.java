package dev.wrac.hierarchy;

import dev.wrac.model.Chunk;
import dev.wrac.model.SourceSpan;
import java.util.List;
import java.util.Objects;

/**
 * Where a unit of a hierarchy comes from, in terms a reader can check: its document, the
 * headings above it and its span in the source. Every {@link StoredUnit} made from a hierarchy
 * carries one, and the small-to-big retrievers write it on each unit they return.
 *
 * <pre>{@code
 * Citation c = parents.get(unit.id()).citation();
 * String where = c.document() + " > " + String.join(" > ", c.headingPath())
 *     + ", line " + c.span().line() + (c.span().hasPage() ? ", page " + c.span().page() : "");
 * }</pre>
 *
 * <p>A parent's citation covers its children's: its span runs from the first child's start,
 * line and page to the last child's end, end line and end page (its elements to place are
 * exactly its children's), and starts earlier only where the parent holds a heading as its own
 * text that its children repeat as context (0.5% of parents on generated documents); its
 * heading path is its own chunk's.
 *
 * @param document    the document's name ({@link ChunkHierarchy#document()}, its file name
 *                    when known), which is also what the unit's id is derived from
 * @param headingPath titles of the headings enclosing the whole unit, outermost first; may be
 *                    empty
 * @param span        from the start of the unit's first own element to the end of its last
 *                    ({@link Chunk#span()}): offsets, lines, and pages, slides or sheets where
 *                    the format has them ({@link SourceSpan#hasPage()})
 */
public record Citation(String document, List<String> headingPath, SourceSpan span) {
  public Citation {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(span, "span");
    headingPath = headingPath == null ? List.of() : List.copyOf(headingPath);
  }

  /** The citation of an assembled chunk: its document, heading path and span. */
  public static Citation of(Chunk chunk) {
    return new Citation(chunk.document(), chunk.headingPath(), chunk.span());
  }

  /** The 1-based first page, slide or sheet; {@code null} when the format has none. */
  public Integer page() {
    return span.hasPage() ? span.page() : null;
  }

  /** The 1-based last page, slide or sheet; {@code null} when the format has none. */
  public Integer endPage() {
    return span.hasPage() ? span.endPage() : null;
  }
}
