package dev.wrac.parsers.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

/**
 * The mutations the fuzz harness applies to a document: byte flips, truncation, splicing two
 * documents, repeating a piece, deep nesting of the format's containers, random Unicode (lone
 * surrogates, controls, marks, wide characters), CR/LF mixes and the format's own syntax
 * sprinkled in. Each takes the random source it is given, so a seed replays an input.
 */
final class Mutations {
  /** Unicode that parsers and token counters find awkward. */
  private static final int[] ODD_CODE_POINTS = {0x0000, 0x0001, 0x0007, 0x000B, 0x000C, 0x001B,
      0x007F, 0x0085, 0x00A0, 0x00AD, 0x0300, 0x034F, 0x061C, 0x200B, 0x200D, 0x200E, 0x202E,
      0x2028, 0x2029, 0x2066, 0x3000, 0xFEFF, 0xFFFD, 0xFFFE, 0xD800, 0xDC00, 0xDBFF, 0x1F600,
      0x1F3F3, 0xE0001, 0x10FFFF, 0x4E2D, 0x6587, 0x0928, 0x0E01, 0x05D0, 0x0627};

  private Mutations() {}

  /** Syntax of a format worth inserting at random places. */
  static List<String> syntax(Format format) {
    return switch (format) {
      case HTML -> List.of("<", "</", ">", "<!--", "-->", "<![CDATA[", "]]>", "<script>",
          "</script>", "<style>", "<table>", "<tr>", "<td>", "</table>", "<pre>", "</pre>",
          "<p>", "</p>", "<li>", "<ul>", "<h1>", "</h1>", "<br>", "<br><br>", "&amp;", "&#0;",
          "&#x10FFFF;", "&#xD800;", "&nbsp", "<div hidden>", "<nav>", "</body>", "</html>",
          "<template>", "<math>", "<svg>", "<select><option>", "<textarea>", "<plaintext>",
          "<frameset>", "<noscript>", "<b>", "</i>", "<a href='", "\"", "'", "<!DOCTYPE html>",
          "<?xml version='1.0'?>", "<meta charset=utf-16>", "<title>", "<body>", "<head>");
      case MARKDOWN -> List.of("#", "# ", "###### ", "- ", "* ", "+ ", "1. ", "1) ", "> ",
          "```", "~~~", "    ", "\t", "|", "| --- |", "---", "***", "===", "[x]: http://x ",
          "[x]", "![a](b)", "<!-- ", " -->", "<div>", "</div>", "\\", "`", "**", "_", "- [ ] ",
          "\n\n", "\n", "  \n", "---\ntitle: x\n---\n", "<", "&amp;", "[^1]", "$$");
      case TEXT -> List.of("\n", "\n\n", "\r", "\r\n", "\t", "    ", "  ", ".", "- ", "1. ",
          "#", "====", "\f", "\u000B");
    };
  }

  /** Opening markup of one nesting level, for deep nesting. */
  static List<String> nesting(Format format) {
    return switch (format) {
      case HTML -> List.of("<div>", "<span>", "<b>", "<i><b>", "<ul><li>", "<ol><li>",
          "<table><tr><td>", "<blockquote>", "<p>", "<a href=#>", "<section><p>", "<dl><dd>",
          "<td><table>", "<li>", "<font>", "<details><summary>x</summary>");
      case MARKDOWN -> List.of("> ", "- ", "* ", "1. ", "  - ", "> - ", "- > ", "    ", "[",
          "<div>", "*", "_", "`", "#");
      case TEXT -> List.of("\t", " ", "- ", "> ", "\n");
    };
  }

  static byte[] flipBytes(byte[] in, Random r) {
    if (in.length == 0) {
      return new byte[] {(byte) r.nextInt(256)};
    }
    byte[] out = in.clone();
    int flips = 1 + r.nextInt(8);
    for (int k = 0; k < flips; k++) {
      int at = r.nextInt(out.length);
      out[at] = r.nextBoolean() ? (byte) (out[at] ^ (1 << r.nextInt(8))) : (byte) r.nextInt(256);
    }
    return out;
  }

  static byte[] truncate(byte[] in, Random r) {
    return Arrays.copyOf(in, in.length == 0 ? 0 : r.nextInt(in.length));
  }

