package dev.wrac.benchmarks;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;

/**
 * Peak heap of hostile inputs (issue 10 §2): 10 MB of one letter, 10 MB of unbroken CJK, a
 * 5.5 MB run of CR/CRLF line breaks (in a Markdown code block and as plain text), a 300 MiB
 * page gzipped into about 0.5 MB, 2 GiB of zeros gzipped into about 2 MB, and
 * {@code /dev/zero}. Each is chunked by {@link HostilePeakHeap} through
 * {@code Chunker.chunk(source, sink)} in a child JVM capped at four times its size on disk, or
 * 512 MB if that is more, and the table gives the peak heap live after a collection above the
 * heap live before (encoder and parsers loaded), divided by the input's size, or the typed
 * error the input was refused with. Target: at most 4, or refused.
 *
 * <pre>
 * mvn -B -q -pl wrac-benchmarks -am package -DskipTests
 * java -cp wrac-benchmarks/target/benchmarks.jar dev.wrac.benchmarks.HostileInputs
 * </pre>
 */
public final class HostileInputs {
  private HostileInputs() {}

  private static final long MB = 1_000_000;
  private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\S+)");

  public static void main(String[] args) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("wrac-hostile");
    List<Path> inputs = new ArrayList<>();
    try {
      inputs.add(oneLetter(dir.resolve("one-letter-10mb.md")));
      inputs.add(cjk(dir.resolve("cjk-10mb.md")));
      inputs.add(lineBreaks(dir.resolve("cr-crlf-5.5mb.md"), "```\n", "\n```\n"));
      inputs.add(lineBreaks(dir.resolve("cr-crlf-5.5mb.txt"), "start", "end\n"));
      inputs.add(pageBomb(dir.resolve("page-300mib.html.gz")));
      inputs.add(zeroBomb(dir.resolve("zeros-2gib.html.gz")));
      inputs.add(Path.of("/dev/zero"));
      System.out.println(
          "| input | size | heap cap | peak live above baseline | / size | outcome |");
      System.out.println("|---|---|---|---|---|---|");
      for (Path input : inputs) {
        run(input);
      }
    } finally {
      for (Path input : inputs) {
        if (input.startsWith(dir)) {
          Files.deleteIfExists(input);
        }
      }
      Files.deleteIfExists(dir);
    }
  }

  private static void run(Path input) throws IOException, InterruptedException {
    long size = Files.isRegularFile(input) ? Files.size(input) : 0;
    long capMb = Math.max(512, 4 * size / (1024 * 1024));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx" + capMb + "m", "-XX:+UseSerialGC", "-Xmn16m",
        "-cp", System.getProperty("java.class.path"), HostilePeakHeap.class.getName(),
        input.toString()).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    boolean done = p.waitFor(20, TimeUnit.MINUTES);
    String text = new String(out, StandardCharsets.UTF_8).trim();
    String last = text.isEmpty() ? "" : text.substring(text.lastIndexOf('\n') + 1);
    if (!done || p.exitValue() != 0 || !last.startsWith("peakLiveHeap")) {
      System.out.printf("| %s | %s | %d MB | | | FAILED (exit %s): %s |%n", input.getFileName(),
          mb(size), capMb, done ? p.exitValue() : "timeout", last);
      return;
    }
    Matcher m = FIELD.matcher(last);
    long peak = 0;
    long baseline = 0;
    long ms = 0;
    while (m.find()) {
      switch (m.group(1)) {
        case "peakLiveHeapAfterGcBytes" -> peak = Long.parseLong(m.group(2));
        case "baselineBytes" -> baseline = Long.parseLong(m.group(2));
        case "ms" -> ms = Long.parseLong(m.group(2));
        default -> { }
      }
    }
    String outcome = last.substring(last.indexOf(" ms=") + 1);
    outcome = outcome.substring(outcome.indexOf(' ') + 1);
    long above = Math.max(0, peak - baseline);
    String ratio = size == 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) above / size);
    System.out.printf("| %s | %s | %d MB | %s | %s | %s, %d ms |%n", input.getFileName(), mb(size),
        capMb, mb(above), ratio, outcome, ms);
  }

  private static String mb(long bytes) {
    return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }

  private static Path oneLetter(Path file) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      char[] block = new char[1_000_000];
      java.util.Arrays.fill(block, 'a');
      for (int i = 0; i < 10; i++) {
        w.write(block);
      }
    }
    return file;
  }

  private static Path cjk(Path file) throws IOException {
    Random random = new Random(1);
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < 10 * MB / 3; i++) {
        w.write((char) (0x4E00 + random.nextInt(0x5000)));
      }
    }
    return file;
  }

  private static Path lineBreaks(Path file, String before, String after) throws IOException {
    Random random = new Random(2);
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write(before);
      for (long written = 0; written < 5_500_000; ) {
        boolean crlf = random.nextBoolean();
        w.write(crlf ? "\r\n" : "\r");
        written += crlf ? 2 : 1;
      }
      w.write(after);
    }
    return file;
  }

  private static Path pageBomb(Path file) throws IOException {
    byte[] paragraph = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n"
        .getBytes(StandardCharsets.UTF_8);
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16)) {
      out.write("<!doctype html><html><body>\n".getBytes(StandardCharsets.UTF_8));
      byte[] block = new byte[paragraph.length * 16_384];
      for (int i = 0; i < 16_384; i++) {
        System.arraycopy(paragraph, 0, block, i * paragraph.length, paragraph.length);
      }
      for (long written = 0; written < 300L << 20; written += block.length) {
        out.write(block);
      }
    }
    return file;
  }

  private static Path zeroBomb(Path file) throws IOException {
    byte[] zeros = new byte[1 << 24];
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16)) {
      for (int i = 0; i < 128; i++) {
        out.write(zeros);
      }
    }
    return file;
  }
}
