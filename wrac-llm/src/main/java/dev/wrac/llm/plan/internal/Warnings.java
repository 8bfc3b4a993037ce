package dev.wrac.llm.plan.internal;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPLoggerFactory;

/**
 * Warnings that must not vanish: logged through SLF4J, and also written as one {@code WARN}
 * line to {@code System.err} when the application has no SLF4J provider (SLF4J then drops
 * every log line after its one no-provider notice, and a fallback would go unseen).
 */
public final class Warnings {
  private Warnings() {}

  /** Logs {@code format} (SLF4J's {@code {}} placeholders) at {@code WARN}; see the class. */
  public static void warn(Logger log, String format, Object... args) {
    log.warn(format, args);
    if (LoggerFactory.getILoggerFactory() instanceof NOPLoggerFactory) {
      System.err.println("WARN " + MessageFormatter.arrayFormat(format, args).getMessage());
    }
  }
}
