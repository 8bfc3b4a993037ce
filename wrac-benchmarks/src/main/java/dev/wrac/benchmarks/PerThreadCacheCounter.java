package dev.wrac.benchmarks;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingResult;
import com.knuddels.jtokkit.api.EncodingType;
import dev.wrac.internal.O200kPieces;
import dev.wrac.tokens.TokenCounter;

/**
 * The o200k counter as it was before its piece cache became one shared cache: a cache per
 * thread (about 600 KB each) and no bound on a piece's length. Kept only so that
 * {@link TokenCounting} can measure the shared cache against it in the same run.
 */
final class PerThreadCacheCounter {
  private PerThreadCacheCounter() {}

  /** The former {@code TokenCounters.o200k()}. */
  static TokenCounter o200k() {
    return new Counter(EncodingType.O200K_BASE);
  }

  static final class Counter implements TokenCounter {
    private final Encoding encoding;
    private final String name;
    private final boolean o200k;
    /** Per-thread piece caches: no locking, no allocation on a hit. */
    private final ThreadLocal<PieceCache> caches = ThreadLocal.withInitial(PieceCache::new);

    Counter(EncodingType type) {
      this.encoding = Encodings.newLazyEncodingRegistry().getEncoding(type);
      this.name = type.getName();
      this.o200k = type == EncodingType.O200K_BASE;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public int count(String text) {
      if (text.isEmpty()) {
        return 0;
      }
      if (!o200k) {
        return encoding.countTokensOrdinary(text);
      }
      // split with o200k's own pre-tokenizer and look each piece's byte-pair count up in a
      // cache: the same count as jtokkit's (a piece alone is one piece), several times faster,
      // since a few thousand pieces make up most of any real text
      PieceCache cache = caches.get();
      int total = 0;
      for (int i = 0, n = text.length(); i < n; ) {
        int end = O200kPieces.end(text, i);
        int count = cache.get(text, i, end);
        if (count < 0) {
          String piece = text.substring(i, end);
          count = encoding.countTokensOrdinary(piece);
          cache.put(piece, count);
        }
        total += count;
        i = end;
      }
      return total;
    }

    @Override
    public String truncate(String text, int maxTokens) {
      if (maxTokens <= 0) {
        return "";
      }
      EncodingResult result = encoding.encodeOrdinary(text, maxTokens);
      if (!result.isTruncated()) {
        return text;
      }
      String decoded = encoding.decode(result.getTokens());
      // a cut inside a multi-byte character decodes to U+FFFD; drop it rather than invent text
      int end = decoded.length();
      while (end > 0 && decoded.charAt(end - 1) == '\uFFFD') {
        end--;
      }
      return decoded.substring(0, end);
    }

    @Override
    public String toString() {
      return "TokenCounter[" + name + "]";
    }
  }

  /**
   * A cache from text pieces to token counts, looked up by a range of a string without copying
   * it. Almost every piece is at most 15 Latin-1 characters: those are packed into two longs
   * (characters, length and count) in one open-addressing table, so a lookup touches one cache
   * line and no object; longer or wider pieces go to a small table keyed by string. Each table
   * is emptied when half full, so memory stays bounded (about 600 KB per thread).
   */
  private static final class PieceCache {
    private static final int PACKED_SLOTS = 1 << 15;
    private static final int STRING_SLOTS = 1 << 12;
    private static final int MAX_PACKED_CHARS = 15;
    private static final int MAX_PACKED_COUNT = 15;
    /** Two longs a slot: characters 0–7; length (bits 0–3), characters 8–14, count (60–63). */
    private final long[] packed = new long[PACKED_SLOTS * 2];
    private static final long COUNT_BITS = 0xFL << 60;
    private int packedSize;
    private long packedLow;
    private long packedHigh;
    private final String[] keys = new String[STRING_SLOTS];
    private final int[] hashes = new int[STRING_SLOTS];
    private final int[] counts = new int[STRING_SLOTS];
    private int stringSize;

    /** The count of {@code text[start, end)}, or -1 if not cached. */
    int get(String text, int start, int end) {
      if (end - start > MAX_PACKED_CHARS || !pack(text, start, end)) {
        return getString(text, start, end);
      }
      long low = packedLow;
      long high = packedHigh;
      for (int slot = packedSlot(low, high); ; slot = (slot + 2) & (PACKED_SLOTS * 2 - 1)) {
        long h = packed[slot + 1];
        if (h == 0) {
          // the rare short piece of more than 15 tokens is kept by string
          return stringSize == 0 ? -1 : getString(text, start, end);
        }
        if ((h & ~COUNT_BITS) == high && packed[slot] == low) {
          return (int) (h >>> 60);
        }
      }
    }

    void put(String piece, int count) {
      int length = piece.length();
      if (length <= MAX_PACKED_CHARS && count <= MAX_PACKED_COUNT && pack(piece, 0, length)) {
        if (packedSize >= PACKED_SLOTS / 2) {
          java.util.Arrays.fill(packed, 0L);
          packedSize = 0;
        }
        int slot = packedSlot(packedLow, packedHigh);
        while (packed[slot + 1] != 0) {
          slot = (slot + 2) & (PACKED_SLOTS * 2 - 1);
        }
        packed[slot] = packedLow;
        packed[slot + 1] = packedHigh | (long) count << 60;
        packedSize++;
        return;
      }
      if (stringSize >= STRING_SLOTS / 2) {
        java.util.Arrays.fill(keys, null);
        stringSize = 0;
      }
      int hash = hash(piece, 0, length);
      int slot = hash & (STRING_SLOTS - 1);
      while (keys[slot] != null) {
        slot = (slot + 1) & (STRING_SLOTS - 1);
      }
      keys[slot] = piece;
      hashes[slot] = hash;
      counts[slot] = count;
      stringSize++;
    }

    /**
     * Packs {@code text[start, end)} (at most 15 characters) into {@link #packedLow} and
     * {@link #packedHigh}; false if a character is not Latin-1.
     */
    private boolean pack(String text, int start, int end) {
      long low = 0;
      long high = end - start;
      for (int i = start; i < end; i++) {
        char c = text.charAt(i);
        if (c > 0xFF) {
          return false;
        }
        int k = i - start;
        if (k < 8) {
          low |= (long) c << (k << 3);
        } else {
          high |= (long) c << ((k - 8) << 3) + 4;
        }
      }
      packedLow = low;
      packedHigh = high;
      return true;
    }

    private int getString(String text, int start, int end) {
      int length = end - start;
      int hash = hash(text, start, end);
      for (int slot = hash & (STRING_SLOTS - 1); ; slot = (slot + 1) & (STRING_SLOTS - 1)) {
        String key = keys[slot];
        if (key == null) {
          return -1;
        }
        if (hashes[slot] == hash && key.length() == length
            && key.regionMatches(0, text, start, length)) {
          return counts[slot];
        }
      }
    }


    /** An even index: the first long of a slot. The length makes {@code high} never 0. */
    private static int packedSlot(long low, long high) {
      long mix = (low * 0x9E3779B97F4A7C15L) ^ (high * 0xC2B2AE3D27D4EB4FL);
      return (int) (mix >>> 40) & (PACKED_SLOTS - 1) << 1;
    }

    private static int hash(String text, int start, int end) {
      int h = 0;
      for (int i = start; i < end; i++) {
        h = 31 * h + text.charAt(i);
      }
      h *= 0x9E3779B9;
      return h ^ (h >>> 15);
    }
  }

}
