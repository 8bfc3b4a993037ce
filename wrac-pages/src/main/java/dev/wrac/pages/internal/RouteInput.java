package dev.wrac.pages.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The source copied to a work folder as {@code input.EXT} (LibreOffice, PDFBox and ImageIO read
 * files), with the SHA-256 of its bytes, and what kind of input it is.
 *
 * @param file      the copy
 * @param extension the source's extension, lower-case
 * @param sha256    the SHA-256 hex of the bytes
 */
public record RouteInput(Path file, String extension, String sha256) {

  /** Whether the page route takes files with this extension. */
  public static boolean handles(String extension) {
    return extension.equals("pdf") || ImagePages.EXTENSIONS.contains(extension)
        || OfficeConverter.handles(extension);
  }

  /**
   * Copies {@code source} into {@code workDir}.
   *
   * @throws DocumentParseException {@link Reason#UNSUPPORTED_FORMAT} for an extension the
   *     route does not take, {@link Reason#EMPTY} for zero bytes, {@link Reason#UNREADABLE}
   */
  public static RouteInput copy(DocumentSource source, Path workDir) {
    String ext = source.extension();
    if (!handles(ext)) {
      throw new DocumentParseException(source.name(), Reason.UNSUPPORTED_FORMAT, "the page route"
          + " takes PDF, PNG, JPEG, TIFF and office documents (DOCX, PPTX, XLSX, ODF, RTF, DOC,"
          + " PPT, XLS), not '" + (ext.isEmpty() ? "(no extension)" : "." + ext) + "'");
    }
    Path file = workDir.resolve("input." + ext);
    try (InputStream in = source.openStream()) {
      String sha = Hashing.copyAndHash(in, file);
      if (Files.size(file) == 0) {
        throw new DocumentParseException(source.name(), Reason.EMPTY,
            "the file is empty (0 bytes)");
      }
      RouteInput input = new RouteInput(file, ext, sha);
      input.checkSignature(source.name());
      return input;
    } catch (IOException e) {
      throw new DocumentParseException(source.name(), Reason.UNREADABLE, e.toString(), e);
    }
  }

  /**
   * Refuses an office file whose first bytes are not those of its format (LibreOffice would
   * import any bytes as plain text): OOXML and ODF are ZIP files, legacy DOC/PPT/XLS are OLE2
   * files, RTF starts with an RTF group.
   */
  void checkSignature(String document) throws IOException {
    if (!OfficeConverter.handles(extension) || extension.startsWith("fod")) {
      return;
    }
    byte[] head = new byte[8];
    int n;
    try (InputStream in = Files.newInputStream(file)) {
      n = in.readNBytes(head, 0, head.length);
    }
    String expected = switch (extension) {
      case "doc", "ppt", "xls" -> "\u00d0\u00cf\u0011\u00e0";
      case "rtf" -> "{\\rtf";
      default -> "PK\u0003\u0004";
    };
    String actual = new String(head, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
    if (!actual.startsWith(expected)) {
      throw new DocumentParseException(document, Reason.MALFORMED, "not a ." + extension
          + " file: its content does not start as one (the extension may be wrong)");
    }
  }

  /**
   * The media types of what the route reads, by extension: its own, since it reads PDF and
   * office files without wrac-documents (whose parsers declare those formats when present).
   */
  private static final java.util.Map<String, String> MEDIA_TYPES = java.util.Map.ofEntries(
      java.util.Map.entry("pdf", "application/pdf"),
      java.util.Map.entry("docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      java.util.Map.entry("pptx",
          "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
      java.util.Map.entry("xlsx",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      java.util.Map.entry("png", "image/png"), java.util.Map.entry("jpg", "image/jpeg"),
      java.util.Map.entry("jpeg", "image/jpeg"), java.util.Map.entry("tif", "image/tiff"),
      java.util.Map.entry("tiff", "image/tiff"), java.util.Map.entry("rtf", "application/rtf"),
      java.util.Map.entry("odt", "application/vnd.oasis.opendocument.text"),
      java.util.Map.entry("odp", "application/vnd.oasis.opendocument.presentation"),
      java.util.Map.entry("ods", "application/vnd.oasis.opendocument.spreadsheet"),
      java.util.Map.entry("doc", "application/msword"),
      java.util.Map.entry("ppt", "application/vnd.ms-powerpoint"),
      java.util.Map.entry("xls", "application/vnd.ms-excel"));

  /** The media type of the source: the declared one, else by extension. */
  public static String mediaType(DocumentSource source) {
    return source.mediaType().or(() -> DocumentSource.mediaTypeOf(source.name()))
        .orElse(MEDIA_TYPES.getOrDefault(source.extension(), "application/octet-stream"));
  }

  /** Whether the input is a PNG, JPEG or TIFF image. */
  public boolean isImage() {
    return ImagePages.EXTENSIONS.contains(extension);
  }

  /** Whether the input is converted to PDF first. */
  public boolean isOffice() {
    return OfficeConverter.handles(extension);
  }
}
