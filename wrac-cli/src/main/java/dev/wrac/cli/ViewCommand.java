package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.cli.view.ChunkPage;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.model.ChunkPlan;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac view}: one self-contained HTML page showing how a document was chunked (see
 * {@link ChunkPage}). Large documents are planned segment by segment, as {@code wrac chunk}
 * does, and the page is written as it goes.
 */
@Command(name = "view", mixinStandardHelpOptions = true,
    description = "Write one self-contained HTML page (no scripts, nothing fetched) showing how "
        + "a document was chunked: each chunk's extent shaded, its number, tokens and lines in "
        + "the margin, its heading context, element ids on hover, chunks from a planner "
        + "fallback or a repair marked, and a summary (token histogram, planner, provenance).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:the page was written",
        "1:the file could not be read, parsed or chunked in time (no page written)",
        "2:bad option or configuration"})
final class ViewCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Mixin
  FileOptions files;

  @Option(names = {"-o", "--out"}, paramLabel = "FILE",
      description = "Where to write the page (default: the document's file name plus .html in "
          + "the folder wrac-view of the temporary folder, such as /tmp/wrac-view/guide.md.html, "
          + "never the current folder; the path is printed; - for standard output). Missing "
          + "folders are created.")
  Path out;

  @Option(names = {"-q", "--quiet"}, description = "Do not say where the page was written.")
  boolean quiet;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Override
  public Integer call() throws IOException {
    pipeline.requireOneLevel("view");
    Chunker chunker = pipeline.chunker();
    double timeout = files.seconds();
    String notAFile = InputFiles.notAFile(file);
    if (notAFile != null) {
      System.err.println("error: " + file + ": " + notAFile);
      return Exit.FAILED;
    }
    boolean toStdout = out != null && out.toString().equals("-");
    Path target = toStdout ? null : out != null ? out : defaultPage(file);
    Path partial = toStdout ? null : partialFile(target);
    ChunkPage[] page = new ChunkPage[1];
    FileRun.Result<?>[] result = new FileRun.Result<?>[1];
    try (OutputStream output = toStdout ? Stdout.open() : NamedOutput.open(partial)) {
      new FileRun(1, f -> FileOptions.deadline(timeout, f)).run(List.of(file),
          (f, sink) -> page[0] = render(chunker, f, sink), output, r -> result[0] = r);
    } catch (IOException | RuntimeException e) {
      deleteQuietly(partial);
      throw e;
    }
    if (!result[0].ok()) {
      deleteQuietly(partial);
      if (result[0].error() instanceof LlmConfigurationException e) {
        throw e;
      }
      System.err.println("error: " + file + ": " + Exit.oneLine(result[0].error()));
      return Exit.FAILED;
    }
    if (!toStdout) {
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
    }
    if (!quiet) {
      System.err.println(String.format(Locale.ROOT, "%s: %s (%d marked by a fallback or "
          + "repair); page: %s", file, Exit.count(page[0].chunks(), "chunk"),
          page[0].markedChunks(), toStdout ? "standard output" : target));
    }
    return Exit.OK;
  }

  /** Parses, plans and assembles {@code file} segment by segment into a page on {@code sink}. */
  static ChunkPage render(Chunker chunker, Path file, OutputStream sink) throws IOException {
    Writer w = new OutputStreamWriter(sink, StandardCharsets.UTF_8);
    DocumentSource source = DocumentSource.of(file);
    ChunkPage page = new ChunkPage(w, file.getFileName().toString());
    chunker.parsers().forSource(source).parseSegments(source, chunker.parseOptions(),
        segment -> {
          ChunkPlan plan = chunker.plan(segment);
          page.add(segment, plan, chunker.assemble(segment, plan));
        });
    page.finish();
    w.flush();
    return page;
  }

  /**
   * Where a page goes without {@code --out}: {@code <tmp>/wrac-view/<file name>.html}, one
   * stable folder (a page viewed again replaces the old one), not the current folder.
   */
  static Path defaultPage(Path file) {
    return Path.of(System.getProperty("java.io.tmpdir"), "wrac-view",
        file.getFileName() + ".html");
  }

  private static Path partialFile(Path target) throws IOException {
    Path parent = target.getParent();
    if (parent != null) {
      NamedOutput.createFolders(parent, "cannot write " + target);
    }
    return target.resolveSibling(target.getFileName() + ".part");
  }

  private static void deleteQuietly(Path p) {
    if (p == null) {
      return;
    }
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // best effort: the error that brought us here is the one to report
    }
  }
}
