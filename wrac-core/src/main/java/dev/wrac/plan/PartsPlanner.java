package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What {@link PagePlanner} and {@link TopSectionsPlanner} share: cut a document into large parts
 * (its pages, or its top-level sections), join a part that places nothing to the next, then
 * re-split every part over 1100 content tokens with {@link SizePostProcessor} (headings, then
 * element boundaries; no merging of small parts), so the plan is valid as made under
 * {@link #planningContext}. Deterministic.
 */
abstract class PartsPlanner implements ChunkPlanner {
  /** The post-processing applied: re-split over 1100 tokens, no merging. */
  private static final SizePostProcessor SPLIT = SizePostProcessor.of(
      SizePostProcessor.Thresholds.builder().minTokens(0).build());

  private final String name;
  private final String version;

  PartsPlanner(String name, String version) {
    this.name = name;
    this.version = version;
  }

  /** Whether {@code doc} is cut at its pages; else at its top-level sections. */
  abstract boolean byPages(ParsedDocument doc);

  @Override
  public String name() {
    return name;
  }

  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    return SPLIT.planningContext(configured);
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    boolean paged = byPages(doc);
    List<int[]> groups = joinContextOnly(doc, paged ? byPage(doc) : bySection(doc));
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("split", paged ? "pages" : "sections");
    ChunkPlan parts = ChunkPlan.of(doc, RecursivePlanner.ids(doc, groups),
        PlanProvenance.local(name, version, configuration));
    return SPLIT.process(doc, parts, context);
  }

  /** Runs of elements starting on the same page (elements without a page join the run). */
  private static List<int[]> byPage(ParsedDocument doc) {
    List<int[]> groups = new ArrayList<>();
    int start = 0;
    int page = 0;
    for (int i = 0; i < doc.size(); i++) {
      int p = doc.elements().get(i).span().page();
      if (p > 0 && page > 0 && p != page && i > start) {
        int cut = i;
        while (cut > start && !doc.mustBePlaced(cut - 1)) {
          cut--; // a heading at the foot of a page goes with what it introduces
        }
        if (cut > start) {
          groups.add(range(start, cut));
          start = cut;
        }
      }
      page = p > 0 ? p : page;
    }
    if (start < doc.size()) {
      groups.add(range(start, doc.size()));
    }
    return groups;
  }

  /** Runs cut before each heading of the coarsest level present. */
  private static List<int[]> bySection(ParsedDocument doc) {
    int top = doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .mapToInt(Element::level).min().orElse(0);
    List<int[]> groups = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < doc.size(); i++) {
      Element e = doc.elements().get(i);
      if (e.kind() == ElementKind.HEADING && e.level() == top && i > start) {
        groups.add(range(start, i));
        start = i;
      }
    }
    if (start < doc.size()) {
      groups.add(range(start, doc.size()));
    }
    return groups;
  }

  /**
   * The groups with every group that places nothing (a heading at the foot of a page that
   * introduces the next one) joined to the group after it, or to the one before at the end.
   */
  private static List<int[]> joinContextOnly(ParsedDocument doc, List<int[]> groups) {
    List<int[]> out = new ArrayList<>(groups.size());
    int pendingFrom = -1;
    for (int[] g : groups) {
      boolean content = Arrays.stream(g).anyMatch(doc::mustBePlaced);
      int from = pendingFrom >= 0 ? pendingFrom : g[0];
      if (content) {
        out.add(range(from, g[g.length - 1] + 1));
        pendingFrom = -1;
      } else {
        pendingFrom = from;
      }
    }
    if (pendingFrom >= 0) {
      int from = out.isEmpty() ? pendingFrom : out.remove(out.size() - 1)[0];
      out.add(range(from, doc.size()));
    }
    return out;
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from];
    Arrays.setAll(out, k -> from + k);
    return out;
  }
}
