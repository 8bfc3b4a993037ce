package dev.wrac.benchmarks.html;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;
import dev.wrac.parsers.html.ShingleMetric;
import dev.wrac.parsers.html.WebExtractionPages;
import dev.wrac.parsers.html.WebExtractionPages.Page;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.zip.GZIPInputStream;
import net.dankito.readability4j.Readability4J;

/**
 * Main-content fidelity and speed of {@link HtmlParser} against Readability4J on the
 * web-extraction pages (Scrapinghub's article-extraction benchmark, development part), scored
 * with the benchmark's own metric ({@link ShingleMetric}). Single thread, both extractors in the
 * same JVM, pages decompressed into memory first, timed over several alternating rounds.
 *
 * <pre>
 * mvn -B -q -pl wrac-benchmarks -am verify -DskipTests -Pbench \
 *     -Dbench.main=dev.wrac.benchmarks.html.ExtractionBenchmark -Dbench.args="--rounds 5"
 * </pre>
 * Options: {@code --data DIR} (default: {@code -Dwrac.webExtraction}, {@code
 * WRAC_WEB_EXTRACTION}, or a {@code shared/web-extraction} folder above the working directory),
 * {@code --rounds N} (timed rounds, default 3), {@code --pages} (per-page scores, worst first),
 * {@code --dump DIR} (write each page's extracted and true text), {@code --no-baseline}.
 */
public final class ExtractionBenchmark {
  private ExtractionBenchmark() {}

  /** One extractor's outcome: per-page scores, failures, time per round. */
  private record Outcome(String name, List<ShingleMetric.Counts> counts, List<String> texts,
      int failures, double pagesPerSecond) {}

  public static void main(String[] args) throws Exception {
    Path data = null;
    int rounds = 3;
    boolean perPage = false;
    boolean baseline = true;
    Path dump = null;
    for (int k = 0; k < args.length; k++) {
      switch (args[k]) {
        case "--data" -> data = Path.of(args[++k]);
        case "--rounds" -> rounds = Integer.parseInt(args[++k]);
        case "--pages" -> perPage = true;
        case "--dump" -> dump = Path.of(args[++k]);
        case "--no-baseline" -> baseline = false;
        default -> throw new IllegalArgumentException("Unknown option " + args[k]
            + "; known: --data DIR, --rounds N, --pages, --dump DIR, --no-baseline");
      }
    }
    if (data == null) {
      data = BenchData.find("web-extraction", "wrac.webExtraction", "WRAC_WEB_EXTRACTION");
    }
    List<Page> pages = WebExtractionPages.load(data);
    List<byte[]> html = new ArrayList<>();
    for (Page p : pages) {
      html.add(gunzip(p.file()));
    }
    System.out.printf("%d pages from %s, %d timed round(s), single thread%n", pages.size(), data,
        rounds);

    HtmlParser parser = HtmlParser.create();
    ParseOptions options = ParseOptions.defaults();
    Function<Integer, String> ours = i -> {
      ParsedDocument doc = parser.parse(
          DocumentSource.ofBytes(pages.get(i).id() + ".html", html.get(i)), options);
      return WebExtractionPages.text(doc);
    };
    Function<Integer, String> readability = i -> {
      String page = new String(html.get(i), StandardCharsets.UTF_8);
      return new Readability4J("https://example.org/", page).parse().getTextContent();
    };

    List<Outcome> outcomes = new ArrayList<>();
    Outcome wrac = score("wrac HtmlParser", pages, ours);
    Outcome r4j = baseline ? score("Readability4J 1.0.8", pages, readability) : null;
    double[] wracSpeed = new double[rounds];
    double[] r4jSpeed = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      wracSpeed[r] = time(pages.size(), ours);
      if (r4j != null) {
        r4jSpeed[r] = time(pages.size(), readability);
      }
    }
    outcomes.add(new Outcome(wrac.name(), wrac.counts(), wrac.texts(), wrac.failures(),
        median(wracSpeed)));
    if (r4j != null) {
      outcomes.add(new Outcome(r4j.name(), r4j.counts(), r4j.texts(), r4j.failures(),
          median(r4jSpeed)));
    }
    for (Outcome o : outcomes) {
      System.out.printf("%-22s %s  failures %d  %.1f pages/s (median of %d rounds)%n", o.name(),
          ShingleMetric.score(o.counts()), o.failures(), o.pagesPerSecond(), rounds);
    }
    if (perPage) {
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < pages.size(); i++) {
        order.add(i);
      }
      order.sort(Comparator.comparingDouble(i -> f1(wrac.counts().get(i))));
      System.out.println("page                              wrac P    R    F1  | readability F1");
      for (int i : order) {
        ShingleMetric.Counts c = wrac.counts().get(i);
        System.out.printf("%-32s %.3f %.3f %.3f | %s%n", pages.get(i).id().substring(0, 16),
            c.precision(), c.recall(), f1(c),
            r4j == null ? "-" : String.format("%.3f", f1(r4j.counts().get(i))));
      }
    }
    if (dump != null) {
      Files.createDirectories(dump);
      for (int i = 0; i < pages.size(); i++) {
        String id = pages.get(i).id().substring(0, 16);
        Files.writeString(dump.resolve(id + ".wrac.txt"), wrac.texts().get(i));
        Files.writeString(dump.resolve(id + ".truth.txt"), pages.get(i).articleBody());
        if (r4j != null) {
          Files.writeString(dump.resolve(id + ".r4j.txt"), r4j.texts().get(i));
        }
      }
      System.out.println("texts written to " + dump);
    }
  }

  private static double f1(ShingleMetric.Counts c) {
    double p = c.precision();
    double r = c.recall();
    return p + r == 0 ? 0 : 2 * p * r / (p + r);
  }

  private static Outcome score(String name, List<Page> pages, Function<Integer, String> extract) {
    List<ShingleMetric.Counts> counts = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    int failures = 0;
    for (int i = 0; i < pages.size(); i++) {
      String text;
      try {
        text = extract.apply(i);
      } catch (RuntimeException | StackOverflowError e) {
        failures++;
        System.out.println(name + " failed on " + pages.get(i).id() + ": " + e);
        text = "";
      }
      texts.add(text);
      counts.add(ShingleMetric.compare(pages.get(i).articleBody(), text));
    }
    return new Outcome(name, counts, texts, failures, 0);
  }

  /** Pages per second of one pass over all pages (failures count as pages done). */
  private static double time(int n, Function<Integer, String> extract) {
    long start = System.nanoTime();
    long sink = 0;
    for (int i = 0; i < n; i++) {
      try {
        sink += extract.apply(i).length();
      } catch (RuntimeException | StackOverflowError e) {
        sink--;
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    if (sink == Long.MIN_VALUE) {
      System.out.println(); // keeps the results alive
    }
    return n / seconds;
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v.length == 0 ? 0 : v[v.length / 2];
  }

  private static byte[] gunzip(Path file) throws IOException {
    try (InputStream in = new GZIPInputStream(
        new ByteArrayInputStream(Files.readAllBytes(file)))) {
      return in.readAllBytes();
    }
  }
}
