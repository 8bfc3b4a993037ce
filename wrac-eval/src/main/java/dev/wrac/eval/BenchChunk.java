package dev.wrac.eval;

import java.util.Objects;

/**
 * A chunk as the benchmark sees it: the document it came from and the text that is embedded,
 * retrieved and judged.
 *
 * @param document the document's file name (matched leniently to facts)
 * @param text     the chunk text
 */
public record BenchChunk(String document, String text) {
  public BenchChunk {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(text, "text");
  }
}
