package dev.wrac.benchmarks;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.documents.pdf.PdfParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
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
 * PDF throughput on every PDF of RAG-Multi-Corpus ({@code datasets/<organisation>/pdf}; one
 * operation = every file once, read from memory): our {@link PdfParser} (and parse + plan +
 * assemble) against PDFBox's bare {@link PDFTextStripper} on the same bytes, in the same run,
 * in its default content-stream order and sorted by position (which our reader uses). Divide
 * the corpus's pages (printed at setup) by the time per operation for pages/s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 3)
@Measurement(iterations = 6, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class PdfThroughput {
  private record Pdf(String name, byte[] bytes) {}

  private List<Pdf> pdfs;
  private PdfParser parser;
  private Chunker chunker;
  private ParseOptions options;

  @Setup(Level.Trial)
  public void load() throws IOException {
    pdfs = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(BenchmarkData.corpus().resolve("datasets"))) {
      for (Path p : walk.filter(f -> f.toString().toLowerCase(Locale.ROOT).endsWith(".pdf"))
          .sorted().toList()) {
        pdfs.add(new Pdf(p.getFileName().toString(), Files.readAllBytes(p)));
      }
    }
    int pages = 0;
    long bytes = 0;
    for (Pdf pdf : pdfs) {
      try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
        pages += doc.getNumberOfPages();
      }
      bytes += pdf.bytes().length;
    }
    System.out.printf(Locale.ROOT, "%nPDF corpus: %d files, %d pages, %.1f MB%n", pdfs.size(),
        pages, bytes / 1e6);
    parser = PdfParser.create();
    chunker = Wrac.defaults();
    options = ParseOptions.defaults();
  }

  private void bare(Blackhole bh, boolean sorted) {
    for (Pdf pdf : pdfs) {
      try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setSortByPosition(sorted);
        bh.consume(stripper.getText(doc));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** PDFBox's text stripper with its defaults (content-stream order): the reference. */
  @Benchmark
  public void pdfboxBareText(Blackhole bh) {
    bare(bh, false);
  }

  /** PDFBox's text stripper sorted by position, as our reader runs it. */
  @Benchmark
  public void pdfboxBareTextSorted(Blackhole bh) {
    bare(bh, true);
  }

  /** Our parser: elements with headings, lists, tables, pages, token counts. */
  @Benchmark
  public void wracParse(Blackhole bh) {
    for (Pdf pdf : pdfs) {
      bh.consume(parser.parse(DocumentSource.ofBytes(pdf.name(), pdf.bytes()), options));
    }
  }

  /** Our parser, then plan, repair and assemble: chunks. */
  @Benchmark
  public void wracParseAndChunk(Blackhole bh) {
    for (Pdf pdf : pdfs) {
      bh.consume(chunker.chunk(parser.parse(DocumentSource.ofBytes(pdf.name(), pdf.bytes()),
          options)));
    }
  }
}
