package dev.wrac.eval;

import dev.wrac.model.Chunk;

/**
 * Which text of a library chunk the benchmark embeds, retrieves, judges and charges against
 * the context budget: the text a pipeline indexes and hands its reader.
 */
public enum ChunkField {
  /** {@link Chunk#embedText()}: the content without markup (the default). */
  EMBED_TEXT,
  /** {@link Chunk#text()}: the verbatim source text, markup included. */
  TEXT;

  /** This field of {@code chunk}. */
  public String of(Chunk chunk) {
    return this == TEXT ? chunk.text() : chunk.embedText();
  }
}
