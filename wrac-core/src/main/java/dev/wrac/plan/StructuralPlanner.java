package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.context.TokenBudget;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.internal.DocumentOutline.Section;
import dev.wrac.internal.DocumentOutline.Unit;
import dev.wrac.internal.DocumentOutline;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The embedded default planner: the W-RAC grouping rules done by code, with no LLM and no
 * network. Deterministic.
 *
 * <ul>
 *   <li>Chunks follow sections: a section that fits {@link TokenBudget#sectionTokens()}
 *       (heading context included) is one chunk. A planning window is no section: its
 *       sections are planned one by one (only a whole document that fits is one chunk).
 *   <li>Small neighbouring sections merge while the result stays within
 *       {@link TokenBudget#targetTokens()}.
 *   <li>A larger section is cut between elements into pieces of about the target size; its
 *       subsections are planned the same way.
 *   <li>An ordered list (steps) stays whole with its lead-in up to
 *       {@link TokenBudget#procedureMaxTokens()}; beyond that it is cut between top-level steps,
 *       and the assembler repeats the lead-in.
 *   <li>Other lists and tables stay whole, like a section, when their content fits
 *       {@link TokenBudget#sectionTokens()} and their size {@code maxTokens}; larger ones are
 *       cut between top-level items or rows into the fewest parts of about equal content that
 *       fit both; each part of a table repeats the header row.
 *   <li>Chunks smaller than {@link TokenBudget#minTokens()} join a neighbour when the result
 *       fits {@code maxTokens}.
 *   <li>Documents of more than {@link PlanningContext#windowElements()} elements are planned
 *       window by window (the D-RAC split), like the LLM planner plans them.
 * </ul>
 * The assembler prefixes every chunk with its heading context
 * ({@link dev.wrac.context.AssemblyOptions}).
 */
public final class StructuralPlanner implements WindowedPlanner {
  /** The planner's name. */
  public static final String NAME = "structural";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "4";

  private static final StructuralPlanner INSTANCE = new StructuralPlanner(0);

  /** The target its budget is scaled to; 0 plans with the configured budget. */
  private final int target;

  private StructuralPlanner(int target) {
    this.target = target;
  }

  /** The planner (stateless, shared): it plans with the configured {@link TokenBudget}. */
  public static StructuralPlanner create() {
    return INSTANCE;
  }

  /**
   * The planner with a budget of its own scaled to {@code targetTokens} (spec
   * {@code structural:T}), whatever budget is configured: the default budget with its maximum
   * set to 4T, which {@link TokenBudget.Builder} scales to target T, minimum T/2, whole
   * sections up to 3T and procedures up to 8T. {@code structural:128} keeps the default
   * shape at the default target; larger targets make fewer, larger chunks that still follow
   * sections (a candidate of the adaptive planner).
   *
   * @throws IllegalArgumentException if {@code targetTokens} is below 16
   */
  public static StructuralPlanner withTarget(int targetTokens) {
    if (targetTokens < 16) {
      throw new IllegalArgumentException("structural: the target must be at least 16 tokens, was "
          + targetTokens);
    }
    return new StructuralPlanner(targetTokens);
  }

  /**
   * The configured context, or with {@link #withTarget} its own budget in place of the
   * configured one.
   */
  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    if (target == 0) {
      return configured;
    }
    return configured.withBudget(TokenBudget.builder().maxTokens(4 * target).build());
  }

  @Override
  public String toString() {
    return target == 0 ? NAME : NAME + ":" + target;
  }

  @Override
  public String name() {
    return NAME;
  }

  /**
   * Plans a document. A document with more elements than
   * {@link PlanningContext#windowElements()} is planned window by window
   * ({@link PlanningWindows}), as the LLM planner plans it: the embedded plan is then exactly
   * the answer an LLM following the same rules would give, and the fallback of any window.
   */
  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    Run run = new Run(doc, context);
    List<List<ElementId>> chunks;
    if (doc.size() <= context.windowElements()) {
      chunks = run.plan(0, doc.size());
    } else {
      // one run for all windows: heading contexts are worked out once per document
      chunks = new ArrayList<>();
      for (PlanningWindow w : PlanningWindows.split(doc, context.windowElements())) {
        chunks.addAll(run.plan(w.from(), w.to()));
      }
    }
    return ChunkPlan.of(doc, chunks, PlanProvenance.local(NAME, VERSION, configuration(context)));
  }

  /**
   * The windows a document is planned in: the whole document when it has at most
   * {@link PlanningContext#windowElements()} elements, else {@link PlanningWindows#split}.
   */
  @Override
  public List<PlanningWindow> windows(ParsedDocument doc, PlanningContext context) {
    return PlanningWindows.split(doc, context.windowElements());
  }

  /** Plans only these windows, each as {@link #plan(ParsedDocument, PlanningContext)} does. */
  @Override
  public ChunkPlan planWindows(ParsedDocument doc, PlanningContext context,
      List<PlanningWindow> windows) {
    Run run = new Run(doc, context);
    List<List<ElementId>> chunks = new ArrayList<>();
    for (PlanningWindow w : windows) {
      chunks.addAll(run.plan(w.from(), w.to()));
    }
    return ChunkPlan.of(doc, chunks, PlanProvenance.local(NAME, VERSION, configuration(context)));
  }

  /**
   * Plans only the elements {@code [from, to)}: the fallback for one window of a
   * window-by-window planner.
   */
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context, int from, int to) {
    return ChunkPlan.of(doc, new Run(doc, context).plan(from, to),
        PlanProvenance.local(NAME, VERSION, configuration(context)));
  }

  static Map<String, String> configuration(PlanningContext context) {
    TokenBudget b = context.budget();
    return Map.of(
        "minTokens", Integer.toString(b.minTokens()),
        "targetTokens", Integer.toString(b.targetTokens()),
        "sectionTokens", Integer.toString(b.sectionTokens()),
        "maxTokens", Integer.toString(b.maxTokens()),
        "procedureMaxTokens", Integer.toString(b.procedureMaxTokens()),
        "headingLevels", Integer.toString(context.assembly().headingLevels()),
        "repeatIntros", Boolean.toString(context.assembly().repeatIntros()),
        "tokenCounter", context.tokenCounter().name(),
        "windowElements", Integer.toString(context.windowElements()));
  }

  /** One planning run over one document. */
  private static final class Run {
    private final ChunkLayout layout;
    private final TokenBudget budget;

    Run(ParsedDocument doc, PlanningContext context) {
      this.layout = new ChunkLayout(doc, context.assembly());
      this.budget = context.budget();
    }

    /** The chunks of the elements {@code [from, to)}. */
    List<List<ElementId>> plan(int from, int to) {
      ParsedDocument doc = layout.document();
      // the root of a window is no section (it holds the tail of one and the start of others):
      // only the root of the whole document may stay one chunk
      boolean wholeDocument = from == 0 && to == doc.size();
      List<ChunkLayout.Measure> pieces = absorbSmall(
          planSection(DocumentOutline.of(doc, from, to).root(), wholeDocument));
      List<List<ElementId>> chunks = new ArrayList<>(pieces.size());
      for (ChunkLayout.Measure piece : pieces) {
        List<ElementId> ids = new ArrayList<>();
        for (int at : piece.members()) {
          ids.add(doc.elements().get(at).id());
        }
        chunks.add(ids);
      }
      return chunks;
    }

    /**
     * The pieces of a section: itself when it fits whole ({@code mayStayWhole}), else its body
     * packed and its subsections planned alike, neighbours merged up to the target.
     */
    List<ChunkLayout.Measure> planSection(Section section, boolean mayStayWhole) {
      List<ChunkLayout.Measure> pieces = new ArrayList<>();
      if (section.isEmpty()) {
        return pieces;
      }
      if (mayStayWhole && section.minimumTokens() <= budget.sectionTokens()) {
        // measured with its heading context only when it may fit
        ChunkLayout.Measure whole = layout.measure();
        section.forEachElement(whole::add);
        if (whole.contentTokens() <= budget.sectionTokens() && whole.size() <= budget.maxTokens()) {
          pieces.add(whole);
          return pieces;
        }
      }
      pieces.addAll(packBody(section));
      for (Section child : section.children()) {
        pieces.addAll(planSection(child, true));
      }
      if (section.heading() >= 0 && !pieces.isEmpty()) {
        pieces.get(0).add(section.heading());
      }
      return mergeNeighbours(pieces);
    }

    /** The section's own elements (not its subsections) cut into pieces of about the target. */
    private List<ChunkLayout.Measure> packBody(Section section) {
      List<int[]> blocks = new ArrayList<>();
      ChunkLayout.Measure body = layout.measure();
      for (Unit unit : section.units()) {
        ChunkLayout.Measure m = layout.measure();
        unit.forEachElement(m::add);
        if (fitsWhole(unit, m) || unit.elements().length <= 1) {
          blocks.add(unit.elements());
        } else {
          // cut like the rest of the body, between top-level items or rows, on content
          blocks.addAll(splitUnit(unit));
        }
        unit.forEachElement(body::add);
      }
      List<ChunkLayout.Measure> pieces = new ArrayList<>();
      if (blocks.isEmpty()) {
        return pieces;
      }
      int content = body.contentTokens();
      int k = Math.max(1, (content + budget.targetTokens() - 1) / budget.targetTokens());
      int goal = content / k;
      int threshold = Math.min(budget.maxTokens(), Math.max(budget.minTokens(), goal + goal / 4));
      ChunkLayout.Measure current = layout.measure();
      for (int[] block : blocks) {
        ChunkLayout.Measure grown = current.isEmpty() ? null : current.with(block);
        if (grown != null && (grown.contentTokens() > threshold
            || grown.size() > budget.maxTokens())) {
          pieces.add(current);
          current = layout.measure();
        }
        for (int at : block) {
          current.add(at);
        }
      }
      pieces.add(current);
      return pieces;
    }

    /**
     * Whether a list or table stays one block: an ordered list (steps) with its lead-in up to
     * {@code procedureMaxTokens}, any other list or table, like a section, when its content is
     * within {@code sectionTokens} and its size within {@code maxTokens}. Content decides, so
     * that a table stays whole, or is cut, alike in every format; the size only where the
     * maximum forces a cut.
     */
    private boolean fitsWhole(Unit unit, ChunkLayout.Measure m) {
      if (unit.procedure()) {
        return m.size() <= budget.procedureMaxTokens();
      }
      return m.contentTokens() <= budget.sectionTokens() && m.size() <= budget.maxTokens();
    }

    /**
     * Parts of a list or table too large to stay whole ({@link #fitsWhole}), cut between
     * top-level items or rows into the fewest parts, of about equal content, that fit the
     * maximum and, but for a procedure, whose content fits {@code sectionTokens} like a section
     * that stays whole: a table is cut where its content says, in every format alike, and only
     * where Markdown's padded pipes alone take a part over the maximum does its markup add a
     * cut. A single item larger than the max (deeply nested sub-lists) is cut between its
     * elements.
     */
    private List<int[]> splitUnit(Unit unit) {
      List<int[]> parts = new ArrayList<>();
      ChunkLayout.Measure whole = layout.measure();
      for (int[] part : unit.parts()) {
        ChunkLayout.Measure m = layout.measure();
        for (int at : part) {
          m.add(at);
          whole.add(at);
        }
        if (m.size() <= budget.maxTokens() || part.length == 1) {
          parts.add(part);
        } else {
          for (int at : part) {
            parts.add(new int[] {at});
          }
        }
      }
      int count = Math.max(2, ceilDiv(whole.size(), budget.maxTokens()));
      if (!unit.procedure()) {
        count = Math.max(count, ceilDiv(whole.contentTokens(), budget.sectionTokens()));
      }
      int goal = ceilDiv(whole.contentTokens(), count);
      int threshold = Math.max(budget.targetTokens(), goal + goal / 4);
      if (!unit.procedure()) {
        threshold = Math.min(threshold, budget.sectionTokens());
      }
      List<int[]> out = new ArrayList<>();
      ChunkLayout.Measure current = layout.measure();
      for (int[] part : parts) {
        ChunkLayout.Measure grown = current.isEmpty() ? null : current.with(part);
        if (grown != null && (grown.contentTokens() > threshold
            || grown.size() > budget.maxTokens())) {
          out.add(current.members());
          current = layout.measure();
        }
        for (int at : part) {
          current.add(at);
        }
      }
      if (!current.isEmpty()) {
        out.add(current.members());
      }
      return out;
    }

    private static int ceilDiv(int a, int b) {
      return (a + b - 1) / b;
    }

    /** Merges neighbouring pieces while the result stays within the target. */
    private List<ChunkLayout.Measure> mergeNeighbours(List<ChunkLayout.Measure> pieces) {
      List<ChunkLayout.Measure> merged = new ArrayList<>();
      ChunkLayout.Measure current = null;
      for (ChunkLayout.Measure piece : pieces) {
        if (current != null && fitsTarget(current.with(piece))) {
          current.addAll(piece);
        } else {
          if (current != null) {
            merged.add(current);
          }
          current = piece;
        }
      }
      if (current != null) {
        merged.add(current);
      }
      return merged;
    }

    /** Whether a chunk's content is within the target and its size within the maximum. */
    private boolean fitsTarget(ChunkLayout.Measure m) {
      return m.contentTokens() <= budget.targetTokens() && m.size() <= budget.maxTokens();
    }

    /**
     * Joins pieces whose content is below the minimum to the neighbour giving the smaller
     * result, if that fits the max.
     */
    List<ChunkLayout.Measure> absorbSmall(List<ChunkLayout.Measure> pieces) {
      List<ChunkLayout.Measure> out = new ArrayList<>(pieces);
      for (int i = 0; i < out.size(); ) {
        ChunkLayout.Measure piece = out.get(i);
        if (piece.contentTokens() >= budget.minTokens() || out.size() == 1) {
          i++;
          continue;
        }
        int before = i > 0 ? out.get(i - 1).with(piece).size() : Integer.MAX_VALUE;
        int after = i + 1 < out.size() ? piece.with(out.get(i + 1)).size() : Integer.MAX_VALUE;
        if (before <= after && before <= budget.maxTokens()) {
          out.get(i - 1).addAll(piece);
          out.remove(i);
        } else if (after <= budget.maxTokens()) {
          piece.addAll(out.get(i + 1));
          out.remove(i + 1);
          i++;
        } else {
          i++;
        }
      }
      return out;
    }
  }
}
