package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One chunk per top-level section whatever the pages: cut before each heading of the coarsest
 * level present (what comes before the first such heading is a chunk of its own), never at a
 * page or slide break, then a section larger than 1100 content tokens re-split by
 * {@link SizePostProcessor} (before its headings, coarsest first, then between elements, the
 * pieces merged greedily up to 1100; no merging of small sections). The parents of the default
 * hierarchy ({@code structural:96 > structural > top-sections}): a slide or a page is a unit of
 * layout, not of meaning, so a section the printer broke over two pages is one chunk, whose span
 * runs from the page it starts on ({@link dev.wrac.model.SourceSpan#page()}) to the page it
 * ends on ({@link dev.wrac.model.SourceSpan#endPage()}).
 *
 * <p>On a document without pages (Markdown, HTML, Word) the plan is {@link PagePlanner}'s, chunk
 * for chunk; on a paged one (PDF, PPTX, XLSX) {@code page} cuts at every page and this planner
 * at the document's own sections. Deterministic; valid as made under {@link #planningContext}.
 *
 * <pre>{@code
 * Chunker c = Wrac.builder().levels("structural", "top-sections").build();
 * }</pre>
 */
public final class TopSectionsPlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "top-sections";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";
  /** The post-processing applied: re-split over 1100 tokens, no merging (as {@code page}). */
  private static final SizePostProcessor SPLIT = SizePostProcessor.of(
      SizePostProcessor.Thresholds.builder().minTokens(0).build());

  private static final TopSectionsPlanner INSTANCE = new TopSectionsPlanner();

  private TopSectionsPlanner() {}

  /** The planner (stateless, shared). */
  public static TopSectionsPlanner create() {
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
    List<int[]> groups = PagePlanner.joinContextOnly(doc, PagePlanner.bySection(doc));
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("split", "sections");
    ChunkPlan sections = ChunkPlan.of(doc, RecursivePlanner.ids(doc, groups),
        PlanProvenance.local(NAME, VERSION, configuration));
    return SPLIT.process(doc, sections, context);
  }
}
