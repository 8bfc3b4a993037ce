package dev.wrac.model;

/**
 * What an element is. Each kind has a short ID prefix ({@code h} for headings, {@code p} for
 * paragraphs, …) so IDs read well in a plan.
 *
 * <p>{@link #HEADING} and {@link #TABLE_HEADER} are <em>context</em> kinds: the assembler
 * repeats them in front of the elements they introduce, so they may appear in any number of
 * chunks. Every other element is <em>content</em> and belongs to exactly one chunk.
 */
public enum ElementKind {
  /** A section heading; {@link Element#level()} is 1 to 6. */
  HEADING("h"),
  /** A paragraph of running text. */
  PARAGRAPH("p"),
  /** One item of a bulleted or numbered list, without its nested sub-lists. */
  LIST_ITEM("li"),
  /** The header row(s) of a table, repeated as context before its rows. */
  TABLE_HEADER("th"),
  /** One body row of a table; {@link Element#headerCells()} holds the column headers. */
  TABLE_ROW("tr"),
  /** A fenced or indented code block, or preformatted text. */
  CODE("code"),
  /** A block quote. */
  QUOTE("q"),
  /** A block of raw HTML inside a Markdown document. */
  HTML("html"),
  /** Front matter (for example YAML between {@code ---} lines) at the top of a document. */
  FRONT_MATTER("fm"),
  /** A figure or table caption. */
  CAPTION("cap"),
  /** A term with its definition (from a definition list). */
  DEFINITION("def");

  private final String idPrefix;

  ElementKind(String idPrefix) {
    this.idPrefix = idPrefix;
  }

  /** The prefix of IDs given to elements of this kind, such as {@code "h"} or {@code "p"}. */
  public String idPrefix() {
    return idPrefix;
  }

  /** Whether elements of this kind are repeated as context rather than placed once. */
  public boolean isContext() {
    return this == HEADING || this == TABLE_HEADER;
  }
}
