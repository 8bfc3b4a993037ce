package dev.wrac.tokens;

/**
 * The pre-tokenizer of OpenAI's o200k_base encoding written out by hand: it cuts text into the
 * same pieces as the encoding's regular expression
 *
 * <pre>
 * [^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?
 * |[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?
 * |\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
 * </pre>
 *
 * (compiled with {@code UNICODE_CHARACTER_CLASS}), several times faster than
 * {@link java.util.regex}. Each alternative is resolved the way the regex engine's ordered,
 * backtracking match resolves it; property tests compare the two on random text.
 */
final class O200kPieces {
  private O200kPieces() {}

  /** The end of the piece that starts at {@code start} ({@code start < text.length()}). */
  public static int end(String text, int start) {
    int e = asciiEnd(text, start);
    if (e > 0) {
      return e;
    }
    e = letters(text, start, true);
    if (e > 0) {
      return e;
    }
    e = letters(text, start, false);
    if (e > 0) {
      return e;
    }
    int n = text.length();
    int cp = text.codePointAt(start);
    if (isNumber(cp)) {
      int i = start;
      for (int k = 0; k < 3 && i < n; k++) {
        int c = text.codePointAt(i);
        if (!isNumber(c)) {
          break;
        }
        i += Character.charCount(c);
      }
      return i;
    }
    // ' ?[^\s\p{L}\p{N}]+[\r\n/]*'
    int q = cp == ' ' ? start + 1 : start;
    if (q < n && isSymbol(text.codePointAt(q))) {
      int i = q;
      while (i < n) {
        int c = text.codePointAt(i);
        if (!isSymbol(c)) {
          break;
        }
        i += Character.charCount(c);
      }
      return breaksAndSlashes(text, i);
    }
    // whitespace alternatives; all whitespace is in the BMP
    int w = start;
    while (w < n && isSpace(text.charAt(w))) {
      w++;
    }
    // '\s*[\r\n]+': ends after the last line break of the run
    for (int j = w - 1; j >= start; j--) {
      char c = text.charAt(j);
      if (c == '\r' || c == '\n') {
        return j + 1;
      }
    }
    if (w > start) {
      // '\s+(?!\S)' then '\s+'
      if (w == n) {
        return w;
      }
      return w - 1 > start ? w - 1 : w;
    }
    // a code point no alternative matches cannot occur: every one is a letter, mark, number,
    // symbol or space; step over it to be safe
    return start + Character.charCount(cp);
  }

  /**
   * The pieces most text is made of, found on ASCII alone: a word of ASCII letters with an
   * optional leading space or punctuation character and an optional contraction, up to three
   * ASCII digits, a space before a digit, or a run of ASCII punctuation with an optional
   * leading space. Returns -1 when the general path must decide (anything else, or a non-ASCII
   * character that could continue the piece).
   */
  private static int asciiEnd(String text, int start) {
    int n = text.length();
    char c0 = text.charAt(start);
    if (c0 >= 128) {
      return -1;
    }
    int flags = ASCII[c0];
    if ((flags & NUMBER) != 0) {
      // '\p{N}{1,3}'
      int i = start + 1;
      while (i < n && i - start < 3) {
        char c = text.charAt(i);
        if (c >= 128) {
          return -1;
        }
        if ((ASCII[c] & NUMBER) == 0) {
          break;
        }
        i++;
      }
      return i;
    }
    if ((flags & LETTER) != 0) {
      return asciiWord(text, start);
    }
    if (c0 == '\r' || c0 == '\n') {
      return -1;
    }
    if (start + 1 >= n) {
      // a lone symbol at the end is alternative 4; a lone space is for the general path
      return (flags & SPACE) != 0 ? -1 : n;
    }
    char c1 = text.charAt(start + 1);
    if (c1 >= 128) {
      return -1;
    }
    int next = ASCII[c1];
    if ((next & LETTER) != 0) {
      // '[^\r\n\p{L}\p{N}]' as the prefix of a word
      return asciiWord(text, start + 1);
    }
    if ((flags & SPACE) != 0) {
      if (c0 != ' ' || (next & SPACE) != 0) {
        return -1;
      }
      // a space before a digit is '\s+'; before punctuation it starts ' ?[^\s\p{L}\p{N}]+'
      return (next & NUMBER) != 0 ? start + 1 : asciiSymbols(text, start + 1);
    }
    return asciiSymbols(text, start);
  }

