/**
 * The HTML page of {@code wrac view}: a document's chunks side by side with flags for what to
 * look at ({@link dev.wrac.cli.view.ChunkPage}).
 *
 * <p>May import wrac-core's {@code dev.wrac.model} only.
 */
package dev.wrac.cli.view;
