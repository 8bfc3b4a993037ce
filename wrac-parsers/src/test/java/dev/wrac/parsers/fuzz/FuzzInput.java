package dev.wrac.parsers.fuzz;

import dev.wrac.parse.DocumentSource;
import java.nio.charset.StandardCharsets;

/**
 * One fuzzed document: given as bytes (decoded by the parser) or as text (which may hold lone
 * surrogates), with the mutations that made it, for the failure report.
 *
 * @param name   the file name, whose extension chooses the parser
 * @param bytes  the bytes, or null when given as text
 * @param text   the text, or null when given as bytes
 * @param recipe how the input was made (base document and mutations)
 */
record FuzzInput(String name, byte[] bytes, String text, String recipe) {
  static FuzzInput ofBytes(String name, byte[] bytes, String recipe) {
    return new FuzzInput(name, bytes, null, recipe);
  }

  static FuzzInput ofText(String name, String text, String recipe) {
    return new FuzzInput(name, null, text, recipe);
  }

  /** A new source each time (a source may be read once). */
  DocumentSource source() {
    return bytes != null ? DocumentSource.ofBytes(name, bytes) : DocumentSource.ofText(name, text);
  }

  /** The input as bytes to save (text as UTF-8, lone surrogates become '?'). */
  byte[] content() {
    return bytes != null ? bytes : text.getBytes(StandardCharsets.UTF_8);
  }

  long size() {
    return bytes != null ? bytes.length : text.length();
  }
}
