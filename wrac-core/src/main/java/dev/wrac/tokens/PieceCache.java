package dev.wrac.tokens;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One cache from text pieces to token counts, shared by every thread, looked up by a range of a
 * string without copying it. Bounded: about 600 KB, 1.2 MB at most, whatever the number of
 * threads.
 *
 * <p>Almost every piece is at most 15 Latin-1 characters: those are packed into two longs
 * (characters, length and count) in one open-addressing table, so a lookup touches one cache
 * line and no object; longer or wider pieces (up to {@value #MAX_STRING_CHARS} characters) go to
 * a small table of immutable entries, emptied when half full or when its keys reach 256 Ki
 * characters.
 *
 * <p>Thread safety without locking the readers: a slot of a table is written once in the
 * table's life (the count word last, with release semantics, after the key), and readers read
 * the count word first with acquire semantics, so a reader never sees half an entry. Writers
 * take a lock, but only try it: a writer that finds it taken skips caching (the count is already
 * known). A table half full is replaced by an empty one; readers still holding the old one read
 * it consistently.
 */
final class PieceCache {
  private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  private static final VarHandle ENTRIES = MethodHandles.arrayElementVarHandle(Entry[].class);
  private static final int PACKED_SLOTS = 1 << 15;
  private static final int STRING_SLOTS = 1 << 12;
  private static final int MAX_PACKED_CHARS = 15;
  private static final int MAX_PACKED_COUNT = 15;
  /** Longest piece kept in the string table (the longest the counter hands the encoder). */
  static final int MAX_STRING_CHARS = O200kCounter.MAX_PIECE_CHARS;
  /** The string table is emptied once its keys hold this many characters (512 KB at most). */
  private static final int STRING_CHARS_BUDGET = 256 * 1024;
  /** Two longs a slot: chars 0–7; length (bits 0–3), characters 8–14, count (60–63). */
  private static final long COUNT_BITS = 0xFL << 60;

  private volatile long[] packed = new long[PACKED_SLOTS * 2];
  private volatile Entry[] strings = new Entry[STRING_SLOTS];
  private final ReentrantLock writer = new ReentrantLock();
  private int packedSize; // guarded by writer
  private int stringSize; // guarded by writer
  private int stringChars; // guarded by writer

  private record Entry(String key, int hash, int count) {}

  /**
   * The packed table to look pieces up in: read once for many lookups, so a lookup reads no
   * volatile field. A table replaced since stays valid to read.
   */
  long[] table() {
    return packed;
  }

  /**
   * The count of {@code text[start, end)}, or -1 if not cached ({@code table} from
   * {@link #table}).
   */
  int get(long[] table, String text, int start, int end) {
    int length = end - start;
    if (length > MAX_PACKED_CHARS) {
      return length <= MAX_STRING_CHARS ? getString(text, start, end) : -1;
    }
    // packHigh and packLow in one pass
    long low = 0;
    long high = length;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c > 0xFF) {
        return getString(text, start, end);
      }
      int k = i - start;
      if (k < 8) {
        low |= (long) c << (k << 3);
      } else {
        high |= (long) c << ((k - 8) << 3) + 4;
      }
    }
    for (int slot = packedSlot(low, high); ; slot = (slot + 2) & (PACKED_SLOTS * 2 - 1)) {
      long h = (long) LONGS.getAcquire(table, slot + 1);
      if (h == 0) {
        // the rare short piece of more than 15 tokens is kept by string
        return getString(text, start, end);
      }
      if ((h & ~COUNT_BITS) == high && table[slot] == low) {
        return (int) (h >>> 60);
      }
    }
  }

  /** Remembers the count of {@code piece}, unless another thread is writing right now. */
  void put(String piece, int count) {
    int length = piece.length();
    if (length > MAX_STRING_CHARS || !writer.tryLock()) {
      return;
    }
    try {
      long high = length <= MAX_PACKED_CHARS && count <= MAX_PACKED_COUNT
          ? packHigh(piece, 0, length) : 0;
      if (high != 0) {
        putPacked(packLow(piece, 0, length), high, count);
      } else {
        putString(piece, count);
      }
    } finally {
      writer.unlock();
    }
  }

  private void putPacked(long low, long high, int count) {
    long[] table = packed;
    if (packedSize >= PACKED_SLOTS / 2) {
      table = new long[PACKED_SLOTS * 2];
      packed = table;
      packedSize = 0;
    }
    int slot = packedSlot(low, high);
    for (long h; (h = table[slot + 1]) != 0; slot = (slot + 2) & (PACKED_SLOTS * 2 - 1)) {
      if ((h & ~COUNT_BITS) == high && table[slot] == low) {
        return; // another thread put it first
      }
    }
    table[slot] = low;
    LONGS.setRelease(table, slot + 1, high | (long) count << 60);
    packedSize++;
  }

  private void putString(String piece, int count) {
    Entry[] table = strings;
    if (stringSize >= STRING_SLOTS / 2 || stringChars + piece.length() > STRING_CHARS_BUDGET) {
      table = new Entry[STRING_SLOTS];
      strings = table;
      stringSize = 0;
      stringChars = 0;
    }
    int hash = hash(piece, 0, piece.length());
    int slot = hash & (STRING_SLOTS - 1);
    for (Entry e; (e = table[slot]) != null; slot = (slot + 1) & (STRING_SLOTS - 1)) {
      if (e.hash == hash && e.key.equals(piece)) {
        return;
      }
    }
    ENTRIES.setRelease(table, slot, new Entry(piece, hash, count));
    stringSize++;
    stringChars += piece.length();
  }

  private int getString(String text, int start, int end) {
    int length = end - start;
    int hash = hash(text, start, end);
    Entry[] table = strings;
    for (int slot = hash & (STRING_SLOTS - 1); ; slot = (slot + 1) & (STRING_SLOTS - 1)) {
      Entry e = (Entry) ENTRIES.getAcquire(table, slot);
      if (e == null) {
        return -1;
      }
      if (e.hash == hash && e.key.length() == length
          && e.key.regionMatches(0, text, start, length)) {
        return e.count;
      }
    }
  }

  /**
   * The length and characters 8–14 of {@code text[start, end)} (at most 15 characters), never
   * 0; 0 if a character is not Latin-1.
   */
  private static long packHigh(String text, int start, int end) {
    long high = end - start;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c > 0xFF) {
        return 0;
      }
      int k = i - start;
      if (k >= 8) {
        high |= (long) c << ((k - 8) << 3) + 4;
      }
    }
    return high;
  }

  /** Characters 0–7 of {@code text[start, end)}, all Latin-1. */
  private static long packLow(String text, int start, int end) {
    long low = 0;
    for (int i = start, last = Math.min(end, start + 8); i < last; i++) {
      low |= (long) text.charAt(i) << ((i - start) << 3);
    }
    return low;
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
