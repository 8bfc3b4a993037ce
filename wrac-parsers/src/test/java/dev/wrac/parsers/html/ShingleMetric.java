package dev.wrac.parsers.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The article-extraction benchmark's metric (Scrapinghub's {@code evaluate.py}), ported: texts
 * are cut into {@code \w+} tokens (Unicode letters, digits, underscore; case kept), grouped into
 * 4-token shingles counted as multisets; per page, true positives, false positives and false
 * negatives are normalised to sum to 1; precision is the mean over pages with any predicted
 * shingle, recall the mean over pages with any true shingle, and F1 = 2PR/(P+R) of the two
 * means. A text of 1–3 tokens gives one shorter shingle.
 */
public final class ShingleMetric {
  /** Normalised counts of one page. */
  public record Counts(double tp, double fp, double fn) {
    /** The page's precision, as {@code precision_score}. */
    public double precision() {
      if (fp == 0 && fn == 0) {
        return 1;
      }
      if (tp == 0 && fp == 0) {
        return 0;
      }
      return tp / (tp + fp);
    }

    /** The page's recall, as {@code recall_score}. */
    public double recall() {
      if (fp == 0 && fn == 0) {
        return 1;
      }
      if (tp == 0 && fn == 0) {
        return 0;
      }
      return tp / (tp + fn);
    }
  }

  /** Precision, recall and F1 over pages. */
  public record Score(double precision, double recall, double f1) {
    @Override
    public String toString() {
      return String.format("F1 %.3f (precision %.3f, recall %.3f)", f1, precision, recall);
    }
  }

  private ShingleMetric() {}

  /** Python's {@code re.findall(r'\w+', text)}: Unicode letters, numbers and underscore. */
  public static List<String> tokens(String text) {
    List<String> tokens = new ArrayList<>();
    if (text == null) {
      return tokens;
    }
    int n = text.length();
    int i = 0;
    while (i < n) {
      int cp = text.codePointAt(i);
      if (isWordChar(cp)) {
        int start = i;
        while (i < n && isWordChar(text.codePointAt(i))) {
          i += Character.charCount(text.codePointAt(i));
        }
        tokens.add(text.substring(start, i));
      } else {
        i += Character.charCount(cp);
      }
    }
    return tokens;
  }

  /** Python's {@code str.isalnum() or '_'}: letters (L*) and numbers (Nd, Nl, No). */
  static boolean isWordChar(int cp) {
    if (cp == '_') {
      return true;
    }
    switch (Character.getType(cp)) {
      case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
          Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.DECIMAL_DIGIT_NUMBER,
          Character.LETTER_NUMBER, Character.OTHER_NUMBER:
        return true;
      default:
        return false;
    }
  }

  /** The shingle multiset of a text: 4-token windows, or one shorter shingle. */
  static Map<List<String>, Integer> shingles(String text, int n) {
    List<String> tokens = tokens(text);
    Map<List<String>, Integer> counts = new HashMap<>();
    for (int i = 0; i < Math.max(1, tokens.size() - n + 1); i++) {
      List<String> shingle = tokens.subList(i, Math.min(tokens.size(), i + n));
      if (!shingle.isEmpty()) {
        counts.merge(List.copyOf(shingle), 1, Integer::sum);
      }
    }
    return counts;
  }

  /** One page's normalised counts, as {@code string_shingle_matching(true, pred)}. */
  public static Counts compare(String truth, String predicted) {
    Map<List<String>, Integer> t = shingles(truth, 4);
    Map<List<String>, Integer> p = shingles(predicted, 4);
    double tp = 0;
    double fp = 0;
    double fn = 0;
    for (Map.Entry<List<String>, Integer> e : t.entrySet()) {
      int tc = e.getValue();
      int pc = p.getOrDefault(e.getKey(), 0);
      tp += Math.min(tc, pc);
      fn += Math.max(0, tc - pc);
    }
    for (Map.Entry<List<String>, Integer> e : p.entrySet()) {
      int pc = e.getValue();
      int tc = t.getOrDefault(e.getKey(), 0);
      fp += Math.max(0, pc - tc);
    }
    double s = tp + fp + fn;
    return s > 0 ? new Counts(tp / s, fp / s, fn / s) : new Counts(0, 0, 0);
  }

  /** Precision over pages with output, recall over pages with ground truth, F1 of the means. */
  public static Score score(List<Counts> pages) {
    double p = 0;
    int np = 0;
    double r = 0;
    int nr = 0;
    for (Counts c : pages) {
      if (c.tp() + c.fp() > 0) {
        p += c.precision();
        np++;
      }
      if (c.tp() + c.fn() > 0) {
        r += c.recall();
        nr++;
      }
    }
    double precision = np == 0 ? 0 : p / np;
    double recall = nr == 0 ? 0 : r / nr;
    double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    return new Score(precision, recall, f1);
  }
}
