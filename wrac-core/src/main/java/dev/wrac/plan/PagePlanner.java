package dev.wrac.plan;

import dev.wrac.model.ParsedDocument;

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
public final class PagePlanner extends PartsPlanner {
  /** The planner's name. */
  public static final String NAME = "page";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";

  private static final PagePlanner INSTANCE = new PagePlanner();

  private PagePlanner() {
    super(NAME, VERSION);
  }

  /** The planner (stateless, shared). */
  public static PagePlanner create() {
    return INSTANCE;
  }

  @Override
  boolean byPages(ParsedDocument doc) {
    return doc.elements().stream().anyMatch(e -> e.span().hasPage());
  }
}
