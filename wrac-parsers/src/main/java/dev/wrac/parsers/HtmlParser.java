package dev.wrac.parsers;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.ContentSignature.Strength;
import dev.wrac.parse.ContentSignature;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.html.HtmlDecoder;
import dev.wrac.parsers.internal.html.HtmlPage;
import dev.wrac.parsers.internal.html.HtmlSniff;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Parses web pages (HTML) with jsoup into elements, keeping the page's main content and its
 * structure and dropping navigation, cookie banners, sharing bars, comments, related links and
 * other page furniture.
 *
 * <pre>{@code
 * ParsedDocument article = HtmlParser.create().parse(DocumentSource.of(Path.of("page.html")),
 *     ParseOptions.defaults());
 * HtmlParser docs = HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build();
 * }</pre>
 *
 * <p>Elements: headings ({@code h1}–{@code h6}, ARIA headings, and, unless switched off, bold
 * one-line paragraphs followed by text), paragraphs (also text separated by
 * {@code <br><br>}), list items with their depth and number, preformatted code, block quotes,
 * figure and table captions, definitions (term and description), and tables as a header
 * element plus one element per row that keeps the header cells. An element's text is the
 * visible text of its block with white space collapsed ({@code <br>} and inner paragraphs
 * become line breaks, {@code <pre>} keeps its white space); its span covers the block in the
 * decoded page. Hidden elements ({@code hidden}, {@code aria-hidden="true"}, inline
 * {@code display:none} or {@code visibility:hidden}) and {@code script}, {@code style},
 * {@code noscript}, {@code template}, form controls and embedded media are never emitted.
 *
 * <p>The document's title is the page's {@code <title>} (else {@code og:title}, else the first
 * {@code h1}); its metadata holds {@code canonicalUrl} ({@code <link rel=canonical>}, else
 * {@code og:url}), {@code language} and {@code description} when the page declares them, and
 * always how the page was read: {@code html.path} is {@code dom}, {@code streamed}, or
 * {@code dom-streaming-unavailable} (a page due for streaming read as a DOM because jsoup's
 * parser state cannot be reached, see {@link Builder#streamAboveChars}; logged once per JVM),
 * and {@code html.content} is {@code main}, {@code all-visible}, or
 * {@code all-visible-fallback} (the main content kept nothing, so all visible text was kept;
 * logged as a warning for a streamed page, which is read again).
 *
 * <p>Bytes are decoded by their byte-order mark, else the character set given with
 * {@link DocumentSource#withCharset} (the HTTP header), else a {@code <meta>} declaration, else
 * UTF-8 when valid, else windows-1252; undecodable bytes become U+FFFD. The parser never
 * fetches anything (no base URI, no linked resources). Pages are walked without recursion, so
 * any nesting depth is safe: jsoup keeps at most 512 open elements, and a start tag deeper
 * than that closes the deepest one first, so deeper content is kept, as siblings at that
 * depth; time grows linearly with the page. Deterministic and thread-safe.
 *
 * <p>Large pages: a page is held whole as a DOM, tens of times its size in heap, up to
 * {@link Builder#streamAboveChars} (4 Mi characters); longer pages are read as a stream, each
 * finished part of the tree turned into elements and dropped as the parse goes on, so they take
 * the page's bytes and text, the elements, and a DOM of at most about 256 Ki characters: a
 * 100 MB page parses in a 1 GB heap. {@link #parseSegments} (which
 * {@code Chunker.chunk(source, sink)} uses) hands a streamed page out in segments of a few
 * thousand elements while it is read, so memory no longer grows with the number of elements
 * either. Streamed, all visible text gives the same elements as the
 * DOM; the main content cannot be scored over the whole page and is everything visible minus
 * what tag, ARIA role, class or id name as page furniture (as inside the DOM's main content),
 * filtered the same way. There is no page size limit of the parser's own by default
 * ({@link Builder#maxPageChars}); {@link ParseOptions#maxSourceChars()} applies.
 */
public final class HtmlParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "html";

  /** Which part of a page becomes elements. */
  public enum Content {
    /** The main content (article or documentation body); page furniture is dropped. */
    MAIN,
    /** Everything visible, for pages that are all content (documentation, knowledge bases). */
    ALL_VISIBLE
  }

  /** The text of a table row element. */
  public enum TableRows {
    /** The cells joined by {@code " | "}: {@code "Basic | 5 EUR"}. */
    CELLS,
    /** Each cell after its column header: {@code "Plan: Basic; Price: 5 EUR"}. */
    SENTENCES
  }

  /**
   * Default largest page: no limit of the parser's own, so
   * {@link ParseOptions#maxSourceChars()} decides (see {@link Builder#maxPageChars}).
   */
  public static final long DEFAULT_MAX_PAGE_CHARS = Long.MAX_VALUE;

  /**
   * Default size above which pages are read as a stream, in characters: 4 Mi (see
   * {@link Builder#streamAboveChars}). A DOM of that size takes up to about 380 MB (measured:
   * 132 MB for an article page, 375 MB for unclosed tags); real pages are far smaller and keep
   * the DOM's main-content scoring.
   */
  public static final long DEFAULT_STREAM_ABOVE_CHARS = 4L * 1024 * 1024;

  private final Content content;
  private final boolean boldHeadings;
  private final TableRows tableRows;
  private final long maxPageChars;
  private final long streamAboveChars;
  private final HtmlPage.Segments segmentCuts;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public HtmlParser() {
    this(builder());
  }

  private HtmlParser(Builder b) {
    this.content = b.content;
    this.boldHeadings = b.boldHeadings;
    this.tableRows = b.tableRows;
    this.maxPageChars = b.maxPageChars;
    this.streamAboveChars = b.streamAboveChars;
    this.segmentCuts = b.segmentCuts;
  }

  /** A parser with the defaults: main content, bold headings on, rows as cells. */
  public static HtmlParser create() {
    return new HtmlParser();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** Which part of a page is kept. */
  public Content content() {
    return content;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of("text/html", "application/xhtml+xml");
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("html", "htm", "xhtml");
  }

  /**
   * HTML ({@code .html}, {@code .htm}; a text that opens as a whole page wins over its file
   * name, one that opens with a block tag such as {@code <p>} or {@code <h1>} is HTML when
   * nothing else names its format) and XHTML ({@code .xhtml}).
   */
  @Override
  public List<DocumentFormat> formats() {
    return List.of(
        DocumentFormat.text(NAME, "text/html", "html", "htm").withSignatures(
            ContentSignature.text(Strength.OVER_EXTENSION, HtmlSniff::isPage),
            ContentSignature.text(Strength.UNDER_EXTENSION, HtmlSniff::isFragment)),
        DocumentFormat.text("xhtml", "application/xhtml+xml", "xhtml"));
  }

  /**
   * Parses a page.
   *
   * @throws DocumentParseException if the page is empty, binary, larger than
   *     {@link Builder#maxPageChars} or {@link ParseOptions#maxSourceChars()}, or has no visible
   *     text; {@link DocumentParseException.Reason#MALFORMED} if jsoup or this parser fails on
   *     it (a defect: no other runtime exception leaves the parser)
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    ParsedDocument[] document = new ParsedDocument[1];
    read(source, options, null, d -> document[0] = d);
    return document[0];
  }

  /**
   * Parses a page in segments: a page read as a stream (longer than
   * {@link Builder#streamAboveChars}) goes to {@code segments} while it is read, cut every
   * few thousand elements before a block outside every list and table, so memory is the page's
   * bytes and text and a bounded window whatever the number of elements; a shorter page is one
   * segment. Joined, the segments hold {@link #parse}'s elements, in order, with the same IDs
   * and spans, except that a list or table of more than 16384 elements is cut too, its later
   * items losing their intro (see {@link dev.wrac.parse.DocumentBuilder#flushSegment}). Title
   * and metadata are the head's; without a {@code <title>} or {@code og:title}, segments
   * before the page's first {@code h1} have no title. A segment handed out cannot be taken
   * back: the fallback to all visible text when the main content keeps nothing applies only
   * when nothing has gone out, which is when it applies for {@link #parse} too.
   *
   * @throws DocumentParseException as {@link #parse}
   */
  @Override
  public void parseSegments(DocumentSource source, ParseOptions options,
      Consumer<ParsedDocument> segments) {
    read(source, options, segmentCuts, Objects.requireNonNull(segments, "segments"));
  }

  private void read(DocumentSource source, ParseOptions options, HtmlPage.Segments cuts,
      Consumer<ParsedDocument> sink) {
    String mediaType = source.mediaType().orElse("text/html");
    HtmlPage.Settings settings = new HtmlPage.Settings(content == Content.MAIN, boldHeadings,
        tableRows == TableRows.SENTENCES, streamAboveChars);
    Consumer<ParsedDocument> guarded = segment -> {
      try {
        sink.accept(segment);
      } catch (RuntimeException e) {
        throw new SinkFailure(e);
      }
    };
    ParseDeadline deadline = ParseDeadline.start(source.name(), options);
    try {
      String html = HtmlDecoder.decode(source, Math.min(maxPageChars, options.maxSourceChars()))
          .text();
      if (cuts == null) {
        sink.accept(HtmlPage.parse(source.name(), mediaType, html, options, settings,
            deadline));
      } else {
        HtmlPage.parseSegments(source.name(), mediaType, html, options, settings, cuts,
            guarded, deadline);
      }
    } catch (SinkFailure e) {
      throw e.getCause(); // the caller's own failure, as it was
    } catch (DocumentParseException e) {
      throw e;
    } catch (RuntimeException e) {
      // a defect in jsoup or in this parser: typed, naming the page, never raw
      throw new DocumentParseException(source.name(), DocumentParseException.Reason.MALFORMED,
          "the HTML parser failed (" + e + ")", e);
    }
  }

  /** A failure of the caller's segment sink, carried past the parser's own error handling. */
  private static final class SinkFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailure(RuntimeException cause) {
      super(null, cause, false, false);
    }

    @Override
    public synchronized RuntimeException getCause() {
      return (RuntimeException) super.getCause();
    }
  }

  @Override
  public String toString() {
    return "HtmlParser[" + content + (boldHeadings ? ", bold headings" : "") + ", rows as "
        + tableRows + ", streamed above " + streamAboveChars + " chars]";
  }

  /** Builder for {@link HtmlParser}; every option has a default. */
  public static final class Builder {
    private Content content = Content.MAIN;
    private boolean boldHeadings = true;
    private TableRows tableRows = TableRows.CELLS;
    private long maxPageChars = DEFAULT_MAX_PAGE_CHARS;
    private long streamAboveChars = DEFAULT_STREAM_ABOVE_CHARS;
    private HtmlPage.Segments segmentCuts = HtmlPage.Segments.DEFAULT;

    private Builder() {}

    /** Which part of a page is kept; default {@link Content#MAIN}. */
    public Builder content(Content content) {
      this.content = Objects.requireNonNull(content, "content");
      return this;
    }

    /**
     * Whether a paragraph that is bold throughout, one line of at most 120 characters not
     * ending like a sentence, and followed by more text, becomes a heading one level below the
     * last real heading; default {@code true}.
     */
    public Builder boldHeadings(boolean boldHeadings) {
      this.boldHeadings = boldHeadings;
      return this;
    }

    /** The text of table row elements; default {@link TableRows#CELLS}. */
    public Builder tableRows(TableRows tableRows) {
      this.tableRows = Objects.requireNonNull(tableRows, "tableRows");
      return this;
    }

    /**
     * The largest page accepted, in characters; larger pages are refused with
     * {@link DocumentParseException.Reason#TOO_LARGE} before they are parsed. Default: no
     * limit of the parser's own ({@link HtmlParser#DEFAULT_MAX_PAGE_CHARS}), so
     * {@link ParseOptions#maxSourceChars()} (512 Mi by default) applies as for every parser.
     * A streamed page takes its bytes, its decoded text and its document in heap, the
     * document the most (3 to 8 times the page, measured on generated pages), unless it is
     * read in segments ({@link HtmlParser#parseSegments}); at least 1.
     */
    public Builder maxPageChars(long maxPageChars) {
      if (maxPageChars < 1) {
        throw new IllegalArgumentException("maxPageChars must be positive, was " + maxPageChars);
      }
      this.maxPageChars = maxPageChars;
      return this;
    }

    /**
     * Pages longer than this many characters are read as a stream instead of as one DOM; at
     * least 0 (0 streams every page); default {@link HtmlParser#DEFAULT_STREAM_ABOVE_CHARS},
     * 4 Mi. A DOM takes 7 to 94 times the page's size in heap (measured); a stream holds at
     * most about 256 Ki characters' worth of it. A streamed page's elements are the DOM's for
     * all visible text ({@link Content#ALL_VISIBLE}), but its main content cannot be scored
     * over the whole page: it is everything visible minus what tag, ARIA role, class or id
     * name as page furniture, then filtered like the DOM's (see {@code docs/html.md}).
     * Streaming reads jsoup's package-private parser state; where the JVM does not allow that
     * (jsoup on the module path without {@code --add-opens org.jsoup/org.jsoup.parser}), pages
     * are read as a DOM up to 32 Mi characters and longer ones refused with
     * {@link DocumentParseException.Reason#TOO_LARGE}.
     */
    public Builder streamAboveChars(long streamAboveChars) {
      if (streamAboveChars < 0) {
        throw new IllegalArgumentException(
            "streamAboveChars must not be negative, was " + streamAboveChars);
      }
      this.streamAboveChars = streamAboveChars;
      return this;
    }

    /**
     * Where {@link #parseSegments} cuts streamed pages (tests): a segment ends before a block
     * outside every list and table once it holds {@code elements} elements, and before any
     * block once it holds {@code most}.
     */
    Builder segments(int elements, int most) {
      this.segmentCuts = new HtmlPage.Segments(elements, most);
      return this;
    }

    /** The parser; immutable and thread-safe. */
    public HtmlParser build() {
      return new HtmlParser(this);
    }
  }
}
