package dev.wrac.llm.plan.internal;

import dev.wrac.error.WracException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs one task per item on a bounded pool of daemon threads and returns the results in item
 * order. A single item runs on the caller's thread. Idle threads end after a second, so a
 * program (or {@code mvn exec:java}, which waits 15 s for live threads) does not wait on them.
 */
public final class WindowPool {
  private final ExecutorService executor;

  public WindowPool(String name, int threads) {
    AtomicInteger n = new AtomicInteger();
    ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>(), r -> {
          Thread t = new Thread(r, name + "-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
    pool.allowCoreThreadTimeOut(true);
    this.executor = pool;
  }

  /** {@code task} applied to every item, results in item order. */
  public <T, R> List<R> map(List<T> items, Function<T, R> task) {
    if (items.size() == 1) {
      return List.of(task.apply(items.get(0)));
    }
    List<Future<R>> futures = new ArrayList<>(items.size());
    for (T item : items) {
      futures.add(executor.submit(() -> task.apply(item)));
    }
    List<R> results = new ArrayList<>(items.size());
    try {
      for (Future<R> f : futures) {
        results.add(f.get());
      }
    } catch (InterruptedException e) {
      futures.forEach(f -> f.cancel(true));
      Thread.currentThread().interrupt();
      throw new WracException("Interrupted while planning", e);
    } catch (ExecutionException e) {
      futures.forEach(f -> f.cancel(true));
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new WracException("Planning failed: " + cause, cause);
    }
    return results;
  }
}
