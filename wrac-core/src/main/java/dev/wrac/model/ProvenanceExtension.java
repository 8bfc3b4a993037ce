package dev.wrac.model;

/**
 * Planner-specific data a plan's provenance carries beside what every plan has: a typed
 * extension, found with {@link PlanProvenance#extension(Class)} (in the spirit of OkHttp's
 * {@code Request.tag(Class)}). A provenance holds at most one extension of each type.
 *
 * <p>The extensions {@link dev.wrac.json.PlanJson} reads and writes are {@link LlmPlanning}
 * (a planner that asked a model) and {@link AdaptiveSelection} (a planner that chose among
 * candidates); their JSON keys sit in the provenance object itself, where plans have always had
 * them. A planner needing another kind adds a record here and its keys to {@code PlanJson}'s
 * codec ({@code ProvenanceCodec} in {@code dev.wrac.json}), so that every stored plan reads back
 * whole whatever modules the reader has.
 */
public sealed interface ProvenanceExtension permits LlmPlanning, AdaptiveSelection {}
