package dev.wrac.documents.office;

import dev.wrac.documents.office.internal.OfficeFormat;
import dev.wrac.documents.office.internal.OfficePackages;
import dev.wrac.documents.office.internal.PptxSlides;
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

/**
 * Parses PowerPoint presentations ({@code .pptx}) with Apache POI into elements, slide by
 * slide.
 *
 * <pre>{@code
 * PptxParser withNotes = PptxParser.builder().speakerNotes(true).build();
 * ParsedDocument deck = withNotes.parse(DocumentSource.of(Path.of("deck.pptx")),
 *     ParseOptions.defaults());
 * }</pre>
 *
 * <ul>
 *   <li><b>Titles</b>: each slide's title placeholder is a heading. Level rule: the first
 *       slide's title is level 1 (the deck's title, and the document's title), every later
 *       slide's title level 2, so the deck nests under its title. On a slide without a title
 *       placeholder, a first paragraph that is bold throughout, not a bullet, one line of at
 *       most 120 characters and followed by more text (in its shape or a later one, such as a
 *       table) stands for the title (decks generated from documents often put the section
 *       name there). A slide with neither adds no heading: its content follows the previous
 *       slide's.
 *   <li><b>Headings below the title</b>: a paragraph of the same kind (bold throughout, not a
 *       bullet, one line of at most 120 characters) set off by more space before it than the
 *       paragraph after it (or, last in its shape, the one before) is a heading one level
 *       below the slide's title (the previous slide's on a slide without one). A numbered
 *       heading ({@code 2. ...}, {@code B) ...}) that continues an earlier heading's numbering
 *       takes that heading's level, so a subsection opening a new slide stays in its section.
 *   <li><b>Body</b>: the other shapes in the slide's order, groups entered: bulleted or
 *       auto-numbered paragraphs are list items (depth = indent level + 1, the auto number as
 *       ordinal), other paragraphs paragraphs; tables are a header element (first row) and
 *       one element per further row with the header cells (content: the cells, or the row
 *       sentence, as for {@link DocxParser}); SmartArt as the shapes of its drawing (else its
 *       data's text); a chart as its title (a paragraph) and its data (a table: a header row of
 *       the category axis's title and the series' names, a row per category with each series'
 *       value as the chart formats it).
 *   <li><b>Speaker notes</b>: off by default; {@link Builder#speakerNotes(boolean)} adds the
 *       notes' text as paragraphs after the slide's content.
 *   <li><b>Left out</b>: slide numbers, dates, footers, images.
 * </ul>
 *
 * <p>Spans: {@code page} is the 1-based slide number on every element; {@code line} the
 * 1-based index of the text paragraph or table row on its slide; {@code [start, end)} index
 * the extracted text. Bad input fails as for {@link DocxParser}. Thread-safe; deterministic.
 */
public final class PptxParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "pptx";
  /** The media type of {@code .pptx} files. */
  public static final String MEDIA_TYPE =
      "application/vnd.openxmlformats-officedocument.presentationml.presentation";

  private final boolean speakerNotes;

  /** For {@link java.util.ServiceLoader}: the defaults, as {@link #create()}. */
  public PptxParser() {
    this(builder());
  }

  private PptxParser(Builder b) {
    this.speakerNotes = b.speakerNotes;
  }

  /** A parser with the defaults (no speaker notes). */
  public static PptxParser create() {
    return new PptxParser();
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
    return Set.of("pptx");
  }

  /** PPTX, also when misnamed: a ZIP package holding {@code ppt/} parts. */
  @Override
  public List<DocumentFormat> formats() {
    return List.of(DocumentFormat.binary(NAME, MEDIA_TYPE, "pptx")
        .withSignatures(ContentSignature.zipEntry("ppt/")));
  }

  /**
   * Parses a presentation.
   *
   * @throws DocumentParseException EMPTY, ENCRYPTED, UNSUPPORTED_FORMAT, TOO_LARGE or
   *     MALFORMED naming the file (see {@link DocxParser}); never another runtime exception
   */
  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    DocumentBuilder builder = OfficePackages.builder(source, options, MEDIA_TYPE);
    OfficePackages.parse(source, OfficeFormat.PPTX, options, builder, options.maxSourceChars(),
        (pkg, text) -> {
          OfficePackages.requireMainPartAtMost(source.name(), pkg, DocxParser.MAX_PART_BYTES);
          // not closed: closing the package drops it
          new PptxSlides(PptxSlides.open(pkg, text), text, speakerNotes).emit();
        });
    return builder.build();
  }

  @Override
  public String toString() {
    return "PptxParser[" + (speakerNotes ? "speaker notes" : "no speaker notes") + "]";
  }

  /** Builder for {@link PptxParser}. */
  public static final class Builder {
    private boolean speakerNotes;

    private Builder() {}

    /** Whether speaker notes are kept (after each slide's content); default {@code false}. */
    public Builder speakerNotes(boolean speakerNotes) {
      this.speakerNotes = speakerNotes;
      return this;
    }

    /** The parser; immutable and thread-safe. */
    public PptxParser build() {
      return new PptxParser(this);
    }
  }
}
