package dev.wrac.index;

import dev.wrac.ChunkerSpec;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An indexer run in a child JVM for {@link FaultInjectionContract}: counts its write steps (each
 * listener event and each write step of the store: a log line, a file) and, at step {@code k},
 * halts the JVM at once ({@code halt}, exit 137) or prints {@code HANG} and waits to be killed ({@code hang}).
 * With {@code k = 0} it runs to the end and prints each step ({@code step N KIND DETAIL}).
 *
 * <p>Arguments: ledger ({@code h2:FILE} or {@code url:JDBC}), the {@link FaultStore} class, the
 * store's location, docs folder, settings, cleanup, k, action.
 */
public final class IndexChild {
  private IndexChild() {}

  public static void main(String[] args) {
    run(args, System.out);
  }

  /** The run of {@code main}, printing to {@code out}; in process with {@code k = 0}. */
  static void run(String[] args, java.io.PrintStream out) {
    String ledgerArg = args[0];
    FaultStore kind = FaultInjectionContract.storeKind(args[1]);
    Path storeFile = Path.of(args[2]);
    Path docs = Path.of(args[3]);
    ChunkerSpec spec = ChunkerSpec.parse(args[4]);
    Cleanup cleanup = Cleanup.valueOf(args[5]);
    int k = Integer.parseInt(args[6]);
    String action = args[7];
    AtomicInteger steps = new AtomicInteger();
    class Step {
      void at(String kind, String detail) {
        int n = steps.incrementAndGet();
        if (k == 0) {
          out.println("step " + n + " " + kind + " " + detail);
        } else if (n == k) {
          if (action.equals("hang")) {
            out.println("HANG " + kind + " " + detail);
            out.flush();
            try {
              Thread.sleep(600_000);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
          Runtime.getRuntime().halt(137);
        }
      }
    }
    Step step = new Step();
    String[] line = {""};
    IndexStore store = kind.open(storeFile, () -> step.at("write", line[0]));
    IndexStore traced = new IndexStore() {
      @Override
      public void upsert(java.util.List<IndexedUnit> units) {
        line[0] = "upsert";
        store.upsert(units);
      }

      @Override
      public void delete(java.util.Collection<String> ids) {
        line[0] = "delete";
        store.delete(ids);
      }

      @Override
      public boolean canUpdateFields() {
        return store.canUpdateFields();
      }

      @Override
      public void updateFields(java.util.List<IndexedUnit> units) {
        line[0] = "fields";
        store.updateFields(units);
      }
    };
    try (JdbcLedger ledger = TestLedgers.Database.open(ledgerArg)) {
      IndexResult r = Indexer.builder().spec(spec).store(traced).ledger(ledger)
          .embedder(new HashingEmbedder(64)).cleanup(cleanup)
          .listener(new IndexListener() {
            @Override
            public void embedded(String sourceId, int units) {
              step.at("embedded", sourceId);
            }

            @Override
            public void intentRecorded(String sourceId) {
              step.at("intent", sourceId);
            }

            @Override
            public void stored(String sourceId) {
              step.at("stored", sourceId);
            }

            @Override
            public void committed(String sourceId) {
              step.at("committed", sourceId);
            }
          })
          .build().run(Sources.folder(docs));
      out.println("result " + r.toJson());
    } finally {
      kind.close(store);
    }
    out.println("steps " + steps.get());
  }
}
