package dev.wrac.plan;

import dev.wrac.model.ParsedDocument;

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
public final class TopSectionsPlanner extends PartsPlanner {
  /** The planner's name. */
  public static final String NAME = "top-sections";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";

  private static final TopSectionsPlanner INSTANCE = new TopSectionsPlanner();

  private TopSectionsPlanner() {
    super(NAME, VERSION);
  }

  /** The planner (stateless, shared). */
  public static TopSectionsPlanner create() {
    return INSTANCE;
  }

  @Override
  boolean byPages(ParsedDocument doc) {
    return false;
  }
}
