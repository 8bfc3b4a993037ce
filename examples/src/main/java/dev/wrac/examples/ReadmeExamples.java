package dev.wrac.examples;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.TokenBudget;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Java snippets of the README, compiled: each method holds one snippet as the README shows
 * it (imports included in the README), and {@code ReadmeSnippetsTest} fails when the README's
 * text and this code part. What a snippet leaves to the application (your vector store, your
 * embedding call) is the small stand-ins at the end.
 */
final class ReadmeExamples {
  private static final Logger log = LoggerFactory.getLogger(ReadmeExamples.class);
  private final YourStore store = new YourStore();

  private ReadmeExamples() {}

  /** README "Use it from Java". */
  static long useItFromJava() {
    ParsedDocument doc = Wrac.parse(Path.of("guide.md"));   // parser chosen by ServiceLoader
    ChunkPlan plan = Wrac.plan(doc);                         // embedded planner, no network
    List<Chunk> chunks = Wrac.chunk(doc);                    // plan + validate/repair + assemble
    for (Chunk c : chunks) {
      index(c.embedText(), c.text(), c.elementIds(), c.headingPath(), c.span());  // embed embedText, cite text
    }
    Chunker chunker = Wrac.builder().maxChunkTokens(800).headingLevels(2).build();  // immutable, thread-safe
    long n = chunker.chunk(Path.of("huge.md"), chunk -> index(chunk));             // any size, bounded memory
    return n + plan.chunks().size();
  }

  /** README "Sizes". */
  static Chunker sizes() {
    Chunker chunker = Wrac.builder()
        .budget(TokenBudget.builder().maxTokens(512).targetTokens(200).sectionTokens(400).build())
        .build();
    return chunker;
  }

  /** README "Detecting an LLM planner's fallbacks". */
  static ChunkPlan fallbacks(Chunker chunker, ParsedDocument doc) {
    ChunkPlan plan = chunker.plan(doc);
    if (plan.provenance().fellBack()) {                       // any window fell back
      log.warn("{}: {}", doc.name(), plan.provenance().outcomeCounts());  // {ACCEPTED=3, FELL_BACK=1}
    }
    return plan;
  }

  /** README "Re-chunking a changed document". */
  void rechunk(Chunker chunker, List<Chunk> previousChunks) {
    ChunkUpdate u = chunker.update(previousChunks, chunker.parse(Path.of("guide.md")));
    store.delete(u.delta().deleted());                                   // ids of chunks gone
    u.delta().upserted().forEach(c -> store.upsert(c.id(), embed(c.embedText()), c));
    u.delta().refreshed().forEach(c -> store.updateFields(c.id(), c));   // moved: same vector
  }

  /** README "Small-to-big retrieval". */
  static List<PlacedUnit> smallToBig(Chunker chunker, ParsedDocument doc, String query) {
    ChunkHierarchy h = chunker.hierarchy(doc);          // h.level(0): the leaves to embed and index
    List<ScoredLeaf> ranked = search(query);            // your vector store: leaf id + score
    List<PlacedUnit> context = SmallToBig.budgetTokens(1024).place(ranked, h.tree());
    // each unit: a leaf, or a parent that replaced the leaves under it (unit.leafIds())
    return context;
  }

  // the application's side, left out of the README

  private static void index(String embedText, String text, List<ElementId> elementIds,
      List<String> headingPath, SourceSpan span) {
    System.out.println(elementIds + " " + headingPath + " " + span + ": " + embedText.length()
        + "/" + text.length() + " characters");
  }

  private static void index(Chunk chunk) {
    index(chunk.embedText(), chunk.text(), chunk.elementIds(), chunk.headingPath(), chunk.span());
  }

  private static float[] embed(String text) {
    return new float[] {text.length()};
  }

  private static List<ScoredLeaf> search(String query) {
    return List.of(new ScoredLeaf(query, 1.0));
  }

  /** A vector store's three operations, as the README's update snippet uses them. */
  private static final class YourStore {
    private final List<String> log = new ArrayList<>();

    void delete(List<String> ids) {
      log.add("delete " + ids);
    }

    void upsert(String id, float[] vector, Chunk chunk) {
      log.add("upsert " + id + " " + vector.length + " " + chunk.tokens());
    }

    void updateFields(String id, Chunk chunk) {
      log.add("update " + id + " " + chunk.index());
    }
  }
}
