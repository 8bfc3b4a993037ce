package dev.wrac.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.langchain4j.store.embedding.filter.MetadataFilterBuilder;
import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.index.IndexStore;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An {@link IndexStore} over any langchain4j {@link EmbeddingStore} and a {@link ParentStore}:
 * what an {@link Indexer} keeps in sync so that {@link WracSmallToBigRetriever} answers from it,
 * with a citation on every unit.
 *
 * <pre>{@code
 * EmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
 * ParentStore parents = ParentStore.inMemory();
 * try (JdbcLedger ledger = JdbcLedger.h2(Path.of("index/ledger"))) {
 *   Indexer.builder()
 *       .spec(ChunkerSpec.parse("levels=structural>top-sections"))
 *       .store(LangChain4jIndexStore.builder()
 *           .embeddingStore(embeddings).parentStore(parents).build())
 *       .ledger(ledger)
 *       .embedder(LangChain4jEmbedder.of(embeddingModel, "bge-small-en-v1.5-q"))
 *       .build()
 *       .run(Sources.folder(Path.of("docs")));
 * }
 * ContentRetriever retriever = WracSmallToBigRetriever.builder().embeddingStore(embeddings)
 *     .embeddingModel(embeddingModel).parentStore(parents).budgetTokens(1024).build();
 * }</pre>
 *
 * <p>What goes where:
 * <ul>
 *   <li>a unit with a vector (the leaves; every level with {@code embed-parents=true}) is one
 *       entry of the embedding store under its id ({@link IndexedUnit#id()}, a UUID string):
 *       its segment's text is the unit's {@link IndexedUnit#embedText()}, its metadata
 *       {@link IndexedUnit#metadata()} (integers as integers, the rest as strings, as
 *       {@link WracDocumentSplitter} writes them), so {@link HierarchySegments#UNIT_ID} leads
 *       the retriever from a match to the unit;</li>
 *   <li>every unit, with or without a vector, is a {@link StoredUnit} in the parent store: its
 *       verbatim {@link IndexedUnit#text()}, level, parent, tokens and {@link Citation}.</li>
 * </ul>
 *
 * <p>{@link #upsert} replaces by id: langchain4j's {@code addAll(ids, embeddings, segments)}
 * does not replace an existing id in every store ({@code InMemoryEmbeddingStore} keeps both
 * entries), so the ids are removed first, then added; writing a unit twice leaves one entry.
 * The parent store is written before the embedding store, and on {@link #delete} emptied after
 * it, so a leaf a retriever finds meanwhile always has its units.
 *
 * <p>Moved units. An {@code EmbeddingStore} cannot rewrite an entry's metadata without its
 * vector, nor give a vector back by id, so by default {@link #canUpdateFields()} is
 * {@code false} and a unit whose position, span or parent moved (every leaf after an edit that
 * changed a document's length: its offsets are in the metadata) is embedded again
 * ({@link dev.wrac.index.IndexResult#embedded()} counts it). A store that filters on metadata
 * and returns each match's embedding ({@code InMemoryEmbeddingStore} does; check yours) can
 * keep them instead: {@link Builder#readVectorsBack(int)} reads the vectors of moved units back
 * with a search filtered on their {@link HierarchySegments#UNIT_ID} and rewrites the entries
 * with them. The embedding store must remove
 * by id ({@link EmbeddingStore#removeAll(Collection)}); one that cannot fails the first write,
 * and the indexer stops. Not thread-safe beyond what the two stores are; one run writes from
 * one thread.
 */
public final class LangChain4jIndexStore implements IndexStore {
  private final EmbeddingStore<TextSegment> embeddings;
  private final ParentStore parents;
  private final int readBackDimensions;

  private LangChain4jIndexStore(EmbeddingStore<TextSegment> embeddings, ParentStore parents,
      int readBackDimensions) {
    this.embeddings = embeddings;
    this.parents = parents;
    this.readBackDimensions = readBackDimensions;
  }

  /** A builder; the embedding store is required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The embedding store the vectors go to. */
  public EmbeddingStore<TextSegment> embeddingStore() {
    return embeddings;
  }

  /** The parent store every unit goes to (what {@link WracSmallToBigRetriever} places from). */
  public ParentStore parentStore() {
    return parents;
  }

  @Override
  public void upsert(List<IndexedUnit> units) {
    Objects.requireNonNull(units, "units");
    if (units.isEmpty()) {
      return;
    }
    parents.putAll(units.stream().map(LangChain4jIndexStore::storedUnit).toList());
    // every id, not only those with a vector: a unit that lost its vector (embed-parents
    // turned off) must leave the embedding store
    Set<String> ids = new LinkedHashSet<>();
    List<String> vectorIds = new ArrayList<>();
    List<Embedding> vectors = new ArrayList<>();
    List<TextSegment> segments = new ArrayList<>();
    for (IndexedUnit u : units) {
      ids.add(u.id());
      if (u.hasVector()) {
        vectorIds.add(u.id());
        vectors.add(Embedding.from(u.vector()));
        segments.add(segment(u));
      }
    }
    embeddings.removeAll(ids);
    if (!vectorIds.isEmpty()) {
      embeddings.addAll(vectorIds, vectors, segments);
    }
  }

  @Override
  public void delete(Collection<String> ids) {
    Objects.requireNonNull(ids, "ids");
    if (ids.isEmpty()) {
      return;
    }
    List<String> copy = List.copyOf(new LinkedHashSet<>(ids));
    embeddings.removeAll(copy);
    parents.removeAll(copy);
  }

  /**
   * Whether moved units keep their vectors: {@code true} only with
   * {@link Builder#readVectorsBack(int)}; by default {@code false}, and a moved unit is
   * embedded again.
   */
  @Override
  public boolean canUpdateFields() {
    return readBackDimensions > 0;
  }

  /**
   * {@inheritDoc} Reads the vectors of {@code units} back from the embedding store (one search
   * filtered on their ids) and writes each entry again, removed first, with its new metadata;
   * a unit without an entry (a record, or one not held) is written to the parent store only.
   *
   * @throws UnsupportedOperationException unless built with {@link Builder#readVectorsBack}
   * @throws IllegalStateException if the store returns a match without its embedding
   */
  @Override
  public void updateFields(List<IndexedUnit> units) {
    if (!canUpdateFields()) {
      IndexStore.super.updateFields(units);
    }
    Objects.requireNonNull(units, "units");
    if (units.isEmpty()) {
      return;
    }
    parents.putAll(units.stream().map(LangChain4jIndexStore::storedUnit).toList());
    Map<String, Embedding> held = readBack(units.stream().map(IndexedUnit::id).toList());
    Set<String> ids = new LinkedHashSet<>();
    List<Embedding> vectors = new ArrayList<>();
    List<TextSegment> segments = new ArrayList<>();
    for (IndexedUnit u : units) {
      Embedding v = held.get(u.id());
      if (v != null && ids.add(u.id())) {
        ids.add(u.id());
        vectors.add(v);
        segments.add(segment(u));
      }
    }
    if (!ids.isEmpty()) {
      embeddings.removeAll(ids);
      embeddings.addAll(List.copyOf(ids), vectors, segments);
    }
  }

  private Map<String, Embedding> readBack(List<String> ids) {
    float[] query = new float[readBackDimensions];
    query[0] = 1; // any direction: the filter selects, and minScore 0 keeps every match
    List<EmbeddingMatch<TextSegment>> matches = embeddings.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(Embedding.from(query))
        .filter(MetadataFilterBuilder.metadataKey(HierarchySegments.UNIT_ID).isIn(ids))
        .maxResults(ids.size()).minScore(0.0).build()).matches();
    Map<String, Embedding> out = new HashMap<>();
    for (EmbeddingMatch<TextSegment> m : matches) {
      if (m.embedding() == null) {
        throw new IllegalStateException(embeddings.getClass().getSimpleName() + " returned "
            + "entry " + m.embeddingId() + " without its embedding: it cannot read vectors "
            + "back, build LangChain4jIndexStore without readVectorsBack");
      }
      out.put(m.embeddingId(), m.embedding());
    }
    return out;
  }

  @Override
  public String name() {
    return "langchain4j " + embeddings.getClass().getSimpleName();
  }

  @Override
  public String toString() {
    return "LangChain4jIndexStore[" + embeddings.getClass().getSimpleName() + ", " + parents
        + "]";
  }

  /** The segment an embedded unit is stored as: its embed text and its metadata. */
  static TextSegment segment(IndexedUnit unit) {
    return TextSegment.from(unit.embedText(), WracMetadata.put(new Metadata(), unit.metadata()));
  }

  /** The record a unit is kept as in the parent store: verbatim text and citation. */
  static StoredUnit storedUnit(IndexedUnit unit) {
    return new StoredUnit(unit.id(), unit.level(), unit.parentId(), unit.text(), unit.tokens(),
        new Citation(unit.document(), unit.headingPath(), unit.span()));
  }

  /** Configures a {@link LangChain4jIndexStore}; each setter checks its value at once. */
  public static final class Builder {
    private EmbeddingStore<TextSegment> embeddings;
    private ParentStore parents;
    private int readBackDimensions;

    private Builder() {}

    /**
     * The store the units with a vector go to; it must remove by id. Required.
     *
     * @throws NullPointerException if {@code store} is null
     */
    public Builder embeddingStore(EmbeddingStore<TextSegment> store) {
      this.embeddings = Objects.requireNonNull(store, "embeddingStore");
      return this;
    }

    /**
     * The store every unit goes to, leaves and parents, with its citation; it must remove by
     * id ({@link ParentStore#removeAll}). Default a new {@link ParentStore#inMemory()} (read
     * it back with {@link LangChain4jIndexStore#parentStore()}).
     *
     * @throws NullPointerException if {@code store} is null
     */
    public Builder parentStore(ParentStore store) {
      this.parents = Objects.requireNonNull(store, "parentStore");
      return this;
    }

    /**
     * Keeps the vectors of moved units instead of embedding them again
     * ({@link LangChain4jIndexStore#canUpdateFields()} becomes {@code true}): reads them back
     * with a search filtered on {@link HierarchySegments#UNIT_ID} whose query vector has
     * {@code dimensions} dimensions, the embedding model's
     * ({@link dev.langchain4j.model.embedding.EmbeddingModel#dimension()}). Only for a store
     * that supports metadata filters ({@code isIn}) and returns each match's embedding, as
     * {@code InMemoryEmbeddingStore} does; one that does not fails the run (the next run
     * repairs by embedding the units again). Default off.
     *
     * @throws IllegalArgumentException if {@code dimensions} is not positive
     */
    public Builder readVectorsBack(int dimensions) {
      if (dimensions < 1) {
        throw new IllegalArgumentException("readVectorsBack: dimensions must be at least 1, was "
            + dimensions);
      }
      this.readBackDimensions = dimensions;
      return this;
    }

    /**
     * The store.
     *
     * @throws IllegalStateException if no embedding store was set
     */
    public LangChain4jIndexStore build() {
      if (embeddings == null) {
        throw new IllegalStateException("LangChain4jIndexStore needs an embeddingStore");
      }
      return new LangChain4jIndexStore(embeddings,
          parents == null ? ParentStore.inMemory() : parents, readBackDimensions);
    }
  }
}
