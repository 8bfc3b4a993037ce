package dev.wrac.parse;

import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayInputStream;
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
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

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
 * the parser ({@code page.html.gz} is HTML). Content that proves a format (a signature a parser
 * declares: a PDF header, a DOCX, PPTX or XLSX package) is read as that format whatever the name
 * says ({@link DocumentFormats#proven}; files held in memory, up to {@value #HOLD_MAX_BYTES}
 * bytes). Names and signatures are those of the {@link DocumentFormats#installed() installed}
 * parsers.
 *
 * <p><b>Files and memory.</b> {@link #of(Path)} refuses what it should not read before reading
 * it: a directory, FIFO, socket or device ({@code /dev/zero}) with
 * {@link Reason#NOT_REGULAR_FILE}, without opening it; a file over
 * {@link SourceLimits#maxBytes()} (2 GiB by default) with {@link Reason#TOO_LARGE}. A
 * {@code .gz} file is inflated once while its bytes are counted, and refused with
 * {@link Reason#TOO_LARGE} as soon as it passes the maximum size or expands more than
 * {@link SourceLimits#maxExpansionRatio()} times (100:1 beyond 1 MiB by default), so a
 * decompression bomb costs a read buffer, not its content. Content up to
 * {@value #HOLD_MAX_BYTES} bytes is read into memory at once; larger files are not held but
 * read from disk (and inflated again) each time {@link #openStream()} or {@link #reader(long)}
 * is called, so a streaming parser never holds the whole document. Such a source reads the
 * file as it is when it is parsed.
 */
public final class DocumentSource {
  /** Content up to this many bytes (4 MiB) is read into memory; larger files are streamed. */
  public static final int HOLD_MAX_BYTES = 4 * 1024 * 1024;

  private final String name;
  private final String mediaType;
  private final byte[] bytes;
  private final String text;
  private final Charset charset;
  /** A file too large to hold, read when needed; {@code size} is its content's length. */
  private final SourceFile file;
  private final long size;

  private DocumentSource(String name, String mediaType, byte[] bytes, String text,
      Charset charset, SourceFile file, long size) {
    this.name = Objects.requireNonNull(name, "name");
    this.mediaType = mediaType;
    this.bytes = bytes;
    this.text = text;
    this.charset = charset;
    this.file = file;
    this.size = size;
  }

  private DocumentSource(String name, String mediaType, byte[] bytes, String text) {
    this(name, mediaType, bytes, text, null, null, bytes == null ? -1 : bytes.length);
  }

  /**
   * Reads a file within the {@link SourceLimits#defaults() default limits}. The name is the
   * file name; the media type follows the extension.
   *
   * @throws DocumentParseException with {@link Reason#UNREADABLE} if the file cannot be read,
   *     {@link Reason#NOT_REGULAR_FILE} for a directory, FIFO, socket or device, or
   *     {@link Reason#TOO_LARGE} past a limit
   */
  public static DocumentSource of(Path path) {
    return of(path, SourceLimits.defaults());
  }

  /**
   * Reads a file within these limits (see the class comment).
   *
   * @throws DocumentParseException with {@link Reason#UNREADABLE} if the file cannot be read,
   *     {@link Reason#NOT_REGULAR_FILE} for a directory, FIFO, socket or device, or
   *     {@link Reason#TOO_LARGE} past a limit, naming the file
   */
  public static DocumentSource of(Path path, SourceLimits limits) {
    String fileName = path.getFileName() == null ? path.toString() : path.getFileName().toString();
    boolean gzip = fileName.toLowerCase(Locale.ROOT).endsWith(".gz");
    SourceFile file = SourceFile.check(path, fileName, gzip, Objects.requireNonNull(limits));
    String type = mediaTypeOf(fileName).orElse(null);
    if (!gzip && file.fileBytes() > HOLD_MAX_BYTES) {
      return new DocumentSource(fileName, type, null, null, null, file, file.fileBytes());
    }
    long[] size = {0};
    byte[] data = file.readUpTo(HOLD_MAX_BYTES, size);
    return data != null ? new DocumentSource(fileName, typeOf(type, data), data, null)
        : new DocumentSource(fileName, type, null, null, null, file, size[0]);
  }

  /**
   * A document given as bytes; the media type is the one the bytes prove (PDF, DOCX, PPTX or
   * XLSX: {@link DocumentFormats#proven}), else the name's extension's.
   */
  public static DocumentSource ofBytes(String name, byte[] bytes) {
    return new DocumentSource(name, typeOf(mediaTypeOf(name).orElse(null), bytes), bytes.clone(),
        null);
  }

  /**
   * The type the content proves (PDF, office), else the one the file name gives. A name that
   * already says a binary format is kept without looking: sniffing an office package walks its
   * ZIP entries, which its parser is about to do anyway.
   */
  private static String typeOf(String byName, byte[] content) {
    DocumentFormats formats = DocumentFormats.installed();
    return formats.isBinary(byName) ? byName : formats.proven(content).orElse(byName);
  }

  /** A document given as text; the media type follows the name's extension. */
  public static DocumentSource ofText(String name, String text) {
    return new DocumentSource(name, mediaTypeOf(name).orElse(null), null,
        Objects.requireNonNull(text, "text"));
  }

  /** A copy with this media type, such as {@code "text/markdown"}. */
  public DocumentSource withMediaType(String newMediaType) {
    return new DocumentSource(name, newMediaType, bytes, text, charset, file, size);
  }

  /** A copy whose bytes are decoded with this character set unless they carry a BOM. */
  public DocumentSource withCharset(Charset newCharset) {
    return new DocumentSource(name, mediaType, bytes, text, newCharset, file, size);
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

  /**
   * The raw bytes as a stream (the text encoded as UTF-8 if the source was given as text). A
   * file too large to hold is opened anew, and read (inflated) as the stream is read.
   *
   * @throws DocumentParseException with {@link Reason#UNREADABLE} if the file cannot be
   *     opened; its {@code read} throws {@link Reason#TOO_LARGE} past a limit
   */
  public InputStream openStream() {
    if (file != null) {
      return file.open();
    }
    return new ByteArrayInputStream(bytes != null ? bytes : text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * The length in bytes of a source given as bytes or read from a file (inflated, for a
   * {@code .gz}), or -1 for text.
   */
  public long byteLength() {
    return size;
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
    StringBuilder sb = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 16,
        Math.min(maxChars, size + 16L)));
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
    if (size == 0) {
      throw new DocumentParseException(name, Reason.EMPTY, "the file is empty (0 bytes)");
    }
    if (size / 4 > maxChars) {
      throw new DocumentParseException(name, Reason.TOO_LARGE,
          size + " bytes exceed the limit of " + maxChars + " characters");
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

  /**
   * Strict, checking decoder over the bytes, the file (read a buffer at a time) or the given
   * text.
   */
  private final class TextReader extends Reader {
    private static final int BUFFER_BYTES = 64 * 1024;
    private final long maxChars;
    private final InputStream stream;
    private ByteBuffer in;
    private final CharsetDecoder decoder;
    private final Charset charsetUsed;
    private final byte[] head;
    private boolean endOfInput;
    private long bytesBefore;
    private int linesBefore;
    private int textPosition;
    private long produced;
    private final BinaryCheck binary = new BinaryCheck();
    private boolean flushed;

    TextReader(long maxChars) {
      this.maxChars = maxChars;
      if (bytes == null && file == null) {
        stream = null;
        decoder = null;
        charsetUsed = null;
        head = null;
        return;
      }
      if (file != null) {
        stream = file.open();
        in = ByteBuffer.allocate(BUFFER_BYTES).flip();
        fill();
      } else {
        stream = null;
        in = ByteBuffer.wrap(bytes);
        endOfInput = true;
      }
      head = Arrays.copyOfRange(in.array(), 0, Math.min(in.limit(), PROBE_CHARS));
      ByteOrderMark bom = ByteOrderMark.of(head).orElse(null);
      Charset cs = bom != null ? bom.charset()
          : charset == null ? StandardCharsets.UTF_8 : charset;
      in.position(bom != null ? bom.length() : 0);
      charsetUsed = cs;
      decoder = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /** Moves the unread bytes to the front of the buffer and reads the file after them. */
    private void fill() {
      int consumed = in.position();
      for (int i = 0; i < consumed; i++) {
        linesBefore += in.get(i) == '\n' ? 1 : 0;
      }
      bytesBefore += consumed;
      in.compact();
      try {
        int n = stream.readNBytes(in.array(), in.position(), in.remaining());
        in.position(in.position() + n);
        endOfInput = in.hasRemaining();
      } catch (IOException e) {
        throw new DocumentParseException(name, Reason.UNREADABLE, e.toString(), e);
      }
      in.flip();
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
            ? decoder.decode(in, out, endOfInput) : CoderResult.UNDERFLOW;
        if (result.isError()) {
          throw malformed(bytesBefore + in.position());
        }
        if (result.isUnderflow() && !endOfInput) {
          fill();
        } else if (result.isUnderflow() && !in.hasRemaining()) {
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

    private DocumentParseException malformed(long at) {
      for (byte b : head) {
        if (b == 0) {
          return new DocumentParseException(name, Reason.BINARY,
              "NUL bytes in the first 8 KiB: not a text document");
        }
      }
      return new DocumentParseException(name, Reason.MALFORMED_ENCODING, String.format(
          "invalid %s at byte offset %d (line %d)", charsetUsed.name(), at, lineAt(at)));
    }

    /** The line of a byte offset in the buffer: lines of the bytes read past, and then its. */
    private int lineAt(long at) {
      int line = linesBefore + 1;
      for (int i = 0; i < at - bytesBefore && i < in.limit(); i++) {
        line += in.get(i) == '\n' ? 1 : 0;
      }
      return line;
    }

    @Override
    public void close() throws IOException {
      if (stream != null) {
        stream.close();
      }
    }
  }

  /**
   * The media type for a file name's extension, such as {@code text/markdown} for "a.md"
   * ({@link DocumentFormats#byFileName} of the {@link DocumentFormats#installed() installed}
   * formats).
   */
  public static Optional<String> mediaTypeOf(String fileName) {
    return DocumentFormats.installed().byFileName(fileName);
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
