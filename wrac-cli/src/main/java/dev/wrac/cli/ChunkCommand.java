package dev.wrac.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.Chunker;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code wrac chunk}: chunks files and folders into JSON Lines, one chunk per line. */
@Command(name = "chunk", mixinStandardHelpOptions = true,
    description = "Chunk documents (files or folders) and write JSON Lines, one chunk per line: "
        + "doc, chunk, text, elementIds, contextIds, headingPath, tokens, start, end, line.")
final class ChunkCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).build();

  @Mixin
  PipelineOptions pipeline;

  @Option(names = {"-o", "--out"}, paramLabel = "FILE",
      description = "Write the JSON Lines here instead of standard output.")
  Path out;

  @Option(names = "--threads", paramLabel = "N",
      description = "Documents processed in parallel (default: available processors).")
  Integer threads;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders.")
  List<Path> paths;

  /** What one file gave: its chunks, or why it failed. */
  private record Result(Path file, List<Chunk> chunks, String error) {}

  @Override
  public Integer call() throws Exception {
    long start = System.nanoTime();
    Chunker chunker = pipeline.chunker();
    List<Path> files = InputFiles.expand(paths, chunker.parsers());
    Progress progress = new Progress(files.size());
    int failed = 0;
    List<Integer> tokens = new ArrayList<>();
    int workers = Math.max(1, threads != null ? threads : Runtime.getRuntime().availableProcessors());
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "wrac-chunk");
      t.setDaemon(true);
      return t;
    });
    try (Writer writer = open()) {
      List<Future<Result>> results = new ArrayList<>(files.size());
      for (Path file : files) {
        results.add(pool.submit(() -> chunkOne(chunker, file)));
      }
      for (Future<Result> future : results) {
        Result r = future.get();
        if (r.error() != null) {
          failed++;
          System.err.println("error: " + r.file() + ": " + r.error());
        } else {
          for (Chunk c : r.chunks()) {
            JSON.writeValue(writer, line(c));
            writer.write('\n');
            tokens.add(c.tokens());
          }
        }
        progress.step(r.file());
      }
    } finally {
      pool.shutdownNow();
    }
    progress.done();
    System.err.println(summary(files.size(), failed, tokens, System.nanoTime() - start));
    return failed == 0 ? 0 : 1;
  }

  private static Result chunkOne(Chunker chunker, Path file) {
    try {
      List<Chunk> chunks = new ArrayList<>();
      chunker.chunk(file, chunks::add);
      return new Result(file, chunks, null);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      String message = e.getMessage() == null ? e.toString() : e.getMessage();
      return new Result(file, List.of(), message);
    }
  }

  private Writer open() throws IOException {
    if (out == null) {
      return new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)) {
        @Override
        public void close() throws IOException {
          flush();
        }
      };
    }
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return Files.newBufferedWriter(out, StandardCharsets.UTF_8);
  }

  static Map<String, Object> line(Chunk c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("doc", c.document());
    m.put("chunk", c.index());
    m.put("text", c.text());
    m.put("elementIds", c.elementIds().stream().map(ElementId::value).toList());
    m.put("contextIds", c.contextIds().stream().map(ElementId::value).toList());
    m.put("headingPath", c.headingPath());
    m.put("tokens", c.tokens());
    m.put("start", c.span().start());
    m.put("end", c.span().end());
    m.put("line", c.span().line());
    return m;
  }

  static String summary(int files, int failed, List<Integer> tokens, long nanos) {
    List<Integer> sorted = new ArrayList<>(tokens);
    Collections.sort(sorted);
    String stats = sorted.isEmpty() ? "" : String.format(
        "; chunk tokens mean %.1f, median %d, p95 %d, max %d",
        sorted.stream().mapToInt(Integer::intValue).average().orElse(0),
        sorted.get(sorted.size() / 2), sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1),
        sorted.get(sorted.size() - 1));
    return String.format("%d files (%d failed), %d chunks%s; %.2f s", files, failed,
        sorted.size(), stats, nanos / 1e9);
  }
}
