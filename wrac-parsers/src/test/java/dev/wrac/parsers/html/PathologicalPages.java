package dev.wrac.parsers.html;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/** Hostile pages for robustness tests and the size benchmark. */
public final class PathologicalPages {
  private PathologicalPages() {}

  /** An ordinary article page repeated to about {@code bytes} bytes. */
  public static byte[] large(int bytes) {
    StringBuilder s = new StringBuilder(bytes + 1024);
    s.append("<html><head><title>Large</title></head><body><nav><a href=/>Home</a></nav>"
        + "<article>");
    int k = 0;
    while (s.length() < bytes) {
      if (k % 10 == 0) {
        s.append("<h2>Section ").append(k).append("</h2>");
      }
      s.append("<p>Paragraph ").append(k++).append(" of a long page, with <a href=\"#\">a link"
          + "</a>, some <b>bold</b> text, and enough words to look like prose.</p>\n");
    }
    s.append("</article><footer>End</footer></body></html>");
    byte[] ascii = new byte[s.length()]; // the page is ASCII: no String copy in between
    for (int i = 0; i < ascii.length; i++) {
      ascii[i] = (byte) s.charAt(i);
    }
    return ascii;
  }

  /** {@code depth} nested {@code <tag>}s around a paragraph, closed or not. */
  public static String nested(String tag, int depth, boolean closed) {
    StringBuilder s = new StringBuilder(depth * (tag.length() * 2 + 5) + 64);
    s.append("<p>before</p>");
    s.append(("<" + tag + ">").repeat(depth));
    s.append("deep text");
    if (closed) {
      s.append(("</" + tag + ">").repeat(depth));
    }
    s.append("<p>after</p>");
    return s.toString();
  }

  /** {@code count} runs of unclosed formatting and block tags with text. */
  public static String unclosed(int count) {
    StringBuilder s = new StringBuilder(count * 40);
    for (int k = 0; k < count; k++) {
      s.append("<p><b><i><a href=#><span>unclosed ").append(k).append(" <li><td><table>");
    }
    return s.toString();
  }

  /** A page with random bytes (no NUL near the start) between its paragraphs. */
  public static byte[] garbage(long seed, int bytes) {
    Random r = new Random(seed);
    byte[] out = new byte[bytes];
    byte[] head = "<html><body><p>readable start</p>".getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(head, 0, out, 0, head.length);
    for (int k = head.length; k < bytes; k++) {
      int b = 0x20 + r.nextInt(0xE0);
      out[k] = (byte) (r.nextInt(50) == 0 ? '<' : b);
    }
    return out;
  }
}
