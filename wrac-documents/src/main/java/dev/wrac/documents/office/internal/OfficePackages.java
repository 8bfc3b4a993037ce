package dev.wrac.documents.office.internal;

import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.apache.poi.openxml4j.exceptions.InvalidFormatException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.openxml4j.opc.PackagePart;
import org.apache.poi.openxml4j.opc.PackageRelationshipTypes;
import org.apache.poi.openxml4j.opc.internal.ZipHelper;
import org.apache.poi.openxml4j.util.ZipArchiveThresholdInputStream;
import org.apache.poi.openxml4j.util.ZipEntrySource;
import org.apache.poi.openxml4j.util.ZipFileZipEntrySource;
import org.apache.poi.openxml4j.util.ZipInputStreamZipEntrySource;
import org.apache.poi.openxml4j.util.ZipSecureFile;
import org.apache.poi.poifs.filesystem.FileMagic;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;

/**
 * Opens an Office Open XML package from a {@link DocumentSource} safely: the content is
 * sniffed first (a PDF, HTML page, legacy binary Office file or encrypted package named
 * {@code .docx} is refused, naming what it really is), the ZIP container is read within POI's
 * {@link ZipSecureFile} limits, and the main part must be of the expected format. Every failure
 * is a {@link DocumentParseException} naming the document.
 *
 * <p>POI's ZIP limits are JVM-wide settings. On first use this class sets those still at POI's
 * defaults to: entries at most {@value #MAX_ENTRY_BYTES} bytes inflated (POI: 4 GiB), at most
 * {@value #MAX_FILE_COUNT} entries (POI: 1,000), a minimum inflate ratio of 1% (POI's own, 100:1,
 * the zip-bomb rule) for entries over {@value #RATIO_GRACE_BYTES} bytes (POI: 100 KiB), so a
 * plain repetitive document (20,000 one-word paragraphs compress beyond 100:1) is read.
 * Settings an application made before are left alone.
 *
 * <p>Before POI reads any part, every XML part is streamed once and refused (MALFORMED, naming
 * the part and the limit) when its elements nest deeper than {@value #MAX_XML_DEPTH}, or the
 * core properties deeper than {@value #MAX_PROPERTIES_DEPTH}. Limits that follow the heap
 * ({@link Runtime#maxMemory()}): a package read from memory inflates to at most
 * {@link #maxTotalInflatedBytes()}; a main part to at most {@link #maxPartBytes(long)}.
 */
public final class OfficePackages {
  /** Largest inflated ZIP entry: 1 GiB (large spreadsheets are streamed from a file copy). */
  public static final long MAX_ENTRY_BYTES = 1L << 30;
  /** Most entries in a package. */
  public static final long MAX_FILE_COUNT = 10_000;
  /**
   * Sources larger than this (4 MiB, what {@link DocumentSource} holds in memory) are copied to
   * a temporary file and read from there.
   */
  public static final long COPY_ABOVE_BYTES = DocumentSource.HOLD_MAX_BYTES;
  /** The inflate ratio below which an entry is a zip bomb (POI's default: 100:1). */
  public static final double MIN_INFLATE_RATIO = 0.01;

  /** Entries up to this size (4 MiB inflated) are exempt from the inflate-ratio rule. */
  public static final long RATIO_GRACE_BYTES = 4L << 20;
  /** Deepest nesting of XML elements read in any part: 256 (Word's own limit is far lower). */
  public static final int MAX_XML_DEPTH = 256;
  /**
   * Deepest nesting in the core-properties part ({@code docProps/core.xml}, two levels when
   * valid): 16, as POI's compliance check of that part takes time doubling with each level.
   */
  public static final int MAX_PROPERTIES_DEPTH = 16;
  /** Upper bound of {@link #maxTotalInflatedBytes()}: 2 GiB. */
  public static final long MAX_TOTAL_INFLATED_BYTES = 2L << 30;

  private static final String ENCRYPTED_PACKAGE = "EncryptedPackage";

  static {
    if (ZipSecureFile.getMaxEntrySize() == 0xFFFFFFFFL) {
      ZipSecureFile.setMaxEntrySize(MAX_ENTRY_BYTES);
    }
    if (ZipSecureFile.getMaxFileCount() == 1000) {
      ZipSecureFile.setMaxFileCount(MAX_FILE_COUNT);
    }
    if (ZipSecureFile.getMinInflateRatio() == MIN_INFLATE_RATIO) {
      ZipSecureFile.setMinInflateRatio(MIN_INFLATE_RATIO);
    }
    if (ZipSecureFile.getGraceEntrySize() == 100 * 1024) {
      ZipSecureFile.setGraceEntrySize(RATIO_GRACE_BYTES);
    }
  }

