package dev.wrac.index.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 hashes of sources and units, as the ledger records them. */
public final class Hashes {
  private Hashes() {}

  /** SHA-256 of {@code bytes}, in hex. */
  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
    }
  }

  /** SHA-256 of the parts, each ended by a NUL. */
  public static String sha256(String... parts) {
    StringBuilder s = new StringBuilder();
    for (String p : parts) {
      s.append(p == null ? "\u0001null" : p).append('\u0000');
    }
    return sha256(s.toString().getBytes(StandardCharsets.UTF_8));
  }
}
