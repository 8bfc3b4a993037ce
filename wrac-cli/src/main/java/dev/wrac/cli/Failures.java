package dev.wrac.cli;

import dev.wrac.llm.LlmException;
import dev.wrac.parse.DocumentParseException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The failed files of a run grouped by reason (a {@link DocumentParseException.Reason}, a
 * timeout, an I/O or LLM error, ...), for the summary: each reason with its count, the first
 * few files and, where there is one, what to do about it.
 */
final class Failures {
  static final int NAMED = 3;

  private final Map<String, List<String>> byReason = new TreeMap<>();
  private int count;

  /** Records a failed file. */
  synchronized void add(Path file, Throwable error) {
    add(reason(error), String.valueOf(file.getFileName()));
  }

  /** Records a path that was not read at all ({@link InputFiles#problems()}). */
  synchronized void skipped(String problem) {
    add("skipped", problem.replaceFirst(", skipped$", ""));
  }

  private void add(String reason, String name) {
    count++;
    byReason.computeIfAbsent(reason, r -> new ArrayList<>()).add(name);
  }

  synchronized int count() {
    return count;
  }

  /**
   * One line per reason, most frequent first: "  invalid UTF-8 (malformed encoding): 2: a.md,
   * b.md"; empty if nothing failed.
   */
  synchronized List<String> describe() {
    List<Map.Entry<String, List<String>>> entries = new ArrayList<>(byReason.entrySet());
    entries.sort((a, b) -> b.getValue().size() - a.getValue().size());
    List<String> lines = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : entries) {
      List<String> names = e.getValue();
      String shown = String.join(", ", names.subList(0, Math.min(NAMED, names.size())))
          + (names.size() > NAMED ? " and " + (names.size() - NAMED) + " more" : "");
      String hint = hint(e.getKey());
      lines.add("  " + e.getKey() + ": " + names.size() + " (" + shown + ")"
          + (hint == null ? "" : "; " + hint));
    }
    return lines;
  }

  /** The reason a file failed, in a few words. */
  static String reason(Throwable e) {
    if (e instanceof DocumentParseException p) {
      return p.reason().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    if (e instanceof FileRun.TimedOut) {
      return "timed out";
    }
    if (e instanceof OutOfMemoryError) {
      return "out of memory";
    }
    if (e instanceof StackOverflowError) {
      return "nesting too deep";
    }
    if (e instanceof IOException) {
      return "unreadable";
    }
    if (e instanceof LlmException) {
      return "LLM error";
    }
    return "error (" + e.getClass().getSimpleName() + ")";
  }

  private static String hint(String reason) {
    return switch (reason) {
      case "timed out" -> "raise --file-timeout (seconds per 10 MB; 0 = no limit)";
      case "out of memory" -> "raise the heap: WRAC_JAVA_OPTS=-Xmx4g";
      case "malformed encoding" -> "save the files as UTF-8";
      default -> null;
    };
  }
}