  static byte[] splice(byte[] a, byte[] b, Random r) {
    int cutA = a.length == 0 ? 0 : r.nextInt(a.length + 1);
    int cutB = b.length == 0 ? 0 : r.nextInt(b.length + 1);
    byte[] out = Arrays.copyOf(a, cutA + b.length - cutB);
    System.arraycopy(b, cutB, out, cutA, b.length - cutB);
    return out;
  }

  /** A piece of the text repeated 2 to {@code most} times in place. */
  static String repeat(String in, Random r, int most) {
    if (in.isEmpty()) {
      return in;
    }
    int from = r.nextInt(in.length());
    int to = Math.min(in.length(), from + 1 + r.nextInt(200));
    String piece = in.substring(from, to);
    return in.substring(0, to) + piece.repeat(1 + r.nextInt(Math.max(1, most)))
        + in.substring(to);
  }

  /** The format's containers opened {@code depth} deep at a random place, some text inside. */
  static String nest(String in, Format format, Random r, int depth) {
    List<String> kinds = nesting(format);
    String open = kinds.get(r.nextInt(kinds.size()));
    int at = in.isEmpty() ? 0 : r.nextInt(in.length() + 1);
    StringBuilder out = new StringBuilder(in.length() + open.length() * depth + 64);
    out.append(in, 0, at);
    boolean linePerLevel = format != Format.HTML && r.nextBoolean();
    for (int k = 0; k < depth; k++) {
      out.append(open);
      if (linePerLevel) {
        out.append("level ").append(k).append('\n');
      }
    }
    out.append("deep text ").append(depth).append(' ');
    return out.append(in, at, in.length()).toString();
  }

  static String unicode(String in, Random r) {
    StringBuilder out = new StringBuilder(in);
    int inserts = 1 + r.nextInt(16);
    for (int k = 0; k < inserts; k++) {
      int cp = r.nextInt(4) == 0 ? r.nextInt(0x110000)
          : ODD_CODE_POINTS[r.nextInt(ODD_CODE_POINTS.length)];
      int at = out.length() == 0 ? 0 : r.nextInt(out.length() + 1);
      if (Character.isBmpCodePoint(cp)) {
        out.insert(at, (char) cp); // lone surrogates too
      } else {
        out.insert(at, Character.toChars(cp));
      }
    }
    return out.toString();
  }

  /** Line ends rewritten as a random mix of LF, CRLF, CR and LF CR. */
  static String lineEnds(String in, Random r) {
    String[] ends = {"\n", "\r\n", "\r", "\n\r", "\r\r\n"};
    boolean mixed = r.nextBoolean();
    String single = ends[r.nextInt(ends.length)];
    StringBuilder out = new StringBuilder(in.length() + in.length() / 8);
    for (int k = 0; k < in.length(); k++) {
      char c = in.charAt(k);
      if (c == '\r' && k + 1 < in.length() && in.charAt(k + 1) == '\n') {
        continue; // the LF that follows takes the line end
      }
      if (c == '\n' || c == '\r') {
        out.append(mixed ? ends[r.nextInt(ends.length)] : single);
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  static String sprinkle(String in, Format format, Random r) {
    List<String> syntax = syntax(format);
    StringBuilder out = new StringBuilder(in);
    int inserts = 1 + r.nextInt(24);
    for (int k = 0; k < inserts; k++) {
      int at = out.length() == 0 ? 0 : r.nextInt(out.length() + 1);
      out.insert(at, syntax.get(r.nextInt(syntax.size())));
    }
    return out.toString();
  }

  /** Random text from the format's syntax, words and odd Unicode. */
  static String generate(Format format, Random r, int length) {
    List<String> syntax = syntax(format);
    String[] words = {"alpha", "beta ", "gamma.", " delta", "1.", "x", " ", "  ", "\n", "\n\n",
        "Überschrift", "数据", "नमस्ते", "🙂", "a-b", "c_d", "(e)", "\"f\""};
    StringBuilder out = new StringBuilder(length + 32);
    while (out.length() < length) {
      int pick = r.nextInt(10);
      if (pick < 4) {
        out.append(syntax.get(r.nextInt(syntax.size())));
      } else if (pick < 9) {
        out.append(words[r.nextInt(words.length)]);
      } else {
        out.append(unicode("", r));
      }
    }
    return out.toString();
  }

  static byte[] gzip(byte[] in) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
      out.write(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
