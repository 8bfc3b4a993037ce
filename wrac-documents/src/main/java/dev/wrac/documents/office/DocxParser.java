package dev.wrac.documents.office;

import dev.wrac.documents.office.internal.DocxBody;
import dev.wrac.documents.office.internal.OfficeFormat;
import dev.wrac.documents.office.internal.OfficePackages;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.ContentSignature;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.List;
import java.util.Set;
import org.apache.poi.xwpf.usermodel.XWPFDocument;

/**
 * Parses Word documents ({@code .docx}, Office Open XML) with Apache POI into elements.
 *
 * <pre>{@code
 * ParsedDocument doc = DocxParser.create().parse(DocumentSource.of(Path.of("policy.docx")),
 *     ParseOptions.defaults());
 * }</pre>
 *
 * <ul>
 *   <li><b>Headings</b>: a paragraph's own outline level, else its style: "Heading N" (by name
 *       or id, following {@code basedOn}) is level N, a style with an outline level is that
 *       level plus one; levels beyond 6 become 6. A paragraph in the Title style is a level-1
 *       heading and the document's title (as is, without one, the first level-1 heading).
 *   <li><b>Lists</b>: numbered paragraphs (their own numbering, or their style's) are list
 *       items with depth = numbering level + 1 and the number Word shows (0 for bullets);
 *       consecutive items form one list.
 *   <li><b>Tables</b>: the first row is the header element, each further row an element with
 *       the header cells (cells joined by {@code " | "}); a one-row table is one row without
 *       header; a one-column table (a text box drawn as a table) becomes paragraphs; nested
 *       tables are flattened into their cell's text (rows {@code "; "}, cells {@code ", "}).
 *       A row's content (what sizes it and goes into the embed text) is its cells, or the
 *       row sentence {@code "Plan: Basic; Price: 5 EUR"} when {@link ParseOptions#rowContent()}
 *       is FORMAT_DEFAULT or SENTENCES; its verbatim text is the cells joined by
 *       {@code " | "}.
 *   <li><b>Text</b>: hyperlinks keep their text; tabs and line breaks are kept; deleted
 *       tracked changes are dropped. Content controls become paragraphs.
 *   <li><b>Notes</b>: a reference becomes {@code " [N]"} at the end of its paragraph; the notes
 *       follow the body under a level-1 heading "Footnotes" (then "Endnotes") as paragraphs
 *       {@code "[N] text"} (switch off with {@link Builder#notes(boolean)}).
 *   <li><b>Text boxes, SmartArt and charts</b>, after the paragraph that anchors them: a text
 *       box's paragraphs; a diagram's text, a paragraph per line of each node; a chart's title
 *       as a paragraph and its data as a table: a header row (the category axis's title, then
 *       the series' names) and a row per category with each series' value as the chart formats it
 *       ({@code 4,200,000}). In a table cell, they are part of the cell's text.
 *   <li><b>Left out</b>: running headers and footers, comments, images.
 * </ul>
 *
 * <p>Spans: {@code [start, end)} index the text the parser extracts (the elements' texts in
 * order, each followed by a blank line); {@code line} is the 1-based index of the body element
 * (paragraph, table or content control, as in {@link XWPFDocument#getBodyElements()}) the
 * element comes from, for a note the element that references it; no page.
 *
 * <p>Bad input fails with a {@link DocumentParseException} naming the file: EMPTY (no bytes or
 * no text), ENCRYPTED (password-protected), UNSUPPORTED_FORMAT (the content is a PDF, HTML, a
 * legacy {@code .doc} or another Office format), TOO_LARGE (a zip bomb, see
 * {@link OfficePackages}, a main part over {@link #MAX_PART_BYTES}, or more extracted text than
 * {@link ParseOptions#maxSourceChars()}), MALFORMED (a corrupt
 * ZIP or XML; XML with a DOCTYPE is refused by POI, so external entities are never resolved;
 * XML nested deeper than {@link OfficePackages#MAX_XML_DEPTH}, the core properties deeper than
 * {@link OfficePackages#MAX_PROPERTIES_DEPTH}, both checked before POI reads the part; a
 * structure that overflows POI's stack), TIMEOUT (past {@link ParseOptions#timeBudget()}).
 * Every message names the part and the limit. The office parsers skip damaged pieces a user
 * wants the rest of (a shape, a slide, a cell reference, missing shared strings) and name them
 * in the document's {@code skipped} metadata and a WARN. See docs/fuzzing.md.
 * The document is held in memory as POI's XML tree, about ten times the size of its XML.
 * Thread-safe; deterministic.
 */
public final class DocxParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "docx";
  /** The media type of {@code .docx} files. */
  public static final String MEDIA_TYPE =
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  /**
   * Largest main XML part read: 256 MiB inflated, or a 32nd of the heap when less
   * ({@link Runtime#maxMemory()}); larger documents are TOO_LARGE.
   */
  public static final long MAX_PART_BYTES = 256L << 20;

  private final boolean notes;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public DocxParser() {
    this(builder());
  }

  private DocxParser(Builder b) {
    this.notes = b.notes;
  }

  /** A parser with the defaults (footnotes and endnotes included). */
  public static DocxParser create() {
    return new DocxParser();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of(MEDIA_TYPE);
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("docx");
  }

  /** DOCX, also when misnamed: a ZIP package holding {@code word/} parts. */
  @Override
  public List<DocumentFormat> formats() {
    return List.of(DocumentFormat.binary(NAME, MEDIA_TYPE, "docx")
        .withSignatures(ContentSignature.zipEntry("word/")));
  }

  /**
   * Parses a Word document.
   *
   * @throws DocumentParseException as the class comment says; never another runtime exception
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    DocumentBuilder builder = OfficePackages.builder(source, options, MEDIA_TYPE);
    OfficePackages.parse(source, OfficeFormat.DOCX, options, builder, options.maxSourceChars(),
        (pkg, text) -> {
          OfficePackages.requireMainPartAtMost(source.name(), pkg, MAX_PART_BYTES);
          // not closed: closing the package drops it
          new DocxBody(new XWPFDocument(pkg), text, notes).emit();
        });
    return builder.build();
  }

  @Override
  public String toString() {
    return "DocxParser[" + (notes ? "notes" : "no notes") + "]";
  }

  /** Builder for {@link DocxParser}. */
  public static final class Builder {
    private boolean notes = true;

    private Builder() {}

    /** Whether footnotes and endnotes are kept (after the body); default {@code true}. */
    public Builder notes(boolean notes) {
      this.notes = notes;
      return this;
    }

    /** The parser; immutable and thread-safe. */
    public DocxParser build() {
      return new DocxParser(this);
    }
  }
}
