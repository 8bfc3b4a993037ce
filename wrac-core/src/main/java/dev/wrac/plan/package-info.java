/**
 * Planners: the {@link dev.wrac.plan.ChunkPlanner} interface, the deterministic planners
 * ({@code structural}, {@code sections}, {@code recursive:T}, {@code page}), planning in
 * windows ({@link dev.wrac.plan.PlanningWindows}, {@link dev.wrac.plan.WindowedPlanner}), the
 * size post-processing of the Adaptive Chunking study ({@link dev.wrac.plan.SizePostProcessor}),
 * and lookup by spec through {@link dev.wrac.plan.ChunkPlanners} and the
 * {@link dev.wrac.plan.ChunkPlannerProvider} SPI.
 *
 * <p>May import {@code dev.wrac.assemble}, {@code dev.wrac.context}, {@code dev.wrac.internal},
 * {@code dev.wrac.model}, {@code dev.wrac.tokens} and {@code dev.wrac.validate}; not
 * {@code dev.wrac}.
 */
package dev.wrac.plan;
