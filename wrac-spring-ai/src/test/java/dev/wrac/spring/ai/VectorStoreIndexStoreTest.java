package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.index.Cleanup;
import dev.wrac.index.Embedder;
import dev.wrac.index.IndexResult;
import dev.wrac.index.IndexStoreException;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.JdbcParentStore;
import dev.wrac.index.Sources;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.FolderEdits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.document.Document;
import org.springframework.ai.document.DocumentMetadata;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.ai.rag.Query;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.ai.vectorstore.filter.Filter;

/**
 * {@link VectorStoreIndexStore} kept in sync by wrac-index's {@link Indexer}, all real: the
 * examples copied to a folder and edited there, a {@link SimpleVectorStore} embedding with
 * bge-small in process (every embedding counted at the model), the parents in a
 * {@link JdbcParentStore} on H2, the ledger in an H2 file. After every run both stores equal
 * those of a from-scratch index of the folder as it is then (fresh stores, fresh ledger).
 */
class VectorStoreIndexStoreTest {
  private static final String MODEL = "bge-small-en-v1.5";
  private static final AtomicInteger DATABASES = new AtomicInteger();

  @TempDir
  Path dir;

  @Test
  void eachEditSyncsBothStoresToTheFromScratchStateEmbeddingOnlyWhatChanged() {
    Path docs = FolderEdits.copy(Path.of("..", "examples", "docs"), dir.resolve("docs"));
    CountingModel model = new CountingModel();
    Synced synced = new Synced(model, dir.resolve("ledger"));
    try (synced) {
      IndexResult first = synced.run(docs);
      State scratch = fromScratch(docs);
      assertThat(synced.state()).isEqualTo(scratch);
      assertThat(scratch.vectors()).hasSize(10);             // the leaves
      assertThat(scratch.units()).hasSize(15);               // and their parents
      assertThat(first.added()).isEqualTo(15);
      assertThat(model.embeddedIds()).isEqualTo(scratch.vectors().keySet());
      assertThat(first.embedded()).isEqualTo(model.embedded()).isEqualTo(10);
      print("from scratch", first, model);

      // a second identical run writes and embeds nothing
      model.reset();
      IndexResult again = synced.run(docs);
      assertThat(again.added() + again.updated() + again.deleted() + again.embedded()).isZero();
      assertThat(again.unchanged()).isEqualTo(15);
      assertThat(model.embedded()).isZero();
      assertThat(synced.state()).isEqualTo(scratch);

      editAndCheck(synced, model, docs, "a paragraph changed",
          d -> FolderEdits.replace(d.resolve("password-policy.md"), "at least 14 characters long",
              "at least 16 characters long"));
      editAndCheck(synced, model, docs, "a section added",
          d -> FolderEdits.append(d.resolve("kettle-user-guide.md"), "\n## Storage\n\nStore the kettle "
              + "empty and dry, with its lid open, in a cupboard.\n"));
      // the kettle guide's first paragraph grows: every later leaf of it moves (its span), and
      // a VectorStore cannot rewrite metadata alone, so those are embedded again and counted
      IndexResult moved = editAndCheck(synced, model, docs, "the guide's first sentence longer",
          d -> FolderEdits.replace(d.resolve("kettle-user-guide.md"), "choosing the Aurora kettle.",
              "choosing the Aurora kettle, made to last."));
      assertThat(moved.updated()).isPositive();
      assertThat(moved.embedded()).isGreaterThan(moved.added());
      editAndCheck(synced, model, docs, "a document deleted",
          d -> FolderEdits.move(d.resolve("travel-insurance-faq.md"), null));
      editAndCheck(synced, model, docs, "a document renamed",
          d -> FolderEdits.move(d.resolve("reset-your-router.md"), d.resolve("network/reset-your-router.md")));

      // the synced stores answer with cited units
      List<Document> answer = WracSmallToBigDocumentRetriever.builder()
          .vectorStore(synced.vectorStore).parentStore(synced.parents)
          .queryPrefix(SharedBge.QUERY_PREFIX).budgetTokens(512).build()
          .retrieve(new Query("How do I descale the kettle?"));
      assertThat(answer).isNotEmpty();
      Document best = answer.get(0);
      System.out.println("How do I descale the kettle? " + best.getMetadata() + "\n"
          + best.getText());
      assertThat(best.getText()).containsIgnoringCase("descal");
      assertThat(best.getMetadata())
          .containsEntry(ChunkMetadata.DOCUMENT, "kettle-user-guide.md")
          .containsKeys(ChunkMetadata.HEADING_PATH, ChunkMetadata.LINE);
      assertThat(best.getMetadata().get(ChunkMetadata.HEADING_PATH).toString())
          .contains("Descal");
      assertThat((Integer) best.getMetadata().get(ChunkMetadata.LINE)).isPositive();
    }
  }

