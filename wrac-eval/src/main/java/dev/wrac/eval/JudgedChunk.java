package dev.wrac.eval;

import dev.wrac.tokens.TokenCounter;
import java.util.Objects;
import java.util.Set;

/**
 * A chunk ready for judging: its document key, text, words and o200k token count.
 *
 * @param documentKey the {@link DocumentNames#key} of its document
 * @param text        the chunk text
 * @param words       the judge's {@link Judge#words} of the text
 * @param tokens      tokens of the text
 */
public record JudgedChunk(String documentKey, String text, Set<String> words, int tokens) {
  public JudgedChunk {
    Objects.requireNonNull(documentKey, "documentKey");
    Objects.requireNonNull(text, "text");
    words = Set.copyOf(words);
  }

  /** Prepares {@code chunk}. */
  public static JudgedChunk of(BenchChunk chunk, Judge judge, TokenCounter tokens) {
    return new JudgedChunk(DocumentNames.key(chunk.document()), chunk.text(),
        judge.words(chunk.text()), tokens.count(chunk.text()));
  }
}
