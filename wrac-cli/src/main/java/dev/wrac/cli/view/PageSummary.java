package dev.wrac.cli.view;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * The page's summary panel: chunk count and token distribution (with a histogram), the
 * planner and its configuration, planning windows by outcome, repairs, and links to the marked
 * and the largest chunks. Gathered segment by segment, written once at the end.
 */
final class PageSummary {
  static final int LISTED = 100;
  private static final int LARGEST = 10;
  private static final int BUCKETS = 16;

  private int[] tokens = new int[256];
  private int chunks;
  private long elements;
  private long totalTokens;
  private int segments;
  private String mediaType = "";
  private final Set<String> planners = new LinkedHashSet<>();
  private Map<String, String> configuration = Map.of();
  private final Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
  private final List<String> repairs = new ArrayList<>();
  private final List<String> marked = new ArrayList<>();
  private final List<String> windows = new ArrayList<>();
  private int windowCount;
  private int markedCount;
  private final PriorityQueue<int[]> largest = new PriorityQueue<>((a, b) -> a[1] - b[1]);

  void segment(ParsedDocument segment, ChunkPlan plan) {
    segments++;
    mediaType = segment.mediaType();
    PlanProvenance p = plan.provenance();
    LlmPlanning llm = p.extension(LlmPlanning.class)
        .orElse(new LlmPlanning(null, null, null));
    planners.add(p.planner() + " " + p.plannerVersion()
        + (llm.model() == null ? "" : ", model " + llm.model())
        + (llm.promptVersion() == null ? "" : ", prompt " + llm.promptVersion()));
    if (configuration.isEmpty()) {
      configuration = p.configuration();
    }
    for (WindowOutcome w : p.windows()) {
      outcomes.merge(w.outcome(), 1, Integer::sum);
    }
    if (!p.repairs().isEmpty() && repairs.size() < LISTED) {
      repairs.add((segments > 1 ? "segment " + segments + ": " : "") + p.repairs().summary());
    }
  }

  /** A window that was not planned as answered, and the chunk holding its first element. */
  void window(WindowOutcome w, int chunk) {
    windowCount++;
    if (windows.size() < LISTED) {
      windows.add((chunk < 0 ? "" : link(chunk) + " ") + Html.escape(ChunkFlags.describe(w)));
    }
  }

  void element(int elementTokens) {
    elements++;
    totalTokens += elementTokens;
  }

  void chunk(Chunk c, List<ChunkFlags.Flag> flags) {
    if (chunks == tokens.length) {
      tokens = Arrays.copyOf(tokens, chunks * 2);
    }
    tokens[chunks++] = c.tokens();
    largest.add(new int[] {c.index(), c.tokens()});
    if (largest.size() > LARGEST) {
      largest.poll();
    }
    if (!flags.isEmpty()) {
      markedCount++;
      if (marked.size() < LISTED) {
        marked.add(link(c.index()) + " " + Html.escape(flags.get(0).label()));
      }
    }
  }

  int chunks() {
    return chunks;
  }

  int markedCount() {
    return markedCount;
  }

  void write(Writer out, String name) throws IOException {
    out.write("<aside id=\"summary\"><h1>" + Html.escape(name) + "</h1>\n<dl>");
    item(out, "media type", Html.escape(mediaType));
    item(out, "elements", elements + " (" + totalTokens + " tokens)");
    item(out, "chunks", chunks + tokenLine());
    item(out, "planner", Html.escape(String.join("; ", planners)));
    if (segments > 1) {
      item(out, "segments", segments + " (planned one by one: the document is large)");
    }
    item(out, "windows", outcomes.isEmpty() ? "none (a local planner)" : outcomeLine());
    item(out, "repairs", repairs.isEmpty() ? "none: the plan was valid as made"
        : Html.escape(String.join("; ", repairs)));
    out.write("</dl>\n");
    histogram(out);
    list(out, "Windows not accepted as answered (" + windowCount + ")", windows, windowCount);
    list(out, "Marked chunks (" + markedCount + ")", marked, markedCount);
    List<String> top = largestLinks();
    list(out, "Largest chunks", top, top.size());
    configuration(out);
    out.write(LEGEND);
    out.write("</aside>\n");
  }

