package dev.wrac.eval.internal;

import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.model.Usage;
import dev.wrac.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A local strategy that cuts each document's text with a splitting function. */
final class TextSplitStrategy implements ChunkingStrategy {
  private final String name;
  private final Function<String, List<String>> splitter;

  TextSplitStrategy(String name, Function<String, List<String>> splitter) {
    this.name = name;
    this.splitter = splitter;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Chunks chunk(BenchOrganisation organisation) {
    List<List<BenchChunk>> perDoc = organisation.documents().parallelStream()
        .map(this::chunk).toList();
    List<BenchChunk> all = new ArrayList<>();
    perDoc.forEach(all::addAll);
    return new Chunks(all, Usage.ZERO, organisation.documents().size(), List.of());
  }

  private List<BenchChunk> chunk(BenchDocument doc) {
    List<BenchChunk> out = new ArrayList<>();
    for (String piece : splitter.apply(doc.text())) {
      if (!piece.isBlank()) {
        out.add(new BenchChunk(doc.name(), piece));
      }
    }
    return out;
  }

  /** The whole text as one piece. */
  static Function<String, List<String>> whole() {
    return List::of;
  }

  /** Consecutive pieces of {@code size} characters (a surrogate pair is never cut). */
  static Function<String, List<String>> fixedChars(int size) {
    return text -> {
      List<String> out = new ArrayList<>();
      int start = 0;
      while (start < text.length()) {
        int end = Math.min(text.length(), start + size);
        if (end < text.length() && Character.isHighSurrogate(text.charAt(end - 1))
            && end - 1 > start) {
          end--;
        }
        out.add(text.substring(start, end));
        start = end;
      }
      return out;
    };
  }

  /** Consecutive pieces of {@code size} tokens. */
  static Function<String, List<String>> fixedTokens(int size, TokenCounter tokens) {
    return text -> hardCut(text, size, tokens);
  }

  /** Cuts {@code text} into consecutive pieces of at most {@code size} tokens. */
  static List<String> hardCut(String text, int size, TokenCounter tokens) {
    List<String> out = new ArrayList<>();
    String rest = text;
    while (!rest.isEmpty()) {
      String head = tokens.truncate(rest, size);
      if (head.isEmpty()) {
        head = rest.substring(0, Character.charCount(rest.codePointAt(0)));
      }
      out.add(head);
      rest = rest.substring(head.length());
    }
    return out;
  }
}
