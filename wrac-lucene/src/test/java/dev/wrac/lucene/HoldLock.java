package dev.wrac.lucene;

import java.nio.file.Path;

/**
 * A child JVM for {@link LuceneIndexStoreTest}: opens the store under its argument for
 * writing, prints {@code HELD} and waits to be killed, holding the index's write lock.
 */
public final class HoldLock {
  private HoldLock() {}

  public static void main(String[] args) throws InterruptedException {
    LuceneIndexStore store = LuceneIndexStore.open(Path.of(args[0]));
    System.out.println("HELD " + store);
    System.out.flush();
    Thread.sleep(600_000);
  }
}
