package dev.wrac.documents.office;

import dev.wrac.documents.office.internal.OfficeFormat;
import dev.wrac.documents.office.internal.OfficePackages;
import dev.wrac.documents.office.internal.SinkFailure;
import dev.wrac.documents.office.internal.XlsxSheets;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.ContentSignature;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Parses Excel workbooks ({@code .xlsx}) with Apache POI's streaming (event) API into elements.
 *
 * <pre>{@code
 * ParsedDocument book = XlsxParser.create().parse(DocumentSource.of(Path.of("prices.xlsx")),
 *     ParseOptions.defaults());
 * }</pre>
 *
 * <p>Per sheet that has data: a level-1 heading with the sheet's name, the first non-empty row
 * as the table's header element, and one row element per further non-empty row, carrying the
 * header cells (cells joined by {@code " | "}, an empty cell left empty; content: the cells,
 * or the row sentence {@code "Plan: Basic; Price: 5"} when {@link ParseOptions#rowContent()}
 * asks for it). A sheet of one row
 * gives one row without header. Cells are shown as Excel displays them ({@code DataFormatter}:
 * numbers and dates formatted, formulas as their cached results, never re-calculated); line
 * breaks inside a cell become spaces; empty rows and empty sheets are skipped; charts, images
 * and comments are left out. Spans: {@code page} = 1-based sheet index, {@code line} =
 * 1-based spreadsheet row, {@code [start, end)} into the extracted text.
 *
 * <p><b>Size.</b> Sheets are streamed (SAX), never held whole; the shared-strings table is held.
 * {@link #parse} keeps every element and refuses a workbook of more than
 * {@link Builder#maxRows} data rows (default {@value #DEFAULT_MAX_ROWS}) with TOO_LARGE, which
 * bounds its memory; {@link #parseSegments} (used by {@code Chunker.chunk(source, sink)}) hands
 * out a segment every {@value #SEGMENT_ELEMENTS} elements while reading, with no row limit.
 * Bad input fails as for {@link DocxParser}. Thread-safe; deterministic.
 */
public final class XlsxParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "xlsx";
  /** The media type of {@code .xlsx} files. */
  public static final String MEDIA_TYPE =
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  /** Default {@link Builder#maxRows}: 200,000 data rows. */
  public static final long DEFAULT_MAX_ROWS = 200_000;
  /** Elements per segment in {@link #parseSegments}. */
  public static final int SEGMENT_ELEMENTS = 4096;

  private final long maxRows;
  private final int segmentElements;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public XlsxParser() {
    this(builder());
  }

  private XlsxParser(Builder b) {
    this.maxRows = b.maxRows;
    this.segmentElements = b.segmentElements;
  }

  /** A parser with the defaults. */
  public static XlsxParser create() {
    return new XlsxParser();
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
    return Set.of("xlsx");
  }

  /** XLSX, also when misnamed: a ZIP package holding {@code xl/} parts. */
  @Override
  public List<DocumentFormat> formats() {
    return List.of(DocumentFormat.binary(NAME, MEDIA_TYPE, "xlsx")
        .withSignatures(ContentSignature.zipEntry("xl/")));
  }

  /**
   * Parses a workbook.
   *
   * @throws DocumentParseException EMPTY (no sheet with data), TOO_LARGE (over
   *     {@link Builder#maxRows}, or a zip bomb), ENCRYPTED, UNSUPPORTED_FORMAT or MALFORMED,
   *     naming the file; never another runtime exception
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    DocumentBuilder builder = builder(source, options);
    read(source, options, builder, options.maxSourceChars(), maxRows, null);
    return builder.build();
  }

  /**
   * Parses a workbook in segments of about {@value #SEGMENT_ELEMENTS} elements handed to
   * {@code segments} while the sheets are read; no row limit.
   *
   * @throws DocumentParseException as {@link #parse}, except for the row limit
   */
  @Override
  public void parseSegments(DocumentSource source, ParseOptions options,
      Consumer<ParsedDocument> segments) {
    Objects.requireNonNull(segments, "segments");
    DocumentBuilder builder = builder(source, options);
    try {
      read(source, options, builder, Long.MAX_VALUE, Long.MAX_VALUE, segment -> {
        try {
          segments.accept(segment);
        } catch (RuntimeException e) {
          throw new SinkFailure(e);
        }
      });
    } catch (SinkFailure e) {
      throw e.failure(); // the caller's own failure, as it was
    }
    if (builder.pendingSize() > 0) {
      segments.accept(builder.flushSegment());
    }
  }

  private static DocumentBuilder builder(DocumentSource source, ParseOptions options) {
    return OfficePackages.builder(source, options, MEDIA_TYPE);
  }

  private void read(DocumentSource source, ParseOptions options, DocumentBuilder builder,
      long maxChars, long rowLimit, Consumer<ParsedDocument> segments) {
    boolean[] any = new boolean[1];
    OfficePackages.parse(source, OfficeFormat.XLSX, options, builder, maxChars,
        (pkg, text) -> any[0] = new XlsxSheets(source.name(), text, rowLimit, segments,
            segmentElements).emit(pkg));
    if (!any[0]) {
      throw new DocumentParseException(source.name(), Reason.EMPTY,
          "the workbook has no sheet with data");
    }
  }

  @Override
  public String toString() {
    return "XlsxParser[max " + maxRows + " rows]";
  }

  /** Builder for {@link XlsxParser}. */
  public static final class Builder {
    private long maxRows = DEFAULT_MAX_ROWS;
    private int segmentElements = SEGMENT_ELEMENTS;

    private Builder() {}

    /**
     * The most data rows {@link XlsxParser#parse} accepts in a workbook (more: TOO_LARGE);
     * default {@value XlsxParser#DEFAULT_MAX_ROWS}; at least 1.
     */
    public Builder maxRows(long maxRows) {
      if (maxRows < 1) {
        throw new IllegalArgumentException("maxRows must be positive, was " + maxRows);
      }
      this.maxRows = maxRows;
      return this;
    }

    /** Elements per segment (tests). */
    Builder segmentElements(int elements) {
      this.segmentElements = Math.max(1, elements);
      return this;
    }

    /** The parser; immutable and thread-safe. */
    public XlsxParser build() {
      return new XlsxParser(this);
    }
  }
}
