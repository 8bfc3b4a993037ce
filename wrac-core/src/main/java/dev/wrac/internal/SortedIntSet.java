package dev.wrac.internal;

import java.util.Arrays;

/** A small sorted set of ints on one array: cheap for the few dozen positions of a chunk. */
public final class SortedIntSet {
  private int[] values = new int[16];
  private int size;

  public boolean contains(int v) {
    if (size == 0 || v > values[size - 1]) {
      return false;
    }
    return Arrays.binarySearch(values, 0, size, v) >= 0;
  }

  /** Adds {@code v}; returns whether it was absent. */
  public boolean add(int v) {
    if (size == 0 || v > values[size - 1]) {
      // the common case: positions arrive in document order
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
      return true;
    }
    int at = Arrays.binarySearch(values, 0, size, v);
    if (at >= 0) {
      return false;
    }
    int insert = -at - 1;
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    System.arraycopy(values, insert, values, insert + 1, size - insert);
    values[insert] = v;
    size++;
    return true;
  }

  public int size() {
    return size;
  }

  public boolean isEmpty() {
    return size == 0;
  }

  public int get(int index) {
    return values[index];
  }

  public int[] toArray() {
    return Arrays.copyOf(values, size);
  }

  public SortedIntSet copy() {
    SortedIntSet s = new SortedIntSet();
    s.values = Arrays.copyOf(values, Math.max(16, size));
    s.size = size;
    return s;
  }
}
