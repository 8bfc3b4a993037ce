package dev.wrac.llm.plan.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A model's separator regex, checked, run under a guard and turned into element boundaries.
 * Failures are {@link IllegalArgumentException}s saying what went wrong, for provenance.
 */
public final class SeparatorCuts {
  private SeparatorCuts() {}

  /** Where the cuts go, and how many matches were dropped. */
  public record Cuts(int[] before, int matches, int refused) {}

  /**
   * The pattern, if acceptable: at most {@code maxChars} long, valid Java syntax, and not able
   * to match empty text where there is no separator (in {@code ""}, {@code "x"}, a space, a
   * line break): such a pattern ({@code a*}, {@code (?m)^}, {@code \b}) would cut everywhere.
   * A zero-width pattern anchored on real text, such as {@code (?m)^(?=## )}, is accepted.
   *
   * @throws IllegalArgumentException naming the problem
   */
  public static Pattern compile(String regex, int maxChars) {
    if (regex.length() > maxChars) {
      throw new IllegalArgumentException("the separator is " + regex.length()
          + " characters long, more than " + maxChars);
    }
    Pattern p;
    try {
      p = Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("the separator is not a valid regex: "
          + e.getDescription(), e);
    }
    for (String probe : EMPTY_PROBES) {
      Matcher m = p.matcher(probe);
      if (m.find() && m.end() == m.start()) {
        throw new IllegalArgumentException("the separator matches empty text");
      }
    }
    return p;
  }

  /** Texts with nothing a separator should match: a match of nothing in them cuts anywhere. */
  private static final String[] EMPTY_PROBES = {"", "x", " ", "\n", "x\ny"};

  /**
   * The start of every match in {@code text}, reading at most {@code maxSteps} characters in all
   * and stopping at {@code deadlineNanos}.
   *
   * @throws IllegalArgumentException if the budget ran out (catastrophic backtracking) or the
   *     pattern overflowed the stack
   */
  public static int[] matchStarts(Pattern pattern, String text, long maxSteps,
      long deadlineNanos) {
    GuardedText guarded = new GuardedText(text, maxSteps, deadlineNanos);
    List<Integer> starts = new ArrayList<>();
    try {
      Matcher m = pattern.matcher(guarded);
      while (m.find()) {
        starts.add(m.start());
      }
    } catch (GuardedText.Exhausted e) {
      throw new IllegalArgumentException("the separator was stopped: " + e.getMessage()
          + " (catastrophic backtracking?)", e);
    } catch (StackOverflowError e) {
      throw new IllegalArgumentException("the separator overflowed the stack on this text", e);
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * The element boundaries of the matches: a match inside an element cuts before that element,
   * one in the blank line after it before the next; a cut between two items of one list run
   * or two rows of one table is refused; so is one at the very start. Cuts are returned as the
   * positions of the elements they come before, ascending and distinct.
   *
   * @param starts where each element starts in the text ({@link RegexPrompt#documentText})
   */
  public static Cuts toBoundaries(ParsedDocument doc, int[] starts, int[] matches) {
    boolean[] cut = new boolean[doc.size()];
    int refused = 0;
    for (int at : matches) {
      int i = Arrays.binarySearch(starts, at);
      int element = i >= 0 ? i : -i - 2; // the element whose text or trailing gap holds it
      if (i < 0 && element >= 0
          && at >= starts[element] + doc.elements().get(element).text().length()) {
        element++;
      }
      if (element <= 0 || element >= doc.size()) {
        continue;
      }
      if (insideRun(doc.elements().get(element - 1), doc.elements().get(element))) {
        refused++;
      } else {
        cut[element] = true;
      }
    }
    int[] before = new int[doc.size()];
    int n = 0;
    for (int k = 1; k < cut.length; k++) {
      if (cut[k]) {
        before[n++] = k;
      }
    }
    return new Cuts(Arrays.copyOf(before, n), matches.length, refused);
  }

  /** Whether a cut between these neighbours would fall inside a table or a list run. */
  static boolean insideRun(Element previous, Element next) {
    boolean lists = previous.kind() == ElementKind.LIST_ITEM && next.kind() == ElementKind.LIST_ITEM;
    boolean sameGroup = next.group() != null && Objects.equals(previous.group(), next.group());
    return lists || sameGroup;
  }
}
