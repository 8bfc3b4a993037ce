package dev.wrac.parsers.internal.html;

/**
 * Collects the visible text of one block as a browser lays it out: runs of white space become
 * one space, white space at the start and end of the block and around line breaks is dropped,
 * {@code <br>} gives a line break; preformatted text is kept as it is. Counts the characters
 * written in bold, so a block that is bold throughout can be recognised.
 */
final class TextBuffer {
  private final StringBuilder text = new StringBuilder();
  private boolean pendingSpace;
  private int visible;
  private int bold;

  /** Whether a character is layout white space (including no-break space). */
  static boolean isSpace(char c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\u00a0'
        || c == 0x0B || c == '\u2028' || c == '\u2029' || c == '\u3000'
        || (c >= '\u2000' && c <= '\u200a') || c == '\u202f' || c == '\u205f';
  }

  /** Appends text, collapsing white space; {@code inBold} counts it as bold. */
  void append(String s, boolean inBold) {
    for (int k = 0, n = s.length(); k < n; k++) {
      char c = s.charAt(k);
      if (isSpace(c)) {
        pendingSpace = true;
      } else {
        if (pendingSpace && text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
          text.append(' ');
        }
        pendingSpace = false;
        text.append(c);
        visible++;
        if (inBold) {
          bold++;
        }
      }
    }
  }

  /** Appends preformatted text as it is (line ends normalised to {@code \n}). */
  void appendRaw(String s) {
    if (pendingSpace && text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
      text.append(' ');
    }
    pendingSpace = false;
    for (int k = 0, n = s.length(); k < n; k++) {
      char c = s.charAt(k);
      if (c == '\r') {
        if (k + 1 < n && s.charAt(k + 1) == '\n') {
          continue;
        }
        c = '\n';
      }
      text.append(c);
      if (!isSpace(c)) {
        visible++;
      }
    }
  }

  /** A line break ({@code <br>}, or a paragraph inside a list item or quote). */
  void lineBreak() {
    pendingSpace = false;
    trimTrailingSpaces();
    if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
      text.append('\n');
    }
  }

  /** Forces a line break even after another one ({@code <br>} in preformatted text). */
  void rawLineBreak() {
    text.append('\n');
  }

  /** Whether the text so far ends with a line break (the last thing added was a break). */
  boolean endsWithBreak() {
    return text.length() > 0 && text.charAt(text.length() - 1) == '\n';
  }

  /** Whether no visible character was added. */
  boolean isBlank() {
    return visible == 0;
  }

  /** Number of visible (non-space) characters. */
  int visibleChars() {
    return visible;
  }

  /** Whether every visible character was in bold. */
  boolean allBold() {
    return visible > 0 && bold == visible;
  }

  /** The text without surrounding white space. */
  String text() {
    int start = 0;
    int end = text.length();
    while (start < end && isSpace(text.charAt(start))) {
      start++;
    }
    while (end > start && isSpace(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(start, end);
  }

  /** Empties the buffer. */
  void clear() {
    text.setLength(0);
    pendingSpace = false;
    visible = 0;
    bold = 0;
  }

  private void trimTrailingSpaces() {
    int n = text.length();
    while (n > 0 && text.charAt(n - 1) == ' ') {
      n--;
    }
    text.setLength(n);
  }
}