  @Test
  void aStoreThatRefusesAWriteFailsTheRunAndTheNextRunRepairs() {
    Path docs = FolderEdits.copy(Path.of("..", "examples", "docs"), dir.resolve("docs"));
    CountingModel model = new CountingModel();
    RefusingOnce refusing = new RefusingOnce(SimpleVectorStore.builder(model).build());
    Synced synced = new Synced(refusing, model, dir.resolve("ledger"));
    try (synced) {
      // from scratch, the second document's add refused: the first is done, the second's
      // parents are written and its leaves are not
      refusing.refuseAdd(2);
      assertThatThrownBy(() -> synced.run(docs))
          .isInstanceOf(IndexStoreException.class)
          .hasMessageContaining("VectorStoreIndexStore(SimpleVectorStore)")
          .hasMessageContaining("refused to upsert")
          .hasMessageContaining("add refused on purpose")
          .hasMessageNotContaining("\n");
      model.reset();
      IndexResult repaired = synced.run(docs);
      assertThat(repaired.repaired()).isPositive();
      assertThat(repaired.embedded()).isEqualTo(model.embedded());
      assertThat(synced.state()).isEqualTo(fromScratch(docs));
      print("repaired from scratch", repaired, model);

      // an edit run (a rename: adds, then deletes) refused at its first add
      FolderEdits.move(docs.resolve("reset-your-router.md"), docs.resolve("network/reset-your-router.md"));
      refusing.refuseAdd(1);
      assertThatThrownBy(() -> synced.run(docs)).isInstanceOf(IndexStoreException.class);
      model.reset();
      IndexResult next = synced.run(docs);
      assertThat(next.repaired()).isPositive();
      State scratch = fromScratch(docs);
      assertThat(synced.state()).isEqualTo(scratch);
      assertThat(next.embedded()).isEqualTo(model.embedded());
      print("repaired after a rename", next, model);
      IndexResult quiet = synced.run(docs);
      assertThat(quiet.added() + quiet.updated() + quiet.deleted() + quiet.embedded()).isZero();
    }
  }

  @Test
  void writingAUnitTwiceLeavesOneEntryInEachStore() {
    for (boolean replaces : new boolean[] {false, true}) {
      SimpleVectorStore vectors = SimpleVectorStore.builder(SharedBge.MODEL).build();
      ParentStore parents = ParentStore.inMemory();
      VectorStoreIndexStore store = VectorStoreIndexStore.builder().vectorStore(vectors)
          .parentStore(parents).modelName(MODEL).addReplacesById(replaces).build();
      IndexedUnit leaf = unit("leaf-1", 0, "parent-1", "Descale the kettle monthly.")
          .withVector(store.embedder().embed("Descale the kettle monthly."));
      IndexedUnit parent = unit("parent-1", 1, null, "Care. Descale the kettle monthly.");

      store.upsert(List.of(leaf, parent));
      store.upsert(List.of(leaf, parent));
      assertThat(all(vectors)).extracting(Document::getId).containsExactly("leaf-1");
      assertThat(parents.get("leaf-1").citation().document()).isEqualTo("guide.md");
      assertThat(parents.get("parent-1").text()).isEqualTo("Care. Descale the kettle monthly.");

      // the same id as a record: no longer a vector
      store.upsert(List.of(leaf.withVector(null)));
      assertThat(all(vectors)).isEmpty();
      assertThat(parents.find("leaf-1")).isPresent();

      store.delete(List.of("leaf-1", "parent-1", "never-stored"));
      assertThat(parents.find("leaf-1")).isEmpty();
      assertThat(parents.find("parent-1")).isEmpty();
    }
  }

