package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fault-injection harness, run on any {@link FaultStore}: a run killed at a write point, in
 * a child JVM, then run again here: the store equals a from-scratch index every time, and the
 * ledger agrees (a further run changes nothing). The killed run brings the examples, indexed
 * with levels, to their edited state (a paragraph changed, a section added, a document deleted,
 * one renamed), so it adds, rewrites and deletes. A store module extends it with its own
 * {@link #store()} (wrac-lucene: its test-jar dependency on wrac-index); {@link
 * FaultInjectionTest} runs it on the append-only log file store.
 */
public abstract class FaultInjectionContract {
  private static final ChunkerSpec SPEC = ChunkerSpec.parse("levels=structural>page");

  @TempDir
  Path dir;

  /** The store the runs write and are killed in. */
  protected abstract FaultStore store();

  /** The store kind named by its class (the child JVM's argument). */
  static FaultStore storeKind(String className) {
    try {
      return (FaultStore) Class.forName(className).getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("Cannot make FaultStore " + className + ": " + e, e);
    }
  }

  /** One trial's folders: the ledger, the store's log, the documents. */
  private record Trial(TestLedgers.Database db, Path store, Path docs) {}

  private Trial prepare(String kind, int n) {
    Path t = dir.resolve("trial-" + n);
    Path docs = Corpus.copyExamples(t);
    TestLedgers.Database db = TestLedgers.create(kind, t);
    Path store = t.resolve("store");
    IndexStore opened = store().open(store, () -> { });
    try (JdbcLedger ledger = db.open()) {
      Indexer.builder().spec(SPEC).store(opened).ledger(ledger)
          .embedder(new HashingEmbedder(64)).cleanup(Cleanup.FULL).build()
          .run(Sources.folder(docs));
    } finally {
      store().close(opened);
    }
    Corpus.editAll(docs);
    return new Trial(db, store, docs);
  }

  private List<String> args(Trial t, int k, String action) {
    return List.of(t.db().argument(), store().getClass().getName(), t.store().toString(),
        t.docs().toString(),
        SPEC.toString(), "FULL", Integer.toString(k), action);
  }

