package dev.wrac.plan;

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
 * A baseline: one chunk per heading with the elements directly under it, whatever their size
 * (a heading with nothing of its own joins the next chunk). The assembler still adds heading
 * context. Deterministic. Use {@link StructuralPlanner} for real work.
 */
public final class SectionPlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "sections";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";

  private static final SectionPlanner INSTANCE = new SectionPlanner();

  private SectionPlanner() {}

  /** The planner (stateless, shared). */
  public static SectionPlanner create() {
    return INSTANCE;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    List<List<ElementId>> chunks = new ArrayList<>();
    List<ElementId> current = new ArrayList<>();
    boolean hasContent = false;
    for (int i = 0; i < doc.size(); i++) {
      Element e = doc.elements().get(i);
      if (e.kind() == ElementKind.HEADING && hasContent) {
        chunks.add(current);
        current = new ArrayList<>();
        hasContent = false;
      }
      current.add(e.id());
      hasContent |= doc.mustBePlaced(i);
    }
    if (hasContent) {
      chunks.add(current);
    } else if (!current.isEmpty() && !chunks.isEmpty()) {
      chunks.get(chunks.size() - 1).addAll(current);
    }
    return ChunkPlan.of(doc, chunks, PlanProvenance.local(NAME, VERSION,
        Map.of("headingLevels", Integer.toString(context.assembly().headingLevels()))));
  }
}
