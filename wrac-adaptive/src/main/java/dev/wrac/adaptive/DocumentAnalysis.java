package dev.wrac.adaptive;

import dev.wrac.adaptive.internal.Blocks;
import dev.wrac.adaptive.internal.Memo;
import dev.wrac.adaptive.internal.Sentences;
import dev.wrac.embed.Embedder;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What the intrinsic metrics need to know about one document, computed once and shared by
 * every candidate and metric: its {@linkplain #text() text} (each element's content, without
 * markup, joined by blank lines), its sentences, its protected blocks, its entity–pronoun
 * references, and the embeddings of any text of it ({@link #vectors}, memoised: a sentence or
 * chunk text is embedded once per document however many candidates contain it). Thread-safe.
 */
public final class DocumentAnalysis {
  /** What separates two elements in {@link #text()}. */
  public static final String SEPARATOR = "\n\n";

  private final ParsedDocument document;
  private final TokenCounter tokenCounter;
  private final Embedder embedder;
  private final String text;
  private final int[] starts;
  private final int[] ends;
  private final List<TextRange> sentences;
  private final int[] sentenceElement;
  private final List<TextRange> blocks;
  private final Supplier<List<Reference>> references;
  private final Map<String, float[]> vectors = new ConcurrentHashMap<>();

  private DocumentAnalysis(ParsedDocument document, TokenCounter tokenCounter, Embedder embedder,
      CoreferenceResolver resolver) {
    this.document = document;
    this.tokenCounter = tokenCounter;
    this.embedder = embedder;
    List<Element> elements = document.elements();
    this.starts = new int[elements.size()];
    this.ends = new int[elements.size()];
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < elements.size(); i++) {
      if (i > 0) {
        sb.append(SEPARATOR);
      }
      starts[i] = sb.length();
      sb.append(elements.get(i).content());
      ends[i] = sb.length();
    }
    this.text = sb.toString();
    List<TextRange> found = new ArrayList<>();
    List<Integer> owner = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      for (TextRange s : Sentences.split(text, starts[i], ends[i])) {
        found.add(s);
        owner.add(i);
      }
    }
    this.sentences = List.copyOf(found);
    this.sentenceElement = owner.stream().mapToInt(Integer::intValue).toArray();
    this.blocks = Blocks.of(elements, starts, ends);
    this.references = Memo.of(() -> List.copyOf(resolver.resolve(text)));
  }

  /**
   * The analysis of {@code document}.
   *
   * @param tokenCounter counts chunk and window sizes (the planners' counter)
   * @param embedder     embeds sentences, chunks and windows; pass a caching one to share
   *                     vectors across runs ({@link Embedder#cached})
   * @param resolver     finds references, on first use
   */
  public static DocumentAnalysis of(ParsedDocument document, TokenCounter tokenCounter,
      Embedder embedder, CoreferenceResolver resolver) {
    return new DocumentAnalysis(Objects.requireNonNull(document, "document"),
        Objects.requireNonNull(tokenCounter, "tokenCounter"),
        Objects.requireNonNull(embedder, "embedder"), Objects.requireNonNull(resolver, "resolver"));
  }

  /** The analysed document. */
  public ParsedDocument document() {
    return document;
  }

  /** The counter chunk and window sizes are measured with. */
  public TokenCounter tokenCounter() {
    return tokenCounter;
  }

  /** The elements' contents in document order, joined by {@link #SEPARATOR}. */
  public String text() {
    return text;
  }

  /** Where element {@code index} starts in {@link #text()}. */
  public int start(int index) {
    return starts[index];
  }

  /** Where element {@code index} ends in {@link #text()}. */
  public int end(int index) {
    return ends[index];
  }

  /** The text of elements {@code from} to {@code to}, both included. */
  public String text(int from, int to) {
    return text.substring(starts[from], ends[to]);
  }

  /** The sentences of every element, in order (a heading or table row is one sentence). */
  public List<TextRange> sentences() {
    return sentences;
  }

  /** The index of the element sentence {@code i} belongs to. */
  public int sentenceElement(int i) {
    return sentenceElement[i];
  }

  /**
   * The blocks no cut should fall inside: each table (its consecutive rows), each run of list
   * items, each paragraph (the pieces the parser cut a long paragraph into count as one) and
   * each caption with the table it captions.
   */
  public List<TextRange> blocks() {
    return blocks;
  }

  /** The entity–pronoun references of {@link #text()}, resolved on first call. */
  public List<Reference> references() {
    return references.get();
  }

  /**
   * The unit vectors of {@code texts}, in order; texts not seen before in this document are
   * embedded in one batch.
   */
  public List<float[]> vectors(List<String> texts) {
    Set<String> missing = new LinkedHashSet<>();
    for (String t : texts) {
      if (!vectors.containsKey(t)) {
        missing.add(t);
      }
    }
    if (!missing.isEmpty()) {
      List<String> batch = new ArrayList<>(missing);
      List<float[]> out = embedder.embed(batch);
      for (int i = 0; i < batch.size(); i++) {
        vectors.putIfAbsent(batch.get(i), out.get(i));
      }
    }
    List<float[]> result = new ArrayList<>(texts.size());
    for (String t : texts) {
      result.add(vectors.get(t));
    }
    return result;
  }

  /** The vectors of every sentence, in {@link #sentences()} order. */
  public List<float[]> sentenceVectors() {
    return vectors(sentences.stream().map(s -> text.substring(s.start(), s.end())).toList());
  }
}
