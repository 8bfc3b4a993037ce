/**
 * The JSON form of plans and documents ({@link dev.wrac.json.PlanJson}), so plans can be
 * cached, diffed and replayed; a document that does not read back is a
 * {@link dev.wrac.json.PlanJsonException}.
 *
 * <p>May import {@code dev.wrac.model} and {@code dev.wrac.error}.
 */
package dev.wrac.json;