  private Process child(Trial t, int k, String action) {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"),
        "bin", "java").toString(), "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
        "-cp", System.getProperty("java.class.path"), IndexChild.class.getName()));
    command.addAll(args(t, k, action));
    try {
      return new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The steps of the killed run, by store kind. */
  private static final Map<String, List<String>> STEPS = new ConcurrentHashMap<>();

  /**
   * The steps of the killed run (the same on every database): the child's code run to its end
   * (k = 0) in this JVM once per store kind, and the store it leaves checked.
   */
  private List<String> steps() {
    List<String> steps = STEPS.get(store().getClass().getName());
    if (steps == null) {
      Trial counting = prepare("h2", 0);
      steps = trace(counting);
      repairAndCheck(counting, "the uninterrupted run", false);
      STEPS.put(store().getClass().getName(), steps);
    }
    return steps;
  }

  /** Runs the child's code to its end (k = 0) in this JVM and returns its step lines. */
  private List<String> trace(Trial t) {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    IndexChild.run(args(t, 0, "halt").toArray(String[]::new), new java.io.PrintStream(bytes,
        true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("step "))
        .toList();
  }

  /** Kills a child at step k: by its own halt, or with destroyForcibly once it hangs there. */
  private void kill(Trial t, int k, boolean destroy) throws Exception {
    Process p = child(t, k, destroy ? "hang" : "halt");
    if (destroy) {
      BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
          StandardCharsets.UTF_8));
      List<String> seen = new ArrayList<>();
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("HANG")) {
        seen.add(line);
      }
      assertThat(line).as("child output: " + seen).startsWith("HANG");
      p.destroyForcibly();
    } else {
      p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
    }
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as("exit of a child killed at step " + k).isEqualTo(137);
  }

  /** Runs the indexer again here and checks the store against a from-scratch index. */
  private void repairAndCheck(Trial t, String what, boolean leftPending) {
    Map<String, IndexedUnit> expected = Corpus.fromScratch(Sources.folder(t.docs()), SPEC,
        dir);
    IndexStore store = store().open(t.store(), () -> { });
    try (JdbcLedger ledger = t.db().open()) {
      Indexer indexer = Indexer.builder().spec(SPEC).store(store)
          .ledger(ledger).embedder(new HashingEmbedder(64)).cleanup(Cleanup.FULL).build();
      IndexResult repair = indexer.run(Sources.folder(t.docs()));
      if (leftPending) {
        assertThat(repair.repaired()).as(what + ": units repaired").isPositive();
      }
      IndexResult again = indexer.run(Sources.folder(t.docs()));
      assertThat(again.added() + again.updated() + again.deleted() + again.embedded()
          + again.repaired()).as(what + ": a further run changes nothing").isZero();
    } finally {
      store().close(store);
    }
    assertThat(store().snapshot(t.store())).as(what).isEqualTo(expected);
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void killedAtEachWritePointTheNextRunRepairsToTheFromScratchStore(String kind)
      throws Exception {
    List<String> steps = steps();
    // after embedding, before the store write; after the store write, before the ledger
    // write; in the middle of an upsert; in the middle of a delete (PostgreSQL: the two that
    // leave both the store and the ledger half way)
    List<Integer> points = new ArrayList<>();
    if (kind.equals("h2")) {
      points.add(first(steps, " embedded "));
      points.add(second(steps, " write upsert"));
    }
    points.add(first(steps, " stored "));
    points.add(second(steps, " write delete"));
    List<Callable<Void>> trials = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      int n = i + 1;
      int k = points.get(i);
      trials.add(() -> {
        Trial t = prepare(kind, n);
        kill(t, k, true);
        boolean pending = steps.subList(0, k - 1).stream().filter(l -> l.contains(" intent "))
            .count() > steps.subList(0, k - 1).stream().filter(l -> l.contains(" committed "))
            .count();
        repairAndCheck(t, "killed (destroyForcibly) at " + steps.get(k - 1), pending);
        return null;
      });
    }
    twoAtATime(trials);
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void killedAtRandomPointsTheNextRunRepairsToTheFromScratchStore(String kind)
      throws Exception {
    randomKills(kind, 1, new Random().nextLong(), false);
  }

  @Tag("slow")
  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void killedAtManyRandomPointsTheNextRunRepairsToTheFromScratchStore(String kind)
      throws Exception {
    randomKills(kind, slowTrials(), new Random().nextLong(), true);
  }

  /**
   * How many random kills the slow test makes per ledger: 50 by default (the count);
   * a store whose every write is slow may make fewer to keep the slow profile within CI's time.
   */
  protected int slowTrials() {
    return 50;
  }

  /** {@code trials} runs killed at random steps; with {@code twice}, half killed again. */
  private void randomKills(String kind, int trials, long seed, boolean twice)
      throws Exception {
    Random random = new Random(seed);
    List<String> steps = steps();
    List<Callable<Void>> runs = new ArrayList<>();
    for (int i = 1; i <= trials; i++) {
      int n = 100 + i;
      int k = 1 + random.nextInt(steps.size());
      // killed again, at a random point of the run that repairs the first kill; 0: not
      int k2 = twice && random.nextBoolean() ? 1 + random.nextInt(steps.size()) : 0;
      runs.add(() -> {
        Trial t = prepare(kind, n);
        kill(t, k, false);
        String what = "seed " + seed + ", killed at " + steps.get(k - 1);
        if (k2 > 0) {
          Process p = child(t, k2, "halt");
          p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
          assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
          what += ", then at step " + k2 + " (exit " + p.exitValue() + ")";
        }
        repairAndCheck(t, what, false);
        return null;
      });
    }
    twoAtATime(runs);
  }

  /**
   * Runs trials two at a time and rethrows the first failure. Trials share nothing (each has
   * its own folder, store, ledger file or schema and child JVM), and one spends much of its
   * time waiting on its child, so two at once take about half as long on two cores.
   */
  private static void twoAtATime(List<Callable<Void>> trials) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (Future<Void> done : pool.invokeAll(trials)) {
        try {
          done.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof Exception cause) {
            throw cause;
          }
          throw (Error) e.getCause();
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static int first(List<String> steps, String kind) {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).contains(kind)) {
        return i + 1;
      }
    }
    throw new AssertionError("no step" + kind + " in " + steps);
  }

  /** The second of a run of consecutive such steps: inside one store call. */
  private static int second(List<String> steps, String kind) {
    for (int i = 1; i < steps.size(); i++) {
      if (steps.get(i).contains(kind) && steps.get(i - 1).contains(kind)) {
        return i + 1;
      }
    }
    throw new AssertionError("no two consecutive steps" + kind + " in " + steps);
  }

}
