package dev.wrac.eval;

import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.embed.Embedder;
import dev.wrac.eval.internal.Strategies;
import dev.wrac.llm.ModelPrice;
import dev.wrac.llm.PriceTable;
import dev.wrac.parse.DocumentParsers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What {@link Bench#run} measures and how. Made by {@link #builder()}; immutable.
 *
 * <pre>{@code
 * BenchOptions options = BenchOptions.builder()
 *     .ragMultiCorpus(Path.of("../shared/rag-multi-corpus"))
 *     .strategies("structural", "fixed:500", "reference:agentic")
 *     .cacheDirectory(Path.of(".wrac-cache"))
 *     .build();
 * }</pre>
 */
public final class BenchOptions {
  /** Budgets of the budgeted recall R@B, in tokens. */
  public static final List<Integer> DEFAULT_BUDGETS = List.of(256, 512, 1024, 2048);
  /**
   * GPT-4.1 prices as the benchmark fixes them, dollars per million tokens: input 2.00 (cached
   * input billed as input, so that figures stay comparable), output 8.00.
   */
  public static final ModelPrice GPT41 = new ModelPrice(PriceTable.GPT_4_1.inputPerMillion(),
      PriceTable.GPT_4_1.inputPerMillion(), PriceTable.GPT_4_1.outputPerMillion());

  private final Path corpusRoot;
  private final String format;
  private final List<String> organisations;
  private final Path documents;
  private final Path queries;
  private final List<String> strategySpecs;
  private final List<ChunkingStrategy> strategies;
  private final Path cacheDirectory;
  private final Embedder embedder;
  private final int topK;
  private final List<Integer> budgets;
  private final ModelPrice price;
  private final Consumer<String> progress;
  private final ChunkField field;
  private final DocumentParsers parsers;

  private BenchOptions(Builder b) {
    corpusRoot = b.corpusRoot;
    format = b.format;
    organisations = List.copyOf(b.organisations);
    documents = b.documents;
    queries = b.queries;
    strategySpecs = List.copyOf(b.strategySpecs);
    strategies = List.copyOf(b.strategies);
    cacheDirectory = b.cacheDirectory;
    embedder = b.embedder;
    topK = b.topK;
    budgets = List.copyOf(b.budgets);
    price = b.price;
    progress = b.progress;
    field = b.field;
    parsers = b.parsers;
  }

  /** Which text of the library planners' chunks is embedded and judged. */
  public ChunkField field() {
    return field;
  }

  /** A builder; a corpus and at least one strategy are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The RAG-Multi-Corpus folder, or {@code null} for a user's corpus. */
  public Path corpusRoot() {
    return corpusRoot;
  }

  /** The document format (sub-folder) of RAG-Multi-Corpus; default {@code md}. */
  public String format() {
    return format;
  }

  /** Organisations to keep; empty keeps all. */
  public List<String> organisations() {
    return organisations;
  }

  /** A user's folder of documents, or {@code null}. */
  public Path documents() {
    return documents;
  }

  /** A user's queries file, or {@code null}. */
  public Path queries() {
    return queries;
  }

  /** The strategies: those given by spec, then those given as objects. */
  public List<ChunkingStrategy> strategies() {
    List<ChunkingStrategy> all = new ArrayList<>();
    for (String spec : strategySpecs) {
      all.add(Strategies.byName(spec, corpusRoot, field,
          parsers != null ? parsers : DocumentParsers.load()));
    }
    all.addAll(strategies);
    return all;
  }

  /** Where embeddings are cached; {@code null} for no cache. */
  public Path cacheDirectory() {
    return cacheDirectory;
  }

  /** The embedder; {@code null} means {@link BgeSmallEmbedder}. */
  public Embedder embedder() {
    return embedder;
  }

  /** Chunks retrieved per query; default 50. */
  public int topK() {
    return topK;
  }

  /** Budgets of R@B in tokens; default {@link #DEFAULT_BUDGETS}. */
  public List<Integer> budgets() {
    return budgets;
  }

  /** The LLM price of the cost column; default {@link #GPT41}. */
  public ModelPrice price() {
    return price;
  }

  /** Receives progress lines; default: none. */
  public Consumer<String> progress() {
    return progress;
  }

  /** Sets options once; {@link #build()} checks them together. */
  public static final class Builder {
    private Path corpusRoot;
    private String format = "md";
    private final List<String> organisations = new ArrayList<>();
    private Path documents;
    private Path queries;
    private final List<String> strategySpecs = new ArrayList<>();
    private final List<ChunkingStrategy> strategies = new ArrayList<>();
    private Path cacheDirectory;
    private Embedder embedder;
    private int topK = 50;
    private List<Integer> budgets = DEFAULT_BUDGETS;
    private ModelPrice price = GPT41;
    private Consumer<String> progress = s -> { };
    private ChunkField field = ChunkField.EMBED_TEXT;
    private DocumentParsers parsers;

    private Builder() {}

    /** Benchmarks RAG-Multi-Corpus (or a copy laid out like it) in {@code root}. */
    public Builder ragMultiCorpus(Path root) {
      this.corpusRoot = Objects.requireNonNull(root, "root");
      return this;
    }

    /** The document sub-folder of RAG-Multi-Corpus: {@code md} (default), {@code html}, ... */
    public Builder format(String format) {
      if (format == null || !format.matches("[A-Za-z0-9]+")) {
        throw new IllegalArgumentException("format must be a folder name such as md, was '"
            + format + "'");
      }
      this.format = format;
      return this;
    }

    /** Keeps only these organisations (matched ignoring case, spaces and punctuation). */
    public Builder organisations(List<String> names) {
      organisations.addAll(names);
      return this;
    }

    /** Benchmarks a user's corpus: a folder of documents and a CSV or JSONL queries file. */
    public Builder userCorpus(Path documents, Path queries) {
      this.documents = Objects.requireNonNull(documents, "documents");
      this.queries = Objects.requireNonNull(queries, "queries");
      return this;
    }

    /**
     * Which text of the library planners' chunks is embedded and judged; default
     * {@link ChunkField#EMBED_TEXT}. Other strategies have one text.
     */
    public Builder field(ChunkField field) {
      this.field = java.util.Objects.requireNonNull(field, "field");
      return this;
    }

    /**
     * The parsers library planners read documents with; default: those found through
     * {@code ServiceLoader}. (The page route, say, to measure D-RAC's transcribed pages.)
     */
    public Builder parsers(DocumentParsers parsers) {
      this.parsers = java.util.Objects.requireNonNull(parsers, "parsers");
      return this;
    }

    /** Adds strategies by spec (see {@link ChunkingStrategy#byName}). */
    public Builder strategies(String... specs) {
      return strategies(List.of(specs));
    }

    /** Adds strategies by spec (see {@link ChunkingStrategy#byName}). */
    public Builder strategies(List<String> specs) {
      for (String s : specs) {
        if (s == null || s.isBlank()) {
          throw new IllegalArgumentException("strategy specs must not be blank: " + specs);
        }
        strategySpecs.add(s.strip());
      }
      return this;
    }

    /** Adds a strategy object (your own chunker, for example). */
    public Builder strategy(ChunkingStrategy strategy) {
      strategies.add(Objects.requireNonNull(strategy, "strategy"));
      return this;
    }

    /** Caches embeddings in this folder (created if missing); default: no cache. */
    public Builder cacheDirectory(Path directory) {
      this.cacheDirectory = directory;
      return this;
    }

    /** The embedder; default {@link BgeSmallEmbedder#create()}. */
    public Builder embedder(Embedder embedder) {
      this.embedder = Objects.requireNonNull(embedder, "embedder");
      return this;
    }

    /** Chunks retrieved per query, 6 to 1000; default 50. */
    public Builder topK(int topK) {
      if (topK < 6 || topK > 1000) {
        throw new IllegalArgumentException("topK must be 6-1000, was " + topK);
      }
      this.topK = topK;
      return this;
    }

    /** Budgets of R@B, positive token counts in increasing order; default 256, 512, 1024, 2048. */
    public Builder budgets(List<Integer> budgets) {
      if (budgets.isEmpty()) {
        throw new IllegalArgumentException("budgets must not be empty");
      }
      for (int i = 0; i < budgets.size(); i++) {
        if (budgets.get(i) < 1 || (i > 0 && budgets.get(i) <= budgets.get(i - 1))) {
          throw new IllegalArgumentException("budgets must be positive and increasing, was "
              + budgets);
        }
      }
      this.budgets = List.copyOf(budgets);
      return this;
    }

    /** The LLM price of the cost column (see {@code PriceTable}); default {@link #GPT41}. */
    public Builder price(ModelPrice price) {
      this.price = Objects.requireNonNull(price, "price");
      return this;
    }

    /** Receives one line per step (strategy, organisation, embedding). */
    public Builder progress(Consumer<String> progress) {
      this.progress = Objects.requireNonNull(progress, "progress");
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException if no corpus or both kinds, or no strategy, is given
     */
    public BenchOptions build() {
      if ((corpusRoot == null) == (documents == null)) {
        throw new IllegalArgumentException("give exactly one corpus: ragMultiCorpus(root) or "
            + "userCorpus(documents, queries)");
      }
      if (strategySpecs.isEmpty() && strategies.isEmpty()) {
        throw new IllegalArgumentException("give at least one strategy");
      }
      return new BenchOptions(this);
    }
  }
}
