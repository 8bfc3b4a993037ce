package dev.wrac.parse;

import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * The input of a parser: a named document as bytes or text, with an optional media type and
 * character set. Immutable; the bytes are never exposed for writing.
 *
 * <pre>{@code
 * DocumentSource file = DocumentSource.of(Path.of("guide.md"));
 * DocumentSource text = DocumentSource.ofText("notes.md", "# Notes\n\nHello.");
 * DocumentSource page = DocumentSource.ofBytes("page.html", fetchedBytes)
 *     .withCharset(StandardCharsets.ISO_8859_1);   // from the HTTP header, if you have one
 * }</pre>
 * Files ending in {@code .gz} are decompressed on reading; the extension underneath selects
 * the parser ({@code page.html.gz} is HTML).
 */
public final class DocumentSource {
  private static final Map<String, String> MEDIA_TYPES = Map.ofEntries(
      Map.entry("md", "text/markdown"), Map.entry("markdown", "text/markdown"),
      Map.entry("mdown", "text/markdown"), Map.entry("mkd", "text/markdown"),
      Map.entry("html", "text/html"), Map.entry("htm", "text/html"),
      Map.entry("xhtml", "application/xhtml+xml"),
      Map.entry("txt", "text/plain"), Map.entry("text", "text/plain"),
      Map.entry("pdf", "application/pdf"),
      Map.entry("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      Map.entry("pptx",
          "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
      Map.entry("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"));

  /** Decompressed size limit for {@code .gz} inputs, against decompression bombs. */
  private static final long MAX_GUNZIP_BYTES = 1L << 30;

  private final String name;
  private final String mediaType;
  private final byte[] bytes;
  private final String text;
  private final Charset charset;

  private DocumentSource(String name, String mediaType, byte[] bytes, String text,
      Charset charset) {
    this.name = Objects.requireNonNull(name, "name");
    this.mediaType = mediaType;
    this.bytes = bytes;
    this.text = text;
    this.charset = charset;
  }

  /**
   * Reads a file. The name is the file name; the media type follows the extension.
   *
   * @throws DocumentParseException with {@link Reason#UNREADABLE} if the file cannot be read
   */
  public static DocumentSource of(Path path) {
    String fileName = path.getFileName() == null ? path.toString() : path.getFileName().toString();
    byte[] data;
    try {
      data = Files.readAllBytes(path);
      if (fileName.toLowerCase(Locale.ROOT).endsWith(".gz")) {
        data = gunzip(data);
      }
    } catch (IOException | OutOfMemoryError e) {
      throw new DocumentParseException(fileName, Reason.UNREADABLE,
          "cannot read " + path + ": " + e, e);
    }
    return new DocumentSource(fileName, mediaTypeOf(fileName).orElse(null), data, null, null);
  }

  /** A document given as bytes; the media type follows the name's extension. */
  public static DocumentSource ofBytes(String name, byte[] bytes) {
    return new DocumentSource(name, mediaTypeOf(name).orElse(null), bytes.clone(), null, null);
  }

  /** A document given as text; the media type follows the name's extension. */
  public static DocumentSource ofText(String name, String text) {
    return new DocumentSource(name, mediaTypeOf(name).orElse(null), null,
        Objects.requireNonNull(text, "text"), null);
  }

  /** A copy with this media type, such as {@code "text/markdown"}. */
  public DocumentSource withMediaType(String newMediaType) {
    return new DocumentSource(name, newMediaType, bytes, text, charset);
  }

  /** A copy whose bytes are decoded with this character set unless they carry a BOM. */
  public DocumentSource withCharset(Charset newCharset) {
    return new DocumentSource(name, mediaType, bytes, text, newCharset);
  }

  /** The document's name, usually its file name. */
  public String name() {
    return name;
  }

  /** The declared media type, if known. */
  public Optional<String> mediaType() {
    return Optional.ofNullable(mediaType);
  }

  /** The declared character set, if any. */
  public Optional<Charset> charset() {
    return Optional.ofNullable(charset);
  }

  /**
   * The extension that selects a parser, lower-case without the dot, {@code .gz} looked
   * through: {@code "md"} for {@code Guide.MD}, {@code "html"} for {@code page.html.gz};
   * empty if none.
   */
  public String extension() {
    return extensionOf(name);
  }

  /** The raw bytes as a stream (the text encoded as UTF-8 if the source was given as text). */
  public InputStream openStream() {
    return new ByteArrayInputStream(bytes != null ? bytes : text.getBytes(StandardCharsets.UTF_8));
  }

  /** Whether the source was given as text rather than bytes. */
  public boolean isText() {
    return text != null;
  }

  /** The length in characters of a source given as text, or -1 for bytes. */
  public int textLength() {
    return text != null ? text.length() : -1;
  }

  /**
   * The document's text. Bytes are decoded with their BOM's character set, else the declared
   * one, else UTF-8, strictly: malformed input is an error, never replaced silently.
   *
   * @param maxChars refuse documents longer than this
   * @throws DocumentParseException with {@link Reason#EMPTY}, {@link Reason#BINARY},
   *     {@link Reason#MALFORMED_ENCODING} or {@link Reason#TOO_LARGE}
   */
  public String text(long maxChars) {
    if (text != null) {
      if (text.length() > maxChars) {
        throw new DocumentParseException(name, Reason.TOO_LARGE,
            text.length() + " characters exceed the limit of " + maxChars);
      }
      checkBinary(text);
      requireNotBlank(text);
      return text;
    }
    StringBuilder sb = new StringBuilder(bytes == null ? 16 : (int) Math.min(
        Integer.MAX_VALUE - 16, Math.min(maxChars, bytes.length + 16L)));
    char[] buffer = new char[64 * 1024];
    try (Reader reader = reader(maxChars)) {
      for (int n; (n = reader.read(buffer)) >= 0; ) {
        sb.append(buffer, 0, n);
      }
    } catch (IOException e) {
      throw new DocumentParseException(name, Reason.UNREADABLE, e.toString(), e);
    }
    String decoded = sb.toString();
    requireNotBlank(decoded);
    return decoded;
  }

  /**
   * The document's text as a stream of characters, decoded as {@link #text(long)} does, for
   * parsers that work on large documents piece by piece. Errors are thrown from {@code read}
   * as {@link DocumentParseException}s.
   */
  public Reader reader(long maxChars) {
    if (bytes != null && bytes.length == 0) {
      throw new DocumentParseException(name, Reason.EMPTY, "the file is empty (0 bytes)");
    }
    if (bytes != null && bytes.length / 4 > maxChars) {
      throw new DocumentParseException(name, Reason.TOO_LARGE,
          bytes.length + " bytes exceed the limit of " + maxChars + " characters");
    }
    return new TextReader(maxChars);
  }

  /** The binary rule applied to a whole string. */
  private void checkBinary(String s) {
    BinaryCheck check = new BinaryCheck();
    check.acceptAll(s);
    check.judge();
  }

  /**
   * The binary rule, fed character by character: a NUL anywhere, or more than 1% control
   * characters in the first {@value #PROBE_CHARS}, means the document is not text.
   */
  private final class BinaryCheck {
    private long seen;
    private int controls;
    private long firstControl = -1;
    private boolean judged;

    void accept(char c) {
      if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x0B) {
        if (c == 0) {
          throw binaryError(seen, c);
        }
        if (seen < PROBE_CHARS) {
          controls++;
          firstControl = firstControl < 0 ? seen : firstControl;
        }
      }
      seen++;
    }

    /** Feeds a whole string; only the characters below U+0020 need a closer look. */
    void acceptAll(String s) {
      int counted = 0;
      for (int i = 0, n = s.length(); i < n; i++) {
        char c = s.charAt(i);
        if (c < 0x20) {
          seen += i - counted;
          accept(c);
          counted = i + 1;
        }
      }
      seen += s.length() - counted;
    }

    /** Applies the share-of-controls part once enough (or all) characters were seen. */
    void judge() {
      if (!judged) {
        judged = true;
        long sample = Math.min(seen, PROBE_CHARS);
        if (sample > 0 && controls * 100L > sample) {
          throw binaryError(firstControl, (char) 1);
        }
      }
    }
  }

