package dev.wrac.embed;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CachingEmbedderTest {
  private static final Embedder BGE = BgeSmallEmbedder.create(2);

  @TempDir
  Path dir;

  @Test
  void textsSeenBeforeAreServedFromDiskAcrossInstances() {
    CachingEmbedder first = new CachingEmbedder(BGE, dir);
    List<float[]> v = first.embed(List.of("loan tenure", "card limit", "loan tenure"));
    assertThat(first.embedded()).isEqualTo(2);
    first.embed(List.of("card limit"));
    assertThat(first.embedded()).isEqualTo(2);
    assertThat(first.hits()).isEqualTo(2);

    CachingEmbedder second = new CachingEmbedder(BGE, dir);
    List<float[]> again = second.embed(List.of("card limit", "loan tenure"));
    assertThat(second.embedded()).isZero();
    assertThat(again.get(0)).containsExactly(v.get(1));
    assertThat(again.get(1)).containsExactly(BGE.embed(List.of("loan tenure")).get(0));
  }

  @Test
  void aTornLastRecordIsIgnoredAndCutBeforeAppending() throws IOException {
    new CachingEmbedder(BGE, dir).embed(List.of("savings account"));
    Path file = single(dir);
    long size = Files.size(file);
    Files.write(file, new byte[] {1, 2, 3, 4, 5}, StandardOpenOption.APPEND);

    CachingEmbedder reopened = new CachingEmbedder(BGE, dir);
    reopened.embed(List.of("savings account", "current account"));
    assertThat(reopened.embedded()).isEqualTo(1);
    assertThat(Files.size(file)).isEqualTo(2 * size);
    CachingEmbedder third = new CachingEmbedder(BGE, dir);
    third.embed(List.of("savings account", "current account"));
    assertThat(third.embedded()).isZero();
  }

  private static Path single(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      List<Path> files = s.toList();
      assertThat(files).hasSize(1);
      assertThat(files.get(0).getFileName().toString()).startsWith("bge-small-en-v1.5-q");
      return files.get(0);
    }
  }
}
