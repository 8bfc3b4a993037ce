package dev.wrac.pages.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of strings and of a stream copied to a file on the way. */
public final class Hashing {
  private Hashing() {}

  /** The SHA-256 hex of a string's UTF-8 bytes. */
  public static String sha256(String s) {
    return HexFormat.of().formatHex(digest().digest(s.getBytes(StandardCharsets.UTF_8)));
  }

  /** The SHA-256 hex of bytes. */
  public static String sha256(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }

  /** Copies {@code in} to {@code file} and returns the SHA-256 hex of the bytes copied. */
  public static String copyAndHash(InputStream in, Path file) throws IOException {
    MessageDigest digest = digest();
    byte[] buffer = new byte[64 * 1024];
    try (InputStream source = in; OutputStream out = Files.newOutputStream(file)) {
      for (int n; (n = source.read(buffer)) >= 0; ) {
        digest.update(buffer, 0, n);
        out.write(buffer, 0, n);
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required by the Java platform", e);
    }
  }
}
