package dev.wrac.pages;

/**
 * Turns page images into retrieval-oriented Markdown: text verbatim, headings as {@code #}
 * lines, tables as one sentence per row (or, for a transcriber that {@link #keepsTables()},
 * as pipe tables). The service-provider interface of the page route;
 * implementations are made by {@link PageTranscriberProvider}s found through
 * {@link java.util.ServiceLoader} ({@link PageTranscribers#byName}). Shipped: {@code llm}
 * ({@link VisionTranscriber}) and {@code ocr} ({@link TesseractTranscriber}).
 *
 * <p>Contract: thread-safe ({@link #parallelism()} batches are transcribed at once); a batch
 * that cannot be transcribed throws any exception, which the route turns into a marker naming
 * the batch's pages, and the document goes on. The route post-processes the Markdown (code
 * fences, image references and pipe tables), so implementations need not.
 */
public interface PageTranscriber {

  /** A short name, such as {@code "llm"} or {@code "ocr"}. */
  String name();

  /** The model that transcribes, or {@code null} offline (for usage, prices and caching). */
  String model();

  /**
   * Everything that shapes the output (name, model, prompt version, settings) as one string:
   * part of the cache key, so a change of settings never reuses an old transcript.
   */
  String fingerprint();

  /** Pages per batch, at least 1. */
  int batchSize();

  /** Batches transcribed at once, at least 1. */
  int parallelism();

  /**
   * Whether the route keeps this transcriber's pipe tables as tables, parsed into table rows
   * with their header cells as in a Markdown document, instead of turning them into one
   * sentence per row. False by default (the D-RAC rule for a model's transcript);
   * {@link TesseractTranscriber} keeps the tables it rebuilds from the page's layout, as row
   * sentences repeat the headers in every row and retrieve worse (see docs/bench.md).
   */
  default boolean keepsTables() {
    return false;
  }

  /**
   * Transcribes one batch.
   *
   * @throws RuntimeException of any kind if the batch cannot be transcribed
   */
  BatchTranscript transcribe(PageBatch batch);
}
