package dev.wrac.hierarchy;

import java.util.Optional;

/**
 * What {@link SmallToBig} needs to know about the units it may place: who is whose parent and
 * how many tokens each unit costs. {@link ChunkHierarchy#tree()} is one; an application whose
 * parents live in a store implements it over that store's ids.
 *
 * <pre>{@code
 * ChunkTree tree = hierarchy.tree();                       // tokens of Chunk.text()
 * ChunkTree embed = hierarchy.tree(c -> c.embedTokens());  // or of what you hand the model
 * }</pre>
 */
public interface ChunkTree {

  /** The parent of unit {@code id}; empty at the top level. */
  Optional<String> parentId(String id);

  /**
   * What placing unit {@code id} costs, in tokens of the configured tokenizer.
   *
   * @throws IllegalArgumentException if {@code id} is unknown
   */
  int tokens(String id);
}
