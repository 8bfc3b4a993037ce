package dev.wrac.hierarchy;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A document chunked at several levels: leaves (level 0) under parents under grandparents.
 * Made by {@link dev.wrac.Chunker#hierarchy} (configure the levels with
 * {@code Wrac.builder().levels("structural", "page")}; default {@link #DEFAULT_LEVELS}).
 *
 * <pre>{@code
 * ChunkHierarchy h = chunker.hierarchy(chunker.parse(Path.of("guide.md")));
 * for (HierarchyChunk leaf : h.leaves()) index(leaf.id(), leaf.chunk().embedText());
 * List<PlacedUnit> context = SmallToBig.budgetTokens(1024).place(rankedLeaves, h.tree());
 * }</pre>
 *
 * <p>Invariants: each level alone is a valid plan of the document ({@link #plan(int)}: every
 * element to place in exactly one chunk, chunks in document order, within that level's budget,
 * text verbatim); the elements to place of a chunk above level 0 are exactly those of its
 * children, in order, so no chunk straddles two parents; every chunk below the top has exactly
 * one parent; ids are unique across levels.
 */
public final class ChunkHierarchy {
  /**
   * The levels {@link dev.wrac.Chunker#hierarchy} uses unless configured, leaves first:
   * structural leaves of target 96 tokens (at most 384: longer sections split), inside
   * structural sections (target 128, at most 512), inside top-level sections of up to 1100
   * tokens ({@code top-sections}: across page and slide breaks, so that a PDF's or a deck's
   * parents hold sections whole, as a Markdown file's do). Of the level sets measured on the
   * development split (docs/hierarchy.md), this one is never more than 0.01 behind the best
   * single planner on any column in any organisation; choosing on three organisations picks it
   * for the fourth in three folds of four.
   */
  public static final List<String> DEFAULT_LEVELS =
      List.of("structural:96", "structural", "top-sections");

  private final String document;
  private final List<List<HierarchyChunk>> levels;
  private final List<ChunkPlan> plans;
  private final Map<String, HierarchyChunk> byId;

  ChunkHierarchy(String document, List<List<HierarchyChunk>> levels, List<ChunkPlan> plans) {
    this.document = Objects.requireNonNull(document, "document");
    List<List<HierarchyChunk>> copy = new ArrayList<>();
    levels.forEach(l -> copy.add(List.copyOf(l)));
    this.levels = List.copyOf(copy);
    this.plans = List.copyOf(plans);
    Map<String, HierarchyChunk> ids = new LinkedHashMap<>();
    for (List<HierarchyChunk> level : this.levels) {
      for (HierarchyChunk c : level) {
        if (ids.put(c.id(), c) != null) {
          throw new IllegalArgumentException("Two chunks of '" + document + "' share id "
              + c.id());
        }
      }
    }
    this.byId = Collections.unmodifiableMap(ids);
  }

  /**
   * Plans {@code document} at every level and assembles each level. The leaves are their
   * planner's plan; each level up is its planner's plan with its cuts moved to the nearest cuts
   * below (a chunk below that straddles two goes to the one holding its first element to
   * place), so the leaves stay whole; a chunk that grows over its level's maximum is cut by
   * the plan repair, and the chunks below are then cut there too (a context element such as a
   * heading goes with the next part). Each plan is validated and repaired in its level's
   * context.
   *
   * @param levels the levels from the leaves (index 0) up; at least one
   * @throws IllegalArgumentException if {@code levels} is empty
   */
  public static ChunkHierarchy of(dev.wrac.model.ParsedDocument document,
      List<HierarchyLevel> levels) {
    return Nesting.build(document, levels);
  }

  /** The name of the chunked document. */
  public String document() {
    return document;
  }

  /** Number of levels, at least 1. */
  public int depth() {
    return levels.size();
  }

  /**
   * The chunks of one level, in document order.
   *
   * @throws IndexOutOfBoundsException if {@code level} is not in [0, {@link #depth()})
   */
  public List<HierarchyChunk> level(int level) {
    return levels.get(level);
  }

  /** The leaves (level 0), in document order: what to embed and index. */
  public List<HierarchyChunk> leaves() {
    return levels.get(0);
  }

  /** Every chunk, level by level from the leaves up, each level in document order. */
  public List<HierarchyChunk> all() {
    return List.copyOf(byId.values());
  }

  /** The valid plan of one level. */
  public ChunkPlan plan(int level) {
    return plans.get(level);
  }

  /** The chunk with this id, if any. */
  public Optional<HierarchyChunk> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  /**
   * The chunk with this id.
   *
   * @throws IllegalArgumentException if no chunk of the document has it
   */
  public HierarchyChunk get(String id) {
    HierarchyChunk c = byId.get(id);
    if (c == null) {
      throw new IllegalArgumentException("No chunk " + id + " in the hierarchy of '" + document
          + "'");
    }
    return c;
  }

  /** The chunk's parent, if it is not at the top. */
  public Optional<HierarchyChunk> parent(String id) {
    return get(id).parent().map(byId::get);
  }

  /** The chunk's children, in document order; empty for a leaf. */
  public List<HierarchyChunk> children(String id) {
    return get(id).childIds().stream().map(byId::get).toList();
  }

  /** A {@link ChunkTree} over this hierarchy costing each unit its {@link Chunk#tokens()}. */
  public ChunkTree tree() {
    return tree(Chunk::tokens);
  }

  /**
   * A {@link ChunkTree} over this hierarchy costing each unit {@code tokens} of its chunk
   * (for example {@link Chunk#embedTokens()} when the context gets the embed text).
   */
  public ChunkTree tree(ToIntFunction<Chunk> tokens) {
    Objects.requireNonNull(tokens, "tokens");
    return new ChunkTree() {
      @Override
      public Optional<String> parentId(String id) {
        return get(id).parent();
      }

      @Override
      public int tokens(String id) {
        return tokens.applyAsInt(get(id).chunk());
      }
    };
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("ChunkHierarchy[").append(document);
    for (int l = 0; l < levels.size(); l++) {
      s.append(l == 0 ? ": " : ", ").append(levels.get(l).size()).append(" at level ").append(l);
    }
    return s.append(']').toString();
  }
}
