package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.error.WracException;
import dev.wrac.json.PlanJson;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code wrac plan}: prints the plan of one document as JSON. */
@Command(name = "plan", mixinStandardHelpOptions = true,
    description = "Print the chunk plan of one document as JSON: groups of element IDs and "
        + "the plan's provenance (planner, version, configuration, usage, window outcomes, "
        + "repairs). A planner that chose among candidates (adaptive) also shows their scores "
        + "and why the winner won, in the JSON (provenance.candidates, provenance.selection) "
        + "and as a table on standard error.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:the plan was printed",
        "1:the file could not be read or parsed",
        "2:bad option or configuration, or FILE is a folder"})
final class PlanCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Override
  public Integer call() {
    pipeline.requireOneLevel("plan");
    Chunker chunker = pipeline.chunker();
    String notAFile = InputFiles.notAFile(file);
    if (java.nio.file.Files.isDirectory(file)) {
      // one document per plan: a folder is a usage error, not a file that failed
      System.err.println("error: " + file + ": is a folder; wrac plan takes one file (wrac chunk "
          + "takes folders)");
      return Exit.USAGE;
    }
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
    plan.provenance().extension(AdaptiveSelection.class)
        .filter(s -> !s.candidates().isEmpty())
        .ifPresent(s -> System.err.print(candidateTable(plan.provenance(), s)));
    return Exit.OK;
  }

  /** The candidates' scores as a table, the winner marked, then the reason. */
  static String candidateTable(PlanProvenance provenance, AdaptiveSelection p) {
    List<String> metrics = new ArrayList<>();
    p.candidates().forEach(c -> c.scores().keySet().stream().filter(m -> !metrics.contains(m))
        .forEach(metrics::add));
    int width = Math.max(9, p.candidates().stream().mapToInt(c -> c.planner().length()).max()
        .orElse(0));
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "  %-" + width + "s %6s", "candidate", "chunks"));
    metrics.forEach(m -> sb.append(String.format(Locale.ROOT, " %6s", m)));
    sb.append(String.format(Locale.ROOT, " %6s%n", "total"));
    String winner = provenance.configuration().get("winner");
    for (CandidateScore c : p.candidates()) {
      sb.append(c.planner().equals(winner) ? "* " : "  ")
          .append(String.format(Locale.ROOT, "%-" + width + "s %6d", c.planner(), c.chunks()));
      metrics.forEach(m -> sb.append(String.format(Locale.ROOT, " %6.3f",
          c.scores().getOrDefault(m, Double.NaN))));
      sb.append(String.format(Locale.ROOT, " %6.3f%n", c.total()));
    }
    if (p.selection() != null) {
      sb.append(p.selection()).append(System.lineSeparator());
    }
    return sb.toString();
  }
}
