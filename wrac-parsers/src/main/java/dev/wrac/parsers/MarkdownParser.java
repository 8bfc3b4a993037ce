package dev.wrac.parsers;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlBlock;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.ListBlock;
import com.vladsch.flexmark.ast.ListItem;
import com.vladsch.flexmark.ast.OrderedListItem;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ast.ThematicBreak;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterBlock;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterExtension;
import com.vladsch.flexmark.parser.InlineParserExtensionFactory;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.parser.delimiter.DelimiterProcessor;
import com.vladsch.flexmark.parser.internal.InlineParserImpl;
import com.vladsch.flexmark.parser.internal.LinkRefProcessorData;
import com.vladsch.flexmark.util.ast.BlankLine;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.data.MutableDataSet;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parse.Trim;
import dev.wrac.parsers.internal.LineIndex;
import dev.wrac.parsers.internal.MarkdownBreaks;
import dev.wrac.parsers.internal.MarkdownContent;
import dev.wrac.parsers.internal.MarkdownHeadings;
import dev.wrac.parsers.internal.MarkdownNesting;
import dev.wrac.parsers.internal.MarkdownSegments;
import dev.wrac.parsers.internal.MarkdownTables;
import dev.wrac.parsers.internal.MarkdownText;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Parses Markdown (CommonMark with GitHub pipe tables and YAML front matter) with
 * flexmark-java; pipe tables are recognised in paragraphs by {@code MarkdownTables}.
 *
 * <p>Elements, each holding its exact source text ({@code source.substring(span.start(),
 * span.end())}):
 * <ul>
 *   <li>ATX and setext headings ({@code h1, h2, …}), with their title without markup;
 *   <li>paragraphs ({@code p}), link reference definitions ({@code [id]: url "title"}) kept in
 *       the paragraph they are written in; block quotes as one element each ({@code q}); fenced
 *       and indented code ({@code code}); HTML blocks and HTML comments ({@code html}); front
 *       matter ({@code fm});
 *   <li>list items ({@code li}): each item's own text without its nested lists, with its depth,
 *       its number in an ordered list and the lead-in paragraph before the list; a list and
 *       the lists nested in it share one group;
 *   <li>tables: the header rows with the separator line ({@code th}), then one element per
 *       body row ({@code tr}) that keeps the header cells.
 * </ul>
 * Dropped: thematic breaks and blank lines, which hold no text. Block quotes and lists nested
 * deeper than {@link MarkdownNesting#MAX_DEPTH} are flattened: the deeper markers are read as
 * text of the innermost container kept, so no text is lost and parsing stays linear in the
 * document's size (see {@code docs/markdown.md}). Documents are walked without recursion.
 * Thread-safe.
 */
public final class MarkdownParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "markdown";

  private final Parser parser;

  private final int segmentChars;

  /** For {@link java.util.ServiceLoader}; prefer {@link #create()}. */
  public MarkdownParser() {
    this(SEGMENT_CHARS);
  }

  private final int blockChars;

  /** A parser cutting documents into segments of about {@code segmentChars} (tests). */
  MarkdownParser(int segmentChars) {
    this(segmentChars, MarkdownSegments.BLOCK_CHARS);
  }

  /**
   * A parser cutting documents into segments of about {@code segmentChars}, and blocks of
   * documents over that size after {@code blockChars} (see {@link MarkdownSegments}; tests).
   */
  MarkdownParser(int segmentChars, int blockChars) {
    this.segmentChars = segmentChars;
    this.blockChars = blockChars;
    MutableDataSet options = new MutableDataSet();
    options.set(Parser.EXTENSIONS, List.of(YamlFrontMatterExtension.create()));
    // link reference definitions stay in their paragraph (they hold link targets), and
    // flexmark's reference pre-processor copies the rest of a paragraph once per definition
    options.set(Parser.REFERENCE_PARAGRAPH_PRE_PROCESSOR, false);
    // flexmark's heading parser is quadratic in a paragraph's lines: ours is not
    options.set(Parser.HEADING_PARSER, false);
    // and its thematic break expression recurses once per character of a long run of dashes
    options.set(Parser.THEMATIC_BREAK_PARSER, false);
    // element text is the verbatim source, so inline syntax (emphasis, links) is never needed:
    // skipping it makes parsing about twice as fast
    this.parser = Parser.builder(options)
        .customInlineParserFactory(BlockOnlyInlineParser::new)
        .customBlockParserFactory(new MarkdownHeadings())
        .customBlockParserFactory(new MarkdownBreaks())
        .build();
  }

  /** A Markdown parser (the instance found by ServiceLoader is equivalent). */
  public static MarkdownParser create() {
    return new MarkdownParser();
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of("text/markdown", "text/x-markdown");
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("md", "markdown", "mdown", "mkd", "mkdn");
  }

  /**
   * Documents longer than this many characters are parsed in segments cut at top-level
   * headings, and where there are none inside long code blocks and long lines (see
   * {@link MarkdownSegments}); shorter ones in one piece.
   */
  public static final int SEGMENT_CHARS = 512 * 1024;

  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    DocumentBuilder builder = newBuilder(source, options);
    readSegments(source, options, builder, null);
    return builder.build();
  }

  /**
   * Parses a large document segment by segment, handing each to {@code segments} as soon as it
   * is parsed: memory stays bounded by the segment size whatever the document's size.
   */
  @Override
  public void parseSegments(DocumentSource source, ParseOptions options,
      Consumer<ParsedDocument> segments) {
    readSegments(source, options, newBuilder(source, options), segments);
  }

  private static DocumentBuilder newBuilder(DocumentSource source, ParseOptions options) {
    return new DocumentBuilder(source.name(), source.mediaType().orElse("text/markdown"), options,
        MarkdownContent.INSTANCE);
  }

  private void readSegments(DocumentSource source, ParseOptions options, DocumentBuilder builder,
      Consumer<ParsedDocument> sink) {
    ParseDeadline deadline = ParseDeadline.start(source.name(), options);
    if (source.isText() && source.textLength() <= segmentChars) {
      // small and already text: one segment, no copying
      String text = source.text(options.maxSourceChars());
      new Walk(text, new LineIndex(text), builder, deadline, 0)
          .run(parseView(source.name(), text));
      if (sink != null) {
        sink.accept(builder.build());
      }
      return;
    }
    boolean any = false;
    try (Reader reader = source.reader(options.maxSourceChars())) {
      MarkdownSegments segments = new MarkdownSegments(reader, segmentChars, blockChars);
      for (MarkdownSegments.Segment s; (s = segments.next()) != null; ) {
        deadline.check(Walk.READING, s.offset());
        Walk walk = new Walk(s.text(), new LineIndex(s.text(), s.offset(), s.line()), builder,
            deadline, s.offset());
        if (s.verbatim() != null) {
          // the rest of a long code block or front matter: kept as it is, not parsed
          walk.block(s.verbatim(), 0, s.text().length());
        } else {
          walk.run(parseView(source.name(), s.text()));
        }
        if (sink != null && builder.pendingSize() > 0) {
          sink.accept(builder.flushSegment());
          any = true;
        }
      }
    } catch (IOException e) {
      throw new DocumentParseException(source.name(), DocumentParseException.Reason.UNREADABLE,
          e.toString(), e);
    }
    if (sink != null && !any) {
      builder.build();
    }
  }

  /**
   * Parses the parse view of {@code text} (see {@link MarkdownNesting}): nesting deeper than
   * {@link MarkdownNesting#MAX_DEPTH} is read as text, so flexmark's time stays linear and its
   * recursion shallow. Offsets into the tree are offsets into {@code text}. A failure inside
   * flexmark (none is known) is a typed error naming the document, not a raw exception.
   */
  private Document parseView(String name, String text) {
    try {
      return parser.parse(MarkdownNesting.limit(text));
    } catch (RuntimeException e) {
      throw new DocumentParseException(name, DocumentParseException.Reason.MALFORMED,
          "the Markdown parser failed: " + e, e);
    }
  }

  /**
   * The inline parser of flexmark with inline parsing switched off: paragraphs and headings get
   * no inline children.
   */
  private static final class BlockOnlyInlineParser extends InlineParserImpl {
    BlockOnlyInlineParser(DataHolder options, BitSet specialCharacters,
        BitSet delimiterCharacters, Map<Character, DelimiterProcessor> delimiterProcessors,
        LinkRefProcessorData linkRefProcessors, List<InlineParserExtensionFactory> extensions) {
      super(options, specialCharacters, delimiterCharacters, delimiterProcessors,
          linkRefProcessors, extensions);
    }

    @Override
    public void parse(BasedSequence input, Node node) {
      // paragraphs and headings get no inline nodes: the walk reads verbatim source ranges;
      // other callers (table rows, link reference definitions) still need the real parse
      if (!(node instanceof Paragraph) && !(node instanceof Heading)) {
        super.parse(input, node);
      }
    }
  }

  /** A list item's own text between nested lists. */
  private record ItemSegment(int start, int end, String group, int depth, int ordinal) {}

  /**
   * A list with the group and depth its items take; {@code markerStart} is the offset of an
   * enclosing item's marker when that item has no text of its own ({@code "- * x"}), so the
   * first nested item's text starts there and the marker is not lost; -1 otherwise.
   */
  private record NestedList(ListBlock list, String group, int depth, int markerStart) {}

  /** One walk over one document's AST, in document order, without recursion. */
  private static final class Walk {
    /** The most characters of one block or list item handed to the builder at once (32 Ki). */
    private static final int PIECE_CHARS = 32 * 1024;

    private final String text;
    private final DocumentBuilder builder;
    private final LineIndex lines;
    private final Deque<Object> todo = new ArrayDeque<>();
    /** The stage the time budget names, with the character reached. */
    static final String READING = "reading the Markdown at character";
    private final ParseDeadline deadline;
    /** Where {@code text} starts in the document. */
    private final int offset;

    Walk(String text, LineIndex lines, DocumentBuilder builder, ParseDeadline deadline,
        int offset) {
      this.text = text;
      this.builder = builder;
      this.lines = lines;
      this.deadline = deadline;
      this.offset = offset;
    }

    /** Emits the document's blocks, checking the time budget before each. */
    void run(Document document) {
      pushChildren(document);
      while (!todo.isEmpty()) {
        Object next = todo.pop();
        if (next instanceof ItemSegment segment) {
          deadline.check(READING, (long) offset + segment.start());
          emitItem(segment);
        } else if (next instanceof NestedList nested) {
          deadline.check(READING, (long) offset + nested.list().getStartOffset());
          pushItems(nested);
        } else {
          deadline.check(READING, (long) offset + ((Node) next).getStartOffset());
          visit((Node) next);
        }
      }
    }

    private void pushChildren(Node parent) {
      List<Node> children = new ArrayList<>();
      for (Node c = parent.getFirstChild(); c != null; c = c.getNext()) {
        children.add(c);
      }
      for (int k = children.size() - 1; k >= 0; k--) {
        todo.push(children.get(k));
      }
    }

    private void visit(Node node) {
      if (node instanceof Heading heading) {
        heading(heading);
      } else if (node instanceof Paragraph) {
        paragraphOrTable(node);
      } else if (node instanceof ListBlock list) {
        pushItems(new NestedList(list, builder.newGroup("list"), 1, -1));
      } else if (node instanceof BlockQuote) {
        block(ElementKind.QUOTE, node);
      } else if (node instanceof FencedCodeBlock || node instanceof IndentedCodeBlock) {
        block(ElementKind.CODE, node);
      } else if (node instanceof YamlFrontMatterBlock) {
        frontMatter(node);
      } else if (node instanceof HtmlBlock) {
        block(ElementKind.HTML, node);
      } else if (node instanceof HtmlCommentBlock) {
        // a comment is text its author wrote (notes, commented-out content): kept, as HTML
        block(ElementKind.HTML, node);
      } else if (node instanceof ThematicBreak || node instanceof BlankLine) {
        // structure only: no text
      } else if (node.hasChildren() && !(node instanceof ListItem)) {
        pushChildren(node);
      } else {
        block(ElementKind.PARAGRAPH, node);
      }
    }

    private void heading(Heading heading) {
      int start = Trim.start(text, heading.getStartOffset(), heading.getEndOffset());
      int end = Trim.end(text, start, heading.getEndOffset());
      if (start >= end) {
        return;
      }
      String title = MarkdownText.plain(source(heading.getText()));
      if (title.isEmpty()) {
        // an empty heading ("#") carries no text worth keeping
        return;
      }
      builder.heading(heading.getLevel(), text.substring(start, end), title,
          lines.span(start, end));
      if (heading.getLevel() == 1) {
        builder.titleIfAbsent(title);
      }
    }

    /**
     * A sequence of the parse view read from the source text: the same characters, except
     * where the view replaced a marker nested too deeply.
     */
    private String source(BasedSequence sequence) {
      StringBuilder sb = new StringBuilder(sequence.length());
      for (int i = 0, n = sequence.length(); i < n; i++) {
        int offset = sequence.getIndexOffset(i);
        sb.append(offset >= 0 && offset < text.length() ? text.charAt(offset) : sequence.charAt(i));
      }
      return sb.toString();
    }

    private ElementId block(ElementKind kind, Node node) {
      return block(kind, node.getStartOffset(), node.getEndOffset());
    }

    private ElementId block(ElementKind kind, int from, int to) {
      int start = Trim.start(text, from, to);
      int end = Trim.end(text, start, to);
      ElementId first = null;
      while (start < end) {
        int cut = pieceEnd(start, end);
        int pieceEnd = Trim.end(text, start, cut);
        ElementId id = builder.block(kind, text.substring(start, pieceEnd),
            lines.span(start, pieceEnd));
        first = first == null ? id : first;
        start = Trim.start(text, cut, end);
      }
      return first;
    }

    /**
     * The end of the piece of {@code [start, end)} handed to the builder: all of it up to
     * {@link #PIECE_CHARS}, else a cut at the last line break (or white space) before that
     * many characters. The builder cuts an oversized element in time proportional to its size
     * times its number of pieces, so a block of megabytes (a run of link definitions, a deep
     * quote) is handed over in bounded pieces, which it then cuts by tokens as usual.
     */
    private int pieceEnd(int start, int end) {
      if (end - start <= PIECE_CHARS) {
        return end;
      }
      int limit = start + PIECE_CHARS;
      int half = start + PIECE_CHARS / 2;
      int newline = text.lastIndexOf('\n', limit - 1);
      if (newline >= half) {
        return newline + 1;
      }
      for (int i = limit - 1; i >= half; i--) {
        if (Character.isWhitespace(text.charAt(i))) {
          return i + 1;
        }
      }
      return Character.isLowSurrogate(text.charAt(limit)) ? limit - 1 : limit;
    }

    private void frontMatter(Node node) {
      ElementId id = block(ElementKind.FRONT_MATTER, node);
      String title = MarkdownText.frontMatterTitle(
          text.substring(node.getStartOffset(), node.getEndOffset()));
      if (id != null && title != null) {
        builder.metadata("title", title);
        builder.titleIfAbsent(title);
      }
    }

    /** Pushes a list's items, each as own-text segments and nested lists, in order. */
    private void pushItems(NestedList nested) {
      List<Object> parts = new ArrayList<>();
      int markerStart = nested.markerStart();
      for (Node item = nested.list().getFirstChild(); item != null; item = item.getNext()) {
        if (item instanceof ListItem li) {
          itemParts(li, nested, markerStart, parts);
          markerStart = -1;
        }
      }
      for (int k = parts.size() - 1; k >= 0; k--) {
        todo.push(parts.get(k));
      }
    }

    private void itemParts(ListItem item, NestedList nested, int markerStart, List<Object> parts) {
      int ordinal = item instanceof OrderedListItem ordered
          ? MarkdownText.ordinal(ordered.getOpeningMarker().toString()) : 0;
      int segmentStart = markerStart >= 0 ? markerStart : item.getStartOffset();
      int segmentEnd = -1;
      boolean first = true;
      for (Node child = item.getFirstChild(); child != null; child = child.getNext()) {
        if (child instanceof ListBlock sub) {
          int carriedMarker = -1;
          if (segmentEnd > segmentStart) {
            parts.add(new ItemSegment(segmentStart, segmentEnd, nested.group(), nested.depth(),
                first ? ordinal : 0));
          } else if (first) {
            carriedMarker = segmentStart;
          }
          first = false;
          parts.add(new NestedList(sub, nested.group(), nested.depth() + 1, carriedMarker));
          segmentStart = child.getEndOffset();
          segmentEnd = -1;
        } else if (!(child instanceof BlankLine)) {
          if (!first && segmentEnd < 0) {
            segmentStart = child.getStartOffset();
          }
          segmentEnd = child.getEndOffset();
        }
      }
      if (first) {
        parts.add(new ItemSegment(segmentStart, Math.max(segmentEnd, item.getEndOffset()),
            nested.group(), nested.depth(), ordinal));
      } else if (segmentEnd > segmentStart) {
        parts.add(new ItemSegment(segmentStart, segmentEnd, nested.group(), nested.depth(), 0));
      }
    }

    private void emitItem(ItemSegment s) {
      int start = Trim.start(text, s.start(), s.end());
      int end = Trim.end(text, start, s.end());
      if (start >= end || MarkdownText.isBareListMarker(text, start, end)) {
        return;
      }
      if (s.depth() > 1) {
        // keep a nested item's indentation, so chunks show the nesting as the source does
        int lineStart = start;
        while (lineStart > 0 && (text.charAt(lineStart - 1) == ' ' || text.charAt(lineStart - 1) == '\t')) {
          lineStart--;
        }
        if (lineStart == 0 || text.charAt(lineStart - 1) == '\n') {
          start = lineStart;
        }
      }
      while (start < end) {
        int cut = pieceEnd(start, end);
        int pieceEnd = Trim.end(text, start, cut);
        builder.listItem(text.substring(start, pieceEnd), lines.span(start, pieceEnd), s.group(),
            s.depth(), s.ordinal());
        start = Trim.start(text, cut, end);
      }
    }

    /** A paragraph, or a pipe table (with any paragraph lines before its header). */
    private void paragraphOrTable(Node node) {
      int from = node.getStartOffset();
      int to = node.getEndOffset();
      MarkdownTables.Table table = MarkdownTables.find(text, from, to);
      if (table == null) {
        block(ElementKind.PARAGRAPH, node);
        return;
      }
      if (table.headerStart() > from) {
        block(ElementKind.PARAGRAPH, from, table.headerStart());
      }
      String group = builder.newGroup("table");
      ElementId header = null;
      int start = Trim.start(text, table.headerStart(), table.headerEnd());
      int end = Trim.end(text, start, table.headerEnd());
      if (start < end) {
        header = builder.tableHeader(text.substring(start, end), table.headerCells(),
            lines.span(start, end), group);
      }
      for (int[] row : table.rows()) {
        start = Trim.start(text, row[0], row[1]);
        end = Trim.end(text, start, row[1]);
        if (start < end) {
          builder.tableRow(text.substring(start, end), MarkdownTables.cells(text, start, end),
              lines.span(start, end), group, header, table.headerCells());
        }
      }
    }
  }
}
