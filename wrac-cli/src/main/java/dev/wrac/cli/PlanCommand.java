package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.WracException;
import dev.wrac.json.PlanJson;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code wrac plan}: prints the plan of one document as JSON. */
@Command(name = "plan", mixinStandardHelpOptions = true,
    description = "Print the chunk plan of one document as JSON: groups of element IDs and "
        + "the plan's provenance (planner, version, configuration, usage, window outcomes, "
        + "repairs).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:the plan was printed",
        "1:the file could not be read or parsed",
        "2:bad option or configuration"})
final class PlanCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Override
  public Integer call() {
    Chunker chunker = pipeline.chunker();
    String notAFile = InputFiles.notAFile(file);
    if (notAFile != null) {
      System.err.println("error: " + file + ": " + notAFile);
      return Exit.FAILED;
    }
    ParsedDocument doc;
    try {
      doc = chunker.parse(file);
    } catch (WracException | StackOverflowError | OutOfMemoryError e) {
      System.err.println("error: " + file + ": " + Exit.oneLine(e));
      return Exit.FAILED;
    }
    ChunkPlan plan = chunker.plan(doc);
    System.out.println(PlanJson.toPrettyJson(plan));
    return Exit.OK;
  }
}
