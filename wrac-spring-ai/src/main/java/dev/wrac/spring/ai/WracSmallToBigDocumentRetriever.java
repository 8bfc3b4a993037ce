package dev.wrac.spring.ai;

import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.SmallToBigRetrieverBuilder;
import dev.wrac.hierarchy.StoredUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.ai.vectorstore.filter.Filter;

/**
 * A small-to-big Spring AI {@link DocumentRetriever}: finds the leaves closest to the query in
 * any {@link VectorStore}, then places either those leaves or the parents they share, within a
 * token budget and at most a count of units, either or both ({@link SmallToBig}: a leaf that
 * does not fit is skipped, so a budget below the best leaf still gets the smaller ones), and
 * returns the placed units' text and citations from a {@link ParentStore}. Plug it into a {@code RetrievalAugmentationAdvisor}.
 *
 * <pre>{@code
 * ParentStore parents = ParentStore.inMemory();
 * HierarchyDocuments.index(hierarchy, vectorStore, parents);
 * DocumentRetriever retriever = WracSmallToBigDocumentRetriever.builder()
 *     .vectorStore(vectorStore).parentStore(parents)
 *     .budgetTokens(1024)
 *     .build();
 * }</pre>
 *
 * <p>Each {@link Document} is one placed unit, best first: id the unit's id, text its
 * {@link StoredUnit#text()}, score its best leaf's score, metadata {@link HierarchyDocuments#UNIT_ID},
 * {@link HierarchyDocuments#LEVEL}, {@link HierarchyDocuments#LEAF_IDS} (a list of the ranked
 * leaves that led to it) and {@link HierarchyDocuments#TOKENS}, and its citation
 * ({@link StoredUnit#citation()}) under the keys {@link WracDocumentTransformer} writes:
 * {@code wrac_document}, {@code wrac_heading_path}, {@code wrac_start}, {@code wrac_end},
 * {@code wrac_line}, {@code wrac_end_line}, and {@code wrac_page}, {@code wrac_end_page} for
 * PDF pages, PPTX slides and XLSX sheets ({@link dev.wrac.hierarchy.UnitMetadata#ofRetrieved};
 * a parent's span covers its children's). A stored document without
 * {@link HierarchyDocuments#UNIT_ID} fails the retrieval with an {@link IllegalStateException}
 * naming its id; a unit missing from the parent store fails naming the unit. A store that
 * returns no scores ranks by its order. Thread-safe.
 */
public final class WracSmallToBigDocumentRetriever implements DocumentRetriever {
  /** Default {@link Builder#maxLeaves(int)}. */
  public static final int DEFAULT_MAX_LEAVES = SmallToBigRetrieverBuilder.DEFAULT_MAX_LEAVES;

  private final VectorStore store;
  private final ParentStore parents;
  private final SmallToBig policy;
  private final int maxLeaves;
  private final double similarityThreshold;
  private final Filter.Expression filter;
  private final String queryPrefix;

  private WracSmallToBigDocumentRetriever(Builder b, ParentStore parents, SmallToBig policy, int maxLeaves) {
    this.store = b.store;
    this.parents = parents;
    this.policy = policy;
    this.maxLeaves = maxLeaves;
    this.similarityThreshold = b.similarityThreshold;
    this.filter = b.filter;
    this.queryPrefix = b.queryPrefix;
  }

  /** A builder; the vector store, parent store and budget (or count) are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The policy that places units. */
  public SmallToBig policy() {
    return policy;
  }

  @Override
  public List<Document> retrieve(Query query) {
    Objects.requireNonNull(query, "query");
    SearchRequest.Builder request = SearchRequest.builder().query(queryPrefix + query.text())
        .topK(maxLeaves).similarityThreshold(similarityThreshold);
    if (filter != null) {
      request.filterExpression(filter);
    }
    List<Document> found = store.similaritySearch(request.build());
    List<ScoredLeaf> hits = new ArrayList<>(found.size());
    for (int r = 0; r < found.size(); r++) {
      Document d = found.get(r);
      Object id = d.getMetadata().get(HierarchyDocuments.UNIT_ID);
      if (id == null) {
        throw new IllegalStateException("Stored document " + d.getId() + " has no "
            + HierarchyDocuments.UNIT_ID + " metadata: index leaves with HierarchyDocuments");
      }
      double score = d.getScore() != null ? d.getScore() : -r; // no score: the store's order
      hits.add(new ScoredLeaf(id.toString(), score));
    }
    List<SmallToBig.Placement> placed = policy.placeHits(hits, parents);
    List<Document> out = new ArrayList<>(placed.size());
    for (SmallToBig.Placement p : placed) {
      PlacedUnit u = p.unit();
      out.add(Document.builder().id(u.id()).text(p.stored().text())
          .metadata(WracMetadata.retrieved(p)).score(u.score()).build());
    }
    return out;
  }

  @Override
  public String toString() {
    return "WracSmallToBigDocumentRetriever[" + policy + ", maxLeaves=" + maxLeaves
        + ", parents=" + parents + "]";
  }

  /**
   * Configures a {@link WracSmallToBigDocumentRetriever}: the stores and placing settings of
   * {@link SmallToBigRetrieverBuilder}, plus the vector store. Each setter checks its value.
   */
  public static final class Builder extends SmallToBigRetrieverBuilder<Builder> {
    private VectorStore store;
    private double similarityThreshold;
    private Filter.Expression filter;
    private String queryPrefix = "";

    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    /** The store holding the leaves, indexed by {@link HierarchyDocuments}. Required. */
    public Builder vectorStore(VectorStore store) {
      this.store = Objects.requireNonNull(store, "vectorStore");
      return this;
    }

    /** The lowest similarity a retrieved leaf may have; default 0 (all), in [0, 1]. */
    public Builder similarityThreshold(double threshold) {
      this.similarityThreshold = unitInterval("similarityThreshold", threshold);
      return this;
    }

    /** A filter on the leaves' metadata, passed to the store; default none. */
    public Builder filterExpression(Filter.Expression filter) {
      this.filter = filter;
      return this;
    }

    /**
     * Text put before the query when the store embeds it (e.g. bge's "Represent this sentence
     * for searching relevant passages: "); default none.
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
    public WracSmallToBigDocumentRetriever build() {
      requireComplete("WracSmallToBigDocumentRetriever", store == null ? "vectorStore" : null);
      return new WracSmallToBigDocumentRetriever(this, parents(), placement(), leaves());
    }
  }
}
