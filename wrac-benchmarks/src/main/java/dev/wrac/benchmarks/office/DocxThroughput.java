package dev.wrac.benchmarks.office;

import dev.wrac.benchmarks.BenchmarkData;
import dev.wrac.documents.office.DocxParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.poi.xwpf.extractor.XWPFWordExtractor;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * DOCX throughput on every {@code datasets/<organisation>/docx/*.docx} of RAG-Multi-Corpus (one
 * operation = every file once, from bytes in memory): our {@link DocxParser} (package checks,
 * elements, token counts) against POI's bare {@link XWPFWordExtractor} text extraction of the
 * same bytes, in the same run. MB/s = {@link #totalBytes} / time per operation.
 *
 * <pre>
 * java -jar wrac-benchmarks/target/benchmarks.jar jmh DocxThroughput -Dwrac.corpus=DIR
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class DocxThroughput {
  private List<byte[]> files;
  private DocxParser parser;
  private ParseOptions options;

  @Setup(Level.Trial)
  public void load() {
    files = files(BenchmarkData.corpus().resolve("datasets"));
    parser = DocxParser.create();
    options = ParseOptions.defaults();
  }

  /** The corpus's DOCX files as bytes, sorted by path. */
  public static List<byte[]> files(Path datasets) {
    return OfficeThroughputRun.files(datasets, "docx");
  }

  /** Bytes of all files: divide by the time per operation for MB/s. */
  public static long totalBytes(List<byte[]> files) {
    return files.stream().mapToLong(b -> b.length).sum();
  }

  /** POI's plain text extraction: the reference. */
  @Benchmark
  public void poiWordExtractor(Blackhole bh) throws IOException {
    for (byte[] b : files) {
      try (XWPFWordExtractor extractor =
          new XWPFWordExtractor(new XWPFDocument(new ByteArrayInputStream(b)))) {
        bh.consume(extractor.getText());
      }
    }
  }

  /** Our parser: elements with headings, lists, tables, notes and token counts. */
  @Benchmark
  public void wracDocxParser(Blackhole bh) {
    for (int k = 0; k < files.size(); k++) {
      bh.consume(parser.parse(DocumentSource.ofBytes("f" + k + ".docx", files.get(k)), options));
    }
  }
}
