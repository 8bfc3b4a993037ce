package dev.wrac.tokens;

import com.knuddels.jtokkit.api.Encoding;

/**
 * The {@code o200k_base} counter: the text is cut with o200k's own pre-tokenizer
 * ({@link O200kPieces}), and each piece's byte-pair count is looked up in one shared
 * {@link PieceCache}, or counted by jtokkit and remembered. The same count as jtokkit's on the
 * whole text (a piece alone is one piece), several times faster, since a few thousand pieces
 * make up most of any real text.
 *
 * <p>A piece longer than {@value #MAX_PIECE_CHARS} characters (10 MB of one letter, a page of
 * unbroken CJK, a long run of line breaks) is counted in consecutive parts of at most that many
 * characters, so the byte-pair encoder never holds more than a few kilobytes at once (jtokkit
 * alone took 1.5 to 2 GB of heap for one 10 MB piece). The count of such a piece is then an
 * approximation, within about one token per cut of the exact one
 * ({@code TokenCountProperties.overLongPiecesCountInBoundedPartsCloseToJtokkit}). Words,
 * numbers, lines and symbol runs of real text stay far below that length and count exactly.
 */
final class O200kCounter implements TokenCounter {
  /** Longest run of characters the byte-pair encoder is given at once. */
  static final int MAX_PIECE_CHARS = 1024;

  private final Encoding encoding;
  private final PieceCache cache = new PieceCache();

  O200kCounter(Encoding encoding) {
    this.encoding = encoding;
  }

  @Override
  public String name() {
    return "o200k_base";
  }

  @Override
  public int count(String text) {
    int total = 0;
    long[] table = cache.table();
    for (int i = 0, n = text.length(); i < n; ) {
      int end = O200kPieces.end(text, i);
      if (end - i > MAX_PIECE_CHARS) {
        total += countLong(text, i, end);
      } else {
        int count = cache.get(table, text, i, end);
        if (count < 0) {
          count = miss(text, i, end);
          table = cache.table(); // a miss may have replaced the table
        }
        total += count;
      }
      i = end;
    }
    return total;
  }

  /** The sum of the counts of a long piece's parts. */
  private int countLong(String text, int start, int end) {
    int total = 0;
    for (int s = start; s < end; ) {
      int e = subPieceEnd(text, s, end);
      total += countPiece(text, s, e);
      s = e;
    }
    return total;
  }

  /** The end of the sub-piece from {@code start}: the piece's end, or a cut, never in a pair. */
  private static int subPieceEnd(String text, int start, int end) {
    if (end - start <= MAX_PIECE_CHARS) {
      return end;
    }
    int cut = start + MAX_PIECE_CHARS;
    return Character.isHighSurrogate(text.charAt(cut - 1)) ? cut - 1 : cut;
  }

  private int countPiece(String text, int start, int end) {
    int count = cache.get(cache.table(), text, start, end);
    return count >= 0 ? count : miss(text, start, end);
  }

  /** Counts a piece with jtokkit and remembers its count. */
  private int miss(String text, int start, int end) {
    String piece = text.substring(start, end);
    int count = encoding.countTokensOrdinary(piece);
    cache.put(piece, count);
    return count;
  }

  /**
   * The longest prefix within {@code maxTokens}: whole pieces while they fit, then the first
   * tokens of the piece that does not, decoded (never ending inside a character).
   */
  @Override
  public String truncate(String text, int maxTokens) {
    if (maxTokens <= 0) {
      return "";
    }
    int used = 0;
    for (int i = 0, n = text.length(); i < n; ) {
      int end = O200kPieces.end(text, i);
      for (int s = i; s < end; ) {
        int e = subPieceEnd(text, s, end);
        int count = countPiece(text, s, e);
        if (used + count > maxTokens) {
          return text.substring(0, s) + head(text.substring(s, e), maxTokens - used);
        }
        used += count;
        s = e;
      }
      i = end;
    }
    return text;
  }

  private String head(String piece, int maxTokens) {
    if (maxTokens <= 0) {
      return "";
    }
    return JtokkitCounter.decodeWhole(encoding, encoding.encodeOrdinary(piece, maxTokens));
  }

  @Override
  public String toString() {
    return "TokenCounter[o200k_base]";
  }
}
