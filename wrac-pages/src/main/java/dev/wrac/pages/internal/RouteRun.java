package dev.wrac.pages.internal;

import dev.wrac.llm.PriceTable;
import dev.wrac.model.ParsedDocument;
import dev.wrac.pages.PageRouteResult;
import dev.wrac.pages.PageTranscriber;
import dev.wrac.pages.PageUsage;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One document through the page route: copy, cache lookup, convert, render, transcribe, parse. */
public final class RouteRun {
  private static final Logger LOG = LoggerFactory.getLogger(RouteRun.class);

  /** The route's settings. {@code cacheDirectory} is {@code null} when caching is off. */
  public record Config(PageTranscriber transcriber, Path cacheDirectory, int dpi, int maxSide,
      OfficeConverter converter, PriceTable prices) {
    /** What shapes a transcript besides the source: the cache key's settings part. */
    String fingerprint() {
      return transcriber.fingerprint() + ";dpi=" + dpi + ";maxSide=" + maxSide;
    }
  }

  private final Config config;
  private final DocumentSource source;
  private final ParseOptions options;

  public RouteRun(Config config, DocumentSource source, ParseOptions options) {
    this.config = config;
    this.source = source;
    this.options = options;
  }

  /** Runs the route. */
  public PageRouteResult run() {
    String name = source.name();
    PageSource[] opened = new PageSource[1];
    try (WorkDir work = WorkDir.create("wrac-pages-")) {
      RouteInput input = RouteInput.copy(source, work.path());
      TranscriptCache cache = config.cacheDirectory() == null ? null : TranscriptCache.entry(
          config.cacheDirectory(), input.sha256(), config.fingerprint());
      BatchRunner.Pages pages = () -> {
        if (opened[0] == null) {
          opened[0] = open(input, work.path());
        }
        return opened[0];
      };
      Integer cachedCount = cache == null ? null : cache.pageCount().orElse(null);
      int pageCount = cachedCount != null ? cachedCount : pages.open().pageCount();
      if (cache != null && cachedCount == null) {
        storeCount(cache, pageCount);
      }
      BatchRunner.Outcome outcome = new BatchRunner(config.transcriber(), cache, name)
          .run(pageCount, pages);
      return result(outcome, pageCount, input.sha256());
    } catch (IOException e) {
      throw new UncheckedIOException("Page route of '" + name + "': " + e.getMessage(), e);
    } finally {
      close(opened[0]);
    }
  }

  private void close(PageSource pages) {
    try {
      if (pages != null) {
        pages.close();
      }
    } catch (IOException e) {
      LOG.debug("'{}': closing the pages failed: {}", source.name(), e.toString());
    }
  }

  private void storeCount(TranscriptCache cache, int pageCount) {
    try {
      cache.putPageCount(pageCount, source.name(), config.fingerprint());
    } catch (IOException e) {
      LOG.warn("'{}': could not write the page cache in {}: {}", source.name(), cache.dir(),
          e.toString());
    }
  }

  /** The pages of the input: converted to PDF first if it is an office document. */
  private PageSource open(RouteInput input, Path work) {
    if (input.isImage()) {
      return ImagePages.open(input.file(), config.maxSide(), source.name());
    }
    Path pdf = input.isOffice()
        ? config.converter().toPdf(input.file(), input.extension(), work, source.name())
        : input.file();
    return PdfPages.open(pdf, config.dpi(), config.maxSide(), source.name());
  }

  private PageRouteResult result(BatchRunner.Outcome outcome, int pageCount, String sha256) {
    List<String> pages = new ArrayList<>(pageCount);
    for (String raw : outcome.pages()) {
      pages.add(MarkdownCleanup.clean(raw, !config.transcriber().keepsTables()));
    }
    PagedMarkdown transcript = new PagedMarkdown(pages);
    if (transcript.text().isBlank()) {
      throw new DocumentParseException(source.name(), Reason.EMPTY, "the page route found no "
          + "text on any of its " + pageCount + " page(s) (transcriber '"
          + config.transcriber().name() + "')");
    }
    PageUsage usage = usage(outcome, pageCount);
    Map<String, String> metadata = new TreeMap<>();
    metadata.put("route", "pages");
    metadata.put("pages", String.valueOf(pageCount));
    metadata.put("transcriber", config.transcriber().name());
    if (config.transcriber().model() != null) {
      metadata.put("transcriber.model", config.transcriber().model());
    }
    metadata.put("source.sha256", sha256);
    ParsedDocument doc = transcript.parse(source.name(), RouteInput.mediaType(source), metadata,
        options);
    return new PageRouteResult(doc, transcript.text(), pages, usage, outcome.failures());
  }

  private PageUsage usage(BatchRunner.Outcome outcome, int pageCount) {
    PageTranscriber t = config.transcriber();
    OptionalDouble usd = t.model() == null ? OptionalDouble.of(0)
        : config.prices().priceOf(t.model()).map(p -> OptionalDouble.of(p.usd(outcome.usage())))
            .orElse(OptionalDouble.empty());
    if (outcome.usage().isZero()) {
      usd = OptionalDouble.of(0);
    }
    return new PageUsage(t.name(), t.model(), pageCount, outcome.pagesFromCache(),
        outcome.imagesSent(), outcome.failures().size(), outcome.usage(), usd);
  }
}
