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
 * Page split, the candidate that won on 48% of documents in the Adaptive Chunking study: one
 * chunk per page of a PDF, slide of a PPTX or sheet of an XLSX, where the elements carry a page
 * ({@link dev.wrac.model.SourceSpan#hasPage()}, by the page an element starts on); otherwise
 * one chunk per top-level section (the coarsest heading level present; what comes before the
 * first such heading is a chunk of its own). A heading that introduces the next page's content
 * goes with that content. A page or section larger than 1100 content tokens is then re-split by
 * {@link SizePostProcessor} (headings, then element boundaries; no merging of small pages), so
 * the plan is valid as made under {@link #planningContext}. Deterministic.
 */
public final class PagePlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "page";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";
  /** The post-processing applied: re-split over 1100 tokens, no merging. */
  private static final SizePostProcessor SPLIT = SizePostProcessor.of(
      SizePostProcessor.Thresholds.builder().minTokens(0).build());

  private static final PagePlanner INSTANCE = new PagePlanner();

  private PagePlanner() {}

  /** The planner (stateless, shared). */
  public static PagePlanner create() {
    return INSTANCE;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    return SPLIT.planningContext(configured);
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    boolean paged = doc.elements().stream().anyMatch(e -> e.span().hasPage());
    List<int[]> groups = joinContextOnly(doc, paged ? byPage(doc) : bySection(doc));
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("split", paged ? "pages" : "sections");
    ChunkPlan pages = ChunkPlan.of(doc, RecursivePlanner.ids(doc, groups),
        PlanProvenance.local(NAME, VERSION, configuration));
    return SPLIT.process(doc, pages, context);
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
  static List<int[]> bySection(ParsedDocument doc) {
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
  static List<int[]> joinContextOnly(ParsedDocument doc, List<int[]> groups) {
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
