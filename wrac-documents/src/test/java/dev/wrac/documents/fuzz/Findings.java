package dev.wrac.documents.fuzz;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.time.Duration;

/**
 * What counts as a finding (docs/fuzzing.md): any exception other than a
 * {@link DocumentParseException} (it escapes to Jazzer, which reports it with its input), an
 * error (StackOverflowError, OutOfMemoryError), a typed error whose message is a wrapped
 * NullPointerException, IndexOutOfBoundsException or ClassCastException (one of them among its
 * causes, named in the message), a parse that overruns
 * its time budget by more than a grace period, and a document without elements.
 */
final class Findings {
  /** The time budget of every fuzzed parse. */
  static final Duration BUDGET = Duration.ofSeconds(10);
  private static final ParseOptions OPTIONS = ParseOptions.builder().timeBudget(BUDGET).build();

  private Findings() {}

  static void parse(DocumentParser parser, String name, byte[] bytes) {
    long start = System.nanoTime();
    try {
      ParsedDocument doc = parser.parse(DocumentSource.ofBytes(name, bytes), OPTIONS);
      if (doc.elements().isEmpty()) {
        throw new AssertionError("a document without elements and without an error");
      }
    } catch (DocumentParseException e) {
      String message = String.valueOf(e.getMessage());
      // the message is a wrapped exception of these types when it names one that caused it
      // (a message that merely quotes the input's text, which may say anything, is not)
      for (Throwable t = e.getCause(); t != null; t = t.getCause() == t ? null : t.getCause()) {
        boolean saysNothing = t instanceof NullPointerException
            || t instanceof IndexOutOfBoundsException || t instanceof ClassCastException;
        if (saysNothing && message.contains(t.getClass().getName())) {
          throw new AssertionError("a typed error that says nothing: " + message, e);
        }
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (millis > BUDGET.toMillis() * 3) {
      throw new AssertionError("ran " + millis + " ms against a budget of " + BUDGET);
    }
  }
}
