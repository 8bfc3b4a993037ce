/**
 * Sentence embeddings: the {@link dev.wrac.embed.Embedder} interface, BGE-small run in-process
 * ({@link dev.wrac.embed.BgeSmallEmbedder}) and an on-disk cache
 * ({@link dev.wrac.embed.CachingEmbedder}).
 *
 * <p>May import wrac-core's {@code dev.wrac.error} and its own {@code .internal}.
 */
package dev.wrac.embed;
