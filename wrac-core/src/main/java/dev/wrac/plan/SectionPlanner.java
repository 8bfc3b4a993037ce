package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.internal.BudgetCut;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A baseline: one chunk per heading with the elements directly under it (a heading with nothing
 * of its own joins the next chunk). A section over the budget's {@code maxTokens} is cut at
 * element boundaries, as every valid plan must be (see {@link dev.wrac.validate.PlanValidator}).
 * The assembler still adds heading context. Deterministic. Use {@link StructuralPlanner} for
 * real work.
 */
public final class SectionPlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "sections";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "3";

  private static final SectionPlanner INSTANCE = new SectionPlanner();

  private SectionPlanner() {}

  /** The planner (stateless, shared). */
  public static SectionPlanner create() {
    return INSTANCE;
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from];
    for (int k = 0; k < out.length; k++) {
      out[k] = from + k;
    }
    return out;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    List<int[]> sections = new ArrayList<>();
    int start = 0;
    boolean hasContent = false;
    for (int i = 0; i < doc.size(); i++) {
      if (doc.elements().get(i).kind() == ElementKind.HEADING && hasContent) {
        sections.add(range(start, i));
        start = i;
        hasContent = false;
      }
      hasContent |= doc.mustBePlaced(i);
    }
    if (hasContent) {
      sections.add(range(start, doc.size()));
    } else if (!sections.isEmpty()) { // trailing headings with nothing under them
      int[] last = sections.remove(sections.size() - 1);
      sections.add(range(last[0], doc.size()));
    }
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    int max = context.budget().maxTokens();
    List<List<ElementId>> chunks = new ArrayList<>();
    for (int[] section : sections) {
      List<int[]> pieces = BudgetCut.tokens(layout, section) <= max ? List.of(section)
          : BudgetCut.cut(layout, section, max);
      for (int[] piece : pieces) {
        List<ElementId> ids = new ArrayList<>(piece.length);
        for (int at : piece) {
          ids.add(doc.elements().get(at).id());
        }
        chunks.add(ids);
      }
    }
    return ChunkPlan.of(doc, chunks, PlanProvenance.local(NAME, VERSION,
        Map.of("headingLevels", Integer.toString(context.assembly().headingLevels()),
            "maxTokens", Integer.toString(max))));
  }
}