  @Test
  void aUnitEmbeddedElsewhereIsRefusedNamingIt() {
    VectorStoreIndexStore store = VectorStoreIndexStore.builder()
        .vectorStore(SimpleVectorStore.builder(SharedBge.MODEL).build())
        .parentStore(ParentStore.inMemory()).modelName(MODEL).build();
    IndexedUnit embedded = unit("leaf-1", 0, null, "text").withVector(new float[] {1f, 0f});
    assertThatThrownBy(() -> store.upsert(List.of(embedded)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Unit leaf-1 of 'guide.md' carries a 2-dimensional vector, but a Spring AI "
            + "VectorStore embeds what it is given itself: build the Indexer with "
            + ".embedder(store.embedder())");
    assertThat(store.embedder().name()).isEqualTo(MODEL);
    assertThat(store.embedder().embedAll(List.of("a", "b"))).hasSize(2)
        .allSatisfy(v -> assertThat(v).isEmpty());
    assertThat(store.canUpdateFields()).isFalse();
  }

  @Test
  void theBuilderNamesWhatIsMissingAndRefusesABlankModelName() {
    assertThatThrownBy(() -> VectorStoreIndexStore.builder().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("VectorStoreIndexStore needs vectorStore, parentStore, modelName");
    assertThatThrownBy(() -> VectorStoreIndexStore.builder().modelName(" "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("modelName must be 1 to 200 characters, not blank, was ' '");
  }

  // --- the stores, synced and from scratch

  /** A vector store, a parent store on H2, a ledger and the indexer over them. */
  private static final class Synced implements AutoCloseable {
    final VectorStore vectorStore;
    final ParentStore parents;
    final DataSource parentsDatabase;
    final VectorStoreIndexStore store;
    final JdbcLedger ledger;
    final Indexer indexer;

    Synced(EmbeddingModel model, Path ledgerFile) {
      this(SimpleVectorStore.builder(model).build(), model, ledgerFile);
    }

    Synced(VectorStore vectorStore, EmbeddingModel model, Path ledgerFile) {
      this.vectorStore = vectorStore;
      JdbcDataSource h2 = new JdbcDataSource();
      h2.setURL("jdbc:h2:mem:spring-index-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
      this.parentsDatabase = h2;
      this.parents = JdbcParentStore.create(h2);
      // the example of docs/indexing.md's Spring AI section
      store = VectorStoreIndexStore.builder()
          .vectorStore(vectorStore)                  // SimpleVectorStore.builder(model).build()
          .parentStore(parents)                      // JdbcParentStore.create(dataSource)
          .modelName("bge-small-en-v1.5")            // what the vector store embeds with
          .build();
      ledger = JdbcLedger.h2(ledgerFile);
      indexer = Indexer.builder()
          .spec(ChunkerSpec.parse("levels=structural>top-sections"))
          .store(store).ledger(ledger)
          .embedder(store.embedder())                // names the model; the store embeds
          .cleanup(Cleanup.FULL)
          .build();
    }

    IndexResult run(Path docs) {
      return indexer.run(Sources.folder(docs));
    }

    State state() {
      return new State(all(vectorStore), rows(parentsDatabase));
    }

    @Override
    public void close() {
      ledger.close();
    }
  }

  /**
   * What the stores hold: each vector store document (id to text and metadata) and each parent
   * store row (id to every column).
   */
  private record State(Map<String, Doc> vectors, Map<String, String> units) {
    State(List<Document> documents, Map<String, String> units) {
      this(documents(documents), units);
    }

    private static Map<String, Doc> documents(List<Document> documents) {
      Map<String, Doc> out = new TreeMap<>();
      for (Document d : documents) {
        Map<String, Object> m = new TreeMap<>(d.getMetadata());
        m.remove(DocumentMetadata.DISTANCE.value());   // the search's, not the store's
        out.put(d.getId(), new Doc(d.getText(), m));
      }
      return out;
    }
  }

  /** A vector store document's text and metadata. */
  private record Doc(String text, Map<String, Object> metadata) {}

  private State fromScratch(Path docs) {
    Path ledger = dir.resolve("scratch-" + DATABASES.incrementAndGet());
    try (Synced scratch = new Synced(SharedBge.MODEL, ledger)) {
      scratch.run(docs);
      return scratch.state();
    }
  }

  private IndexResult editAndCheck(Synced synced, CountingModel model, Path docs, String edit,
      Consumer<Path> change) {
    State before = synced.state();
    change.accept(docs);
    model.reset();
    IndexResult r = synced.run(docs);
    State scratch = fromScratch(docs);
    assertThat(synced.state()).as(edit).isEqualTo(scratch);
    // embedded: the documents the vector store did not hold as they are now; a leaf whose
    // metadata moved (its parent's id) is embedded again, since a VectorStore cannot update
    // metadata alone
    Set<String> changed = new TreeSet<>();
    scratch.vectors().forEach((id, doc) -> {
      if (!doc.equals(before.vectors().get(id))) {
        changed.add(id);
      }
    });
    assertThat(model.embeddedIds()).as(edit + ": embedded ids").isEqualTo(changed);
    assertThat(r.embedded()).as(edit + ": embedded").isEqualTo(model.embedded());
    Set<String> newIds = new HashSet<>(scratch.vectors().keySet());
    newIds.removeAll(before.vectors().keySet());
    assertThat(model.embeddedIds()).as(edit).containsAll(newIds);
    for (String id : model.embeddedIds()) {
      if (!newIds.contains(id)) {
        // embedded again only because its metadata moved: same text
        assertThat(scratch.vectors().get(id).text()).as(edit + ": moved " + id)
            .isEqualTo(before.vectors().get(id).text());
      }
    }
    assertThat(model.embedded()).as(edit).isLessThan(scratch.vectors().size());
    print(edit + " (" + newIds.size() + " new leaf ids)", r, model);
    model.reset();
    IndexResult again = synced.run(docs);
    assertThat(again.added() + again.updated() + again.deleted() + again.embedded())
        .as(edit + ": a second run changes nothing").isZero();
    assertThat(model.embedded()).isZero();
    return r;
  }

  private static void print(String step, IndexResult r, CountingModel model) {
    System.out.println(step + ": " + r.toJson() + ", embedded at the model: "
        + model.embedded());
  }

  /** Every document of a store: a search with no threshold and a topK above its size. */
  private static List<Document> all(VectorStore store) {
    return store.similaritySearch(SearchRequest.builder().query("kettle").topK(10_000)
        .similarityThresholdAll().build());
  }

  /** Every row of a {@link JdbcParentStore}'s table, id to all its columns. */
  private static Map<String, String> rows(DataSource database) {
    Map<String, String> out = new TreeMap<>();
    try (Connection c = database.getConnection(); Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT * FROM " + JdbcParentStore.DEFAULT_TABLE)) {
      int columns = r.getMetaData().getColumnCount();
      while (r.next()) {
        List<String> row = new ArrayList<>();
        for (int i = 1; i <= columns; i++) {
          row.add(r.getMetaData().getColumnLabel(i) + "=" + r.getString(i));
        }
        out.put(r.getString("unit_id"), String.join(", ", row));
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  private static IndexedUnit unit(String id, int level, String parentId, String text) {
    return new IndexedUnit(id, "guide.md", "guide.md", level, parentId, 0, text, text, 5,
        List.of("Care"), new SourceSpan(0, text.length(), 1, 1), null);
  }

  // --- the real model, counted; a store that refuses one add

  /** bge-small, recording the id of every document it embeds (queries are not counted). */
  private static final class CountingModel implements EmbeddingModel {
    private final List<String> ids = Collections.synchronizedList(new ArrayList<>());

    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
      return SharedBge.MODEL.call(request);
    }

    @Override
    public float[] embed(Document document) {
      ids.add(document.getId());
      return SharedBge.MODEL.embed(document);
    }

    @Override
    public int dimensions() {
      return SharedBge.MODEL.dimensions();
    }

    int embedded() {
      return ids.size();
    }

    Set<String> embeddedIds() {
      Set<String> out = new TreeSet<>(ids);
      assertThat(out).as("no document embedded twice").hasSize(ids.size());
      return out;
    }

    void reset() {
      ids.clear();
    }
  }

  /** A vector store that throws on its n-th {@code add} from when it is told, once. */
  private static final class RefusingOnce implements VectorStore {
    private final VectorStore store;
    private int refuseAt;

    RefusingOnce(VectorStore store) {
      this.store = store;
    }

    void refuseAdd(int nth) {
      refuseAt = nth;
    }

    @Override
    public void add(List<Document> documents) {
      if (refuseAt > 0 && --refuseAt == 0) {
        throw new IllegalStateException("add refused on purpose");
      }
      store.add(documents);
    }

    @Override
    public void delete(List<String> ids) {
      store.delete(ids);
    }

    @Override
    public void delete(Filter.Expression filter) {
      store.delete(filter);
    }

    @Override
    public List<Document> similaritySearch(SearchRequest request) {
      return store.similaritySearch(request);
    }

    @Override
    public String getName() {
      return store.getName();
    }
  }

}
