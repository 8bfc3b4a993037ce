package dev.wrac.documents.pdf;

import dev.wrac.documents.pdf.internal.ColumnLayout;
import dev.wrac.documents.pdf.internal.DocStyle;
import dev.wrac.documents.pdf.internal.ElementSink;
import dev.wrac.documents.pdf.internal.FallbackMarkdown;
import dev.wrac.documents.pdf.internal.Furniture;
import dev.wrac.documents.pdf.internal.Line;
import dev.wrac.documents.pdf.internal.ListMarker;
import dev.wrac.documents.pdf.internal.PageAssembler;
import dev.wrac.documents.pdf.internal.PageText;
import dev.wrac.documents.pdf.internal.PdfLoader;
import dev.wrac.documents.pdf.internal.Vocabulary;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.ContentSignature;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Parses PDF with Apache PDFBox into the element model of Markdown: headings, paragraphs, list
 * items and tables, each on its page.
 *
 * <pre>{@code
 * ParsedDocument doc = PdfParser.create().parse(DocumentSource.of(Path.of("report.pdf")),
 *     ParseOptions.defaults());
 * PdfParser scans = PdfParser.builder().pageFallback(ocrRoute).build();
 * }</pre>
 *
 * <p><b>How the text is read.</b> Each page is read once by PDFBox's text stripper sorted by
 * position, which gives lines of words with their boxes, font sizes, weights and drawing order;
 * where sorting by position interleaves or glues texts that overlap or touch (table cells too
 * narrow for their text), the line is read again in the order it was drawn; text drawn twice over
 * itself (a faked bold face) is read once, but a single letter where two texts overlap is kept.
 * Our own layout then
 * cuts lines at wide gaps and where the drawing skips, reads two-column pages column by column,
 * and finds tables (see {@code internal.DrawnRuns}, {@code internal.ColumnLayout},
 * {@code internal.TableFinder}, {@code internal.DrawnTable}). Then, over the whole document:
 * <ul>
 *   <li><b>running headers, footers and page numbers</b> are dropped: a line among the two top
 *       (bottom) lines of a page, in its top (bottom) fifth, whose text with digits normalised
 *       repeats there on at least half of the pages, two at least, and that was not drawn
 *       interleaved with another line (a table's header row repeated on every page); a page
 *       whose such lines hold more than half of its characters keeps them (they are its text);
 *   <li><b>headings</b>: the body size is the font size most characters are set in; a short
 *       line (20 words at most) set 1.15 times larger is a heading, its level the rank of its
 *       size among the larger sizes (largest = 1); a short bold line (12 words at most) at the
 *       body size not ending in {@code . , ;} is a heading one level below those, unless it
 *       carries on the bold words of the paragraph close above; a line at
 *       the body's size and weight that opens with a numbering ({@code 2.1 Design goals},
 *       {@code 제2장 설계}, {@code Chapter 3}) is a heading when the document uses that scheme
 *       for two such lines at least, each followed by text (the plain-text parser's rule,
 *       {@link dev.wrac.parse.HeadingNumbering}): a numbered list ({@code 1. do this} then
 *       {@code 2. do that}), lines numbered one after the other (code, verse), a number
 *       before a lower-case word or a step ending in {@code :}, a line that wraps, a running
 *       head and a contents entry stay what they are;
 *   <li><b>paragraphs</b>: lines joined with spaces while they follow closely in one size,
 *       ended by a first-line indent, a wider gap or a sentence ending short of the right edge;
 *       a word hyphenated at a line end is mended (the hyphen kept when the document never writes
 *       the word closed and writes it with a hyphen elsewhere or uses both halves, or when the
 *       break leaves fewer letters than a typesetter's hyphenation would: "Walk-in");
 *   <li><b>lists</b>: a line starting with a bullet or a number ({@code • - 1. a) (iv)}) starts
 *       an item that takes the lines indented under its text; depth from the marker's indent;
 *   <li><b>tables</b>, conservatively: three rows at least whose cells line up with the first
 *       row's columns, or rows drawn cell by cell (lines drawn interleaved: wrapped cells, read
 *       cell by cell in drawing order, hyphenated cell lines mended; a cell touching the one
 *       before it with no gap is cut where a glyph starts at a column start the header gives, or
 *       where cells start in two rows or more though the header shows no column there):
 *       a header element and one element per row (cells joined by
 *       {@code " | "}), with the header cells; a row's content is its cells, or its D-RAC row
 *       sentence ("Plan: Basic; Price: 25 EUR") when {@link ParseOptions#rowContent()} is
 *       FORMAT_DEFAULT or SENTENCES;
 *   <li><b>filled forms</b>: where a form field holds a value, the form is flattened in memory
 *       before the pages are read, so each value reads where it is shown, beside its label
 *       ({@code Policy holder: Jane Doe}); a form that cannot be flattened reads without them.
 * </ul>
 * Element texts are the extracted text (no markup); spans are offsets into the document's
 * extracted text (its elements' texts separated by blank lines), its line there, and the page.
 *
 * <p><b>Pages without text.</b> A page with no text layer (a scan, an image), whose text is
 * mostly characters without Unicode mappings, or on which PDFBox fails, is never silently
 * empty: it is logged (WARN) and listed in the metadata entry {@code pagesWithoutText}
 * ({@code "3,7"}), and handed to the {@link PageFallback} when one is set, whose Markdown
 * becomes that page's elements ({@code pagesTranscribed}). Metadata also holds {@code pages}.
 * A document with no usable text on any page and nothing from a fallback fails with
 * {@link Reason#EMPTY}.
 *
 * <p><b>Bad input</b> fails with a {@link DocumentParseException} naming the file: an empty
 * file or a PDF without pages ({@link Reason#EMPTY}), a password-protected PDF
 * ({@link Reason#ENCRYPTED}), a file that is not a PDF or that PDFBox cannot read
 * ({@link Reason#MALFORMED}, saying what the file looks like instead).
 *
 * <p><b>Memory.</b> Pages are read one at a time and only their lines are kept (about the size
 * of the text); PDFBox keeps the objects it has parsed until the document is closed, and
 * caches decoded streams in memory up to {@link Builder#maxMainMemoryBytes} and in temporary
 * files beyond; files over {@link DocumentSource#HOLD_MAX_BYTES} are read from disk.
 * {@link #parseSegments} hands the elements out every {@value #SEGMENT_ELEMENTS} elements.
 * Measured: a 500-page PDF chunks in a 64 MB heap ({@code PdfLargeDocumentTest}, slow), and its
 * peak live heap after collections is 12 MB above a 5-page PDF's (46.6 against 34.4 MB, most
 * of which is the JVM and the o200k tables).
 * Deterministic and thread-safe.
 */
public final class PdfParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "pdf";
  /** Default {@link Builder#maxMainMemoryBytes}: 64 MiB. */
  public static final long DEFAULT_MAX_MAIN_MEMORY_BYTES = 64L * 1024 * 1024;
  /** Elements per segment handed out by {@link #parseSegments}. */
  public static final int SEGMENT_ELEMENTS = 4096;

  private static final Logger LOG = LoggerFactory.getLogger(PdfParser.class);

  private final PageFallback fallback;
  private final long maxMainMemoryBytes;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public PdfParser() {
    this(builder());
  }

  private PdfParser(Builder b) {
    this.fallback = b.fallback;
    this.maxMainMemoryBytes = b.maxMainMemoryBytes;
  }

  /** A parser with the defaults: no page fallback. */
  public static PdfParser create() {
    return new PdfParser();
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
    return Set.of("application/pdf");
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("pdf");
  }

  /** PDF, also when misnamed: content that starts with {@code %PDF-}. */
  @Override
  public List<DocumentFormat> formats() {
    return List.of(DocumentFormat.binary(NAME, "application/pdf", "pdf")
        .withSignatures(ContentSignature.magic("%PDF-")));
  }

  /**
   * Parses a PDF.
   *
   * @throws DocumentParseException naming the file, as the class description says
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    List<ParsedDocument> out = new ArrayList<>(1);
    read(source, options, false, out::add);
    return out.get(0);
  }

  /**
   * Parses a PDF, handing the elements out in segments of about {@value #SEGMENT_ELEMENTS}
   * elements cut at page ends.
   *
   * @throws DocumentParseException as {@link #parse}
   */
  @Override
  public void parseSegments(DocumentSource source, ParseOptions options,
      Consumer<ParsedDocument> segments) {
    read(source, options, true, Objects.requireNonNull(segments, "segments"));
  }

  private void read(DocumentSource source, ParseOptions options, boolean segmented,
      Consumer<ParsedDocument> sink) {
    String name = source.name();
    PdfLoader.Result read = PdfLoader.read(source, maxMainMemoryBytes, options);
    List<PageText> pages = read.pages();
    List<Integer> missing = pagesWithoutText(name, pages);
    Map<Integer, String> supplied = transcribe(source, missing);
    Furniture furniture = Furniture.of(pages);
    List<List<Line>> kept = new ArrayList<>(pages.size());
    for (PageText p : pages) {
      kept.add(p.hasText() ? furniture.strip(p) : List.of());
    }
    DocStyle sized = DocStyle.of(kept);
    Vocabulary vocabulary = Vocabulary.of(kept);
    for (int i = 0; i < kept.size(); i++) {
      kept.set(i, ColumnLayout.order(kept.get(i), sized.body()));
    }
    DocStyle style = sized.withNumberedHeadings(kept);
    DocumentBuilder builder = new DocumentBuilder(name,
        source.mediaType().orElse("application/pdf"), options, ListMarker.MARKUP);
    builder.rowSentencesByDefault(true);
    builder.metadata("pages", Integer.toString(pages.size()));
    if (!missing.isEmpty()) {
      builder.metadata("pagesWithoutText", join(missing));
    }
    if (!supplied.isEmpty()) {
      builder.metadata("pagesTranscribed", join(supplied.keySet().stream().sorted().toList()));
    }
    if (read.title() != null) {
      builder.title(read.title());
    }
    ElementSink elements = new ElementSink(builder);
    PageAssembler assembler = new PageAssembler(style, vocabulary, elements,
        read.deadline());
    boolean any = false;
    for (int i = 0; i < pages.size(); i++) {
      int number = pages.get(i).number();
      assembler.page(number, kept.get(i));
      kept.set(i, null);
      String markdown = supplied.get(number);
      if (markdown != null) {
        FallbackMarkdown.add(markdown, number, elements, options);
      }
      if (elements.firstHeading() != null) {
        builder.titleIfAbsent(elements.firstHeading());
      }
      if (segmented && builder.pendingSize() >= SEGMENT_ELEMENTS) {
        sink.accept(builder.flushSegment());
        any = true;
      }
    }
    if (segmented && any && builder.pendingSize() == 0) {
      return;
    }
    if (builder.pendingSize() == 0 && !any) {
      throw new DocumentParseException(name, Reason.EMPTY, missing.size() == pages.size()
          ? "none of its " + pages.size() + " pages has usable text (pagesWithoutText="
              + join(missing) + "): scanned images, or fonts without Unicode mappings; a "
              + "PageFallback (the page route: render and OCR) can transcribe them"
          : "the PDF has no text content");
    }
    sink.accept(segmented ? builder.flushSegment() : builder.build());
  }

  /** The pages without usable text, logged once for the document. */
  private static List<Integer> pagesWithoutText(String name, List<PageText> pages) {
    List<Integer> missing = new ArrayList<>();
    StringBuilder why = new StringBuilder();
    for (PageText p : pages) {
      if (!p.hasText()) {
        missing.add(p.number());
        why.append(why.length() == 0 ? "" : "; ").append(p.number()).append(": ")
            .append(p.detail());
      }
    }
    if (!missing.isEmpty()) {
      LOG.warn("{}: {} of {} pages have no usable text ({})", name, missing.size(), pages.size(),
          why);
    }
    return missing;
  }

  private Map<Integer, String> transcribe(DocumentSource source, List<Integer> missing) {
    if (fallback == null || missing.isEmpty()) {
      return Map.of();
    }
    try {
      Map<Integer, String> answer = fallback.transcribe(source, List.copyOf(missing));
      if (answer == null) {
        return Map.of();
      }
      return answer.entrySet().stream()
          .filter(e -> e.getKey() != null && e.getValue() != null
              && missing.contains(e.getKey()) && !e.getValue().isBlank())
          .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    } catch (RuntimeException e) {
      LOG.warn("{}: the page fallback failed on pages {}; they stay without text",
          source.name(), join(missing), e);
      return Map.of();
    }
  }

  private static String join(List<Integer> pages) {
    return pages.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  /** Builder for {@link PdfParser}. */
  public static final class Builder {
    private PageFallback fallback;
    private long maxMainMemoryBytes = DEFAULT_MAX_MAIN_MEMORY_BYTES;

    private Builder() {}

    /** Sets the fallback for pages without usable text; none by default. */
    public Builder pageFallback(PageFallback pageFallback) {
      this.fallback = Objects.requireNonNull(pageFallback, "pageFallback");
      return this;
    }

    /**
     * Sets how many bytes of decoded PDF streams PDFBox may cache in memory before it uses
     * temporary files; default {@value PdfParser#DEFAULT_MAX_MAIN_MEMORY_BYTES}.
     *
     * @throws IllegalArgumentException if not positive
     */
    public Builder maxMainMemoryBytes(long bytes) {
      if (bytes < 1) {
        throw new IllegalArgumentException("maxMainMemoryBytes must be positive, was " + bytes);
      }
      this.maxMainMemoryBytes = bytes;
      return this;
    }

    /** The parser. */
    public PdfParser build() {
      return new PdfParser(this);
    }
  }
}
