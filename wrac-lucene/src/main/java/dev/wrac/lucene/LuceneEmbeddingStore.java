package dev.wrac.lucene;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingSearchResult;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.langchain4j.store.embedding.filter.Filter;
import dev.wrac.lucene.internal.LuceneFolder;
import dev.wrac.lucene.internal.Vectors;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;

/**
 * A langchain4j {@link EmbeddingStore} on Apache Lucene: entries (id, vector, text segment with
 * its metadata) under a folder, searched by Lucene's HNSW vectors, kept on disk. Needs
 * {@code langchain4j-core} on the class path (an optional dependency of wrac-lucene).
 *
 * <pre>{@code
 * try (LuceneEmbeddingStore store = LuceneEmbeddingStore.open(Path.of("index/segments"))) {
 *   store.addAll(ids, embeddings, segments);          // replaces entries with the same ids
 *   List<EmbeddingMatch<TextSegment>> top = store.search(EmbeddingSearchRequest.builder()
 *       .queryEmbedding(model.embed(question).content()).maxResults(5).build()).matches();
 * }
 * }</pre>
 *
 * <p>Every write call commits (fsynced) before it returns, all of it or nothing, and
 * {@code add}/{@code addAll} with an id replace the entry with that id, so wrac-langchain4j's
 * {@code LangChain4jIndexStore} over this store is kept in sync by the indexer, crash-safe.
 * Scores are langchain4j's relevance, {@code (1 + cosine) / 2}; matches carry their embedding
 * (so {@code LangChain4jIndexStore.Builder.readVectorsBack} works). A search with a metadata
 * filter is exact (every entry tested), one without it approximate (HNSW). Metadata keeps its
 * types (string, UUID, int, long, float, double). Errors are those of
 * {@link LuceneIndexStore}: {@link NotALuceneIndexException}, {@link LuceneIndexLockedException},
 * {@link VectorDimensionException}. Thread-safe.
 */
public final class LuceneEmbeddingStore implements EmbeddingStore<TextSegment>, AutoCloseable {
  static final String KIND = "segments";

  private static final String TEXT = "text";
  private static final String VECTOR_BYTES = "vector_bytes";
  private static final String META = "m.";
  private static final String UUID_META = "u.";

  private final LuceneFolder folder;

  private LuceneEmbeddingStore(LuceneFolder folder) {
    this.folder = folder;
  }

  /**
   * Opens the store under {@code folder} for writing, creating it when the folder is missing
   * or empty.
   *
   * @throws NotALuceneIndexException   if the folder holds something else
   * @throws LuceneIndexLockedException if another writer holds it
   */
  public static LuceneEmbeddingStore open(Path folder) {
    return new LuceneEmbeddingStore(LuceneFolder.open(folder, KIND, false));
  }

  /**
   * Opens the store under {@code folder} to search its last commit, without the write lock;
   * writes throw {@link UnsupportedOperationException}.
   *
   * @throws NotALuceneIndexException if there is no such store
   */
  public static LuceneEmbeddingStore openReadOnly(Path folder) {
    return new LuceneEmbeddingStore(LuceneFolder.open(folder, KIND, true));
  }

  @Override
  public String add(Embedding embedding) {
    String id = UUID.randomUUID().toString();
    add(id, embedding);
    return id;
  }

  @Override
  public void add(String id, Embedding embedding) {
    addAll(List.of(id), List.of(embedding), null);
  }

  @Override
  public String add(Embedding embedding, TextSegment segment) {
    String id = UUID.randomUUID().toString();
    addAll(List.of(id), List.of(embedding), List.of(segment));
    return id;
  }

  @Override
  public List<String> addAll(List<Embedding> embeddings) {
    List<String> ids = generateIds(embeddings.size());
    addAll(ids, embeddings, null);
    return ids;
  }

  /**
   * Adds the entries, replacing any entry with the same id; {@code segments} may be
   * {@code null} (entries without text).
   *
   * @throws IllegalArgumentException if the lists' sizes differ
   * @throws VectorDimensionException if a vector's dimension is not the store's
   */
  @Override
  public void addAll(List<String> ids, List<Embedding> embeddings, List<TextSegment> segments) {
    Objects.requireNonNull(ids, "ids");
    Objects.requireNonNull(embeddings, "embeddings");
    if (ids.size() != embeddings.size() || (segments != null
        && segments.size() != ids.size())) {
      throw new IllegalArgumentException("addAll: " + ids.size() + " ids, " + embeddings.size()
          + " embeddings" + (segments == null ? "" : ", " + segments.size() + " segments")
          + ": the sizes must be equal");
    }
    if (ids.isEmpty()) {
      return;
    }
    folder.write(w -> {
      for (int i = 0; i < ids.size(); i++) {
        String id = Objects.requireNonNull(ids.get(i), "id");
        float[] v = embeddings.get(i).vector();
        folder.checkDimension(v, "entry " + id);
        w.update(id, document(id, v, segments == null ? null : segments.get(i)));
      }
    });
  }

