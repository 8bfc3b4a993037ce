package dev.wrac.parsers;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.html.HtmlDecoder;
import dev.wrac.parsers.internal.html.HtmlPage;
import java.util.Objects;
import java.util.Set;

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
 * {@code og:url}), {@code language} and {@code description} when the page declares them.
 *
 * <p>Bytes are decoded by their byte-order mark, else the character set given with
 * {@link DocumentSource#withCharset} (the HTTP header), else a {@code <meta>} declaration, else
 * UTF-8 when valid, else windows-1252; undecodable bytes become U+FFFD. The parser never
 * fetches anything (no base URI, no linked resources). Pages are walked without recursion, so
 * any nesting depth is safe (jsoup caps the tree at 512 levels); time and memory grow linearly
 * with the page. Deterministic and thread-safe.
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

  /** Default largest page, in characters: 32 Mi (see {@link Builder#maxPageChars}). */
  public static final long DEFAULT_MAX_PAGE_CHARS = 32L * 1024 * 1024;

  private final Content content;
  private final boolean boldHeadings;
  private final TableRows tableRows;
  private final long maxPageChars;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public HtmlParser() {
    this(builder());
  }

  private HtmlParser(Builder b) {
    this.content = b.content;
    this.boldHeadings = b.boldHeadings;
    this.tableRows = b.tableRows;
    this.maxPageChars = b.maxPageChars;
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
   * Parses a page.
   *
   * @throws DocumentParseException if the page is empty, binary, larger than
   *     {@link Builder#maxPageChars} or {@link ParseOptions#maxSourceChars()}, or has no visible
   *     text
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    String html = HtmlDecoder.decode(source, Math.min(maxPageChars, options.maxSourceChars()))
        .text();
    HtmlPage page;
    try {
      page = HtmlPage.parse(source.name(), html);
    } catch (StackOverflowError e) {
      throw new DocumentParseException(source.name(), DocumentParseException.Reason.MALFORMED,
          "the HTML parser ran out of stack", e);
    }
    return page.toDocument(source.mediaType().orElse("text/html"), options,
        content == Content.MAIN, boldHeadings, tableRows == TableRows.SENTENCES);
  }

  @Override
  public String toString() {
    return "HtmlParser[" + content + (boldHeadings ? ", bold headings" : "") + ", rows as "
        + tableRows + "]";
  }

  /** Builder for {@link HtmlParser}; every option has a default. */
  public static final class Builder {
    private Content content = Content.MAIN;
    private boolean boldHeadings = true;
    private TableRows tableRows = TableRows.CELLS;
    private long maxPageChars = DEFAULT_MAX_PAGE_CHARS;

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
     * {@link DocumentParseException.Reason#TOO_LARGE}. A page is held as a DOM while parsed,
     * which takes 40 to 130 times the page's size in heap (measured on 10 MB pages), so the
     * default, 32 Mi characters, keeps a page within a few GB; at least 1.
     */
    public Builder maxPageChars(long maxPageChars) {
      if (maxPageChars < 1) {
        throw new IllegalArgumentException("maxPageChars must be positive, was " + maxPageChars);
      }
      this.maxPageChars = maxPageChars;
      return this;
    }

    /** The parser; immutable and thread-safe. */
    public HtmlParser build() {
      return new HtmlParser(this);
    }
  }
}
