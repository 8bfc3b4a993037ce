package dev.wrac;

import dev.wrac.context.TokenBudget;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.StructuralPlanner;
import java.nio.file.Path;
import java.util.List;

/**
 * The entry point: parse a document into elements, plan its chunks, assemble them verbatim.
 *
 * <pre>{@code
 * ParsedDocument doc = Wrac.parse(Path.of("guide.md"));   // parser chosen by ServiceLoader
 * ChunkPlan plan = Wrac.plan(doc);                         // embedded planner, no network
 * List<Chunk> chunks = Wrac.chunk(doc);                    // plan + validate + assemble
 * }</pre>
 * The static methods use the defaults ({@link StructuralPlanner}, o200k tokens,
 * {@link TokenBudget#DEFAULT}, three heading levels of context). {@link #builder()} configures
 * a {@link Chunker} with other settings.
 */
public final class Wrac {
  private Wrac() {}

  private static final class Defaults {
    static final Chunker INSTANCE = builder().build();
  }

  /** The default pipeline. */
  public static Chunker defaults() {
    return Defaults.INSTANCE;
  }

  /** Parses a file with the parser found for its extension. */
  public static ParsedDocument parse(Path file) {
    return defaults().parse(file);
  }

  /** Parses a source with the parser found for its media type or extension. */
  public static ParsedDocument parse(DocumentSource source) {
    return defaults().parse(source);
  }

  /** Plans a document with the embedded planner; the plan is valid. */
  public static ChunkPlan plan(ParsedDocument document) {
    return defaults().plan(document);
  }

  /** Plans and assembles a document with the defaults. */
  public static List<Chunk> chunk(ParsedDocument document) {
    return defaults().chunk(document);
  }

  /** Assembles a plan (validated first) with the default assembly options. */
  public static List<Chunk> assemble(ParsedDocument document, ChunkPlan plan) {
    return defaults().assemble(document, plan);
  }

  /** A builder for a configured {@link Chunker}: {@link Chunker#builder()}. */
  public static Chunker.Builder builder() {
    return Chunker.builder();
  }
}
