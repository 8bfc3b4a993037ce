package dev.wrac.llm.plan.internal;

/**
 * A text that a regular expression may read only so far: every {@link #charAt} counts one step,
 * and past {@code maxSteps} steps, or past a deadline (checked every 4,096 steps), reading
 * throws {@link Exhausted}. {@link java.util.regex.Matcher} reads its input only through
 * {@code charAt}, so a pattern that backtracks catastrophically ({@code (a+)+$} on a long run
 * of {@code a}) is stopped instead of hanging the thread. Not thread-safe: one per match run.
 */
public final class GuardedText implements CharSequence {
  private static final int CLOCK_EVERY = 4096;

  private final String text;
  private final long maxSteps;
  private final long deadlineNanos;
  private final Counter counter;
  private final int offset;
  private final int length;

  /** Thrown when the step budget or the deadline is spent. */
  public static final class Exhausted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Exhausted(String message) {
      super(message, null, false, false);
    }
  }

  /** Steps taken, shared by sub-sequences of one guarded text. */
  private static final class Counter {
    long steps;
  }

  /**
   * @param text          the text
   * @param maxSteps      the most characters read in all
   * @param deadlineNanos the {@link System#nanoTime()} after which reading stops
   */
  public GuardedText(String text, long maxSteps, long deadlineNanos) {
    this(text, maxSteps, deadlineNanos, new Counter(), 0, text.length());
  }

  private GuardedText(String text, long maxSteps, long deadlineNanos, Counter counter,
      int offset, int length) {
    this.text = text;
    this.maxSteps = maxSteps;
    this.deadlineNanos = deadlineNanos;
    this.counter = counter;
    this.offset = offset;
    this.length = length;
  }

  @Override
  public char charAt(int index) {
    long steps = ++counter.steps;
    if (steps > maxSteps) {
      throw new Exhausted("the pattern read more than " + maxSteps + " characters");
    }
    if (steps % CLOCK_EVERY == 0 && System.nanoTime() - deadlineNanos > 0) {
      throw new Exhausted("the pattern ran past its time limit");
    }
    return text.charAt(offset + index);
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    if (start < 0 || end > length || start > end) {
      throw new IndexOutOfBoundsException("[" + start + ", " + end + ") of " + length);
    }
    return new GuardedText(text, maxSteps, deadlineNanos, counter, offset + start, end - start);
  }

  /** Characters read so far. */
  public long steps() {
    return counter.steps;
  }

  @Override
  public String toString() {
    return text.substring(offset, offset + length);
  }
}
