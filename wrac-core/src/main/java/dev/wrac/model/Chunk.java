package dev.wrac.model;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * One assembled chunk: the verbatim text of its elements, ready to embed and index.
 *
 * @param document    the name of the source document
 * @param index       0-based position in the document's chunk list
 * @param text        the context elements and the chunk's own elements, in document order,
 *                    each exactly as in the source, separated by newlines
 * @param elementIds  the chunk's own elements, as planned, in document order
 * @param contextIds  elements repeated as context (headings above, a split table's header, a
 *                    split list's lead-in), in document order
 * @param headingPath titles of the headings enclosing all of the chunk's elements, outermost
 *                    first
 * @param span        from the start of the first to the end of the last own element
 * @param tokens      tokens of {@code text}, summed from the elements' counts plus one per
 *                    separator
 * @param embedText   the text to embed (and to hand a reader that wants no markup): the same
 *                    elements as {@code text}, in the same order with the same separators, each
 *                    as its {@link Element#content() content} (headings as their titles, table
 *                    rows as their cells or row sentences, Markdown markup removed); so a
 *                    document saved as Markdown or as HTML yields the same embed texts.
 *                    {@code null} means the same as {@code text}
 * @param embedTokens tokens of {@code embedText}, summed like {@code tokens}
 */
public record Chunk(
    String document,
    int index,
    String text,
    List<ElementId> elementIds,
    List<ElementId> contextIds,
    List<String> headingPath,
    SourceSpan span,
    int tokens,
    String embedText,
    int embedTokens) {

  public Chunk {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(text, "text");
    elementIds = List.copyOf(elementIds);
    contextIds = contextIds == null ? List.of() : List.copyOf(contextIds);
    headingPath = headingPath == null ? List.of() : List.copyOf(headingPath);
    if (embedText == null) {
      embedText = text;
      embedTokens = tokens;
    }
    if (index < 0 || tokens < 0 || embedTokens < 0) {
      throw new IllegalArgumentException("Chunk " + index + " of '" + document
          + "': index and tokens must not be negative (tokens " + tokens + ", embed tokens "
          + embedTokens + ")");
    }
  }

  /**
   * The chunk's stable id: a name-based UUID (RFC 4122 version 3) of its document name, its own
   * element ids and its text. It does not depend on {@link #index()}, the run, the machine or the
   * thread count, so the same chunk of the same document gets the same id on every run, and a
   * chunk whose elements or text changed gets a new one. Use it as the vector store's key; a
   * re-chunk then tells exactly which vectors to keep, delete and upsert. Two chunks of one
   * document never share an id (they never share an own element).
   */
  public String id() {
    StringBuilder name = new StringBuilder(ID_SCHEME.length() + document.length() + text.length()
        + 8 * elementIds.size() + 2);
    name.append(ID_SCHEME).append(document).append('\u0000');
    for (ElementId e : elementIds) {
      name.append(e.value()).append(',');
    }
    name.append('\u0000').append(text);
    return UUID.nameUUIDFromBytes(name.toString().getBytes(StandardCharsets.UTF_8)).toString();
  }

  private static final String ID_SCHEME = "wrac-chunk-1\u0000";

  /** A copy at another position in the document's chunk list. */
  public Chunk withIndex(int newIndex) {
    return new Chunk(document, newIndex, text, elementIds, contextIds, headingPath, span, tokens,
        embedText, embedTokens);
  }
}