  /**
   * The most bytes a package read from memory may inflate to, all entries together: an eighth
   * of the heap ({@link Runtime#maxMemory()}), at most {@value #MAX_TOTAL_INFLATED_BYTES}.
   */
  public static long maxTotalInflatedBytes() {
    return Math.min(MAX_TOTAL_INFLATED_BYTES, Runtime.getRuntime().maxMemory() / 8);
  }

  /**
   * The largest main part POI may build its tree of: {@code cap}, or a 32nd of the heap when
   * less (the tree takes ten to twenty times the XML's size).
   */
  public static long maxPartBytes(long cap) {
    return Math.min(cap, Runtime.getRuntime().maxMemory() / 32);
  }

  /** What a parser reads from an opened package into the extracted text. */
  @FunctionalInterface
  public interface Reader {
    /** Emits the package's elements. */
    void read(OPCPackage pkg, ExtractedText text) throws Exception;
  }

  /** The builder every office parser starts from: rows become sentences by default. */
  public static DocumentBuilder builder(DocumentSource source, ParseOptions options,
      String mediaType) {
    return new DocumentBuilder(source.name(), source.mediaType().orElse(mediaType), options)
        .rowSentencesByDefault(true);
  }

  /**
   * The parse template of the three office parsers: opens the package ({@link #open}), sets
   * the document's title from the core properties, lets {@code reader} emit the elements into
   * {@code builder} (at most {@code maxChars} characters, within the options' time budget), and
   * turns every failure into a {@link DocumentParseException} naming the document: POI's
   * exceptions through {@link PoiFailures}, a {@link StackOverflowError} (a structure nested
   * deeper than a dependency's recursion survives) as MALFORMED. A {@link SinkFailure} passes
   * through.
   */
  public static void parse(DocumentSource source, OfficeFormat format, ParseOptions options,
      DocumentBuilder builder, long maxChars, Reader reader) {
    String name = source.name();
    ParseDeadline deadline = ParseDeadline.start(name, options);
    try (OfficePackage opened = open(source, format)) {
      deadline.check("opening the package");
      OPCPackage pkg = opened.pkg();
      String title = pkg.getPackageProperties().getTitleProperty().orElse(null);
      if (title != null && !title.isBlank()) {
        builder.title(title.strip());
      }
      reader.read(pkg, new ExtractedText(builder, maxChars, deadline));
    } catch (DocumentParseException | SinkFailure e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new DocumentParseException(name, Reason.MALFORMED, "its structure is nested too "
          + "deeply to be read (the parser's stack overflowed): not a usable "
          + format.noun());
    } catch (Exception e) {
      throw PoiFailures.translate(name, format, e);
    }
  }

  private OfficePackages() {}

  /**
   * The package of a source that must be of {@code expected} format; the caller closes it
   * (never writing). A source held in memory is read as a stream, its entries inflated in
   * memory (within the ZIP limits); a larger one ({@link #COPY_ABOVE_BYTES}) is copied to a
   * temporary file and read from there, entry by entry as needed, so its inflated entries are
   * never all held at once.
   *
   * @throws DocumentParseException EMPTY, ENCRYPTED, UNSUPPORTED_FORMAT (another format under
   *     this extension), TOO_LARGE (zip bomb) or MALFORMED (corrupt ZIP), naming the document
   */
  public static OfficePackage open(DocumentSource source, OfficeFormat expected) {
    String name = source.name();
    if (source.byteLength() == 0 || (source.isText() && source.textLength() == 0)) {
      throw new DocumentParseException(name, Reason.EMPTY, "the file is empty (0 bytes)");
    }
    Path copy = null;
    try (InputStream raw = source.openStream()) {
      InputStream in = FileMagic.prepareToCheckMagic(raw);
      FileMagic magic = FileMagic.valueOf(in);
      if (magic == FileMagic.OLE2) {
        throw ole2(name, in, expected);
      }
      if (magic != FileMagic.OOXML) {
        throw notOoxml(name, magic, expected);
      }
      OPCPackage pkg;
      if (source.byteLength() > COPY_ABOVE_BYTES) {
        copy = Files.createTempFile("wrac-office-", "." + expected.extension());
        Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        pkg = fromFile(name, copy);
      } else {
        pkg = fromStream(name, in, expected);
      }
      OfficePackage opened = new OfficePackage(pkg, copy);
      try {
        checkMainPart(name, pkg, expected);
      } catch (RuntimeException e) {
        opened.close();
        throw e;
      }
      return opened;
    } catch (DocumentParseException e) {
      OfficePackage.delete(copy);
      throw e;
    } catch (IOException | RuntimeException | InvalidFormatException e) {
      OfficePackage.delete(copy);
      throw PoiFailures.translate(name, expected, e);
    } catch (StackOverflowError e) {
      OfficePackage.delete(copy);
      throw new DocumentParseException(name, Reason.MALFORMED, "its structure is nested too "
          + "deeply to be read (the parser's stack overflowed): not a usable "
          + expected.noun());
    }
  }

