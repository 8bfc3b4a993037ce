package dev.wrac.documents.pdf.internal;

import dev.wrac.parse.ParseDeadline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.apache.pdfbox.text.TextPosition;

/**
 * Text drawn twice over itself (a bold face faked by drawing a text again, slightly shifted;
 * shadows) dropped, as PDFBox's duplicate suppression does, but only where a stretch of text is
 * repeated: a glyph that repeats an earlier one (same character, within {@link #tolerance} in
 * both directions) is dropped when a glyph drawn next to it (before or
 * after, spaces skipped) repeats one too. A single glyph that only happens to fall on the same
 * character of another text (a table cell too narrow for its text, drawn over its neighbour:
 * the {@code s} of {@code "Bhubaneswar"} over the {@code s} of {@code "Odisha"}) is kept; PDFBox
 * would drop it and leave {@code "Odi a"}.
 */
final class Duplicates {
  /** The least tolerance, in font sizes: Poppler's ({@code dupMaxPriDelta}). */
  static final float MIN_TOLERANCE_EMS = 0.1f;

  private Duplicates() {}

  /** Removes, in place, the repeated glyphs of each list (glyphs in drawing order). */
  static void drop(List<List<TextPosition>> articles) {
    drop(articles, null, 0);
  }

  /**
   * As {@link #drop(List)}, checking {@code deadline} (if not null) every 4,096 glyphs.
   *
   * @param page the page's number, for the deadline's message
   */
  static void drop(List<List<TextPosition>> articles, ParseDeadline deadline, int page) {
    // character -> the places of the glyphs kept so far, in a hash grid: a lookup reads the
    // cells its range covers, so 20,000 glyphs of one character in one column (a page of
    // bullets) cost n, not n^2, and a glyph allocates no tree nodes (the TreeMaps of x and y
    // this replaced were a tenth of our reading time)
    Map<String, Seen> seen = new HashMap<>();
    for (List<TextPosition> article : articles) {
      int n = article.size();
      boolean[] repeats = new boolean[n];
      boolean any = false;
      for (int i = 0; i < n; i++) {
        if (deadline != null && (i & 4095) == 4095) {
          deadline.check("dropping repeated glyphs of page", page);
        }
        TextPosition g = article.get(i);
        String u = g.getUnicode();
        if (u == null || blank(u)) {
          continue;
        }
        Seen places = seen.computeIfAbsent(u, k -> new Seen());
        float tolerance = tolerance(g, u);
        float x = g.getX();
        float y = g.getY();
        if (Float.isNaN(tolerance) || Float.isNaN(x) || Float.isNaN(y)) {
          continue;
        }
        if (places.near(x - tolerance, x + tolerance, y - tolerance, y + tolerance)) {
          repeats[i] = true;
          any = true;
        } else {
          places.add(x, y);
        }
      }
      if (!any) {
        continue;
      }
      List<TextPosition> kept = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        int before = neighbour(article, i, -1);
        int after = neighbour(article, i, 1);
        if (!repeats[i] || !((before >= 0 && repeats[before]) || (after >= 0 && repeats[after]))) {
          kept.add(article.get(i));
        }
      }
      article.clear();
      article.addAll(kept);
    }
  }

  /**
   * How near a glyph must fall to an earlier one of the same character to repeat it: a third
   * of its width (PDFBox's tolerance), and at least a tenth of its font size as drawn (text and
   * page scaling included; Poppler's tolerance), so that a glyph of almost no width drawn over
   * and over a little further on (a kashida leader of TeX's {@code \leaders}: 0.33 pt steps at
   * 44 pt) is read once per tenth of an em, as Poppler reads it, not thousands of times.
   * Letters that repeat in a word stand a letter's width apart, more than a tenth of an em.
   */
  static float tolerance(TextPosition g, String unicode) {
    float ofWidth = Math.abs(g.getWidth() / unicode.length() / 3f);
    float ofSize = Math.abs(g.getYScale()) * MIN_TOLERANCE_EMS; // the size drawn, as TallGlyphs
    return Float.isNaN(ofSize) || Float.isInfinite(ofSize) ? ofWidth : Math.max(ofWidth, ofSize);
  }

  /**
   * The places (x, y) of the kept glyphs of one character: a hash grid of {@value #CELL}-unit
   * cells, and the list of all of them for a range too wide for the grid. Keys of different
   * cells may collide: a cell's places are candidates, each checked against the range. Where a
   * lookup would check more than {@value #SCAN_MAX} places one by one (thousands of glyphs of
   * one character packed closer than a cell, or glyphs wider than the grid serves), the
   * character's places move to sorted maps of x and of y for the rest of the page, so that no
   * page costs n^2.
   */
  private static final class Seen {
    static final float CELL = 16;
    /** A range covering more cells than this is checked against every place. */
    static final int MAX_CELLS = 16;
    /** The most places a lookup checks one by one before the places are sorted. */
    static final int SCAN_MAX = 64;
    private final Cells cells = new Cells();
    private final Places all = new Places();
    /** x -> y -> present, once the places are sorted; null before. */
    private NavigableMap<Float, NavigableMap<Float, Boolean>> sorted;

    /** Whether a place lies in the ranges (bounds included), compared as {@code Float}s. */
    boolean near(float x0, float x1, float y0, float y1) {
      if (Float.compare(x0, x1) > 0) {
        throw new IllegalArgumentException("fromKey > toKey"); // as TreeMap.subMap does
      }
      if (sorted != null) {
        return sortedNear(x0, x1, y0, y1);
      }
      if (all.size == 0) {
        return false;
      }
      long wide = 0;
      long high = 0;
      if (!Float.isNaN(x0) && !Float.isNaN(x1) && !Float.isNaN(y0) && !Float.isNaN(y1)
          && Float.compare(y0, y1) <= 0) {
        wide = cell(x1) - cell(x0) + 1; // overflows to 0 or less for infinite bounds
        high = cell(y1) - cell(y0) + 1;
      }
      if (wide <= 0 || high <= 0 || wide > MAX_CELLS || high > MAX_CELLS
          || wide * high > MAX_CELLS) {
        return all.size > SCAN_MAX ? sort().sortedNear(x0, x1, y0, y1)
            : all.any(x0, x1, y0, y1);
      }
      for (long cx = cell(x0); cx <= cell(x1); cx++) {
        for (long cy = cell(y0); cy <= cell(y1); cy++) {
          Places p = cells.get(key(cx, cy));
          if (p != null && p.size > SCAN_MAX) {
            return sort().sortedNear(x0, x1, y0, y1);
          }
          if (p != null && p.any(x0, x1, y0, y1)) {
            return true;
          }
        }
      }
      return false;
    }

    void add(float x, float y) {
      if (sorted != null) {
        sorted.computeIfAbsent(x, k -> new TreeMap<>()).putIfAbsent(y, Boolean.TRUE);
        return;
      }
      all.add(x, y);
      cells.place(key(cell(x), cell(y))).add(x, y);
    }

    /** The places moved to sorted maps. */
    private Seen sort() {
      sorted = new TreeMap<>();
      for (int i = 0; i < all.size; i++) {
        sorted.computeIfAbsent(all.xy[2 * i], k -> new TreeMap<>())
            .putIfAbsent(all.xy[2 * i + 1], Boolean.TRUE);
      }
      cells.clear();
      all.clear();
      return this;
    }

    private boolean sortedNear(float x0, float x1, float y0, float y1) {
      for (NavigableMap<Float, Boolean> byY : sorted.subMap(x0, true, x1, true).values()) {
        if (!byY.subMap(y0, true, y1, true).isEmpty()) {
          return true;
        }
      }
      return false;
    }

    /** The cell of a coordinate: monotone, so a range's places lie in its cells' range. */
    private static long cell(float at) {
      return (long) Math.floor(at / CELL);
    }

    private static long key(long cx, long cy) {
      return cx * 0x9E3779B97F4A7C15L + cy;
    }
  }

  /** The places of each cell key: a table of open addressing (no boxed keys). */
  private static final class Cells {
    private long[] keys = new long[16];
    private Places[] places = new Places[16];
    private int size;

    Places get(long key) {
      int mask = keys.length - 1;
      for (int i = slot(key, mask); places[i] != null; i = (i + 1) & mask) {
        if (keys[i] == key) {
          return places[i];
        }
      }
      return null;
    }

    /** The places of {@code key}, made empty if absent. */
    Places place(long key) {
      Places p = get(key);
      if (p != null) {
        return p;
      }
      if (2 * (size + 1) > keys.length) {
        grow();
      }
      p = new Places();
      put(key, p);
      size++;
      return p;
    }

    void clear() {
      keys = new long[16];
      places = new Places[16];
      size = 0;
    }

    private void put(long key, Places p) {
      int mask = keys.length - 1;
      int i = slot(key, mask);
      while (places[i] != null) {
        i = (i + 1) & mask;
      }
      keys[i] = key;
      places[i] = p;
    }

    private void grow() {
      long[] oldKeys = keys;
      Places[] oldPlaces = places;
      keys = new long[2 * oldKeys.length];
      places = new Places[2 * oldKeys.length];
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldPlaces[i] != null) {
          put(oldKeys[i], oldPlaces[i]);
        }
      }
    }

    private static int slot(long key, int mask) {
      long h = key * 0xC2B2AE3D27D4EB4FL;
      return (int) (h ^ (h >>> 32)) & mask;
    }
  }

  /** Places (x, y) in a growing array. */
  private static final class Places {
    private float[] xy = new float[8];
    private int size;

    void add(float x, float y) {
      if (2 * size + 2 > xy.length) {
        xy = Arrays.copyOf(xy, 2 * xy.length);
      }
      xy[2 * size] = x;
      xy[2 * size + 1] = y;
      size++;
    }

    void clear() {
      xy = new float[8];
      size = 0;
    }

    /**
     * Whether a place lies in the ranges, bounds included and compared as {@code Float}s (as
     * a {@code TreeMap<Float, ...>} would: -0.0 before 0.0); a range whose bounds are out of
     * order fails as {@link java.util.TreeMap#subMap} does, where a place is within the other.
     */
    boolean any(float x0, float x1, float y0, float y1) {
      for (int i = 0; i < size; i++) {
        float x = xy[2 * i];
        if (Float.compare(x, x0) >= 0 && Float.compare(x, x1) <= 0) {
          if (Float.compare(y0, y1) > 0) {
            throw new IllegalArgumentException("fromKey > toKey");
          }
          float y = xy[2 * i + 1];
          if (Float.compare(y, y0) >= 0 && Float.compare(y, y1) <= 0) {
            return true;
          }
        }
      }
      return false;
    }
  }

  /** The glyph drawn next to {@code i} in direction {@code step}, spaces skipped; -1 if none. */
  private static int neighbour(List<TextPosition> article, int i, int step) {
    for (int j = i + step; j >= 0 && j < article.size(); j += step) {
      String u = article.get(j).getUnicode();
      if (u != null && !blank(u)) {
        return j;
      }
    }
    return -1;
  }

  /** {@link String#isBlank}, without its loop for a glyph of one character (most). */
  private static boolean blank(String u) {
    return u.length() == 1 ? Character.isWhitespace(u.charAt(0)) : u.isBlank();
  }
}