  @Override
  public void removeAll(Collection<String> ids) {
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

  @Override
  public void removeAll(Filter filter) {
    Objects.requireNonNull(filter, "filter");
    List<String> ids = new ArrayList<>();
    entries().forEach((id, e) -> {
      if (filter.test(e.embedded() == null ? new Metadata() : e.embedded().metadata())) {
        ids.add(id);
      }
    });
    removeAll(ids);
  }

  @Override
  public void removeAll() {
    folder.write(w -> w.deleteAll());
  }

  @Override
  public EmbeddingSearchResult<TextSegment> search(EmbeddingSearchRequest request) {
    float[] query = request.queryEmbedding().vector();
    folder.checkQuery(query);
    int k = request.maxResults();
    double minScore = request.minScore();
    Filter filter = request.filter();
    List<EmbeddingMatch<TextSegment>> matches = new ArrayList<>();
    if (filter == null) {
      folder.searcher(s -> {
        TopDocs top = s.search(new KnnFloatVectorQuery(LuceneFolder.VECTOR, query, k), k);
        StoredFields fields = s.storedFields();
        for (ScoreDoc d : top.scoreDocs) {
          if (d.score >= minScore) {
            matches.add(match(fields.document(d.doc), d.score));
          }
        }
        return null;
      });
    } else {
      // exact: every entry whose metadata passes the filter, scored as Lucene scores cosine
      for (EmbeddingMatch<TextSegment> e : entries().values()) {
        Metadata m = e.embedded() == null ? new Metadata() : e.embedded().metadata();
        if (filter.test(m)) {
          double score = VectorSimilarityFunction.COSINE.compare(query, e.embedding().vector());
          if (score >= minScore) {
            matches.add(new EmbeddingMatch<>(score, e.embeddingId(), e.embedding(),
                e.embedded()));
          }
        }
      }
      matches.sort(Comparator.comparingDouble((EmbeddingMatch<TextSegment> m) -> m.score())
          .reversed().thenComparing(EmbeddingMatch::embeddingId));
      if (matches.size() > k) {
        matches.subList(k, matches.size()).clear();
      }
    }
    return new EmbeddingSearchResult<>(matches);
  }

  /**
   * Every entry, by id in ascending order, each as a match of score 1 with its embedding and
   * segment (or {@code null} segment): a snapshot of the last commit.
   */
  public Map<String, EmbeddingMatch<TextSegment>> entries() {
    return folder.searcher(s -> {
      Map<String, EmbeddingMatch<TextSegment>> all = new TreeMap<>();
      LuceneIndexStore.forEachDocument(s, d -> all.put(d.get(LuceneFolder.ID), match(d, 1.0)));
      return all;
    });
  }

  /** Number of entries. */
  public int size() {
    return folder.searcher(s -> s.getIndexReader().numDocs());
  }

  /** The store's folder. */
  public Path folder() {
    return folder.path();
  }

  @Override
  public void close() {
    folder.close();
  }

  @Override
  public String toString() {
    return "LuceneEmbeddingStore[" + folder.path() + "]";
  }

  private static Document document(String id, float[] vector, TextSegment segment) {
    Document d = new Document();
    d.add(new StringField(LuceneFolder.ID, id, Field.Store.YES));
    d.add(new KnnFloatVectorField(LuceneFolder.VECTOR, vector,
        VectorSimilarityFunction.COSINE));
    d.add(new StoredField(VECTOR_BYTES, Vectors.bytes(vector)));
    if (segment != null) {
      d.add(new StoredField(TEXT, segment.text()));
      for (Map.Entry<String, Object> e : segment.metadata().toMap().entrySet()) {
        Object v = e.getValue();
        String key = e.getKey();
        if (v instanceof Integer i) {
          d.add(new StoredField(META + key, i));
        } else if (v instanceof Long l) {
          d.add(new StoredField(META + key, l));
        } else if (v instanceof Float f) {
          d.add(new StoredField(META + key, f));
        } else if (v instanceof Double x) {
          d.add(new StoredField(META + key, x));
        } else if (v instanceof UUID u) {
          d.add(new StoredField(UUID_META + key, u.toString()));
        } else {
          d.add(new StoredField(META + key, String.valueOf(v)));
        }
      }
    }
    return d;
  }

  private static EmbeddingMatch<TextSegment> match(Document d, double score) {
    Embedding embedding = Embedding.from(Vectors.floats(d.getField(VECTOR_BYTES).binaryValue()));
    String text = d.get(TEXT);
    TextSegment segment = null;
    if (text != null) {
      Metadata m = new Metadata();
      for (IndexableField f : d.getFields()) {
        String name = f.name();
        if (name.startsWith(UUID_META)) {
          m.put(name.substring(UUID_META.length()), UUID.fromString(f.stringValue()));
        } else if (name.startsWith(META)) {
          String key = name.substring(META.length());
          Number n = f.numericValue();
          if (n instanceof Integer i) {
            m.put(key, i);
          } else if (n instanceof Long l) {
            m.put(key, l);
          } else if (n instanceof Float x) {
            m.put(key, x);
          } else if (n instanceof Double x) {
            m.put(key, x);
          } else {
            m.put(key, f.stringValue());
          }
        }
      }
      segment = TextSegment.from(text, m);
    }
    return new EmbeddingMatch<>(score, d.get(LuceneFolder.ID), embedding, segment);
  }
}
