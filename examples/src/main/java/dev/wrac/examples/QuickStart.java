package dev.wrac.examples;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import java.nio.file.Path;
import java.util.List;

/**
 * The first thing to copy: parse a document, plan its chunks with the embedded planner (no LLM,
 * no network), assemble them verbatim, and print them.
 *
 * <pre>
 * mvn -q -pl examples -am compile exec:java -Dexec.args=examples/docs/reset-your-router.md
 * </pre>
 */
public final class QuickStart {
  private QuickStart() {}

  public static void main(String[] args) {
    Path file = Path.of(args.length > 0 ? args[0] : "examples/docs/reset-your-router.md");

    // 1. Elements with stable IDs (h1, p1, li1, ...); the parser is found by file extension.
    ParsedDocument doc = Wrac.parse(file);

    // 2. A plan is groups of element IDs, plus who made it and what it cost.
    ChunkPlan plan = Wrac.plan(doc);
    System.out.println(PlanJson.toPrettyJson(plan));

    // 3. Chunks: the elements' own text with their heading context, ready to embed.
    List<Chunk> chunks = Wrac.chunk(doc);
    for (Chunk c : chunks) {
      System.out.printf("--- chunk %d: %d tokens, %s, under %s%n%s%n", c.index(), c.tokens(),
          c.elementIds(), c.headingPath(), c.text());
    }

    // Other settings: a configured pipeline (immutable, thread-safe, reusable).
    Chunker small = Wrac.builder().maxChunkTokens(256).headingLevels(2).build();
    System.out.println("With 256-token chunks: " + small.chunk(doc).size() + " chunks");
  }
}
