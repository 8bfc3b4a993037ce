package dev.wrac.parse;

import dev.wrac.parse.ContentSignature.Magic;
import dev.wrac.parse.ContentSignature.Strength;
import dev.wrac.parse.ContentSignature.Text;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The one rule that tells a document's format from its file name, a declared media type and its
 * content, shared by the CLI, the Spark job and the langchain4j and Spring AI adapters. The
 * formats are those the parsers declare ({@link DocumentParser#formats()}); core itself knows
 * none but plain text's media type and the ZIP container. {@link #installed()} holds the
 * formats of the parsers {@link ServiceLoader} finds, which {@link DocumentSource} and the
 * adapters use.
 *
 * <pre>{@code
 * Optional<String> type = DocumentFormats.installed().detect("report", null, bytes);
 * // application/pdf with wrac-documents on the class path
 * }</pre>
 *
 * <p>Precedence, first match wins:
 * <ol>
 *   <li>content proof: a ZIP package holding an entry a format declares
 *       ({@link ContentSignature#zipEntry}: {@code word/} is DOCX), then leading bytes a format
 *       declares ({@link ContentSignature#magic}: {@code %PDF-} is PDF), then any other ZIP as
 *       {@link #ZIP};</li>
 *   <li>the declared media type, unless generic ({@code application/octet-stream});</li>
 *   <li>a {@link Strength#OVER_EXTENSION} text signature (a whole HTML page);</li>
 *   <li>the file name's extension ({@code .gz} looked through), {@link #byFileName};</li>
 *   <li>a {@link Strength#UNDER_EXTENSION} text signature (an HTML fragment);</li>
 *   <li>nothing: empty.</li>
 * </ol>
 *
 * <p><b>Unknown formats</b>, the same in the CLI, Spark, {@code Chunker} and the adapters
 * ({@link DocumentParsers#forSource}): a file whose extension (or media type) no parser claims
 * fails with {@link DocumentParseException.Reason#UNSUPPORTED_FORMAT}, naming the file, the
 * parsers there are and the format modules to add; content that names no format at all (no
 * extension, no declared type, no signature) is read as {@link #MARKDOWN}. The one exception is
 * text a framework already extracted (the langchain4j splitter, the Spring AI transformer): its
 * format falls back to their configurable default media type, Markdown unless set.
 *
 * <p><b>Conflicts.</b> Formats are taken from the parsers in the order
 * {@link DocumentParsers} prefers them (highest {@link DocumentParser#priority()}, then the
 * alphabetically first name), and each parser's formats in the order it declares them. For each
 * extension, media type and signature, the first declaration in that order wins and later ones
 * are ignored for it; so the format a file is detected as and the parser chosen for it agree.
 * Within a ZIP package, the first entry (in archive order) that some format declares decides.
 */
public final class DocumentFormats {
  /** Plain text: what the text extracted from a binary document is read as. */
  public static final String PLAIN_TEXT = "text/plain";
  /** Markdown: what the adapters read text as when nothing names its format. */
  public static final String MARKDOWN = "text/markdown";
  /** A ZIP archive of no format a parser declares. */
  public static final String ZIP = "application/zip";
  /** Characters (of text) or bytes (of content) a {@link Text} signature is given. */
  public static final int HEAD_CHARS = 4096;

  private static final Set<String> GENERIC = Set.of("application/octet-stream",
      "binary/octet-stream", "application/unknown", "application/binary");
  /** ZIP entries looked at before giving up on finding a declared entry. */
  private static final int MAX_ZIP_ENTRIES = 256;

  private static volatile Loaded installed;

  private record Loaded(WeakReference<ClassLoader> loader, DocumentFormats formats) {}

  private final List<DocumentFormat> formats;
  private final Map<String, DocumentFormat> byExtension = new HashMap<>();
  private final Map<String, DocumentFormat> byMediaType = new HashMap<>();
  private final List<Map.Entry<Magic, DocumentFormat>> magic = new ArrayList<>();
  private final List<Map.Entry<String, DocumentFormat>> zipEntries = new ArrayList<>();
  private final List<Map.Entry<Text, DocumentFormat>> overExtension = new ArrayList<>();
  private final List<Map.Entry<Text, DocumentFormat>> underExtension = new ArrayList<>();

  private DocumentFormats(List<DocumentFormat> formats) {
    this.formats = List.copyOf(formats);
    Map<Magic, DocumentFormat> magicFirst = new LinkedHashMap<>();
    Map<String, DocumentFormat> zipFirst = new LinkedHashMap<>();
    for (DocumentFormat f : this.formats) {
      f.extensions().forEach(e -> byExtension.putIfAbsent(e, f));
      byMediaType.putIfAbsent(f.mediaType(), f);
      for (ContentSignature s : f.signatures()) {
        if (s instanceof Magic m) {
          magicFirst.putIfAbsent(m, f);
        } else if (s instanceof ContentSignature.ZipEntry z) {
          zipFirst.putIfAbsent(z.prefix(), f);
        } else if (s instanceof Text t) {
          (t.strength() == Strength.OVER_EXTENSION ? overExtension : underExtension)
              .add(Map.entry(t, f));
        }
      }
    }
    magic.addAll(magicFirst.entrySet());
    zipEntries.addAll(zipFirst.entrySet());
  }

  /**
   * The formats of the parsers {@link ServiceLoader} finds with the thread's context class
   * loader ({@link DocumentParsers#load()}); loaded once per class loader.
   *
   * @throws IllegalStateException if a parser declares a format it does not claim (see
   *     {@link #of(List)})
   */
  public static DocumentFormats installed() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    if (loader == null) {
      loader = DocumentFormats.class.getClassLoader();
    }
    Loaded cached = installed;
    if (cached != null && cached.loader().get() == loader) {
      return cached.formats();
    }
    DocumentFormats loaded = load(loader);
    installed = new Loaded(new WeakReference<>(loader), loaded);
    return loaded;
  }

  /** The formats of the parsers {@link ServiceLoader} finds with this class loader. */
  public static DocumentFormats load(ClassLoader loader) {
    List<DocumentParser> found = new ArrayList<>();
    ServiceLoader.load(DocumentParser.class, loader).forEach(found::add);
    return of(found);
  }

  /**
   * The formats these parsers declare, by the conflict rule of the class comment.
   *
   * @throws IllegalStateException if a parser declares a format whose media type or an
   *     extension it does not claim ({@link DocumentParser#mediaTypes()},
   *     {@link DocumentParser#fileExtensions()}), naming both
   */
  public static DocumentFormats of(List<DocumentParser> parsers) {
    List<DocumentParser> sorted = new ArrayList<>(parsers);
    sorted.sort(DocumentParsers.PREFERENCE);
    List<DocumentFormat> all = new ArrayList<>();
    for (DocumentParser p : sorted) {
      for (DocumentFormat f : p.formats()) {
        if (!p.mediaTypes().contains(f.mediaType())) {
          throw new IllegalStateException("parser '" + p.name() + "' declares format " + f
              + " but not its media type in mediaTypes() " + p.mediaTypes());
        }
        for (String e : f.extensions()) {
          if (!p.fileExtensions().contains(e)) {
            throw new IllegalStateException("parser '" + p.name() + "' declares format " + f
                + " but not the extension '" + e + "' in fileExtensions() "
                + p.fileExtensions());
          }
        }
        all.add(f);
      }
    }
    return new DocumentFormats(all);
  }

  /** All formats, in the order of the conflict rule (a format may be shadowed by another). */
  public List<DocumentFormat> all() {
    return formats;
  }

  /** The format an extension (lower-case, without the dot) is detected as, if any. */
  public Optional<DocumentFormat> forExtension(String extension) {
    return Optional.ofNullable(byExtension.get(extension.toLowerCase(Locale.ROOT)));
  }

  /** The format of a media type (parameters ignored), if one is declared. */
  public Optional<DocumentFormat> forMediaType(String mediaType) {
    return mediaType == null ? Optional.empty()
        : Optional.ofNullable(byMediaType.get(bare(mediaType)));
  }

  /** The media type of a file name's extension ({@code .gz} looked through), if it has one. */
  public Optional<String> byFileName(String fileName) {
    return fileName == null ? Optional.empty()
        : Optional.ofNullable(byExtension.get(DocumentSource.extensionOf(fileName)))
            .map(DocumentFormat::mediaType);
  }

  /**
   * Whether documents of this media type are binary: a format declared binary, or
   * {@link #ZIP}.
   */
  public boolean isBinary(String mediaType) {
    return mediaType != null && (ZIP.equals(bare(mediaType))
        || forMediaType(mediaType).map(DocumentFormat::binary).orElse(false));
  }

  /**
   * The format the content shows: its proof (a declared ZIP entry or magic, else any ZIP), else
   * a text signature of either strength; empty when the content shows none.
   */
  public Optional<String> sniff(byte[] content) {
    Optional<String> proof = proof(content);
    if (proof.isPresent()) {
      return proof;
    }
    String head = head(content);
    return firstText(overExtension, head).or(() -> firstText(underExtension, head));
  }

  /**
   * The format of a document by the precedence of the class comment.
   *
   * @param fileName     its file name, or {@code null}
   * @param declaredType its declared media type, or {@code null}
   * @param content      its bytes (only the start is looked at, unless it is a ZIP)
   * @return the media type, or empty when nothing decides (use a default)
   */
  public Optional<String> detect(String fileName, String declaredType, byte[] content) {
    Optional<String> proof = content == null ? Optional.empty() : proof(content);
    if (proof.isPresent()) {
      return proof;
    }
    return detectText(fileName, declaredType, content == null ? "" : head(content));
  }

  /**
   * {@link #detect} for a document already decoded to text (a magic prefix is compared with its
   * first characters; ZIP entries are not looked for).
   */
  public Optional<String> detect(String fileName, String declaredType, String text) {
    String head = text == null ? "" : text.substring(0, Math.min(text.length(), HEAD_CHARS));
    for (Map.Entry<Magic, DocumentFormat> m : magic) {
      if (head.startsWith(m.getKey().prefix())) {
        return Optional.of(m.getValue().mediaType());
      }
    }
    return detectText(fileName, declaredType, head);
  }

  private Optional<String> detectText(String fileName, String declaredType, String head) {
    if (declaredType != null && !declaredType.isBlank()
        && !GENERIC.contains(bare(declaredType))) {
      return Optional.of(declaredType.strip());
    }
    Optional<String> over = firstText(overExtension, head);
    if (over.isPresent()) {
      return over;
    }
    Optional<String> byName = byFileName(fileName);
    if (byName.isPresent()) {
      return byName;
    }
    return firstText(underExtension, head);
  }

  /**
   * The document format the bytes prove whatever the file is called (a declared ZIP entry or
   * magic prefix); empty otherwise, a ZIP of no declared format included. The command line and
   * Spark read a file by this first, then by its name.
   */
  public Optional<String> proven(byte[] content) {
    return content == null ? Optional.empty() : proof(content).filter(type -> !ZIP.equals(type));
  }

  private Optional<String> proof(byte[] content) {
    boolean zip = content.length >= 4 && content[0] == 'P' && content[1] == 'K'
        && content[2] == 3 && content[3] == 4;
    if (zip) {
      Optional<String> declared = zipKind(content);
      if (declared.isPresent()) {
        return declared;
      }
    }
    for (Map.Entry<Magic, DocumentFormat> m : magic) {
      if (m.getKey().matches(content)) {
        return Optional.of(m.getValue().mediaType());
      }
    }
    return zip ? Optional.of(ZIP) : Optional.empty();
  }

  /** The format of the first entry a format declares, in archive order. */
  private Optional<String> zipKind(byte[] content) {
    if (zipEntries.isEmpty()) {
      return Optional.empty();
    }
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(content))) {
      ZipEntry entry;
      for (int i = 0; i < MAX_ZIP_ENTRIES && (entry = zip.getNextEntry()) != null; i++) {
        String name = entry.getName();
        for (Map.Entry<String, DocumentFormat> z : zipEntries) {
          if (name.startsWith(z.getKey())) {
            return Optional.of(z.getValue().mediaType());
          }
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // a damaged archive: nothing seen so far decided
    }
    return Optional.empty();
  }

  private static Optional<String> firstText(List<Map.Entry<Text, DocumentFormat>> signatures,
      String head) {
    for (Map.Entry<Text, DocumentFormat> t : signatures) {
      if (t.getKey().test().test(head)) {
        return Optional.of(t.getValue().mediaType());
      }
    }
    return Optional.empty();
  }

  private static String head(byte[] content) {
    return new String(content, 0, Math.min(content.length, HEAD_CHARS), StandardCharsets.UTF_8);
  }

  private static String bare(String mediaType) {
    return mediaType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return "DocumentFormats" + formats;
  }
}
