/**
 * The JSON form of plans and documents ({@link dev.wrac.json.PlanJson}), so plans can be
 * cached, diffed and replayed, and of chunks ({@link dev.wrac.json.ChunkJson}, a hierarchy's
 * chunks too); a document that does not read back is a {@link dev.wrac.json.PlanJsonException}.
 *
 * <p>May import {@code dev.wrac.model}, {@code dev.wrac.error} and {@code dev.wrac.hierarchy}
 * (docs/architecture.md, checked by LayersTest).
 */
package dev.wrac.json;
