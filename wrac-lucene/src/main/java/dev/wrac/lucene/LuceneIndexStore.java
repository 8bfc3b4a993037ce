package dev.wrac.lucene;

import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.index.IndexStore;
import dev.wrac.index.IndexedUnit;
import dev.wrac.lucene.internal.LuceneFolder;
import dev.wrac.lucene.internal.Vectors;
import dev.wrac.model.SourceSpan;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.Bits;

/**
 * An {@link IndexStore} on Apache Lucene: the units of wrac-index under a folder, leaves (and
 * any embedded level) with an HNSW vector, parents as records, searchable by vector and by id.
 *
 * <pre>{@code
 * try (LuceneIndexStore store = LuceneIndexStore.open(Path.of("index/lucene"))) {
 *   indexer.store(store)...build().run(Sources.folder(Path.of("docs")));
 *   List<LuceneIndexStore.Hit> hits = store.search(embedder.embed(question), 20);
 *   List<SmallToBig.Placement> units = SmallToBig.budgetTokens(1024).placeHits(
 *       hits.stream().map(LuceneIndexStore.Hit::scoredLeaf).toList(), store.parents());
 * }
 * }</pre>
 *
 * <p>Every write call ({@link #upsert}, {@link #delete}, {@link #updateFields}) is committed
 * (fsynced) before it returns, all of it or nothing, so the {@link dev.wrac.index.Indexer}'s
 * crash protocol holds: a process killed during a call leaves the last commit. An upsert
 * replaces by id ({@code IndexWriter.updateDocument} on the {@code id} term). Reopening the
 * folder sees every committed write. The stored vector is kept as written (bytes beside the
 * HNSW field), so {@link #updateFields} rewrites a unit's fields without embedding it again
 * ({@link #canUpdateFields()} true).
 *
 * <p>One writer at a time: a folder another process (or another open store) writes is refused
 * with {@link LuceneIndexLockedException}; {@link #openReadOnly} searches the last commit
 * without the lock. A folder that is not such an index is refused with
 * {@link NotALuceneIndexException}, a vector of another dimension than the index's with
 * {@link VectorDimensionException}, a model other than the one recorded (see
 * {@link Builder#model}) with {@link LuceneException}. Thread-safe.
 */
public final class LuceneIndexStore implements IndexStore, AutoCloseable {
  /** What {@link LuceneFolder} records as this store's kind. */
  static final String KIND = "units";

  private static final String SOURCE_ID = "source_id";
  private static final String DOCUMENT = "document";
  private static final String LEVEL = "level";
  private static final String PARENT_ID = "parent_id";
  private static final String INDEX = "index";
  private static final String TEXT = "text";
  private static final String EMBED_TEXT = "embed_text";
  private static final String TOKENS = "tokens";
  private static final String HEADING = "heading";
  private static final String SPAN = "span";
  private static final String VECTOR_BYTES = "vector_bytes";

  private final LuceneFolder folder;

  private LuceneIndexStore(LuceneFolder folder) {
    this.folder = folder;
  }

  /**
   * Opens the index under {@code folder} for writing, creating it when the folder is missing
   * or empty.
   *
   * @throws NotALuceneIndexException   if the folder holds something else
   * @throws LuceneIndexLockedException if another writer holds it
   */
  public static LuceneIndexStore open(Path folder) {
    return builder(folder).build();
  }

  /**
   * Opens the index under {@code folder} to read its last commit (no lock: another process may
   * be writing); the write methods throw {@link UnsupportedOperationException}.
   *
   * @throws NotALuceneIndexException if there is no such index
   */
  public static LuceneIndexStore openReadOnly(Path folder) {
    return builder(folder).readOnly(true).build();
  }

  /** A builder for the index under {@code folder}. */
  public static Builder builder(Path folder) {
    return new Builder(Objects.requireNonNull(folder, "folder"));
  }

  /** One search result: a unit with a vector and its cosine similarity to the query. */
  public record Hit(IndexedUnit unit, double score) {
    public Hit {
      Objects.requireNonNull(unit, "unit");
    }

    /** The hit as {@link dev.wrac.hierarchy.SmallToBig} ranks it. */
    public dev.wrac.hierarchy.ScoredLeaf scoredLeaf() {
      return new dev.wrac.hierarchy.ScoredLeaf(unit.id(), score);
    }
  }

  @Override
  public void upsert(List<IndexedUnit> units) {
    Objects.requireNonNull(units, "units");
    if (units.isEmpty()) {
      return;
    }
    folder.write(w -> {
      for (IndexedUnit u : units) {
        float[] v = u.vector();
        if (v != null) {
          folder.checkDimension(v, "unit " + u.id() + " of '" + u.sourceId() + "'");
        }
        w.update(u.id(), document(u, v));
      }
    });
  }

  @Override
  public void delete(Collection<String> ids) {
    Objects.requireNonNull(ids, "ids");
    if (ids.isEmpty()) {
      return;
    }
    folder.write(w -> {
      for (String id : new LinkedHashSet<>(ids)) {
        w.delete(id);
      }
    });
  }

