package dev.wrac.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.index.InMemoryIndexStore;
import dev.wrac.index.IndexResult;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexingExampleTest {
  @TempDir Path tmp;

  @Test
  void aSecondRunOverTheSameFolderEmbedsNothing() {
    InMemoryIndexStore store = new InMemoryIndexStore();
    Path ledger = tmp.resolve("ledger");
    IndexResult first = IndexingExample.sync(Path.of("docs"), ledger, store);
    IndexResult second = IndexingExample.sync(Path.of("docs"), ledger, store);

    assertThat(first.documents()).isEqualTo(4);
    assertThat(first.added()).isEqualTo(store.size()).isGreaterThan(first.embedded());
    assertThat(second.embedded()).isZero();
    assertThat(second.added() + second.updated() + second.deleted()).isZero();
    assertThat(second.unchanged()).isEqualTo(store.size());
  }
}
