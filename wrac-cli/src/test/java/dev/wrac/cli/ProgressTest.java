package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProgressTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  private String printed() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void plainLinesCountFilesFailuresAndBytesButLeaveTheLastFileToTheSummary() throws IOException {
    List<Path> files = files(1000, 3000, 4000);
    Progress p = new Progress(files, Progress.Mode.LINES, out, 0);
    p.step(files.get(0), true);
    p.step(files.get(1), false);
    p.step(files.get(2), true);
    p.clear();

    assertThat(printed().lines().toList()).hasSize(2);
    assertThat(printed().lines().toList().get(0)).startsWith("[1/3] 12%, ")
        .contains(" MB/s").endsWith(", 0 failed: f0.md");
    assertThat(printed().lines().toList().get(1)).startsWith("[2/3] 50%, ")
        .endsWith(", 1 failed: f1.md");
    assertThat(printed()).doesNotContain("\r", "\033");
  }

  @Test
  void onATerminalOneLineIsRedrawnInPlaceAndClearedAtTheEnd() throws IOException {
    List<Path> files = files(10, 10, 10);
    Progress p = new Progress(files, Progress.Mode.TERMINAL, out, 0);
    p.step(files.get(0), true);
    p.step(files.get(1), true);
    p.clear();

    assertThat(printed()).startsWith("\r[1/3] 33%").contains("\033[K\r[2/3] 66%")
        .endsWith("\r\033[K").doesNotContain("\n");
  }

  @Test
  void theTimeLeftComesFromTheBytesStillToRead() throws IOException {
    List<Path> files = files(1000, 3000);
    Progress p = new Progress(files, Progress.Mode.LINES, out, Progress.LINE_NANOS);
    p.step(files.get(0), true);

    String line = p.line(System.nanoTime() + 2_000_000_000L, files.get(0));

    Matcher m = Pattern.compile("(\\d+)s left").matcher(line);
    assertThat(line).startsWith("[1/2] 25%, 0.00 MB/s");
    assertThat(m.find()).as(line).isTrue();
    assertThat(Integer.parseInt(m.group(1))).as("3000 bytes at about 500 B/s").isBetween(5, 7);
    assertThat(printed()).as("nothing before the interval").isEmpty();
  }

  @Test
  void redrawsAreThrottledToFourASecond() {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      files.add(dir.resolve("missing-" + i + ".md"));
    }
    long start = System.nanoTime();
    Progress p = new Progress(files, Progress.Mode.TERMINAL, out, Progress.REDRAW_NANOS);
    files.forEach(f -> p.step(f, true));
    long millis = (System.nanoTime() - start) / 1_000_000;

    long redraws = printed().chars().filter(c -> c == '\r').count();
    assertThat(redraws).isLessThanOrEqualTo(1 + millis / 250);
  }

  @Test
  void quietOrASingleFileShowsNothing() throws IOException {
    List<Path> files = files(10, 10);
    Progress off = new Progress(files, Progress.Mode.OFF, out, 0);
    off.step(files.get(0), true);
    Progress single = new Progress(files.subList(0, 1), Progress.Mode.TERMINAL, out, 0);
    single.step(files.get(0), false);
    single.clear();
    assertThat(printed()).isEmpty();
    assertThat(Progress.onStderr(files, true)).isNotNull();
  }

  @Test
  void durationsReadLikeAClock() {
    assertThat(Progress.duration(42)).isEqualTo("42s");
    assertThat(Progress.duration(80)).isEqualTo("1m20s");
    assertThat(Progress.duration(7380)).isEqualTo("2h03m");
  }

  private List<Path> files(int... sizes) throws IOException {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < sizes.length; i++) {
      files.add(Files.write(dir.resolve("f" + i + ".md"), new byte[sizes[i]]));
    }
    return files;
  }
}