  /** Entries inflated in memory (at most {@link #maxTotalInflatedBytes()}), scanned, opened. */
  private static OPCPackage fromStream(String name, InputStream in, OfficeFormat expected)
      throws IOException, InvalidFormatException {
    ZipTail zip = new ZipTail(in);
    ZipEntrySource entries = new ZipInputStreamZipEntrySource(new ZipArchiveThresholdInputStream(
        new InflateLimit(name, zip, maxTotalInflatedBytes())));
    try {
      if (!zip.complete()) {
        throw new DocumentParseException(name, Reason.MALFORMED,
            PoiFailures.noDirectory(expected));
      }
      PackageScan.check(name, entries);
      return OPCPackage.open(entries);
    } catch (IOException | RuntimeException | InvalidFormatException e) {
      entries.close();
      throw e;
    }
  }

  /** Entries read from the file as needed, scanned, opened. */
  private static OPCPackage fromFile(String name, Path file)
      throws IOException, InvalidFormatException {
    ZipEntrySource entries = new ZipFileZipEntrySource(ZipHelper.openZipFile(file.toFile()));
    try {
      PackageScan.check(name, entries);
      return OPCPackage.open(entries);
    } catch (IOException | RuntimeException | InvalidFormatException e) {
      entries.close();
      throw e;
    }
  }

  private static DocumentParseException ole2(String name, InputStream in,
      OfficeFormat expected) throws IOException {
    try (POIFSFileSystem fs = new POIFSFileSystem(in)) {
      if (fs.getRoot().hasEntry(ENCRYPTED_PACKAGE)) {
        return new DocumentParseException(name, Reason.ENCRYPTED, "the file is "
            + expected.description().replaceFirst("^an? ", "an encrypted (password-protected) ")
            + " or another encrypted Office file: remove the password and try again");
      }
    }
    return new DocumentParseException(name, Reason.UNSUPPORTED_FORMAT, "the file is a legacy "
        + "binary Office file (.doc, .ppt or .xls), not " + expected.description() + " in Office "
        + "Open XML: save it as ." + expected.extension());
  }

  private static DocumentParseException notOoxml(String name, FileMagic magic,
      OfficeFormat expected) {
    String what = switch (magic) {
      case PDF -> "a PDF document: give it the .pdf extension";
      case HTML -> "an HTML page: give it the .html extension";
      case XML -> "a plain XML file (perhaps Word 2003 XML), not a ZIP package";
      case RTF -> "an RTF document, not a ZIP package";
      case JPEG, GIF, PNG, TIFF, BMP, WMF, EMF -> "an image (" + magic + "), not a document";
      default -> "not a ZIP package (Office Open XML files are ZIP archives)";
    };
    Reason reason = magic == FileMagic.UNKNOWN ? Reason.MALFORMED : Reason.UNSUPPORTED_FORMAT;
    return new DocumentParseException(name, reason, "expected " + expected.description()
        + " (." + expected.extension() + "), but the content is " + what);
  }

  private static void checkMainPart(String name, OPCPackage pkg, OfficeFormat expected) {
    List<PackagePart> main = pkg.getPartsByRelationshipType(PackageRelationshipTypes.CORE_DOCUMENT);
    if (main.isEmpty()) {
      pkg.revert();
      throw new DocumentParseException(name, Reason.MALFORMED, "a ZIP archive without an Office "
          + "document inside (no main part), not " + expected.description());
    }
    String type = main.get(0).getContentType();
    OfficeFormat actual = OfficeFormat.ofContentType(type);
    if (actual != expected) {
      pkg.revert();
      throw new DocumentParseException(name, Reason.UNSUPPORTED_FORMAT, "expected "
          + expected.description() + ", but the package holds " + (actual == null
          ? "a part of type " + type : actual.description() + ": give it the ."
          + actual.extension() + " extension"));
    }
  }

  /**
   * Refuses a package whose main part inflates to more than {@link #maxPartBytes
   * maxPartBytes(cap)}, before POI builds its XML tree of it (ten to twenty times that in heap).
   *
   * @throws DocumentParseException TOO_LARGE naming the document, the part and the limit
   */
  public static void requireMainPartAtMost(String name, OPCPackage pkg, long cap) {
    long maxBytes = maxPartBytes(cap);
    List<PackagePart> main = pkg.getPartsByRelationshipType(PackageRelationshipTypes.CORE_DOCUMENT);
    long size = main.isEmpty() ? -1 : main.get(0).getSize();
    if (size > maxBytes) {
      throw new DocumentParseException(name, Reason.TOO_LARGE, main.get(0).getPartName()
          .getName().substring(1) + ": the document's main part inflates to " + size
          + " bytes, over the limit of " + maxBytes + " bytes (" + cap + ", or 1/32 of the "
          + "heap when less)");
    }
  }
}
