package dev.wrac.cli.view;

import java.io.IOException;
import java.io.Writer;

/** HTML escaping for text and attribute values: nothing a document holds can become markup. */
final class Html {
  private Html() {}

  /** {@code s} with {@code & < > " '} escaped, safe in text and in quoted attribute values. */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    append(sb, s);
    return sb.toString();
  }

  /** Writes {@code s} escaped; characters that are not allowed in HTML become U+FFFD. */
  static void write(Writer out, String s) throws IOException {
    int from = 0;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      String r = replacement(s.charAt(i));
      if (r != null) {
        out.write(s, from, i - from);
        out.write(r);
        from = i + 1;
      }
    }
    out.write(s, from, n - from);
  }

  private static void append(StringBuilder sb, String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String r = replacement(c);
      if (r == null) {
        sb.append(c);
      } else {
        sb.append(r);
      }
    }
  }

  private static String replacement(char c) {
    switch (c) {
      case '&': return "&amp;";
      case '<': return "&lt;";
      case '>': return "&gt;";
      case '"': return "&quot;";
      case '\'': return "&#39;";
      case '\t', '\n', '\r': return null;
      default:
        return c < 0x20 || c == 0x7f ? "\uFFFD" : null;
    }
  }
}
