package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.json.PlanJson;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code wrac plan}: prints the plan of one document as JSON. */
@Command(name = "plan", mixinStandardHelpOptions = true,
    description = "Print the chunk plan of one document as JSON: groups of element IDs and "
        + "the plan's provenance (planner, version, configuration, usage, repairs).")
final class PlanCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Override
  public Integer call() {
    Chunker chunker = pipeline.chunker();
    ParsedDocument doc = chunker.parse(file);
    ChunkPlan plan = chunker.plan(doc);
    System.out.println(PlanJson.toPrettyJson(plan));
    return 0;
  }
}
