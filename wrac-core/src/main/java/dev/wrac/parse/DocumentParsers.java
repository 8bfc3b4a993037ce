package dev.wrac.parse;

import dev.wrac.parse.DocumentParseException.Reason;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A set of {@link DocumentParser}s and the rule that picks one for a source: by declared media
 * type first, then by file extension; among several, the highest {@link
 * DocumentParser#priority()}, then the alphabetically first name (never classpath order).
 * Immutable.
 */
public final class DocumentParsers {
  /** W-RAC's format modules, for the hint of an unsupported format: module, a parser, reads. */
  private static final List<List<String>> FORMAT_MODULES = List.of(
      List.of("wrac-parsers", "markdown", "Markdown, HTML and plain text"),
      List.of("wrac-documents", "pdf", "PDF, DOCX, PPTX and XLSX"));

  /** Most preferred first: highest priority, then the alphabetically first name. */
  static final Comparator<DocumentParser> PREFERENCE =
      Comparator.comparingInt(DocumentParser::priority).reversed()
          .thenComparing(p -> p.name().toLowerCase(Locale.ROOT));

  private final List<DocumentParser> parsers;

  private DocumentParsers(List<DocumentParser> parsers) {
    List<DocumentParser> sorted = new ArrayList<>(parsers);
    sorted.sort(PREFERENCE);
    this.parsers = List.copyOf(sorted);
  }

  /** The parsers found on the class path through {@link ServiceLoader}. */
  public static DocumentParsers load() {
    return load(Thread.currentThread().getContextClassLoader());
  }

  /** The parsers found through {@link ServiceLoader} with this class loader. */
  public static DocumentParsers load(ClassLoader loader) {
    List<DocumentParser> found = new ArrayList<>();
    ServiceLoader.load(DocumentParser.class, loader).forEach(found::add);
    return new DocumentParsers(found);
  }

  /** Exactly these parsers. */
  public static DocumentParsers of(List<DocumentParser> parsers) {
    return new DocumentParsers(parsers);
  }

  /** These parsers and then {@code more}; ties go by priority and name as usual. */
  public DocumentParsers with(List<DocumentParser> more) {
    List<DocumentParser> all = new ArrayList<>(more);
    all.addAll(parsers);
    return new DocumentParsers(all);
  }

  /** All parsers, most preferred first. */
  public List<DocumentParser> all() {
    return parsers;
  }

  /** The parser with this name, ignoring case. */
  public Optional<DocumentParser> byName(String name) {
    return parsers.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  /**
   * The parser for a source: the one of its media type (declared, proven by its content, or
   * given by its name's extension: {@link DocumentSource}), else of its extension. A source
   * that names no format at all (no media type, no extension: {@code README}, a framework's
   * nameless bytes) is read by the parser of {@link DocumentFormats#MARKDOWN}, plain text with
   * optional markup, as the adapters read such content; a binary file fails there with
   * {@link Reason#BINARY} or {@link Reason#MALFORMED_ENCODING}, naming it. An extension or
   * media type no parser claims is never guessed.
   *
   * @throws DocumentParseException with {@link Reason#UNSUPPORTED_FORMAT} naming the source,
   *     listing the available parsers and their extensions, and naming the W-RAC format modules
   *     ({@code wrac-parsers}, {@code wrac-documents}) found neither here nor on the class path
   */
  public DocumentParser forSource(DocumentSource source) {
    Optional<String> mediaType = source.mediaType().map(t -> t.toLowerCase(Locale.ROOT));
    if (mediaType.isPresent()) {
      String bare = mediaType.get().split(";", 2)[0].trim();
      for (DocumentParser p : parsers) {
        if (p.mediaTypes().contains(bare)) {
          return p;
        }
      }
    }
    String extension = source.extension();
    for (DocumentParser p : parsers) {
      if (!extension.isEmpty() && p.fileExtensions().contains(extension)) {
        return p;
      }
    }
    if (mediaType.isEmpty() && extension.isEmpty()) {
      for (DocumentParser p : parsers) {
        if (p.mediaTypes().contains(DocumentFormats.MARKDOWN)) {
          return p;
        }
      }
    }
    throw new DocumentParseException(source.name(), Reason.UNSUPPORTED_FORMAT,
        "no DocumentParser for " + mediaType.map(t -> "'" + t + "'").orElse("extension '"
            + extension + "'") + ". Available: " + describe() + missingModules());
  }

  /** ". Add the wrac-documents dependency for PDF, ..." for each format module not found. */
  private String missingModules() {
    List<DocumentFormat> installed = DocumentFormats.installed().all();
    StringBuilder hint = new StringBuilder();
    for (List<String> module : FORMAT_MODULES) {
      if (byName(module.get(1)).isEmpty()
          && installed.stream().noneMatch(f -> f.name().equalsIgnoreCase(module.get(1)))) {
        hint.append(". Add the ").append(module.get(0)).append(" dependency for ")
            .append(module.get(2));
      }
    }
    return hint.append(hint.length() > 0 ? "." : "").toString();
  }

  private String describe() {
    List<String> names = new ArrayList<>();
    for (DocumentParser p : parsers) {
      names.add(p.name() + " " + p.fileExtensions().stream().sorted().toList());
    }
    return names.toString();
  }

  @Override
  public String toString() {
    return "DocumentParsers" + describe();
  }
}
