package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;

/**
 * One block of a parsed document: a heading, paragraph, list item, table row, code block, …
 * Elements are what plans group into chunks; their text is taken verbatim from the source, so
 * assembled chunks contain nothing a planner wrote.
 *
 * @param id          stable identifier, unique within the document
 * @param kind        what the element is
 * @param level       heading level (1–6) for headings, nesting depth (1 = top level) for list
 *                    items, 0 otherwise
 * @param text        the element's text exactly as in the source (Markdown keeps its markup)
 * @param span        where the text lies in the source
 * @param tokens      number of tokens of {@code text}, counted once by the parser's
 *                    {@link dev.wrac.tokens.TokenCounter}
 * @param headingPath the enclosing headings, outermost first (a heading's own id excluded)
 * @param title       for headings, the title without markup; {@code null} otherwise
 * @param group       the list or table this element belongs to ({@code "list3"},
 *                    {@code "table1"}), {@code null} otherwise
 * @param ordinal     the number of an ordered list item, 0 for bullets and other kinds
 * @param intro       the element that introduces this one: a table row's header, a list item's
 *                    lead-in paragraph; the assembler repeats it when a list or table is split
 *                    across chunks. {@code null} if none
 * @param headerCells for table rows, the column headers in order; empty otherwise
 * @param content     the element's content: its text with the format's markup removed
 *                    (Markdown's emphasis and code markers, list bullets and numbers, heading
 *                    marks, table pipes and rule rows, link targets, HTML tags), words
 *                    unchanged and in order. A heading's content is its title; a table row's is
 *                    its cells (or its row sentence, see
 *                    {@link dev.wrac.parse.ParseOptions#rowContent()}). Planners size
 *                    chunks by it and chunks hand it out as {@link Chunk#embedText()}, so a
 *                    document chunks the same whatever format it was saved in. {@code null}
 *                    means the same as {@code text}
 * @param contentTokens tokens of {@code content}, counted once by the parser; equal to
 *                    {@code tokens} when the content is the text
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
public record Element(
    ElementId id,
    ElementKind kind,
    int level,
    String text,
    SourceSpan span,
    int tokens,
    List<ElementId> headingPath,
    String title,
    String group,
    int ordinal,
    ElementId intro,
    List<String> headerCells,
    @JsonIgnore String content,
    int contentTokens) {

  public Element {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(span, "span");
    if (tokens < 0) {
      throw new IllegalArgumentException("Element " + id + ": negative token count " + tokens);
    }
    if (kind == ElementKind.HEADING && (level < 1 || level > 6)) {
      throw new IllegalArgumentException("Heading " + id + ": level must be 1-6, was " + level);
    }
    headingPath = headingPath == null ? List.of() : List.copyOf(headingPath);
    headerCells = headerCells == null ? List.of() : List.copyOf(headerCells);
    if (content == null || content.equals(text)) {
      content = text;
      contentTokens = tokens;
    } else if (contentTokens < 0) {
      throw new IllegalArgumentException("Element " + id + ": negative content token count "
          + contentTokens);
    }
  }

  /** Reads an element from JSON, where the content ({@code contentText}) is present only when
   * it differs from the text. */
  @JsonCreator
  static Element fromJson(@JsonProperty("id") ElementId id, @JsonProperty("kind") ElementKind kind,
      @JsonProperty("level") int level, @JsonProperty("text") String text,
      @JsonProperty("span") SourceSpan span, @JsonProperty("tokens") int tokens,
      @JsonProperty("headingPath") List<ElementId> headingPath,
      @JsonProperty("title") String title, @JsonProperty("group") String group,
      @JsonProperty("ordinal") int ordinal, @JsonProperty("intro") ElementId intro,
      @JsonProperty("headerCells") List<String> headerCells,
      @JsonProperty("contentText") String content,
      @JsonProperty("contentTokens") int contentTokens) {
    return new Element(id, kind, level, text, span, tokens, headingPath, title, group, ordinal,
        intro, headerCells, content, contentTokens);
  }

  /** The element's content when it differs from its text (for JSON), else {@code null}. */
  @JsonProperty("contentText")
  @JsonInclude(JsonInclude.Include.NON_NULL)
  String contentIfDifferent() {
    return hasMarkup() ? content : null;
  }

  /** Whether {@link #content()} differs from {@link #text()} (the source has markup here). */
  public boolean hasMarkup() {
    return content != text; // the constructor makes an equal content the text itself
  }

  /** Whether this element is repeated as context (headings, table headers). */
  public boolean isContextKind() {
    return kind.isContext();
  }

  /** The heading title for headings, otherwise the text. */
  public String label() {
    return title != null ? title : text;
  }

  /** A copy without its intro (when the intro is not part of the same document). */
  public Element withoutIntro() {
    return new Element(id, kind, level, text, span, tokens, headingPath, title, group, ordinal,
        null, headerCells, content, contentTokens);
  }

  /** Starts an element of {@code kind}; parsers usually go through {@code DocumentBuilder}. */
  public static Builder builder(ElementKind kind) {
    return new Builder(kind);
  }

  /** Builder for {@link Element}; {@link #build()} validates. */
  public static final class Builder {
    private ElementId id;
    private final ElementKind kind;
    private int level;
    private String text;
    private SourceSpan span;
    private int tokens;
    private List<ElementId> headingPath = List.of();
    private String title;
    private String group;
    private int ordinal;
    private ElementId intro;
    private List<String> headerCells = List.of();
    private String content;
    private int contentTokens;

    private Builder(ElementKind kind) {
      this.kind = Objects.requireNonNull(kind, "kind");
    }

    /** Sets {@link Element#id()}. */
    public Builder id(ElementId id) { this.id = id; return this; }
    /** Sets {@link Element#id()} from its string form ({@link ElementId#of}). */
    public Builder id(String id) { this.id = ElementId.of(id); return this; }
    /** Sets {@link Element#level()}. */
    public Builder level(int level) { this.level = level; return this; }
    /** Sets {@link Element#text()}. */
    public Builder text(String text) { this.text = text; return this; }
    /** Sets {@link Element#span()}. */
    public Builder span(SourceSpan span) { this.span = span; return this; }
    /** Sets {@link Element#tokens()}. */
    public Builder tokens(int tokens) { this.tokens = tokens; return this; }
    /** Sets {@link Element#headingPath()}. */
    public Builder headingPath(List<ElementId> headingPath) { this.headingPath = headingPath; return this; }
    /** Sets {@link Element#title()}. */
    public Builder title(String title) { this.title = title; return this; }
    /** Sets {@link Element#group()}. */
    public Builder group(String group) { this.group = group; return this; }
    /** Sets {@link Element#ordinal()}. */
    public Builder ordinal(int ordinal) { this.ordinal = ordinal; return this; }
    /** Sets {@link Element#intro()}. */
    public Builder intro(ElementId intro) { this.intro = intro; return this; }
    /** Sets {@link Element#headerCells()}. */
    public Builder headerCells(List<String> headerCells) { this.headerCells = headerCells; return this; }

    /** Sets {@link Element#content()}; {@code null} (the default) means the text. */
    public Builder content(String content) { this.content = content; return this; }
    /** Sets {@link Element#contentTokens()}. */
    public Builder contentTokens(int contentTokens) { this.contentTokens = contentTokens; return this; }

    /** The kind being built. */
    public ElementKind kind() { return kind; }
    /** The text set so far, or {@code null}. */
    public String text() { return text; }
    /** The content set so far, or {@code null}. */
    public String content() { return content; }
    /** The intro set so far, or {@code null}. */
    public ElementId intro() { return intro; }
    /** The span set so far, or {@code null}. */
    public SourceSpan span() { return span; }

    /** The element; the record's constructor checks the values. */
    public Element build() {
      return new Element(id, kind, level, text, span, tokens, headingPath, title, group, ordinal,
          intro, headerCells, content, contentTokens);
    }
  }
}
