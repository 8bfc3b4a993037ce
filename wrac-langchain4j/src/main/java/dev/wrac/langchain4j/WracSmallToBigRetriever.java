package dev.wrac.langchain4j;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.SmallToBigRetrieverBuilder;
import dev.wrac.hierarchy.StoredUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A small-to-big langchain4j {@link ContentRetriever}: finds the leaves closest to the query in
 * any {@link EmbeddingStore}, then places either those leaves or the parents they share, within
 * a token budget and at most a count of units, either or both ({@link SmallToBig}: a leaf that
 * does not fit is skipped, so a budget below the best leaf still gets the smaller ones), and
 * returns the placed units' text and citations from a {@link ParentStore}.
 *
 * <pre>{@code
 * ParentStore parents = ParentStore.inMemory();
 * HierarchySegments.index(hierarchy, embeddingModel, embeddingStore, parents);
 * ContentRetriever retriever = WracSmallToBigRetriever.builder()
 *     .embeddingStore(embeddingStore).embeddingModel(embeddingModel).parentStore(parents)
 *     .budgetTokens(1024)
 *     .build();
 * }</pre>
 *
 * <p>Each {@link Content} is one placed unit, best first: its text is the unit's
 * {@link StoredUnit#text()}; its segment metadata has {@link HierarchySegments#UNIT_ID},
 * {@link HierarchySegments#LEVEL}, {@link HierarchySegments#LEAF_IDS} (the ranked leaves that led
 * to it, comma-separated) and {@link HierarchySegments#TOKENS}, and its citation
 * ({@link StoredUnit#citation()}) under the keys {@link WracDocumentSplitter} writes:
 * {@code wrac_document}, {@code wrac_heading_path}, {@code wrac_start}, {@code wrac_end},
 * {@code wrac_line}, {@code wrac_end_line}, and {@code wrac_page}, {@code wrac_end_page} for
 * PDF pages, PPTX slides and XLSX sheets ({@link dev.wrac.hierarchy.UnitMetadata#ofRetrieved};
 * a parent's span covers its children's); its content metadata has
 * {@link ContentMetadata#SCORE} (its best leaf's score) and {@link ContentMetadata#EMBEDDING_ID}
 * (that leaf's embedding id). A stored leaf whose metadata has no
 * {@link HierarchySegments#UNIT_ID} fails the retrieval with an {@link IllegalStateException}
 * naming its embedding id; a unit missing from the parent store fails naming the unit.
 * Thread-safe.
 */
public final class WracSmallToBigRetriever implements ContentRetriever {
  /** Default {@link Builder#maxLeaves(int)}. */
  public static final int DEFAULT_MAX_LEAVES = SmallToBigRetrieverBuilder.DEFAULT_MAX_LEAVES;

  private final EmbeddingStore<TextSegment> store;
  private final EmbeddingModel model;
  private final ParentStore parents;
  private final SmallToBig policy;
  private final int maxLeaves;
  private final double minScore;
  private final String queryPrefix;

  private WracSmallToBigRetriever(Builder b, ParentStore parents, SmallToBig policy, int maxLeaves) {
    this.store = b.store;
    this.model = b.model;
    this.parents = parents;
    this.policy = policy;
    this.maxLeaves = maxLeaves;
    this.minScore = b.minScore;
    this.queryPrefix = b.queryPrefix;
  }

  /** A builder; the embedding store, model, parent store and budget (or count) are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The policy that places units. */
  public SmallToBig policy() {
    return policy;
  }

  @Override
  public List<Content> retrieve(Query query) {
    Objects.requireNonNull(query, "query");
    Embedding q = model.embed(queryPrefix + query.text()).content();
    List<EmbeddingMatch<TextSegment>> matches = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(q).maxResults(maxLeaves).minScore(minScore).build()).matches();
    List<ScoredLeaf> hits = new ArrayList<>(matches.size());
    Map<String, String> embeddingIds = new java.util.HashMap<>();
    for (EmbeddingMatch<TextSegment> m : matches) {
      String id = m.embedded() == null ? null
          : m.embedded().metadata().getString(HierarchySegments.UNIT_ID);
      if (id == null) {
        throw new IllegalStateException("Stored segment " + m.embeddingId() + " has no "
            + HierarchySegments.UNIT_ID + " metadata: index leaves with HierarchySegments");
      }
      hits.add(new ScoredLeaf(id, m.score()));
      embeddingIds.putIfAbsent(id, m.embeddingId()); // a leaf indexed twice: its best match
    }
    List<SmallToBig.Placement> placed = policy.placeHits(hits, parents);
    List<Content> out = new ArrayList<>(placed.size());
    for (SmallToBig.Placement p : placed) {
      PlacedUnit u = p.unit();
      out.add(Content.from(TextSegment.from(p.stored().text(), WracMetadata.retrieved(p)),
          Map.of(ContentMetadata.SCORE, u.score(),
              ContentMetadata.EMBEDDING_ID, embeddingIds.get(u.leafIds().get(0)))));
    }
    return out;
  }

  @Override
  public String toString() {
    return "WracSmallToBigRetriever[" + policy + ", maxLeaves=" + maxLeaves + ", parents="
        + parents + "]";
  }

  /**
   * Configures a {@link WracSmallToBigRetriever}: the stores and placing settings of
   * {@link SmallToBigRetrieverBuilder}, plus the embedding store and model. Each setter checks
   * its value at once.
   */
  public static final class Builder extends SmallToBigRetrieverBuilder<Builder> {
    private EmbeddingStore<TextSegment> store;
    private EmbeddingModel model;
    private double minScore;
    private String queryPrefix = "";

    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    /** The store holding the leaves, indexed by {@link HierarchySegments}. Required. */
    public Builder embeddingStore(EmbeddingStore<TextSegment> store) {
      this.store = Objects.requireNonNull(store, "embeddingStore");
      return this;
    }

    /** The model that embeds the query (the one that embedded the leaves). Required. */
    public Builder embeddingModel(EmbeddingModel model) {
      this.model = Objects.requireNonNull(model, "embeddingModel");
      return this;
    }

    /** The lowest score a retrieved leaf may have; default 0, in [0, 1]. */
    public Builder minScore(double score) {
      this.minScore = unitInterval("minScore", score);
      return this;
    }

    /**
     * Text put before the query when it is embedded (e.g. bge's "Represent this sentence for
     * searching relevant passages: "); default none.
     */
    public Builder queryPrefix(String prefix) {
      this.queryPrefix = Objects.requireNonNull(prefix, "queryPrefix");
      return this;
    }

    /**
     * The retriever.
     *
     * @throws IllegalStateException naming what is missing
     */
    public WracSmallToBigRetriever build() {
      requireComplete("WracSmallToBigRetriever", store == null ? "embeddingStore" : null,
          model == null ? "embeddingModel" : null);
      return new WracSmallToBigRetriever(this, parents(), placement(), leaves());
    }
  }
}