  private static final String LEGEND = "<h2>Legend</h2><p><span class=\"sw c0\"></span>"
      + "<span class=\"sw c1\"></span> one chunk's extent (colours alternate); margin: chunk "
      + "number, tokens, source lines. <span class=\"fl fb\">fell back</span> "
      + "<span class=\"fl rp\">repaired</span> marks from the plan's provenance; "
      + "<span class=\"ctxl\">grey italic</span>: a heading not in any chunk, repeated as "
      + "context. Hover an element for its id (h heading, p paragraph, li list item, th/tr table "
      + "header/row, code, q quote, fm front matter, cap caption, def definition), tokens and "
      + "source lines.</p>\n";

  private String tokenLine() {
    if (chunks == 0) {
      return "";
    }
    int[] sorted = Arrays.copyOf(tokens, chunks);
    Arrays.sort(sorted);
    double mean = Arrays.stream(sorted).asLongStream().sum() / (double) chunks;
    return String.format(Locale.ROOT, "<br>tokens: mean %.1f, median %d, p95 %d, max %d",
        mean, sorted[chunks / 2], sorted[(int) Math.ceil(chunks * 0.95) - 1], sorted[chunks - 1]);
  }

  private String outcomeLine() {
    StringBuilder sb = new StringBuilder();
    outcomes.forEach((o, n) -> sb.append(sb.length() == 0 ? "" : ", ").append(n).append(' ')
        .append(ChunkFlags.label(o)));
    return sb.toString();
  }

  private void histogram(Writer out) throws IOException {
    if (chunks == 0) {
      return;
    }
    int max = Arrays.stream(tokens, 0, chunks).max().orElse(1);
    int width = Math.max(1, (max + BUCKETS - 1) / BUCKETS);
    int[] counts = new int[BUCKETS];
    for (int i = 0; i < chunks; i++) {
      counts[Math.min(BUCKETS - 1, tokens[i] / width)]++;
    }
    int top = Arrays.stream(counts).max().orElse(1);
    out.write("<h2>Chunk tokens</h2><table class=\"hist\">\n");
    for (int b = 0; b < BUCKETS; b++) {
      out.write(String.format(Locale.ROOT, "<tr><th>%d\u2013%d</th><td><span class=\"bar\" "
          + "style=\"width:%.1f%%\"></span></td><td>%d</td></tr>\n",
          b * width, (b + 1) * width - 1, 100.0 * counts[b] / top, counts[b]));
    }
    out.write("</table>\n");
  }

  private List<String> largestLinks() {
    List<int[]> top = new ArrayList<>(largest);
    top.sort((a, b) -> a[1] != b[1] ? b[1] - a[1] : a[0] - b[0]);
    return top.stream().map(t -> link(t[0]) + " " + t[1] + " tokens").toList();
  }

  private static void list(Writer out, String title, List<String> items, int total)
      throws IOException {
    if (items.isEmpty()) {
      return;
    }
    out.write("<h2>" + title + "</h2><ul>");
    for (String i : items) {
      out.write("<li>" + i + "</li>");
    }
    if (total > items.size()) {
      out.write("<li>and " + (total - items.size()) + " more</li>");
    }
    out.write("</ul>\n");
  }

  private void configuration(Writer out) throws IOException {
    if (configuration.isEmpty()) {
      return;
    }
    out.write("<h2>Configuration</h2><dl class=\"cfg\">");
    for (Map.Entry<String, String> e : configuration.entrySet()) {
      item(out, Html.escape(e.getKey()), Html.escape(e.getValue()));
    }
    out.write("</dl>\n");
  }

  private static void item(Writer out, String term, String html) throws IOException {
    out.write("<dt>" + term + "</dt><dd>" + html + "</dd>");
  }

  private static String link(int index) {
    return "<a href=\"#c" + index + "\">#" + index + "</a>";
  }
}
