package dev.wrac.parse;

import dev.wrac.context.AssemblyOptions;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.tokens.TokenCounter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Builds a {@link ParsedDocument} element by element, doing the bookkeeping every parser
 * needs: IDs ({@code h1, h2, p1, li1, …}, numbered per kind in document order), heading paths,
 * token counts (each element counted once), lead-ins of lists, and cutting elements longer than
 * {@link ParseOptions#maxElementTokens()} into consecutive elements (shorter ones where the
 * headings above them take more than the {@link ParseOptions#CONTEXT_ROOM_TOKENS} left for
 * them). Not thread-safe; one builder per document.
 *
 * <pre>{@code
 * DocumentBuilder b = new DocumentBuilder("notes.md", "text/markdown", options);
 * b.heading(1, "# Notes", "Notes", span);
 * b.block(ElementKind.PARAGRAPH, "Hello.", span2);
 * ParsedDocument doc = b.build();
 * }</pre>
 */
public final class DocumentBuilder {
  private final String name;
  private final String mediaType;
  private final TokenCounter tokenCounter;
  private final int maxElementTokens;
  private final Markup markup;
  private final RowContent rowContent;
  private boolean rowSentences;
  private final List<Element> elements = new ArrayList<>();
  private final Map<ElementKind, Integer> counters = new EnumMap<>(ElementKind.class);
  private final Map<String, Integer> groupCounters = new HashMap<>();
  private final Deque<Element> headings = new ArrayDeque<>();
  private final Map<String, ElementId> leadIns = new HashMap<>();
  /** The size of each table header and list lead-in, for {@link #fitsWithIntro}. */
  private final Map<ElementId, Integer> introSizes = new HashMap<>();
  private final Map<String, String> metadata = new LinkedHashMap<>();
  private List<ElementId> headingPath = List.of();
  /** What the open headings' context takes beyond {@link ParseOptions#CONTEXT_ROOM_TOKENS}. */
  private int headingOverflow;
  private List<Element> carriedHeadings = List.of();
  private String title;

  /** A builder for a format without markup ({@link Markup#NONE}). */
  public DocumentBuilder(String name, String mediaType, ParseOptions options) {
    this(name, mediaType, options, Markup.NONE);
  }

  /**
   * A builder for a format with markup: every element's content is {@code markup}'s content of
   * its text (headings: their title; table rows: their cells or row sentence).
   */
  public DocumentBuilder(String name, String mediaType, ParseOptions options, Markup markup) {
    this.name = Objects.requireNonNull(name, "name");
    this.mediaType = mediaType;
    this.tokenCounter = options.tokenCounter();
    this.maxElementTokens = options.maxElementTokens();
    this.markup = Objects.requireNonNull(markup, "markup");
    this.rowContent = options.rowContent();
    this.rowSentences = rowContent.sentences(false);
  }

  /**
   * Declares the format's default for table rows ({@link RowContent#FORMAT_DEFAULT}): office
   * and PDF parsers call it with {@code true}, so their rows' content is the D-RAC row sentence
   * unless the options say otherwise.
   */
  public DocumentBuilder rowSentencesByDefault(boolean sentences) {
    this.rowSentences = rowContent.sentences(sentences);
    return this;
  }

  /** The document's name. */
  public String name() {
    return name;
  }

  /** Sets the document title. */
  public DocumentBuilder title(String newTitle) {
    this.title = newTitle;
    return this;
  }

  /** Sets the document title unless one is set already. */
  public DocumentBuilder titleIfAbsent(String newTitle) {
    if (title == null) {
      this.title = newTitle;
    }
    return this;
  }

  /** Adds a metadata entry. */
  public DocumentBuilder metadata(String key, String value) {
    metadata.put(key, value);
    return this;
  }

  /** A new group id for a list or table, such as {@code "list3"} for prefix {@code "list"}. */
  public String newGroup(String prefix) {
    return prefix + groupCounters.merge(prefix, 1, Integer::sum);
  }

  /**
   * Adds a heading. Headings of this level or deeper that were open are closed; the new heading
   * encloses what follows until the next heading of the same or a higher level.
   *
   * @param level 1 to 6
   * @param text  the heading verbatim ({@code "## Setup"})
   * @param title the heading without markup ({@code "Setup"})
   */
  public ElementId heading(int level, String text, String title, SourceSpan span) {
    while (!headings.isEmpty() && headings.peek().level() >= level) {
      headings.pop();
    }
    String content = title != null ? title : markup.content(ElementKind.HEADING, text);
    int tokens = tokenCounter.count(text);
    Element heading = Element.builder(ElementKind.HEADING).id(nextId(ElementKind.HEADING))
        .level(level).text(text).title(title).span(span).tokens(tokens)
        .content(content).contentTokens(contentTokens(text, tokens, content))
        .headingPath(openHeadings()).build();
    elements.add(heading);
    headings.push(heading);
    headingPath = openHeadings();
    headingOverflow = headingOverflow();
    return heading.id();
  }

  /**
   * The tokens that the heading context of an element added now takes beyond the room elements
   * leave for it ({@link ParseOptions#CONTEXT_ROOM_TOKENS}), the context being the default
   * assembly's ({@link AssemblyOptions#DEFAULT}: the outermost heading and the nearest ones).
   */
  private int headingOverflow() {
    int levels = AssemblyOptions.DEFAULT.headingLevels();
    int tokens = 0;
    int k = 0;
    int size = headings.size();
    for (Element h : headings) { // the nearest first
      if (k < levels - 1 || k == size - 1) {
        tokens += Math.max(h.tokens(), h.contentTokens()) + 1; // and its separator
      }
      k++;
    }
    return Math.max(0, tokens - ParseOptions.CONTEXT_ROOM_TOKENS);
  }

  /**
   * The most tokens an element added now may have: {@link ParseOptions#maxElementTokens()},
   * less what its headings take beyond the room left for them (long titles, scripts that take
   * many tokens a letter), down to half of it: so that one element and its context fit a chunk.
   */
  private int elementLimit() {
    return Math.max(maxElementTokens / 2, maxElementTokens - headingOverflow);
  }

  private List<ElementId> openHeadings() {
    List<ElementId> path = new ArrayList<>(headings.size());
    headings.descendingIterator().forEachRemaining(h -> path.add(h.id()));
    return List.copyOf(path);
  }

  /**
   * Adds a block of {@code kind} (paragraph, code, quote, HTML, front matter, caption,
   * definition). Returns the id of its first element; an oversized block becomes several; a
   * blank one is skipped and gives {@code null}.
   */
  public ElementId block(ElementKind kind, String text, SourceSpan span) {
    if (kind == ElementKind.HEADING || kind == ElementKind.LIST_ITEM
        || kind == ElementKind.TABLE_ROW || kind == ElementKind.TABLE_HEADER) {
      throw new IllegalArgumentException("Use heading(), listItem(), tableHeader() or tableRow() for "
          + kind);
    }
    return add(Element.builder(kind).text(text).span(span));
  }

  /**
   * Adds a list item (its own text, without nested lists).
   *
   * @param list    the list's group id from {@link #newGroup(String)}; nested lists usually
   *                share the id of the outermost list so it stays together
   * @param depth   1 for top-level items, 2 for items of a nested list, …
   * @param ordinal the item number in an ordered list, 0 for bullets
   */
  public ElementId listItem(String text, SourceSpan span, String list, int depth, int ordinal) {
    ElementId leadIn = leadIns.computeIfAbsent(list, g -> leadInCandidate());
    return add(Element.builder(ElementKind.LIST_ITEM).text(text).span(span).group(list)
        .level(depth).ordinal(ordinal).intro(leadIn));
  }

  /**
   * Adds the header row(s) of a table; repeated as context when the table is split. Its
   * content is the markup's content of {@code text}; prefer the overload with the cells.
   */
  public ElementId tableHeader(String text, SourceSpan span, String table) {
    return tableHeader(text, null, span, table);
  }

  /**
   * Adds the header row of a table with its cells (the content: {@link RowContent#cells});
   * repeated as context when the table is split, before each row it fits one element's size
   * with. An oversized header becomes several elements, like any block.
   *
   * @param cells the header cells without markup, or {@code null} to apply the markup rule
   */
  public ElementId tableHeader(String text, List<String> cells, SourceSpan span, String table) {
    String content = cells != null ? RowContent.cells(cells)
        : markup.content(ElementKind.TABLE_HEADER, text);
    return add(Element.builder(ElementKind.TABLE_HEADER).text(text).content(content).span(span)
        .group(table));
  }

  /**
   * Adds a table body row with the table's header element (or {@code null}) and header cells.
   * Its content is the markup's content of {@code text}; prefer the overload with the cells.
   */
  public ElementId tableRow(String text, SourceSpan span, String table, ElementId header,
      List<String> headerCells) {
    return tableRow(text, null, span, table, header, headerCells);
  }

  /**
   * Adds a table body row with its cells: its content is {@link RowContent#cells the cells}, or
   * the row sentence {@code "Header: cell; Header: cell"} when rows become sentences
   * ({@link ParseOptions#rowContent()}) and the sentence fits an element.
   *
   * @param cells       the row's cells without markup, or {@code null} to apply the markup
   *                    rule to {@code text}
   * @param header      the table's header element, or {@code null}
   * @param headerCells the column headers in order (may be empty)
   */
  public ElementId tableRow(String text, List<String> cells, SourceSpan span, String table,
      ElementId header, List<String> headerCells) {
    String content = cells == null ? markup.content(ElementKind.TABLE_ROW, text)
        : RowContent.cells(cells);
    if (cells != null && rowSentences && headerCells != null && !headerCells.isEmpty()) {
      String sentence = RowContent.sentence(headerCells, cells);
      if (!sentence.isBlank() && tokenCounter.count(sentence) <= maxElementTokens) {
        content = sentence;
      }
    }
    return add(Element.builder(ElementKind.TABLE_ROW).text(text).content(content).span(span)
        .group(table).intro(header).headerCells(headerCells));
  }

  /** Number of elements added since the start or the last {@link #flushSegment()}. */
  public int pendingSize() {
    return elements.size();
  }

  /**
   * The elements added since the last flush as a document of their own, for parsers that hand
   * out a large document in segments: it starts with copies of the earlier headings its
   * elements sit under, so it can be planned alone. IDs continue across segments. Use either
   * this or {@link #build()}, not both.
   *
   * @throws IllegalStateException if nothing was added since the last flush
   */
  public ParsedDocument flushSegment() {
    if (elements.isEmpty()) {
      throw new IllegalStateException("No element added since the last segment of " + name);
    }
    Set<ElementId> present = new HashSet<>();
    Set<ElementId> needed = new HashSet<>();
    for (Element e : elements) {
      present.add(e.id());
    }
    for (Element e : elements) {
      for (ElementId h : e.headingPath()) {
        if (!present.contains(h)) {
          needed.add(h);
        }
      }
    }
    List<Element> carried = new ArrayList<>();
    for (int k = carriedHeadings.size() - 1; k >= 0; k--) {
      Element h = carriedHeadings.get(k);
      if (needed.contains(h.id())) {
        carried.add(0, h);
        needed.addAll(h.headingPath());
      }
    }
    List<Element> segment = new ArrayList<>(carried.size() + elements.size());
    segment.addAll(carried);
    for (Element e : elements) {
      boolean introKnown = e.intro() == null || present.contains(e.intro());
      segment.add(introKnown ? e : e.withoutIntro());
    }
    elements.clear();
    carriedHeadings = openHeadingElements();
    return new ParsedDocument(name, mediaType, title, metadata, segment);
  }

  private List<Element> openHeadingElements() {
    List<Element> open = new ArrayList<>(headings);
    java.util.Collections.reverse(open);
    return open;
  }

  /**
   * The document.
   *
   * @throws DocumentParseException with {@link Reason#EMPTY} if no element was added
   */
  public ParsedDocument build() {
    if (elements.isEmpty()) {
      throw new DocumentParseException(name, Reason.EMPTY, "the document has no text content");
    }
    return new ParsedDocument(name, mediaType, title, metadata, elements);
  }

  /** The paragraph just added, if it sits in the current section: a list's lead-in. */
  private ElementId leadInCandidate() {
    if (elements.isEmpty()) {
      return null;
    }
    Element last = elements.get(elements.size() - 1);
    if (last.kind() != ElementKind.PARAGRAPH || !last.headingPath().equals(headingPath)) {
      return null;
    }
    introSizes.put(last.id(), Math.max(last.tokens(), last.contentTokens()));
    return last.id();
  }

  /**
   * Whether an element of {@code size} tokens and the intro it names (table header, list
   * lead-in) fit one element's size together. Where they do not, the element goes without its
   * intro: a chunk holding it would otherwise pass the maximum by the intro's size (an index
   * page read as a table, whose header row is a whole column), and such an element has no room
   * for it anyway.
   */
  private boolean fitsWithIntro(ElementId intro, int size) {
    Integer introSize = intro == null ? null : introSizes.get(intro);
    return introSize == null || introSize + 1 + size <= elementLimit();
  }

  private int contentTokens(String text, int tokens, String content) {
    return content.equals(text) ? tokens : tokenCounter.count(content);
  }

  private ElementId add(Element.Builder partial) {
    String text = Objects.requireNonNull(partial.text(), "text");
    if (text.isBlank()) {
      return null;
    }
    partial.headingPath(headingPath);
    int tokens = tokenCounter.count(text);
    String content = partial.content() != null ? partial.content()
        : markup.content(partial.kind(), text);
    int contentTokens = contentTokens(text, tokens, content);
    ElementId intro = partial.intro();
    int limit = elementLimit();
    if (Math.max(tokens, contentTokens) <= limit) {
      if (!fitsWithIntro(intro, Math.max(tokens, contentTokens))) {
        partial.intro(null);
      }
      Element e = partial.id(nextId(partial.kind())).tokens(tokens).content(content)
          .contentTokens(contentTokens).build();
      elements.add(e);
      return introduced(e);
    }
    ElementId first = null;
    SourceSpan span = partial.span();
    boolean slice = span.length() == text.length();
    int line = span.line();
    int linesCounted = 0;
    for (TextSplitter.Piece piece : new TextSplitter(tokenCounter, limit).split(text)) {
      String pieceText = text.substring(piece.start(), piece.end());
      // lines counted on from the previous piece: linear in the text, however many pieces
      line += countNewlines(text, linesCounted, piece.start());
      linesCounted = piece.start();
      SourceSpan pieceSpan = slice ? subSpan(text, span, line, piece.start(), piece.end()) : span;
      int pieceTokens = tokenCounter.count(pieceText);
      String pieceContent = markup.content(partial.kind(), pieceText);
      int pieceContentTokens = contentTokens(pieceText, pieceTokens, pieceContent);
      partial.intro(fitsWithIntro(intro, Math.max(pieceTokens, pieceContentTokens)) ? intro : null);
      Element e = partial.id(nextId(partial.kind())).text(pieceText).span(pieceSpan)
          .tokens(pieceTokens).content(pieceContent).contentTokens(pieceContentTokens).build();
      elements.add(e);
      first = first == null ? e.id() : first;
    }
    if (partial.kind() == ElementKind.TABLE_HEADER && first != null) {
      introSizes.put(first, Math.max(tokens, contentTokens));  // the whole header: too large
    }
    return first;
  }

  /** Records the size of a table header, the one kind that is always an intro. */
  private ElementId introduced(Element e) {
    if (e.kind() == ElementKind.TABLE_HEADER) {
      introSizes.put(e.id(), Math.max(e.tokens(), e.contentTokens()));
    }
    return e.id();
  }

  private static SourceSpan subSpan(String text, SourceSpan span, int line, int from, int to) {
    int endLine = line + countNewlines(text, from, to);
    return new SourceSpan(span.start() + from, span.start() + to, line, endLine, span.page(),
        span.endPage());
  }

  private static int countNewlines(String text, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == '\n') {
        n++;
      }
    }
    return n;
  }

  private ElementId nextId(ElementKind kind) {
    return ElementId.of(kind.idPrefix() + counters.merge(kind, 1, Integer::sum));
  }
}