  /** {@inheritDoc} True: the stored vector is read back and written with the new fields. */
  @Override
  public boolean canUpdateFields() {
    return true;
  }

  /** {@inheritDoc} A unit not held is ignored (nothing to keep a vector of). */
  @Override
  public void updateFields(List<IndexedUnit> units) {
    Objects.requireNonNull(units, "units");
    if (units.isEmpty()) {
      return;
    }
    folder.write(w -> {
      for (IndexedUnit u : units) {
        Optional<IndexedUnit> held = get(u.id());
        if (held.isPresent()) {
          w.update(u.id(), document(u, held.get().vector()));
        }
      }
    });
  }

  /** The unit with this id, if held (its vector included). */
  public Optional<IndexedUnit> get(String id) {
    Objects.requireNonNull(id, "id");
    return folder.searcher(s -> {
      TopDocs top = s.search(new TermQuery(new Term(LuceneFolder.ID, id)), 1);
      return top.scoreDocs.length == 0 ? Optional.<IndexedUnit>empty()
          : Optional.of(unit(s.storedFields().document(top.scoreDocs[0].doc)));
    });
  }

  /**
   * The {@code k} leaves (level 0) most similar to {@code query} by cosine, best first, by
   * Lucene's HNSW search (approximate, as every HNSW index is).
   *
   * @throws IllegalArgumentException  if {@code k} is not positive
   * @throws VectorDimensionException  if the query's dimension is not the index's
   */
  public List<Hit> search(float[] query, int k) {
    Objects.requireNonNull(query, "query");
    if (k < 1) {
      throw new IllegalArgumentException("k must be at least 1, was " + k);
    }
    folder.checkQuery(query);
    return folder.searcher(s -> {
      TopDocs top = s.search(new KnnFloatVectorQuery(LuceneFolder.VECTOR, query, k,
          IntPoint.newExactQuery(LEVEL, 0)), k);
      StoredFields fields = s.storedFields();
      List<Hit> hits = new ArrayList<>();
      for (ScoreDoc d : top.scoreDocs) {
        // Lucene's cosine score is (1 + cosine) / 2
        hits.add(new Hit(unit(fields.document(d.doc)), 2.0 * d.score - 1.0));
      }
      return hits;
    });
  }

  /** Every unit held, by id in ascending order: a snapshot of the last commit. */
  public Map<String, IndexedUnit> snapshot() {
    return folder.searcher(s -> {
      Map<String, IndexedUnit> all = new TreeMap<>();
      forEachDocument(s, d -> {
        IndexedUnit u = unit(d);
        all.put(u.id(), u);
      });
      return all;
    });
  }

  /** Number of units held, records included. */
  public int size() {
    return folder.searcher(s -> s.getIndexReader().numDocs());
  }

  /** The vector dimension of the index; 0 while it holds no vector. */
  public int dimension() {
    return folder.dimension();
  }

  /** The embedding model recorded with the index ({@link Builder#model}), if any. */
  public Optional<String> model() {
    return Optional.ofNullable(folder.model());
  }

  /** The index's folder. */
  public Path folder() {
    return folder.path();
  }

  /**
   * The units as a {@link ParentStore}, for {@link dev.wrac.hierarchy.SmallToBig}: every unit
   * (leaves and parents) by id with its verbatim text, tokens and {@link Citation}. Read-only:
   * the index is written through this store, so {@code putAll} and {@code removeAll} throw
   * {@link UnsupportedOperationException}.
   */
  public ParentStore parents() {
    return new ParentStore() {
      @Override
      public Optional<StoredUnit> find(String id) {
        return LuceneIndexStore.this.get(id).map(LuceneIndexStore::storedUnit);
      }

      @Override
      public void putAll(Collection<StoredUnit> units) {
        throw new UnsupportedOperationException("The parents of " + LuceneIndexStore.this
            + " are written by its IndexStore methods (an Indexer), not by putAll");
      }

      @Override
      public void removeAll(Collection<String> ids) {
        throw new UnsupportedOperationException("The parents of " + LuceneIndexStore.this
            + " are deleted by its IndexStore methods (an Indexer), not by removeAll");
      }

      @Override
      public String toString() {
        return "parents of " + LuceneIndexStore.this;
      }
    };
  }

  /** The unit as a parent store holds it: text, tokens, citation. */
  public static StoredUnit storedUnit(IndexedUnit u) {
    return new StoredUnit(u.id(), u.level(), u.parentId(), u.text(), u.tokens(),
        new Citation(u.document(), u.headingPath(), u.span()));
  }

  @Override
  public String name() {
    return "lucene " + folder.path();
  }

  @Override
  public void close() {
    folder.close();
  }

  @Override
  public String toString() {
    return "LuceneIndexStore[" + folder.path() + (folder.writable() ? "" : ", read-only")
        + "]";
  }

  // --- the document of a unit -----------------------------------------------------------------

