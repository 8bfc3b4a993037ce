package dev.wrac.parse;

import dev.wrac.parse.DocumentParseException.Reason;
import java.time.Duration;

/**
 * The deadline of one document's parse, from {@link ParseOptions#timeBudget()}: started when
 * the parse starts, checked by the parser between units of work.
 *
 * <pre>{@code
 * ParseDeadline deadline = ParseDeadline.start(source.name(), options);
 * for (Page page : pages) {
 *   deadline.check("reading page " + page.number());
 * }
 * }</pre>
 */
public final class ParseDeadline {
  private final String document;
  private final Duration budget;
  private final long start;
  private final long end;

  private ParseDeadline(String document, Duration budget) {
    this.document = document;
    this.budget = budget;
    this.start = System.nanoTime();
    long nanos;
    try {
      nanos = budget.toNanos();
    } catch (ArithmeticException e) {
      nanos = Long.MAX_VALUE;
    }
    this.end = budget.isZero() ? 0 : start + Math.max(1, Math.min(nanos, Long.MAX_VALUE / 2));
  }

  /** A deadline starting now for {@code document} under {@code options}' time budget. */
  public static ParseDeadline start(String document, ParseOptions options) {
    return new ParseDeadline(document, options.timeBudget());
  }

  /**
   * Fails when the budget is spent.
   *
   * @param stage what the parser was doing, for the message ({@code "reading page 12"})
   * @throws DocumentParseException {@link Reason#TIMEOUT} naming the document, the stage and
   *     the budget
   */
  public void check(String stage) {
    if (end != 0 && System.nanoTime() - end > 0) {
      throw new DocumentParseException(document, Reason.TIMEOUT, "the parse time budget of "
          + budget.toMillis() + " ms (ParseOptions.timeBudget) ran out while " + stage
          + ", after " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }
  }

  /**
   * Fails when the budget is spent, naming a numbered unit: {@code check("laying out page", 12)}
   * says "while laying out page 12". Cheap enough to call per line or per node: the message is
   * built only on failure.
   *
   * @throws DocumentParseException {@link Reason#TIMEOUT} as {@link #check(String)}
   */
  public void check(String stage, long unit) {
    if (end != 0 && System.nanoTime() - end > 0) {
      check(stage + " " + unit);
    }
  }

  /** Whether a budget is set at all (checks are free without one). */
  public boolean bounded() {
    return end != 0;
  }
}