  private DocumentParseException binaryError(long at, char c) {
    return new DocumentParseException(name, Reason.BINARY, c == 0
        ? "NUL character at offset " + at + ": not a text document"
        : "control characters from offset " + at + ": not a text document");
  }

  /** Characters sampled for the share of control characters. */
  private static final int PROBE_CHARS = 8192;

  private void requireNotBlank(String decoded) {
    if (decoded.isBlank()) {
      throw new DocumentParseException(name, Reason.EMPTY, "the document has no text");
    }
  }

  /** Strict, checking decoder over the bytes (or the given text). */
  private final class TextReader extends Reader {
    private final long maxChars;
    private final ByteBuffer in;
    private final CharsetDecoder decoder;
    private final Charset charsetUsed;
    private int textPosition;
    private long produced;
    private final BinaryCheck binary = new BinaryCheck();
    private boolean flushed;

    TextReader(long maxChars) {
      this.maxChars = maxChars;
      if (bytes == null) {
        in = null;
        decoder = null;
        charsetUsed = null;
        return;
      }
      ByteOrderMark bom = ByteOrderMark.of(bytes).orElse(null);
      Charset cs = bom != null ? bom.charset()
          : charset == null ? StandardCharsets.UTF_8 : charset;
      int skip = bom != null ? bom.length() : 0;
      charsetUsed = cs;
      decoder = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
      in = ByteBuffer.wrap(bytes, skip, bytes.length - skip);
    }

