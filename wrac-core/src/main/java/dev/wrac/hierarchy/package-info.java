/**
 * Chunks at several levels and the small-to-big policy: {@link dev.wrac.hierarchy.ChunkHierarchy}
 * (leaves nested in parents, each level a valid plan; made by
 * {@link dev.wrac.Chunker#hierarchy}) and {@link dev.wrac.hierarchy.SmallToBig} (given ranked
 * leaves and a token budget or a count, the leaves or ancestors to place, with provenance).
 * See docs/hierarchy.md.
 *
 * <p>May import the packages below it: {@code model}, {@code tokens}, {@code error},
 * {@code context}, {@code internal}, {@code validate}, {@code assemble} and {@code plan}; not
 * {@code dev.wrac} or {@code json} (docs/architecture.md, checked by LayersTest).
 */
package dev.wrac.hierarchy;
