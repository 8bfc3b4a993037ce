package dev.wrac.parse;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A byte order mark at the start of a document's bytes, which names its character set. Used by
 * {@link DocumentSource} and by parsers that decode bytes themselves.
 *
 * <pre>{@code
 * ByteOrderMark.of(bytes).ifPresent(bom -> decodeFrom(bom.length(), bom.charset()));
 * }</pre>
 */
public enum ByteOrderMark {
  UTF_8(StandardCharsets.UTF_8, 0xEF, 0xBB, 0xBF),
  UTF_16BE(StandardCharsets.UTF_16BE, 0xFE, 0xFF),
  UTF_16LE(StandardCharsets.UTF_16LE, 0xFF, 0xFE);

  private final Charset charset;
  private final int[] marks;

  ByteOrderMark(Charset charset, int... marks) {
    this.charset = charset;
    this.marks = marks;
  }

  /** The mark at the start of {@code bytes}, if any. */
  public static Optional<ByteOrderMark> of(byte[] bytes) {
    for (ByteOrderMark bom : values()) {
      if (bom.starts(bytes)) {
        return Optional.of(bom);
      }
    }
    return Optional.empty();
  }

  /** The character set the mark names. */
  public Charset charset() {
    return charset;
  }

  /** The mark's length in bytes: where the text starts. */
  public int length() {
    return marks.length;
  }

  private boolean starts(byte[] bytes) {
    if (bytes.length < marks.length) {
      return false;
    }
    for (int i = 0; i < marks.length; i++) {
      if ((bytes[i] & 0xFF) != marks[i]) {
        return false;
      }
    }
    return true;
  }
}
