package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-file runner: output in file order, bounded memory, deadlines. */
class FileRunTest {
  @Test
  void aBufferSpillsToATemporaryFileAndCopiesEveryByteInOrder() throws IOException {
    SpillBuffer buffer = new SpillBuffer(100);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (int i = 0; i < 50; i++) {
      byte[] line = ("line " + i + "\n").getBytes(StandardCharsets.UTF_8);
      buffer.write(line);
      expected.write(line);
    }
    assertThat(buffer.spilled()).isTrue();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    buffer.copyTo(out);
    assertThat(out.toByteArray()).isEqualTo(expected.toByteArray());
    assertThatThrownBy(() -> buffer.write('x')).isInstanceOf(IOException.class);
  }

  @Test
  void aDiscardedBufferDeletesItsFileAndRefusesWrites() throws IOException {
    SpillBuffer buffer = new SpillBuffer(4);
    buffer.write("more than four bytes".getBytes(StandardCharsets.UTF_8));
    assertThat(buffer.spilled()).isTrue();
    long before = countTempFiles();
    buffer.discard();
    assertThat(countTempFiles()).isLessThan(before);
    assertThatThrownBy(() -> buffer.write('x')).hasMessageContaining("discarded");
  }

  @Test
  void resultsComeInFileOrderWhateverTheFinishingOrder() throws IOException {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      files.add(Path.of("f" + i));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<String> order = new ArrayList<>();
    new FileRun(4, 0).run(files, (file, sink) -> {
      int n = Integer.parseInt(file.toString().substring(1));
      Thread.sleep((10 - n) * 5L);  // later files finish first
      sink.write((file + "\n").getBytes(StandardCharsets.UTF_8));
      return n;
    }, out, r -> order.add(r.file() + "=" + r.value()));
    assertThat(order).containsExactly("f0=0", "f1=1", "f2=2", "f3=3", "f4=4", "f5=5", "f6=6",
        "f7=7", "f8=8", "f9=9");
    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo("f0\nf1\nf2\nf3\nf4\nf5\nf6\nf7\nf8\nf9\n");
  }

  @Test
  void aStuckFileTimesOutFreesItsSlotAndItsOutputIsDropped() throws IOException {
    List<Path> files = List.of(Path.of("stuck"), Path.of("next"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<String> errors = new ArrayList<>();
    new FileRun(1, 0.2).run(files, (file, sink) -> {
      sink.write((file + " started\n").getBytes(StandardCharsets.UTF_8));
      if (file.toString().equals("stuck")) {
        Object never = new Object();
        synchronized (never) {
          never.wait();  // blocks like a read that never returns, until interrupted
        }
      }
      return file;
    }, out, r -> errors.add(r.ok() ? "ok" : r.error().getMessage()));
    assertThat(errors).containsExactly("timed out after 0.2 s (--file-timeout; 0 = no limit)", "ok");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("next started\n");
  }

  private static long countTempFiles() throws IOException {
    try (var s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return s.filter(p -> p.getFileName().toString().startsWith("wrac-chunks-")).count();
    }
  }
}
