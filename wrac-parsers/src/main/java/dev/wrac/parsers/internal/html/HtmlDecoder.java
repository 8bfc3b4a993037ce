package dev.wrac.parsers.internal.html;

import dev.wrac.parse.ByteOrderMark;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decodes the bytes of a web page the way browsers do: a byte-order mark wins, then the
 * character set the caller declared (the HTTP header), then a {@code <meta>} or XML
 * declaration in the first 4 KiB, then UTF-8 if the bytes are valid UTF-8, else windows-1252.
 * Bytes that are invalid in the chosen set become U+FFFD instead of failing the page.
 */
public final class HtmlDecoder {
  /** How far into the page a {@code <meta charset>} declaration is looked for. */
  static final int PRESCAN_BYTES = 4096;

  private static final Pattern META_CHARSET = Pattern.compile(
      "<meta[^>]{0,512}?charset\\s*=\\s*[\"']?\\s*([A-Za-z0-9._:\\-]{1,40})",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern XML_ENCODING = Pattern.compile(
      "^\\s*<\\?xml[^>]{0,200}?encoding\\s*=\\s*[\"']([A-Za-z0-9._:\\-]{1,40})[\"']",
      Pattern.CASE_INSENSITIVE);
  private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

  private HtmlDecoder() {}

  /** The decoded page and the character set that decoded it. */
  public record Decoded(String text, Charset charset, String charsetSource) {}

  /**
   * Decodes a source's bytes (a source given as text is taken as it is).
   *
   * @throws DocumentParseException with {@link Reason#EMPTY}, {@link Reason#TOO_LARGE},
   *     {@link Reason#BINARY} or {@link Reason#UNREADABLE}
   */
  public static Decoded decode(DocumentSource source, long maxChars) {
    if (source.isText()) {
      return new Decoded(source.text(maxChars), StandardCharsets.UTF_16, "text");
    }
    byte[] bytes;
    try (InputStream in = source.openStream()) {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new DocumentParseException(source.name(), Reason.UNREADABLE,
          "cannot read the page: " + e, e);
    }
    if (bytes.length == 0) {
      throw new DocumentParseException(source.name(), Reason.EMPTY, "the page is empty (0 bytes)");
    }
    if (bytes.length / 4 > maxChars) {
      throw new DocumentParseException(source.name(), Reason.TOO_LARGE,
          bytes.length + " bytes exceed the limit of " + maxChars + " characters");
    }
    Charset charset;
    String from;
    int skip = 0;
    boolean validUtf8 = false;
    ByteOrderMark bom = ByteOrderMark.of(bytes).orElse(null);
    if (bom != null) {
      charset = bom.charset();
      from = "BOM";
      skip = bom.length();
    } else {
      checkNotBinary(source.name(), bytes);
      Charset declared = source.charset().orElse(null);
      if (declared != null) {
        charset = declared;
        from = "declared";
      } else {
        charset = prescan(bytes);
        from = "meta";
        if (charset == null) {
          validUtf8 = isValidUtf8(bytes);
          charset = validUtf8 ? StandardCharsets.UTF_8 : WINDOWS_1252;
          from = "detected";
        }
      }
    }
    String text = decodeLenient(bytes, skip, charset, validUtf8);
    if (text.length() > maxChars) {
      throw new DocumentParseException(source.name(), Reason.TOO_LARGE,
          text.length() + " characters exceed the limit of " + maxChars);
    }
    if (text.isBlank()) {
      throw new DocumentParseException(source.name(), Reason.EMPTY, "the page has no text");
    }
    return new Decoded(text, charset, from);
  }

  /**
   * The character set a {@code <meta>} or XML declaration names in the first
   * {@value #PRESCAN_BYTES} bytes, or {@code null}. A declared UTF-16 means UTF-8 (the page
   * would not be readable as ASCII otherwise), as browsers do.
   */
  static Charset prescan(byte[] bytes) {
    String head = new String(bytes, 0, Math.min(bytes.length, PRESCAN_BYTES),
        StandardCharsets.ISO_8859_1);
    Matcher m = XML_ENCODING.matcher(head);
    String name = m.find() ? m.group(1) : null;
    if (name == null) {
      m = META_CHARSET.matcher(head);
      name = m.find() ? m.group(1) : null;
    }
    if (name == null) {
      return null;
    }
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.startsWith("utf-16") || lower.startsWith("utf16")) {
      return StandardCharsets.UTF_8;
    }
    if (lower.equals("iso-8859-1") || lower.equals("latin1") || lower.equals("us-ascii")
        || lower.equals("ascii")) {
      return WINDOWS_1252; // the WHATWG encoding standard maps these labels to windows-1252
    }
    try {
      return Charset.forName(name);
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      return null; // an unknown declaration is ignored, as browsers ignore it
    }
  }

  /** Rejects bytes that are not text: NULs in the first 8 KiB outside UTF-16. */
  private static void checkNotBinary(String name, byte[] bytes) {
    int limit = Math.min(bytes.length, 8192);
    int controls = 0;
    for (int i = 0; i < limit; i++) {
      int b = bytes[i] & 0xFF;
      if (b == 0) {
        throw new DocumentParseException(name, Reason.BINARY,
            "NUL byte at offset " + i + ": not a text document");
      }
      if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x0B
          && b != 0x1B) {
        controls++;
      }
    }
    if (controls * 10 > limit) {
      throw new DocumentParseException(name, Reason.BINARY, controls
          + " control bytes in the first " + limit + " bytes: not a text document");
    }
  }

  private static boolean isValidUtf8(byte[] bytes) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    CharBuffer out = CharBuffer.allocate(8192);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    while (true) {
      var result = decoder.decode(in, out, true);
      if (result.isError()) {
        return false;
      }
      if (result.isUnderflow()) {
        return !decoder.flush(out).isError();
      }
      out.clear();
    }
  }

  /**
   * The bytes as text, invalid sequences replaced. The JDK's string constructor decodes with
   * the same replacing decoder, without a page-sized buffer in between, for every charset but
   * UTF-8, whose bytes it decodes its own way when they are invalid.
   */
  private static String decodeLenient(byte[] bytes, int skip, Charset charset,
      boolean validUtf8) {
    if (validUtf8 || !charset.equals(StandardCharsets.UTF_8)) {
      return new String(bytes, skip, bytes.length - skip, charset);
    }
    CharsetDecoder decoder = charset.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE);
    try {
      return decoder.decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString();
    } catch (java.nio.charset.CharacterCodingException e) {
      // cannot happen with REPLACE; fall back to the JDK's own lenient decoding
      return new String(bytes, skip, bytes.length - skip, charset);
    }
  }
}
