/**
 * The entry points, on top of every other package of wrac-core: {@link dev.wrac.Wrac} (static
 * shortcuts and the builder) and {@link dev.wrac.Chunker} (an immutable, configured pipeline:
 * parse, plan, validate, assemble).
 *
 * <pre>{@code
 * Chunker chunker = Wrac.builder().maxChunkTokens(800).build();
 * List<Chunk> chunks = chunker.chunk(Path.of("guide.md"));
 * }</pre>
 *
 * <p>May import every package of wrac-core; no other package of wrac-core imports this one
 * (the layers are in docs/architecture.md, and a test in every module fails on a package
 * cycle).
 */
package dev.wrac;
