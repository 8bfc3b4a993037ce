package dev.wrac.langchain4j;

import org.slf4j.LoggerFactory;
import org.slf4j.helpers.NOPLoggerFactory;

/** Warnings that reach the user when the application has no SLF4J provider. */
final class Warnings {
  private Warnings() {}

  /**
   * Writes {@code message} as one {@code WARN} line to {@code System.err} when SLF4J has no
   * provider (langchain4j's own log line about the same event vanishes then); with a provider,
   * langchain4j's log line says it and this says nothing.
   */
  static void warn(String message) {
    if (LoggerFactory.getILoggerFactory() instanceof NOPLoggerFactory) {
      System.err.println("WARN " + message);
    }
  }
}
