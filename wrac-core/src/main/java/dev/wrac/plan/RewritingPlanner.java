package dev.wrac.plan;

import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import java.util.List;

/**
 * A planner whose chunks are text a model wrote rather than the document's own elements: the
 * agentic baseline that W-RAC is compared against. Its {@link #plan} still answers element IDs
 * (each element placed in the chunk it was aligned to, for coverage and cost accounting), but
 * {@link dev.wrac.Chunker#chunk} returns {@link #write}'s chunks, whose
 * {@link Chunk#verbatim()} is {@code false}.
 *
 * <pre>{@code
 * Chunker agentic = Wrac.builder().planner(AgenticPlanner.using(llm)).build();
 * List<Chunk> chunks = agentic.chunk(doc);      // rewritten text, verbatim() == false
 * }</pre>
 */
public interface RewritingPlanner extends ChunkPlanner {

  /**
   * The chunks as written, in order. A planner that could not get text from its model may
   * return verbatim chunks assembled from a fallback plan; each chunk says which it is.
   */
  List<Chunk> write(ParsedDocument document, PlanningContext context);
}
