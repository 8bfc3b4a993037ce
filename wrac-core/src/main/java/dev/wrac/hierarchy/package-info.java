/**
 * Chunks at several levels and the small-to-big policy: {@link dev.wrac.hierarchy.ChunkHierarchy}
 * (leaves nested in parents, each level a valid plan; made by
 * {@link dev.wrac.Chunker#hierarchy}) and {@link dev.wrac.hierarchy.SmallToBig} (given ranked
 * leaves and a token budget or a count, the leaves or ancestors to place, with provenance).
 * See docs/hierarchy.md.
 *
 * <p>May import {@code dev.wrac.context}, {@code dev.wrac.model}, {@code dev.wrac.plan} and
 * {@code dev.wrac.validate}; not {@code dev.wrac}.
 */
package dev.wrac.hierarchy;
