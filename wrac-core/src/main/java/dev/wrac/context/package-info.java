/**
 * The values every planning step is given, at the bottom of the layers:
 * {@link dev.wrac.context.TokenBudget} (chunk sizes in tokens),
 * {@link dev.wrac.context.AssemblyOptions} (the heading context assembly adds),
 * {@link dev.wrac.context.PlanningContext} (both, with the token counter and window size) and
 * {@link dev.wrac.context.PlanningWindow} (a slice of a document planned at once).
 *
 * <p>May import {@code dev.wrac.model} and {@code dev.wrac.tokens} only.
 */
package dev.wrac.context;
