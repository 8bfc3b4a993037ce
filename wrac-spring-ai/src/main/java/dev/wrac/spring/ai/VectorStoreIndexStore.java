package dev.wrac.spring.ai;

import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.index.Embedder;
import dev.wrac.index.IndexStore;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * An {@link IndexStore} over any Spring AI {@link VectorStore} and a {@link ParentStore}: what
 * an {@link Indexer} keeps in sync for {@link WracSmallToBigDocumentRetriever}. The units with
 * a vector (the leaves) go to the vector store, every unit (leaves and parents) with its
 * citation to the parent store.
 *
 * <pre>{@code
 * VectorStoreIndexStore store = VectorStoreIndexStore.builder()
 *     .vectorStore(vectorStore)                  // any VectorStore; it embeds what it is given
 *     .parentStore(parents)                      // JdbcParentStore.create(dataSource), ...
 *     .modelName("bge-small-en-v1.5")            // the vector store's EmbeddingModel
 *     .build();
 * try (JdbcLedger ledger = JdbcLedger.h2(Path.of("index/ledger"))) {
 *   Indexer.builder()
 *       .spec(ChunkerSpec.parse("levels=structural>top-sections"))
 *       .store(store).ledger(ledger)
 *       .embedder(store.embedder())              // the store embeds: this names and counts
 *       .cleanup(Cleanup.FULL)
 *       .build()
 *       .run(Sources.folder(Path.of("docs")));
 * }
 * DocumentRetriever retriever = WracSmallToBigDocumentRetriever.builder()
 *     .vectorStore(vectorStore).parentStore(parents).budgetTokens(1024).build();
 * }</pre>
 *
 * <p><b>The vector store embeds.</b> Spring AI 1.1's {@link Document} has no embedding: every
 * {@code VectorStore} embeds the documents given to {@link VectorStore#add} with its own
 * {@code EmbeddingModel} ({@code SimpleVectorStore.add} calls {@code embed(document)} for each
 * one), and no vector made elsewhere can be handed to it. So this store's {@link #embedder()}
 * computes nothing: it carries the model's {@link Builder#modelName name}, which the ledger
 * records (a run with another name is refused, as for any model change), and returns an empty
 * vector per text, a marker that the unit is to be embedded. The indexer hands the embedder
 * exactly the units it then {@link #upsert upserts} with a vector, so
 * {@link dev.wrac.index.IndexResult#embedded()} is the number of texts the vector store
 * embeds. A unit carrying a real vector (from another {@link Embedder}) is refused, naming it:
 * the store would embed it a second time, with a model the ledger does not name.
 *
 * <p><b>Documents.</b> Each unit with a vector becomes a {@link Document} with id the unit's id
 * ({@link IndexedUnit#id()}, content-derived), text its {@link IndexedUnit#embedText()} and
 * metadata its citation and place ({@link IndexedUnit#metadata()}: {@code wrac_document},
 * {@code wrac_source_id}, {@code wrac_unit_id}, {@code wrac_level}, {@code wrac_parent_id},
 * {@code wrac_heading_path}, {@code wrac_start}, {@code wrac_line}, ..., strings and
 * integers a filter expression can test). Each unit, with or without a vector, is put in the
 * parent store as a {@link StoredUnit} with its verbatim {@link IndexedUnit#text()}, tokens,
 * parent and {@link Citation}.
 *
 * <p><b>Writes.</b> {@link #upsert} puts the units in the parent store, deletes their ids from
 * the vector store (unless {@link Builder#addReplacesById} says {@code add} replaces; a record's
 * id is always deleted there, in case it once was a vector), then adds the documents; so writing
 * a unit twice leaves one entry in each store. {@link #delete} deletes from the vector store,
 * then from the parent store. In that order a leaf found by a search always has its units in the
 * parent store. A store that throws stops the indexer's run; its ledger holds the intent, and
 * the next run repairs both stores (deleting and re-writing by id).
 *
 * <p><b>No field updates</b> ({@link #canUpdateFields()} false): a {@code VectorStore} cannot
 * rewrite a document's metadata without embedding it again, and a unit whose position or
 * parent moved must not keep stale metadata (filters read it). The indexer then upserts such a
 * unit, embedded again by the vector store, and counts it in {@code embedded}.
 *
 * <p>Not thread-safe beyond what the two stores are: one indexer run writes from one thread.
 */
public final class VectorStoreIndexStore implements IndexStore {
  private final VectorStore vectorStore;
  private final ParentStore parentStore;
  private final String modelName;
  private final boolean addReplacesById;
  private final Embedder embedder;

  private VectorStoreIndexStore(Builder b) {
    this.vectorStore = b.vectorStore;
    this.parentStore = b.parentStore;
    this.modelName = b.modelName;
    this.addReplacesById = b.addReplacesById;
    this.embedder = new StoreEmbedder(modelName);
  }

  /** A builder; the vector store, the parent store and the model name are required. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The {@link Embedder} to build the {@link Indexer} with: named {@link Builder#modelName},
   * it returns an empty vector per text and calls no model, since the vector store embeds the
   * documents itself when they are added (see the class comment).
   */
  public Embedder embedder() {
    return embedder;
  }

  /** The vector store the leaves go to. */
  public VectorStore vectorStore() {
    return vectorStore;
  }

  /** The parent store every unit goes to. */
  public ParentStore parentStore() {
    return parentStore;
  }

  /**
   * Puts every unit in the parent store, then replaces the units with a vector in the vector
   * store, which embeds them.
   *
   * @throws IllegalArgumentException if a unit carries a vector made by another embedder than
   *     {@link #embedder()}
   */
  @Override
  public void upsert(List<IndexedUnit> units) {
    List<StoredUnit> stored = new ArrayList<>(units.size());
    List<Document> documents = new ArrayList<>();
    List<String> records = new ArrayList<>();
    for (IndexedUnit u : units) {
      stored.add(storedUnit(u));
      if (!u.hasVector()) {
        records.add(u.id());
        continue;
      }
      int dimensions = u.vector().length;
      if (dimensions != 0) {
        throw new IllegalArgumentException("Unit " + u.id() + " of '" + u.sourceId()
            + "' carries a " + dimensions + "-dimensional vector, but a Spring AI VectorStore "
            + "embeds what it is given itself: build the Indexer with .embedder(store"
            + ".embedder())");
      }
      documents.add(Document.builder().id(u.id()).text(u.embedText())
          .metadata(WracMetadata.indexed(u)).build());
    }
    if (stored.isEmpty()) {
      return;
    }
    parentStore.putAll(stored);
    List<String> replaced = new ArrayList<>(records);
    if (!addReplacesById) {
      documents.forEach(d -> replaced.add(d.getId()));
    }
    if (!replaced.isEmpty()) {
      vectorStore.delete(replaced);
    }
    if (!documents.isEmpty()) {
      vectorStore.add(documents);
    }
  }

  /** Deletes the ids from the vector store, then from the parent store. */
  @Override
  public void delete(Collection<String> ids) {
    if (ids.isEmpty()) {
      return;
    }
    List<String> list = Collections.unmodifiableList(new ArrayList<>(ids));
    vectorStore.delete(list);
    parentStore.removeAll(list);
  }

  /**
   * {@code false}: a {@code VectorStore} cannot rewrite a document's metadata without embedding
   * it again; the indexer upserts moved units instead (see the class comment).
   */
  @Override
  public boolean canUpdateFields() {
    return false;
  }

  /** {@code VectorStoreIndexStore(}the vector store's name{@code )}, for errors. */
  @Override
  public String name() {
    return "VectorStoreIndexStore(" + vectorStore.getName() + ")";
  }

  @Override
  public String toString() {
    return name() + "[model " + modelName + ", " + parentStore + "]";
  }

  private static StoredUnit storedUnit(IndexedUnit u) {
    return new StoredUnit(u.id(), u.level(), u.parentId(), u.text(), u.tokens(),
        new Citation(u.document(), u.headingPath(), u.span()));
  }

  /** Names the vector store's model; each vector is an empty marker: the store embeds. */
  private record StoreEmbedder(String name) implements Embedder {
    private static final float[] MARKER = new float[0];

    @Override
    public List<float[]> embedAll(List<String> texts) {
      return Collections.nCopies(texts.size(), MARKER);
    }

    @Override
    public String toString() {
      return "Embedder[" + name + ", embedded by the vector store]";
    }
  }

  /**
   * Configures a {@link VectorStoreIndexStore}. Each setter checks its value; {@link #build()}
   * names what is missing.
   */
  public static final class Builder {
    private VectorStore vectorStore;
    private ParentStore parentStore;
    private String modelName;
    private boolean addReplacesById;

    private Builder() {}

    /** The store the units with a vector go to; it embeds them. Required. */
    public Builder vectorStore(VectorStore vectorStore) {
      this.vectorStore = Objects.requireNonNull(vectorStore, "vectorStore");
      return this;
    }

    /**
     * The store every unit goes to with its text and citation, where
     * {@link WracSmallToBigDocumentRetriever} places them; it must implement
     * {@link ParentStore#removeAll} (this library's stores do). Required.
     */
    public Builder parentStore(ParentStore parentStore) {
      this.parentStore = Objects.requireNonNull(parentStore, "parentStore");
      return this;
    }

    /**
     * The name of the {@code EmbeddingModel} the vector store embeds with
     * ({@code "bge-small-en-v1.5"}, {@code "text-embedding-3-small"}): the name of
     * {@link VectorStoreIndexStore#embedder()}, recorded in the ledger; a later run under
     * another name is refused unless it re-indexes. Required; not blank, at most 200
     * characters.
     *
     * @throws IllegalArgumentException if blank or longer
     */
    public Builder modelName(String modelName) {
      Objects.requireNonNull(modelName, "modelName");
      if (modelName.isBlank() || modelName.length() > 200) {
        throw new IllegalArgumentException("modelName must be 1 to 200 characters, not blank, "
            + "was '" + modelName + "'");
      }
      this.modelName = modelName;
      return this;
    }

    /**
     * Whether the vector store's {@code add} replaces a stored document with the same id
     * ({@code SimpleVectorStore}, and most stores that upsert by id): then
     * {@link VectorStoreIndexStore#upsert upsert} adds without deleting first. Default
     * {@code false}: it deletes the ids, then adds (one more call; a run stopped between the two
     * is repaired by the next), which holds for any store.
     */
    public Builder addReplacesById(boolean replaces) {
      this.addReplacesById = replaces;
      return this;
    }

    /**
     * The store.
     *
     * @throws IllegalStateException naming what is missing
     */
    public VectorStoreIndexStore build() {
      List<String> missing = new ArrayList<>();
      if (vectorStore == null) {
        missing.add("vectorStore");
      }
      if (parentStore == null) {
        missing.add("parentStore");
      }
      if (modelName == null) {
        missing.add("modelName");
      }
      if (!missing.isEmpty()) {
        throw new IllegalStateException("VectorStoreIndexStore needs " + String.join(", ",
            missing));
      }
      return new VectorStoreIndexStore(this);
    }
  }
}
