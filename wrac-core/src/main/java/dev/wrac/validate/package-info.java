/**
 * Checking and repairing plans against their document and the
 * {@link dev.wrac.context.PlanningContext} they were made in: every content element in exactly
 * one chunk, no unknown or duplicate ids, chunks in order and within the budget
 * ({@link dev.wrac.validate.PlanValidator}, {@link dev.wrac.validate.InvalidPlanException}).
 *
 * <p>May import {@code dev.wrac.context}, {@code dev.wrac.error}, {@code dev.wrac.internal}
 * and {@code dev.wrac.model}.
 */
package dev.wrac.validate;
