package dev.wrac.lucene;

import dev.wrac.index.FaultStore;
import dev.wrac.index.IndexStore;
import dev.wrac.index.IndexedUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;

/**
 * {@link LuceneIndexStore} for wrac-index's fault-injection harness: a write step at each file
 * Lucene creates, syncs or renames on the writing thread (segment files, the pending commit,
 * its rename to {@code segments_N}), so a kill lands inside Lucene's own commit.
 */
public final class LuceneFaultStore implements FaultStore {
  @Override
  public IndexStore open(Path location, Runnable beforeWrite) {
    Thread writer = Thread.currentThread();
    return LuceneIndexStore.builder(location).wrapDirectory(d -> new FilterDirectory(d) {
      private void step() {
        if (Thread.currentThread() == writer) {
          beforeWrite.run();
        }
      }

      @Override
      public IndexOutput createOutput(String name, IOContext context) throws IOException {
        step();
        return super.createOutput(name, context);
      }

      @Override
      public void sync(Collection<String> names) throws IOException {
        step();
        super.sync(names);
      }

      @Override
      public void rename(String source, String dest) throws IOException {
        step();
        super.rename(source, dest);
      }
    }).build();
  }

  @Override
  public Map<String, IndexedUnit> snapshot(Path location) {
    try (LuceneIndexStore store = LuceneIndexStore.openReadOnly(location)) {
      return store.snapshot();
    }
  }
}
