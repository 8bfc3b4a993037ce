/**
 * The immutable model: a {@link dev.wrac.model.ParsedDocument} of
 * {@link dev.wrac.model.Element}s with stable {@link dev.wrac.model.ElementId}s, a
 * {@link dev.wrac.model.ChunkPlan} of ids with its {@link dev.wrac.model.PlanProvenance}, the
 * assembled {@link dev.wrac.model.Chunk}s, and what a run cost ({@link dev.wrac.model.Usage}).
 * Records with ordered collections, so equal inputs give equal, byte-identical outputs.
 *
 * <p>Imports nothing of the library: every package may import it.
 */
package dev.wrac.model;
