package dev.wrac.pages;

import dev.wrac.llm.PriceTable;
import dev.wrac.model.ParsedDocument;
import dev.wrac.pages.internal.OfficeConverter;
import dev.wrac.pages.internal.RouteInput;
import dev.wrac.pages.internal.RouteRun;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The D-RAC page route: documents read as page images. Office documents (DOCX, PPTX, XLSX,
 * ODF, RTF, legacy DOC/PPT/XLS) are converted to PDF with LibreOffice headless; PDF pages are
 * rendered with PDFBox at 200 DPI, longest side at most 1568 px, one page at a time; PNG, JPEG
 * and TIFF images are pages themselves. A {@link PageTranscriber} turns the pages into
 * retrieval-oriented Markdown (a vision LLM or Tesseract OCR), which is post-processed (code
 * fences and image references removed, leftover pipe tables turned into one sentence per row
 * unless the transcriber {@linkplain PageTranscriber#keepsTables() keeps its tables}),
 * stored in a cache next to the SHA-256 of the source's bytes, and parsed by wrac-parsers'
 * Markdown parser into elements whose spans carry their page numbers.
 *
 * <pre>{@code
 * PageRoute route = PageRoute.builder()
 *     .transcriber(VisionTranscriber.builder(LlmClients.fromEnvironment()).build())
 *     .build();
 * PageRouteResult result = route.process(DocumentSource.of(Path.of("scan.pdf")));
 * ParsedDocument doc = result.document();          // plan and chunk it like any document
 * double usd = result.usage().usd().orElse(0);
 * }</pre>
 *
 * <p>A batch that cannot be transcribed leaves {@code [pages 6-10 could not be transcribed:
 * REASON]} in the transcript and the document goes on. A re-run over the same bytes with the
 * same transcriber settings reads the cached transcripts: no conversion, no rendering, no
 * model call. Failed or incomplete batches are not cached, so a re-run retries them.
 *
 * <p>Errors: {@link dev.wrac.parse.DocumentParseException} naming the document for an
 * unsupported extension, an empty, encrypted or unreadable file or a transcript with no text;
 * {@link ExternalToolException} when LibreOffice or Tesseract is missing (naming the Debian
 * package), times out or fails. As a {@link DocumentParser} (name {@code "pages"}, priority
 * -10) it can be given to {@code Wrac.builder().parser(...)}; it is not registered with
 * {@link java.util.ServiceLoader}, since it needs a transcriber. Thread-safe.
 */
public final class PageRoute implements DocumentParser {
  /** The parser name. */
  public static final String NAME = "pages";
  /** Default rendering resolution. */
  public static final int DEFAULT_DPI = 200;
  /** Default cap on a page image's longest side, in pixels. */
  public static final int DEFAULT_MAX_SIDE = 1568;

  private final RouteRun.Config config;

  private PageRoute(Builder b) {
    this.config = new RouteRun.Config(b.transcriber, b.cacheDirectory, b.dpi, b.maxSide,
        new OfficeConverter(b.sofficeCommand, b.conversionTimeout), b.prices);
  }

  /** A builder: Tesseract OCR, the default cache folder, 200 DPI, 1568 px, 120 s per run. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The default cache folder: {@code $XDG_CACHE_HOME/wrac/pages} if that variable is set, else
   * {@code ~/.cache/wrac/pages}.
   */
  public static Path defaultCacheDirectory() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
        : Path.of(System.getProperty("user.home"), ".cache");
    return base.resolve("wrac").resolve("pages");
  }

  /**
   * {@code parsers} with this route in place of every parser of a format it reads (office
   * documents, PDF, images); the others, such as Markdown and HTML, stay.
   */
  public DocumentParsers over(DocumentParsers parsers) {
    List<DocumentParser> all = new ArrayList<>(List.of(this));
    for (DocumentParser p : parsers.all()) {
      if (p.fileExtensions().stream().noneMatch(fileExtensions()::contains)) {
        all.add(p);
      }
    }
    return DocumentParsers.of(all);
  }

  /** The transcriber in use. */
  public PageTranscriber transcriber() {
    return config.transcriber();
  }

  /** Transcribes and parses {@code source} with the default parse options. */
  public PageRouteResult process(DocumentSource source) {
    return process(source, ParseOptions.defaults());
  }

  /**
   * Transcribes and parses {@code source}.
   *
   * @throws dev.wrac.parse.DocumentParseException naming the document (see the class comment)
   * @throws ExternalToolException if LibreOffice or Tesseract is missing, times out or fails
   */
  public PageRouteResult process(DocumentSource source, ParseOptions options) {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(options, "options");
    return new RouteRun(config, source, options).run();
  }

  /** The document of {@link #process(DocumentSource)}. */
  public ParsedDocument parse(DocumentSource source) {
    return process(source).document();
  }

  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    return process(source, options).document();
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public int priority() {
    return -10;
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of("application/pdf", "image/png", "image/jpeg", "image/tiff",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.oasis.opendocument.text",
        "application/vnd.oasis.opendocument.presentation",
        "application/vnd.oasis.opendocument.spreadsheet", "application/rtf");
  }

  @Override
  public Set<String> fileExtensions() {
    Set<String> all = new TreeSet<>(Set.of("pdf", "png", "jpg", "jpeg", "tif", "tiff"));
    all.addAll(OfficeConverter.WRITER);
    all.addAll(OfficeConverter.IMPRESS);
    all.addAll(OfficeConverter.CALC);
    return Set.copyOf(all);
  }

  /** Whether the route takes files with this extension (lower-case, without the dot). */
  public static boolean handles(String extension) {
    return RouteInput.handles(extension);
  }

  @Override
  public String toString() {
    return "PageRoute[" + config.transcriber() + ", cache " + (config.cacheDirectory() == null
        ? "off" : config.cacheDirectory()) + ", " + config.dpi() + " DPI, " + config.maxSide()
        + " px]";
  }

  /** Builder for {@link PageRoute}. */
  public static final class Builder {
    private PageTranscriber transcriber;
    private Path cacheDirectory = defaultCacheDirectory();
    private int dpi = DEFAULT_DPI;
    private int maxSide = DEFAULT_MAX_SIDE;
    private Duration conversionTimeout = Duration.ofSeconds(120);
    private String sofficeCommand = "soffice";
    private PriceTable prices = PriceTable.defaults();

    private Builder() {}

    /** The transcriber; default {@link TesseractTranscriber} with its defaults. */
    public Builder transcriber(PageTranscriber transcriber) {
      this.transcriber = Objects.requireNonNull(transcriber, "transcriber");
      return this;
    }

    /** Where transcripts are cached; default {@link #defaultCacheDirectory()}. */
    public Builder cacheDirectory(Path cacheDirectory) {
      this.cacheDirectory = Objects.requireNonNull(cacheDirectory, "cacheDirectory");
      return this;
    }

    /** No cache: every run renders and transcribes. */
    public Builder noCache() {
      this.cacheDirectory = null;
      return this;
    }

    /** Rendering resolution, 36–600 DPI; default 200. */
    public Builder dpi(int dpi) {
      this.dpi = check("dpi", dpi, 36, 600);
      return this;
    }

    /** Cap on a page image's longest side, 256–10,000 px; default 1568. */
    public Builder maxSide(int maxSide) {
      this.maxSide = check("maxSide", maxSide, 256, 10_000);
      return this;
    }

    /** The longest a LibreOffice conversion may take before it is killed; default 120 s. */
    public Builder conversionTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("conversionTimeout must be positive, was " + timeout);
      }
      this.conversionTimeout = timeout;
      return this;
    }

    /** The LibreOffice executable; default {@code "soffice"} on the PATH. */
    public Builder sofficeCommand(String sofficeCommand) {
      this.sofficeCommand = Objects.requireNonNull(sofficeCommand, "sofficeCommand");
      return this;
    }

    /** Model prices for {@link PageUsage#usd()}; default {@link PriceTable#defaults()}. */
    public Builder prices(PriceTable prices) {
      this.prices = Objects.requireNonNull(prices, "prices");
      return this;
    }

    private static int check(String what, int value, int min, int max) {
      if (value < min || value > max) {
        throw new IllegalArgumentException(what + " must be " + min + "-" + max + ", was "
            + value);
      }
      return value;
    }

    public PageRoute build() {
      if (transcriber == null) {
        transcriber = TesseractTranscriber.builder().build();
      }
      return new PageRoute(this);
    }
  }
}
