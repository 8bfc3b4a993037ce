package dev.wrac.pages.internal;

import dev.wrac.model.Usage;
import dev.wrac.pages.BatchTranscript;
import dev.wrac.pages.ExternalToolException;
import dev.wrac.pages.PageBatch;
import dev.wrac.pages.PageImage;
import dev.wrac.pages.PageTranscriber;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Transcribes a document batch by batch: cached batches are read back; the others are rendered
 * one page at a time on the calling thread and transcribed on a pool of
 * {@link PageTranscriber#parallelism()} threads, never more batches in flight than that, so
 * memory holds at most that many batches of images. A batch that fails leaves a marker naming
 * its pages; the others go on.
 */
public final class BatchRunner {
  private static final Logger LOG = LoggerFactory.getLogger(BatchRunner.class);

  /** Opens the rendered pages when a batch first needs them. */
  @FunctionalInterface
  public interface Pages {
    PageSource open();
  }

  /** The raw transcript (index 0 = page 1) and what it cost. */
  public record Outcome(List<String> pages, List<String> failures, Usage usage, int imagesSent,
      int pagesFromCache) {}

  /** One batch's result: its pages' text, or the marker of its failure. */
  private record Done(int first, List<String> pages, BatchTranscript transcript, String failure,
      boolean cached) {}

  private final PageTranscriber transcriber;
  private final TranscriptCache cache;
  private final String document;

  public BatchRunner(PageTranscriber transcriber, TranscriptCache cache, String document) {
    this.transcriber = transcriber;
    this.cache = cache;
    this.document = document;
  }

  /**
   * Transcribes {@code pageCount} pages, opening {@code pages} only if a batch needs it (the
   * caller closes what it opened).
   */
  public Outcome run(int pageCount, Pages pages) {
    int size = transcriber.batchSize();
    ExecutorService pool = Executors.newFixedThreadPool(transcriber.parallelism(), r -> {
      Thread t = new Thread(r, "wrac-pages-" + document);
      t.setDaemon(true);
      return t;
    });
    Semaphore inFlight = new Semaphore(transcriber.parallelism());
    List<CompletableFuture<Done>> futures = new ArrayList<>();
    PageSource source = null;
    try {
      for (int first = 1; first <= pageCount; first += size) {
        int n = Math.min(size, pageCount - first + 1);
        List<String> stored = cache == null ? null : cache.batch(first, n).orElse(null);
        if (stored != null) {
          futures.add(CompletableFuture.completedFuture(new Done(first, stored, null, null,
              true)));
          continue;
        }
        source = source != null ? source : pages.open();
        futures.add(submit(source, first, n, pageCount, pool, inFlight));
      }
      return collect(futures, pageCount);
    } finally {
      pool.shutdownNow();
    }
  }

  private CompletableFuture<Done> submit(PageSource source, int first, int n, int total,
      ExecutorService pool, Semaphore inFlight) {
    inFlight.acquireUninterruptibly();
    PageBatch batch;
    try {
      List<PageImage> images = new ArrayList<>(n);
      for (int p = first; p < first + n; p++) {
        images.add(source.render(p));
      }
      batch = new PageBatch(document, images, total);
    } catch (IOException | RuntimeException e) {
      inFlight.release();
      return CompletableFuture.completedFuture(failed(first, n, "page rendering failed: "
          + reason(e)));
    }
    return CompletableFuture.supplyAsync(() -> {
      try {
        BatchTranscript t = transcriber.transcribe(batch);
        return new Done(first, fit(t.pages(), n), t, null, false);
      } catch (ExternalToolException e) {
        if (e.problem() == ExternalToolException.Problem.MISSING) {
          throw e;
        }
        return failed(first, n, reason(e));
      } catch (RuntimeException e) {
        return failed(first, n, reason(e));
      } finally {
        inFlight.release();
      }
    }, pool);
  }

  /** Exactly {@code n} pages: missing ones empty, extra text joined to the last page. */
  static List<String> fit(List<String> pages, int n) {
    List<String> out = new ArrayList<>(pages.subList(0, Math.min(n, pages.size())));
    while (out.size() < n) {
      out.add("");
    }
    for (int i = n; i < pages.size(); i++) {
      out.set(n - 1, out.get(n - 1) + "\n\n" + pages.get(i));
    }
    return out;
  }

  private Done failed(int first, int n, String reason) {
    String marker = "[" + range(first, n) + " could not be transcribed: " + reason + "]";
    LOG.warn("'{}': {}", document, marker);
    return new Done(first, null, null, marker, false);
  }

  private static String range(int first, int n) {
    return n == 1 ? "page " + first : "pages " + first + "-" + (first + n - 1);
  }

  /** A one-line reason: the exception's message, at most 300 characters. */
  static String reason(Throwable e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    m = m.replaceAll("[\\s\\[\\]]+", " ").strip();
    return m.length() <= 300 ? m : m.substring(0, 297) + "...";
  }

  private Outcome collect(List<CompletableFuture<Done>> futures, int pageCount) {
    String[] text = new String[pageCount];
    Arrays.fill(text, "");
    List<String> failures = new ArrayList<>();
    Usage usage = Usage.ZERO;
    int images = 0;
    int fromCache = 0;
    for (CompletableFuture<Done> f : futures) {
      Done d = join(f);
      if (d.failure() != null) {
        text[d.first() - 1] = d.failure();
        failures.add(d.failure());
        continue;
      }
      place(text, d);
      if (d.cached()) {
        fromCache += d.pages().size();
        continue;
      }
      usage = usage.plus(d.transcript().usage());
      images += d.transcript().imagesSent();
      finish(d, text, failures);
    }
    return new Outcome(List.of(text), failures, usage, images, fromCache);
  }

  private static void place(String[] text, Done d) {
    for (int i = 0; i < d.pages().size() && d.first() - 1 + i < text.length; i++) {
      text[d.first() - 1 + i] = d.pages().get(i);
    }
  }

  /** Stores a complete batch; marks an incomplete one on its last page. */
  private void finish(Done d, String[] text, List<String> failures) {
    int n = d.pages().size();
    if (!d.transcript().isComplete()) {
      String marker = "[" + range(d.first(), n) + ": transcript incomplete: "
          + d.transcript().problem() + "]";
      LOG.warn("'{}': {}", document, marker);
      failures.add(marker);
      text[d.first() + n - 2] = text[d.first() + n - 2] + "\n\n" + marker;
    } else if (cache != null) {
      try {
        cache.putBatch(d.first(), d.pages());
      } catch (IOException e) {
        LOG.warn("'{}': could not cache the transcript of {} in {}: {}", document,
            range(d.first(), n), cache.dir(), e.toString());
      }
    }
  }

  private static Done join(CompletableFuture<Done> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while transcribing", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    }
  }
}
