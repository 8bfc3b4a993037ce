package dev.wrac.eval.internal;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.plan.ChunkPlanner;
import java.util.ArrayList;
import java.util.List;

/**
 * A library planner: parse with the library's parsers, plan, assemble verbatim; the chunks'
 * {@link ChunkField} is what the benchmark sees.
 */
final class PlannerStrategy implements ChunkingStrategy {
  private final String name;
  private final Chunker chunker;
  private final ChunkField field;

  PlannerStrategy(String name, ChunkPlanner planner, ChunkField field, DocumentParsers parsers) {
    this.name = name;
    this.chunker = Wrac.builder().planner(planner).parsers(parsers).build();
    this.field = field;
  }

  @Override
  public String name() {
    return name;
  }

  /** One document's chunks and usage, or why it failed. */
  private record Result(List<BenchChunk> chunks, Usage usage, String error) {}

  @Override
  public Chunks chunk(BenchOrganisation organisation) {
    List<Result> results = organisation.documents().parallelStream().map(this::chunk).toList();
    List<BenchChunk> all = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Usage usage = Usage.ZERO;
    for (Result r : results) {
      all.addAll(r.chunks());
      usage = usage.plus(r.usage());
      if (r.error() != null) {
        warnings.add(r.error());
      }
    }
    return new Chunks(all, usage, organisation.documents().size(), warnings);
  }

  private Result chunk(BenchDocument doc) {
    try {
      ParsedDocument parsed = chunker.parse(doc.path());
      ChunkPlan plan = chunker.plan(parsed);
      List<BenchChunk> chunks = new ArrayList<>();
      for (Chunk c : chunker.assemble(parsed, plan)) {
        chunks.add(new BenchChunk(doc.name(), field.of(c)));
      }
      return new Result(chunks, plan.provenance().usage(), null);
    } catch (RuntimeException e) {
      return new Result(List.of(), Usage.ZERO, name + " failed on " + doc.name() + ": "
          + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }
  }
}
