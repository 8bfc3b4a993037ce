package dev.wrac.parse;

import dev.wrac.parse.Trim;
import dev.wrac.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a text into consecutive pieces of at most a token budget, preferring paragraph breaks,
 * then line breaks, then sentence ends, then spaces, and cutting inside a word only when a
 * single word exceeds the budget. Pieces are returned as {@code [start, end)} offsets with the
 * whitespace between them left out; no other character is lost. Each unit's tokens are
 * counted once, so the work is linear in the text length.
 */
final class TextSplitter {
  private final TokenCounter tokens;
  private final int maxTokens;

  public TextSplitter(TokenCounter tokens, int maxTokens) {
    if (maxTokens < 1) {
      throw new IllegalArgumentException("maxTokens must be positive, was " + maxTokens);
    }
    this.tokens = tokens;
    this.maxTokens = maxTokens;
  }

  /** A piece of a text with its token count. */
  public record Piece(int start, int end, int tokens) {}

  /** The pieces of {@code text}, in order, each at most {@code maxTokens} (whitespace trimmed). */
  public List<Piece> split(String text) {
    List<Piece> units = new ArrayList<>();
    cut(text, 0, text.length(), 0, units);
    return pack(text, units);
  }

  private static final int PARAGRAPHS = 0;
  private static final int LINES = 1;
  private static final int SENTENCES = 2;
  private static final int WORDS = 3;
  private static final int CHARACTERS = 4;

  /** Splits [from, to) at {@code level} into units that fit, recursing into those that do not. */
  private void cut(String text, int from, int to, int level, List<Piece> out) {
    int start = Trim.start(text, from, to);
    int end = Trim.end(text, start, to);
    if (start >= end) {
      return;
    }
    if (level == CHARACTERS) {
      cutCharacters(text, start, end, out);
      return;
    }
    // long texts can't fit: skip counting them whole
    int whole = end - start > maxTokens * 16L ? Integer.MAX_VALUE
        : tokens.count(text.substring(start, end));
    if (whole <= maxTokens) {
      out.add(new Piece(start, end, whole));
      return;
    }
    int unitStart = start;
    int i = start;
    boolean cutAny = false;
    while (i < end) {
      int boundary = boundaryAfter(text, i, end, level);
      if (boundary < 0) {
        break;
      }
      cut(text, unitStart, boundary, level + 1, out);
      cutAny = true;
      unitStart = boundary;
      i = boundary;
    }
    if (!cutAny) {
      cut(text, start, end, level + 1, out);
    } else {
      cut(text, unitStart, end, level + 1, out);
    }
  }

  /** The end of the next unit starting at or after {@code i}, or -1 if none before {@code end}. */
  private static int boundaryAfter(String text, int i, int end, int level) {
    switch (level) {
      case PARAGRAPHS -> {
        int at = text.indexOf("\n\n", i);
        while (at >= 0 && at < end && at == i) {
          at = text.indexOf("\n\n", at + 1);
        }
        return at < 0 || at >= end ? -1 : at + 1;
      }
      case LINES -> {
        int at = text.indexOf('\n', i + 1);
        return at < 0 || at >= end ? -1 : at + 1;
      }
      case SENTENCES -> {
        for (int j = i + 1; j < end - 1; j++) {
          char c = text.charAt(j);
          if ((c == '.' || c == '!' || c == '?' || c == '。' || c == '！' || c == '？')
              && Character.isWhitespace(text.charAt(j + 1))) {
            return j + 1;
          }
        }
        return -1;
      }
      case WORDS -> {
        // cut at whitespace roughly every 64 characters, so units stay small but whole words
        int j = Math.min(end, i + 64);
        while (j < end && !Character.isWhitespace(text.charAt(j))) {
          j++;
        }
        return j >= end ? -1 : j;
      }
      default -> {
        return -1;
      }
    }
  }

  private void cutCharacters(String text, int start, int end, List<Piece> out) {
    int i = start;
    while (i < end) {
      int step = Math.max(1, Math.min(end - i, maxTokens));
      int j = i + step;
      if (j < end && Character.isHighSurrogate(text.charAt(j - 1))) {
        j--;
      }
      String piece = text.substring(i, j);
      int n = tokens.count(piece);
      while (n > maxTokens && j - i > 1) {
        j = i + Math.max(1, (j - i) / 2);
        if (Character.isHighSurrogate(text.charAt(j - 1)) && j - i > 1) {
          j--;
        }
        piece = text.substring(i, j);
        n = tokens.count(piece);
      }
      out.add(new Piece(i, j, n));
      i = j;
    }
  }

  /**
   * The tokens of the whitespace between two units: 1 for a space or line break, counted for
   * longer runs, and more than any budget for runs too long to count cheaply (a megabyte of
   * blank lines between two words must not join them into one piece).
   */
  private int gapTokens(String text, int from, int to) {
    if (to - from <= 2) {
      return 1;
    }
    if (to - from > maxTokens * 16L) {
      return maxTokens + 1;
    }
    return Math.max(1, tokens.count(text.substring(from, to)));
  }

  /**
   * Greedily joins consecutive units while the sum of their tokens and of the whitespace
   * between them stays within the budget, then counts each joined piece: a tokenizer may give
   * a text more tokens than its parts counted apart (indented lines: {@code "\n     /A"}
   * counts other than {@code "\n     "} and {@code "/A"}), so a piece over the budget gives
   * back units from its end, in proportion to its excess, until it fits.
   */
  private List<Piece> pack(String text, List<Piece> units) {
    List<Piece> pieces = new ArrayList<>();
    int n = units.size();
    int i = 0;
    while (i < n) {
      int j = i;
      int sum = units.get(i).tokens();
      while (j + 1 < n) {
        int next = sum + gapTokens(text, units.get(j).end(), units.get(j + 1).start())
            + units.get(j + 1).tokens();
        if (next > maxTokens) {
          break;
        }
        sum = next;
        j++;
      }
      while (j > i) {
        int counted = tokens.count(text.substring(units.get(i).start(), units.get(j).end()));
        if (counted <= maxTokens) {
          sum = counted;
          break;
        }
        int keep = (int) ((long) (j - i + 1) * maxTokens / counted); // units to keep, roughly
        j = Math.min(j - 1, i + Math.max(0, keep - 1));
        sum = units.get(i).tokens();
      }
      pieces.add(new Piece(units.get(i).start(), units.get(j).end(), sum));
      i = j + 1;
    }
    return pieces;
  }
}