  private static Document document(IndexedUnit u, float[] vector) {
    Document d = new Document();
    d.add(new StringField(LuceneFolder.ID, u.id(), Field.Store.YES));
    d.add(new StringField(SOURCE_ID, u.sourceId(), Field.Store.YES));
    d.add(new StoredField(DOCUMENT, u.document()));
    d.add(new IntPoint(LEVEL, u.level()));
    d.add(new StoredField(LEVEL, u.level()));
    if (u.parentId() != null) {
      d.add(new StoredField(PARENT_ID, u.parentId()));
    }
    d.add(new StoredField(INDEX, u.index()));
    d.add(new StoredField(TEXT, u.text()));
    d.add(new StoredField(EMBED_TEXT, u.embedText()));
    d.add(new StoredField(TOKENS, u.tokens()));
    for (String h : u.headingPath()) {
      d.add(new StoredField(HEADING, h)); // stored values of one field keep their order
    }
    SourceSpan sp = u.span();
    for (int x : new int[] {sp.start(), sp.end(), sp.line(), sp.endLine(), sp.page(),
        sp.endPage()}) {
      d.add(new StoredField(SPAN, x));
    }
    if (vector != null) {
      d.add(new KnnFloatVectorField(LuceneFolder.VECTOR, vector,
          VectorSimilarityFunction.COSINE));
      d.add(new StoredField(VECTOR_BYTES, Vectors.bytes(vector)));
    }
    return d;
  }

  private static IndexedUnit unit(Document d) {
    IndexableField[] span = d.getFields(SPAN);
    List<String> headings = new ArrayList<>();
    for (IndexableField h : d.getFields(HEADING)) {
      headings.add(h.stringValue());
    }
    IndexableField vector = d.getField(VECTOR_BYTES);
    return new IndexedUnit(d.get(LuceneFolder.ID), d.get(SOURCE_ID), d.get(DOCUMENT),
        d.getField(LEVEL).numericValue().intValue(), d.get(PARENT_ID),
        d.getField(INDEX).numericValue().intValue(), d.get(TEXT), d.get(EMBED_TEXT),
        d.getField(TOKENS).numericValue().intValue(), headings,
        new SourceSpan(span[0].numericValue().intValue(), span[1].numericValue().intValue(),
            span[2].numericValue().intValue(), span[3].numericValue().intValue(),
            span[4].numericValue().intValue(), span[5].numericValue().intValue()),
        vector == null ? null : Vectors.floats(vector.binaryValue()));
  }

  /** Calls {@code each} with every live document of the searcher's commit. */
  static void forEachDocument(IndexSearcher s, DocumentConsumer each) throws IOException {
    for (LeafReaderContext leaf : s.getIndexReader().leaves()) {
      Bits live = leaf.reader().getLiveDocs();
      StoredFields fields = leaf.reader().storedFields();
      for (int i = 0; i < leaf.reader().maxDoc(); i++) {
        if (live == null || live.get(i)) {
          each.accept(fields.document(i));
        }
      }
    }
  }

  /** A consumer of stored documents that may fail reading. */
  @FunctionalInterface
  interface DocumentConsumer {
    void accept(Document d) throws IOException;
  }

  /** Options of a {@link LuceneIndexStore}: read-only, and the model it is recorded with. */
  public static final class Builder {
    private final Path folder;
    private boolean readOnly;
    private String model;
    private UnaryOperator<Directory> wrap;

    private Builder(Path folder) {
      this.folder = folder;
    }

    /** Read the last commit only, without the write lock; default false. */
    public Builder readOnly(boolean readOnly) {
      this.readOnly = readOnly;
      return this;
    }

    /**
     * The embedding model the vectors are made with (the indexer's {@code Embedder.name()}):
     * recorded with the index at its next write, and an index recorded with another model is
     * refused at {@link #build()}. Default: none, nothing checked.
     *
     * @throws IllegalArgumentException if {@code model} is blank
     */
    public Builder model(String model) {
      if (Objects.requireNonNull(model, "model").isBlank()) {
        throw new IllegalArgumentException("model must not be blank");
      }
      this.model = model;
      return this;
    }

    /** Tests: the Lucene directory wrapped (a hook at each file written), merges serial. */
    Builder wrapDirectory(UnaryOperator<Directory> wrap) {
      this.wrap = wrap;
      return this;
    }

    /**
     * Opens the index.
     *
     * @throws NotALuceneIndexException   if the folder holds something else (or, read-only,
     *                                    no index)
     * @throws LuceneIndexLockedException if another writer holds it
     * @throws LuceneException            if it was recorded with another model
     */
    public LuceneIndexStore build() {
      LuceneFolder f = LuceneFolder.open(folder, KIND, readOnly, wrap);
      String held = f.model();
      if (model != null && held != null && !held.equals(model)) {
        f.close();
        throw new LuceneException("Lucene index '" + folder + "' was made with model '" + held
            + "', this run uses '" + model + "': use that model, or index into a new folder");
      }
      if (model != null && !readOnly) {
        f.model(model);
      }
      return new LuceneIndexStore(f);
    }
  }
}