    @Override
    public int read(char[] buffer, int offset, int length) {
      if (length == 0) {
        return 0;
      }
      int n = in == null ? readText(buffer, offset, length) : decode(buffer, offset, length);
      if (n < 0) {
        binary.judge();
        return -1;
      }
      check(buffer, offset, n);
      return n;
    }

    private int readText(char[] buffer, int offset, int length) {
      int n = Math.min(length, text.length() - textPosition);
      if (n <= 0) {
        return -1;
      }
      text.getChars(textPosition, textPosition + n, buffer, offset);
      textPosition += n;
      return n;
    }

    private int decode(char[] buffer, int offset, int length) {
      CharBuffer out = CharBuffer.wrap(buffer, offset, length);
      while (out.position() == offset) {
        CoderResult result = in.hasRemaining() || !flushed
            ? decoder.decode(in, out, true) : CoderResult.UNDERFLOW;
        if (result.isError()) {
          throw malformed(in.position());
        }
        if (result.isUnderflow() && !in.hasRemaining()) {
          if (!flushed) {
            decoder.flush(out);
            flushed = true;
          }
          break;
        }
      }
      int n = out.position() - offset;
      return n == 0 ? -1 : n;
    }

    /** The binary rule, and the size limit. */
    private void check(char[] buffer, int offset, int n) {
      for (int i = offset; i < offset + n; i++) {
        binary.accept(buffer[i]);
      }
      produced += n;
      if (produced > maxChars) {
        throw new DocumentParseException(name, Reason.TOO_LARGE,
            "more than " + maxChars + " characters (the configured limit)");
      }
      if (produced >= PROBE_CHARS) {
        binary.judge();
      }
    }

    private DocumentParseException malformed(int at) {
      if (firstNul(Math.min(bytes.length, PROBE_CHARS)) >= 0) {
        return new DocumentParseException(name, Reason.BINARY,
            "NUL bytes in the first 8 KiB: not a text document");
      }
      return new DocumentParseException(name, Reason.MALFORMED_ENCODING, String.format(
          "invalid %s at byte offset %d (line %d)", charsetUsed.name(), at, lineAtByte(at)));
    }

    @Override
    public void close() {
      // nothing to release: the bytes belong to the source
    }
  }

  private int firstNul(int limit) {
    for (int i = 0; i < limit; i++) {
      if (bytes[i] == 0) {
        return i;
      }
    }
    return -1;
  }

  private int lineAtByte(int offset) {
    int line = 1;
    for (int i = 0; i < offset && i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        line++;
      }
    }
    return line;
  }

  private static byte[] gunzip(byte[] data) throws IOException {
    try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(data))) {
      ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(1024, data.length * 4));
      byte[] buffer = new byte[64 * 1024];
      long total = 0;
      for (int n; (n = in.read(buffer)) > 0; ) {
        total += n;
        if (total > MAX_GUNZIP_BYTES) {
          throw new IOException("decompressed size exceeds " + MAX_GUNZIP_BYTES + " bytes");
        }
        out.write(buffer, 0, n);
      }
      return out.toByteArray();
    }
  }

  /** The media type for a file name's extension, such as {@code text/markdown} for "a.md". */
  public static Optional<String> mediaTypeOf(String fileName) {
    return Optional.ofNullable(MEDIA_TYPES.get(extensionOf(fileName)));
  }

  static String extensionOf(String fileName) {
    String lower = fileName.toLowerCase(Locale.ROOT);
    if (lower.endsWith(".gz")) {
      lower = lower.substring(0, lower.length() - 3);
    }
    int slash = Math.max(lower.lastIndexOf('/'), lower.lastIndexOf('\\'));
    int dot = lower.lastIndexOf('.');
    return dot > slash && dot < lower.length() - 1 ? lower.substring(dot + 1) : "";
  }

  @Override
  public String toString() {
    return "DocumentSource[" + name + (mediaType == null ? "" : ", " + mediaType) + "]";
  }
}
