package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 500-page PDF (written with PDFBox) is chunked in a child JVM capped at 64 MB: the
 * pages are read one at a time and only their lines kept, so it finishes there, down to the
 * last page. The child prints its peak live heap.
 */
@Tag("slow")
class PdfLargeDocumentTest {
  /** The child's heap cap; {@code -Dwrac.pdfHeap=48m} tries another. */
  private static final String HEAP = "-Xmx" + System.getProperty("wrac.pdfHeap", "64m");
  private static final int PAGES = 500;

  @Test
  void aFiveHundredPagePdfChunksInABoundedHeap(@TempDir Path dir) throws Exception {
    Path pdf = dir.resolve("long-report.pdf");
    TestPdfs.longReport(pdf, PAGES);
    List<String> command = List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP,
        "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError",
        "-cp", System.getProperty("java.class.path"), PdfHeapProbe.class.getName(),
        pdf.toString());
    Path log = dir.resolve("child.log");
    Process child = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    boolean ended = child.waitFor(5, TimeUnit.MINUTES);
    if (!ended) {
      child.destroyForcibly();
    }
    String out = read(log);
    System.out.println("500-page PDF in " + HEAP + " (" + Files.size(pdf) / 1024 + " KiB): "
        + out.strip());
    assertThat(ended).as("child ended within 5 minutes: %s", out).isTrue();
    assertThat(child.exitValue()).as(out).isZero();
    assertThat(out).contains("lastPage=" + PAGES).containsPattern("chunks=[1-9][0-9]{2,}");
  }

  private static String read(Path log) throws IOException {
    return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
  }
}