  /**
   * {@code upper* lower+} (alternative 1) when lower-case letters follow the capitals, else
   * {@code upper+} (alternative 2): ASCII letters are upper or lower case, so either way the
   * word ends where its letters end; then the contraction. -1 if a non-ASCII character follows.
   */
  private static int asciiWord(String text, int i) {
    int n = text.length();
    while (i < n && text.charAt(i) < 128 && (ASCII[text.charAt(i)] & UPPERISH) != 0) {
      i++;
    }
    while (i < n && text.charAt(i) < 128 && (ASCII[text.charAt(i)] & LOWERISH) != 0) {
      i++;
    }
    if (i < n && text.charAt(i) >= 128) {
      return -1;
    }
    return i + contraction(text, i);
  }

  /** {@code [^\s\p{L}\p{N}]+[\r\n/]*} over ASCII from {@code i}; -1 at a non-ASCII character. */
  private static int asciiSymbols(String text, int i) {
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c >= 128) {
        return -1;
      }
      if ((ASCII[c] & (SPACE | LETTER | NUMBER)) != 0) {
        break;
      }
      i++;
    }
    return breaksAndSlashes(text, i);
  }

  /** {@code [\r\n/]*} from {@code i}: where it ends. */
  private static int breaksAndSlashes(String text, int i) {
    int n = text.length();
    while (i < n && (text.charAt(i) == '\r' || text.charAt(i) == '\n' || text.charAt(i) == '/')) {
      i++;
    }
    return i;
  }

  /**
   * Alternatives 1 ({@code lowerRequired}) and 2: an optional leading non-letter, non-number
   * character, then upper-ish and lower-ish letters, then an optional contraction. Returns the
   * end, or -1 if the alternative does not match at {@code start}.
   */
  private static int letters(String text, int start, boolean lowerRequired) {
    int n = text.length();
    int c0 = text.codePointAt(start);
    boolean prefix = c0 != '\r' && c0 != '\n' && !isLetter(c0) && !isNumber(c0);
    for (int attempt = prefix ? 0 : 1; attempt < 2; attempt++) {
      int q = attempt == 0 ? start + Character.charCount(c0) : start;
      int u = q;
      int lastLower = -1;
      while (u < n) {
        int c = text.codePointAt(u);
        if (!isUpperish(c)) {
          break;
        }
        if (isLowerish(c)) {
          lastLower = u;
        }
        u += Character.charCount(c);
      }
      int end;
      if (lowerRequired) {
        if (u < n && isLowerish(text.codePointAt(u))) {
          end = lowerRun(text, u);
        } else if (lastLower >= 0) {
          end = lastLower + Character.charCount(text.codePointAt(lastLower));
        } else {
          continue;
        }
      } else {
        if (u == q) {
          continue;
        }
        end = lowerRun(text, u);
      }
      return end + contraction(text, end);
    }
    return -1;
  }

  private static int lowerRun(String text, int i) {
    int n = text.length();
    while (i < n) {
      int c = text.codePointAt(i);
      if (!isLowerish(c)) {
        break;
      }
      i += Character.charCount(c);
    }
    return i;
  }

  /** Length of {@code (?i:'s|'t|'re|'ve|'m|'ll|'d)} at {@code i}, or 0. */
  private static int contraction(String text, int i) {
    int n = text.length();
    if (i + 1 >= n || text.charAt(i) != '\'') {
      return 0;
    }
    char a = text.charAt(i + 1);
    if (is(a, 's') || is(a, 't')) {
      return 2;
    }
    if (i + 2 < n) {
      char b = text.charAt(i + 2);
      if ((is(a, 'r') && is(b, 'e')) || (is(a, 'v') && is(b, 'e'))) {
        return 3;
      }
    }
    if (is(a, 'm')) {
      return 2;
    }
    if (i + 2 < n && is(a, 'l') && is(text.charAt(i + 2), 'l')) {
      return 3;
    }
    return is(a, 'd') ? 2 : 0;
  }

  /** Case-insensitive, Unicode-aware comparison with a lower-case ASCII letter. */
  private static boolean is(char c, char lower) {
    return c == lower || Character.toLowerCase(c) == lower
        || Character.toUpperCase(c) == Character.toUpperCase(lower);
  }

  // classes of the ASCII characters, looked up instead of Character.getType
  private static final int LETTER = 1;
  private static final int NUMBER = 2;
  private static final int UPPERISH = 4;
  private static final int LOWERISH = 8;
  private static final int SPACE = 16;
  private static final byte[] ASCII = new byte[128];

  static {
    for (int c = 0; c < 128; c++) {
      int flags = 0;
      int t = Character.getType(c);
      if (t >= Character.UPPERCASE_LETTER && t <= Character.OTHER_LETTER) {
        flags |= LETTER;
      }
      if (t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER
          || t == Character.OTHER_NUMBER) {
        flags |= NUMBER;
      }
      if (t == Character.UPPERCASE_LETTER || t == Character.TITLECASE_LETTER
          || t == Character.MODIFIER_LETTER || t == Character.OTHER_LETTER) {
        flags |= UPPERISH;
      }
      if (t == Character.LOWERCASE_LETTER || t == Character.MODIFIER_LETTER
          || t == Character.OTHER_LETTER) {
        flags |= LOWERISH;
      }
      if (c >= 0x9 && c <= 0xD || t == Character.SPACE_SEPARATOR) {
        flags |= SPACE;
      }
      ASCII[c] = (byte) flags;
    }
  }

  private static boolean isLetter(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & LETTER) != 0;
    }
    int t = Character.getType(cp);
    return t >= Character.UPPERCASE_LETTER && t <= Character.OTHER_LETTER;
  }

  private static boolean isNumber(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & NUMBER) != 0;
    }
    int t = Character.getType(cp);
    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER
        || t == Character.OTHER_NUMBER;
  }

  private static boolean isMark(int t) {
    return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK
        || t == Character.COMBINING_SPACING_MARK;
  }

  private static boolean isUpperish(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & UPPERISH) != 0;
    }
    int t = Character.getType(cp);
    return t == Character.UPPERCASE_LETTER || t == Character.TITLECASE_LETTER
        || t == Character.MODIFIER_LETTER || t == Character.OTHER_LETTER || isMark(t);
  }

  private static boolean isLowerish(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & LOWERISH) != 0;
    }
    int t = Character.getType(cp);
    return t == Character.LOWERCASE_LETTER || t == Character.MODIFIER_LETTER
        || t == Character.OTHER_LETTER || isMark(t);
  }

  /** {@code [^\s\p{L}\p{N}]}. */
  private static boolean isSymbol(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & (SPACE | LETTER | NUMBER)) == 0;
    }
    return !isSpace(cp) && !isLetter(cp) && !isNumber(cp);
  }

  /** {@code \s} under {@code UNICODE_CHARACTER_CLASS}: the White_Space property. */
  static boolean isSpace(int cp) {
    if (cp < 128) {
      return (ASCII[cp] & SPACE) != 0;
    }
    if (cp == 0x85) {
      return true;
    }
    int t = Character.getType(cp);
    return t == Character.SPACE_SEPARATOR || t == Character.LINE_SEPARATOR
        || t == Character.PARAGRAPH_SEPARATOR;
  }
}
