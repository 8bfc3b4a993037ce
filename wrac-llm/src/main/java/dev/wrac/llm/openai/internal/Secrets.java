package dev.wrac.llm.openai.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Removes configured secrets (the API key, credentials written in the base URL) from text
 * before it goes into an exception, a log line or a plan's provenance. Also masks strings
 * that look like keys ({@code sk-…}, {@code key-…}) that a server may echo.
 */
public final class Secrets {
  /** What a secret is replaced with. */
  public static final String MASK = "***";
  private final List<String> secrets = new ArrayList<>();

  /** Secrets to remove; {@code null} and blank values are skipped. */
  public Secrets(String... values) {
    for (String v : values) {
      if (v != null && !v.isBlank()) {
        secrets.add(v);
        int colon = v.indexOf(':');
        if (colon >= 0 && v.length() - colon > 4) {
          secrets.add(v.substring(colon + 1)); // the password of user:pass
        }
      }
    }
    secrets.sort((a, b) -> b.length() - a.length());
  }

  /** {@code text} without any secret; {@code null} stays {@code null}. */
  public String redact(String text) {
    if (text == null) {
      return null;
    }
    String out = text;
    for (String s : secrets) {
      out = out.replace(s, MASK);
    }
    return out.replaceAll("(sk-|key-)[A-Za-z0-9_*-]{4,}", "$1" + MASK);
  }

  /** Whether {@code text} holds a configured secret. */
  public boolean leaks(String text) {
    return text != null && secrets.stream().anyMatch(text::contains);
  }
}
