package dev.wrac.eval;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How alike two chunkings of one document are, measured on the document's words so that it
 * compares chunkings of the same document saved in two formats.
 *
 * <p>Each chunking is given as its chunks' own words in order (context repeated from elsewhere
 * left out), which together are the document's word sequence in that format. A <em>boundary</em>
 * is the position in that sequence where a chunk other than the first starts. The two word
 * sequences are aligned (words compared lower-cased, letters and digits only, typographic
 * quotes and dashes folded, so {@code "owner's"} and {@code "owner’s"} are one word); each
 * boundary of one chunking is carried to the other's sequence. The agreement is the F1 of the
 * two boundary sets: {@code 2 |A ∩ B| / (|A| + |B|)}, 1 when neither chunking cuts the document.
 *
 * <p>The alignment is greedy with a bounded look-ahead (words equal, else the nearest place
 * where two consecutive words match again within {@value #LOOK_AHEAD} words); linear in the
 * document for near-identical sequences, {@code O(n · LOOK_AHEAD²)} at worst.
 */
public final class BoundaryAgreement {
  /** How far the alignment looks for the sequences to agree again after a difference. */
  public static final int LOOK_AHEAD = 48;

  private BoundaryAgreement() {}

  /** The words of a text as the alignment compares them. */
  public static List<String> words(String text) {
    String folded = Normalizer.normalize(text, Normalizer.Form.NFKC)
        .replace('’', '\'').replace('‘', '\'').toLowerCase(Locale.ROOT);
    List<String> out = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < folded.length(); i++) {
      char c = folded.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        word.append(c);
      } else if (word.length() > 0) {
        out.add(word.toString());
        word.setLength(0);
      }
    }
    if (word.length() > 0) {
      out.add(word.toString());
    }
    return out;
  }

  /**
   * The agreement of two chunkings.
   *
   * @param a the first chunking: each chunk's own words, in order
   * @param b the second chunking of the same document
   */
  public static double of(List<List<String>> a, List<List<String>> b) {
    List<String> wordsA = concat(a);
    List<String> wordsB = concat(b);
    Set<Integer> boundariesA = boundaries(a);
    Set<Integer> boundariesB = boundaries(b);
    if (boundariesA.isEmpty() && boundariesB.isEmpty()) {
      return 1.0;
    }
    int[] toB = align(wordsA, wordsB);
    int agreed = 0;
    for (int at : boundariesA) {
      if (boundariesB.contains(carry(toB, at, wordsB.size()))) {
        agreed++;
      }
    }
    return 2.0 * agreed / (boundariesA.size() + boundariesB.size());
  }

  private static List<String> concat(List<List<String>> chunks) {
    List<String> all = new ArrayList<>();
    chunks.forEach(all::addAll);
    return all;
  }

  private static Set<Integer> boundaries(List<List<String>> chunks) {
    Set<Integer> out = new HashSet<>();
    int at = 0;
    for (int k = 0; k < chunks.size(); k++) {
      if (k > 0 && !chunks.get(k).isEmpty() && at > 0) {
        out.add(at);
      }
      at += chunks.get(k).size();
    }
    return out;
  }

  /** The position in B of the first aligned word at or after {@code at} in A. */
  private static int carry(int[] toB, int at, int sizeB) {
    for (int i = at; i < toB.length; i++) {
      if (toB[i] >= 0) {
        return toB[i];
      }
    }
    return sizeB;
  }

  /** For each word of A, the position of the same word in B, or -1 where they differ. */
  static int[] align(List<String> a, List<String> b) {
    int[] toB = new int[a.size()];
    java.util.Arrays.fill(toB, -1);
    int i = 0;
    int j = 0;
    while (i < a.size() && j < b.size()) {
      if (a.get(i).equals(b.get(j))) {
        toB[i++] = j++;
        continue;
      }
      int[] resync = resync(a, b, i, j);
      if (resync == null) {
        i++;
        j++;
      } else {
        i = resync[0];
        j = resync[1];
      }
    }
    return toB;
  }

  /** The nearest (by words skipped) pair where two consecutive words agree again, or null. */
  private static int[] resync(List<String> a, List<String> b, int i, int j) {
    for (int skipped = 1; skipped <= 2 * LOOK_AHEAD; skipped++) {
      for (int di = Math.max(0, skipped - LOOK_AHEAD); di <= Math.min(skipped, LOOK_AHEAD); di++) {
        int x = i + di;
        int y = j + skipped - di;
        if (x + 1 < a.size() && y + 1 < b.size() && a.get(x).equals(b.get(y))
            && a.get(x + 1).equals(b.get(y + 1))) {
          return new int[] {x, y};
        }
      }
    }
    return null;
  }
}
