package dev.wrac.pages;

import dev.wrac.model.Usage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What the page route spent on one document, like a plan's provenance records the planner's
 * usage: pages, images sent to a model, LLM calls and tokens, and dollars.
 *
 * <pre>{@code
 * PageRouteResult result = route.process(DocumentSource.of(Path.of("scan.pdf")));
 * PageUsage u = result.usage();
 * System.out.printf("%d pages (%d from cache), %d calls, $%.4f%n", u.pages(),
 *     u.pagesFromCache(), u.tokens().llmCalls(), u.usd().orElse(Double.NaN));
 * }</pre>
 *
 * @param transcriber    the transcriber's name ({@code "llm"}, {@code "ocr"})
 * @param model          the model that transcribed, {@code null} offline
 * @param pages          the document's page count
 * @param pagesFromCache pages whose transcript came from the cache (no render, no call)
 * @param imagesSent     page images sent to a model in this run
 * @param failedBatches  batches that could not be transcribed or whose transcript is
 *                       incomplete (each left a marker)
 * @param tokens         LLM calls and tokens of this run ({@link Usage#ZERO} offline or cached)
 * @param usd            what {@code tokens} cost at the route's prices; empty if the model has
 *                       no known price
 */
public record PageUsage(String transcriber, String model, int pages, int pagesFromCache,
    int imagesSent, int failedBatches, Usage tokens, OptionalDouble usd) {
  public PageUsage {
    Objects.requireNonNull(transcriber, "transcriber");
    Objects.requireNonNull(tokens, "tokens");
    Objects.requireNonNull(usd, "usd");
    if (pages < 0 || pagesFromCache < 0 || pagesFromCache > pages || imagesSent < 0
        || failedBatches < 0) {
      throw new IllegalArgumentException("Invalid page usage: " + pages + " pages, "
          + pagesFromCache + " from cache, " + imagesSent + " images, " + failedBatches
          + " failed batches");
    }
  }

  /** Whether every page came from the cache: nothing was rendered or transcribed. */
  public boolean fullyCached() {
    return pagesFromCache == pages;
  }

  /**
   * The usage as sorted key-value pairs ({@code pages.transcriber}, {@code pages.model},
   * {@code pages.count}, {@code pages.fromCache}, {@code pages.images},
   * {@code pages.failedBatches}, {@code pages.usd}), for provenance or reports.
   */
  public Map<String, String> describe() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("pages.transcriber", transcriber);
    if (model != null) {
      m.put("pages.model", model);
    }
    m.put("pages.count", String.valueOf(pages));
    m.put("pages.fromCache", String.valueOf(pagesFromCache));
    m.put("pages.images", String.valueOf(imagesSent));
    m.put("pages.failedBatches", String.valueOf(failedBatches));
    if (usd.isPresent()) {
      m.put("pages.usd", String.format(java.util.Locale.ROOT, "%.6f", usd.getAsDouble()));
    }
    return m;
  }
}
