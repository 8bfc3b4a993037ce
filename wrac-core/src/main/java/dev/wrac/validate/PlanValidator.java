package dev.wrac.validate;

import dev.wrac.plan.PlanningContext;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.internal.SortedIntSet;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a plan against its document and repairs it. A plan is valid when every id is known,
 * every element that must be placed ({@link ParsedDocument#mustBePlaced(int)}) is in exactly one
 * chunk, and every chunk has at least one such element.
 *
 * <p>Repair never loses an element and never invents one:
 * <ul>
 *   <li>unknown ids are dropped;
 *   <li>an element placed twice keeps its first place;
 *   <li>chunks left with no element to place (empty, or headings only) are dropped;
 *   <li>missing elements are gathered, in document order, into fallback chunks: one per run of
 *       consecutive missing elements of the same section, cut at the budget's
 *       {@code maxTokens};
 *   <li>chunks are then ordered by their first element.
 * </ul>
 *
 * <pre>{@code
 * PlanIssues issues = PlanValidator.validate(doc, plan);
 * ChunkPlan fixed = PlanValidator.repair(doc, plan);   // provenance().repairs() == issues
 * }</pre>
 */
public final class PlanValidator {
  private PlanValidator() {}

  /** The result of repairing id groups: valid groups and what was wrong. */
  public record Repair(List<List<ElementId>> chunks, PlanIssues issues) {
    public Repair {
      chunks = chunks.stream().map(List::copyOf).toList();
    }
  }

  /** What is wrong with {@code plan} for {@code doc}; {@link PlanIssues#NONE} if valid. */
  public static PlanIssues validate(ParsedDocument doc, ChunkPlan plan) {
    return isValid(doc, plan) ? PlanIssues.NONE
        : repairIds(doc, asStrings(plan.chunks()), PlanningContext.defaults()).issues();
  }

  /** What is wrong with raw id groups (as a model wrote them) for {@code doc}. */
  public static PlanIssues validateIds(ParsedDocument doc, List<List<String>> groups) {
    return repairIds(doc, groups, PlanningContext.defaults()).issues();
  }

  /**
   * Throws if the plan is not valid.
   *
   * @throws InvalidPlanException listing the unknown, duplicate and missing ids
   */
  public static void requireValid(ParsedDocument doc, ChunkPlan plan) {
    PlanIssues issues = validate(doc, plan);
    if (!issues.isEmpty()) {
      throw new InvalidPlanException(doc.name(), issues);
    }
  }

  /** A valid plan made from {@code plan}, with default budget and assembly for fallbacks. */
  public static ChunkPlan repair(ParsedDocument doc, ChunkPlan plan) {
    return repair(doc, plan, PlanningContext.defaults());
  }

  /**
   * A valid plan made from {@code plan}; its provenance records the issues repaired. A valid
   * plan is returned as it is.
   */
  public static ChunkPlan repair(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    if (isValid(doc, plan)) {
      return plan;
    }
    Repair repair = repairIds(doc, asStrings(plan.chunks()), context);
    if (repair.issues().isEmpty()) {
      return plan;
    }
    return new ChunkPlan(doc.name(), doc.fingerprint(), repair.chunks(),
        plan.provenance().withRepairs(repair.issues()));
  }

  /** Whether the plan is valid: the quick check done before any repair. */
  private static boolean isValid(ParsedDocument doc, ChunkPlan plan) {
    boolean[] placed = new boolean[doc.size()];
    int placedCount = 0;
    for (List<ElementId> group : plan.chunks()) {
      boolean hasContent = false;
      for (ElementId id : group) {
        int at = doc.positionOf(id);
        if (at < 0) {
          return false;
        }
        if (doc.mustBePlaced(at)) {
          if (placed[at]) {
            return false;
          }
          placed[at] = true;
          placedCount++;
          hasContent = true;
        }
      }
      if (!hasContent) {
        return false;
      }
    }
    int required = 0;
    for (int i = 0; i < placed.length; i++) {
      if (doc.mustBePlaced(i)) {
        required++;
      }
    }
    return placedCount == required;
  }

  /** Repairs raw id groups, as a model wrote them, into valid groups for {@code doc}. */
  public static Repair repairIds(ParsedDocument doc, List<List<String>> groups,
      PlanningContext context) {
    int n = doc.size();
    boolean[] placed = new boolean[n];
    List<String> unknown = new ArrayList<>();
    Set<ElementId> duplicates = new LinkedHashSet<>();
    int empty = 0;
    List<SortedIntSet> kept = new ArrayList<>();
    for (List<String> group : groups) {
      SortedIntSet positions = new SortedIntSet();
      boolean hasContent = false;
      for (String raw : group == null ? List.<String>of() : group) {
        int at = ElementId.isValid(raw) ? doc.positionOf(ElementId.of(raw)) : -1;
        if (at < 0) {
          unknown.add(String.valueOf(raw));
          continue;
        }
        if (doc.mustBePlaced(at)) {
          if (placed[at] || positions.contains(at)) {
            duplicates.add(doc.elements().get(at).id());
            continue;
          }
          placed[at] = true;
          hasContent = true;
        }
        positions.add(at);
      }
      if (hasContent) {
        kept.add(positions);
      } else {
        empty++;
      }
    }
    List<ElementId> missing = new ArrayList<>();
    List<SortedIntSet> fallbacks = fallbackRuns(doc, placed, missing, context);
    PlanIssues issues = new PlanIssues(unknown, List.copyOf(duplicates), missing, empty);
    if (!fallbacks.isEmpty()) {
      kept.addAll(fallbacks);
      kept.sort(Comparator.comparingInt(s -> s.get(0)));
    }
    List<List<ElementId>> chunks = new ArrayList<>(kept.size());
    for (SortedIntSet positions : kept) {
      List<ElementId> ids = new ArrayList<>(positions.size());
      for (int k = 0; k < positions.size(); k++) {
        ids.add(doc.elements().get(positions.get(k)).id());
      }
      chunks.add(ids);
    }
    return new Repair(chunks, issues);
  }

  /** Runs of consecutive missing elements of one section, each within the budget's max. */
  private static List<SortedIntSet> fallbackRuns(ParsedDocument doc, boolean[] placed,
      List<ElementId> missing, PlanningContext context) {
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    int max = context.budget().maxTokens();
    List<SortedIntSet> runs = new ArrayList<>();
    ChunkLayout.Measure run = null;
    List<ElementId> runPath = null;
    for (int i = 0; i < doc.size(); i++) {
      if (!doc.mustBePlaced(i)) {
        continue;
      }
      if (placed[i]) {
        run = close(run, runs);
        continue;
      }
      Element e = doc.elements().get(i);
      missing.add(e.id());
      if (run != null && (!e.headingPath().equals(runPath) || run.tokensWith(i) > max)) {
        run = close(run, runs);
      }
      if (run == null) {
        run = layout.measure();
        runPath = e.headingPath();
      }
      run.add(i);
    }
    close(run, runs);
    return runs;
  }

  private static ChunkLayout.Measure close(ChunkLayout.Measure run, List<SortedIntSet> runs) {
    if (run != null && !run.isEmpty()) {
      SortedIntSet s = new SortedIntSet();
      for (int at : run.members()) {
        s.add(at);
      }
      runs.add(s);
    }
    return null;
  }

  private static List<List<String>> asStrings(List<List<ElementId>> chunks) {
    List<List<String>> out = new ArrayList<>(chunks.size());
    for (List<ElementId> group : chunks) {
      out.add(group.stream().map(ElementId::value).toList());
    }
    return out;
  }
}
