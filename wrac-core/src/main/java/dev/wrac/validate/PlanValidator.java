package dev.wrac.validate;

import dev.wrac.context.PlanningContext;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.internal.SortedIntSet;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a plan against its document and repairs it. A plan is valid when every id is known,
 * every element that must be placed ({@link ParsedDocument#mustBePlaced(int)}) is in exactly one
 * chunk, every chunk has at least one such element, and the chunks have the shape that keeps
 * spans apart and sizes in budget: each chunk's elements to place are adjacent, chunks are in
 * document order, and a chunk of several elements fits the budget's maximum (one ordered list
 * with its lead-in: the procedure maximum). Headings and other context elements may appear in
 * any number of chunks; a chunk's ids may be listed in any order.
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
 * PlanningContext context = PlanningContext.defaults();       // the context the plan was made in
 * PlanIssues issues = PlanValidator.validate(doc, plan, context);
 * ChunkPlan fixed = PlanValidator.repair(doc, plan, context); // provenance().repairs() == issues
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

  /**
   * What is wrong with {@code plan} for {@code doc}, measured against the budget of
   * {@code context} (the one the plan was made with: a {@code recursive:1100} plan is valid in
   * its own context, not in {@link PlanningContext#defaults()}); {@link PlanIssues#NONE} if
   * valid.
   */
  public static PlanIssues validate(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    return isValid(doc, plan, context) ? PlanIssues.NONE
        : repairIds(doc, asStrings(plan.chunks()), context).issues();
  }

  /**
   * What is wrong with raw id groups (as a model wrote them) for {@code doc}, chunks over the
   * maximum measured against the budget of {@code context}.
   */
  public static PlanIssues validateIds(ParsedDocument doc, List<List<String>> groups,
      PlanningContext context) {
    return repairIds(doc, groups, context).issues();
  }

  /**
   * Throws if the plan is not valid for the context's budget.
   *
   * @throws InvalidPlanException listing the unknown, duplicate and missing ids, and the
   *     chunks out of order, holding non-adjacent elements or over the maximum
   */
  public static void requireValid(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    PlanIssues issues = validate(doc, plan, context);
    if (!issues.isEmpty()) {
      throw new InvalidPlanException(doc.name(), issues);
    }
  }

  /**
   * Throws if the plan was made for another document or another version of it.
   *
   * @throws PlanMismatchException naming both documents or both fingerprints
   */
  public static void requireSameDocument(ParsedDocument doc, ChunkPlan plan) {
    if (!doc.name().equals(plan.document())) {
      throw new PlanMismatchException("The plan is for '" + plan.document()
          + "', not for '" + doc.name() + "'");
    }
    if (!doc.fingerprint().equals(plan.fingerprint())) {
      throw new PlanMismatchException("The plan for '" + doc.name() + "' was made for another "
          + "version of it (fingerprint " + abbreviate(plan.fingerprint()) + ", the document's is "
          + abbreviate(doc.fingerprint()) + "); to re-use it, re-validate it against this "
          + "version with Chunker.assembleRevalidated(document, plan)");
    }
  }

  private static String abbreviate(String fingerprint) {
    return fingerprint.length() <= 12 ? fingerprint : fingerprint.substring(0, 12) + "…";
  }

  /**
   * A valid plan made from {@code plan}; its provenance records the issues repaired. A valid
   * plan is returned as it is. Besides coverage, repair gives the plan its shape: a chunk
   * holding elements that are not adjacent is cut into its runs, a chunk over the maximum is
   * cut at element boundaries, and the chunks are put in document order.
   */
  public static ChunkPlan repair(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    if (isValid(doc, plan, context)) {
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
  private static boolean isValid(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    boolean[] placed = new boolean[doc.size()];
    int placedCount = 0;
    List<int[]> groups = new ArrayList<>(plan.size());
    for (List<ElementId> group : plan.chunks()) {
      boolean hasContent = false;
      boolean sorted = true;
      int[] positions = new int[group.size()];
      for (int k = 0; k < positions.length; k++) {
        int at = doc.positionOf(group.get(k));
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
        sorted &= k == 0 || at > positions[k - 1];
        positions[k] = at;
      }
      if (!hasContent) {
        return false;
      }
      if (!sorted) {
        Arrays.sort(positions);
      }
      groups.add(positions);
    }
    return placedCount == doc.placedCount() && new PlanShape(doc, context).holds(groups);
  }

  /**
   * Repairs raw id groups, as a model wrote them, into valid groups for {@code doc}: coverage
   * first (see the class documentation), then the shape every plan has (see
   * {@link #repair(ParsedDocument, ChunkPlan, PlanningContext)}).
   */
  public static Repair repairIds(ParsedDocument doc, List<List<String>> groups,
      PlanningContext context) {
    int n = doc.size();
    boolean[] placed = new boolean[n];
    List<String> unknown = new ArrayList<>();
    Set<ElementId> duplicates = new LinkedHashSet<>();
    int empty = 0;
    List<int[]> kept = new ArrayList<>();
    for (List<String> group : groups) {
      SortedIntSet positions = new SortedIntSet();
      boolean hasContent = false;
      for (String raw : group == null ? List.<String>of() : group) {
        int at = raw != null && ElementId.isValid(raw) ? doc.positionOf(ElementId.of(raw)) : -1;
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
        kept.add(positions.toArray());
      } else {
        empty++;
      }
    }
    boolean reordered = !inOrder(kept);
    List<ElementId> missing = new ArrayList<>();
    kept.addAll(fallbackRuns(doc, placed, missing, context));
    int[] cuts = {0};
    List<int[]> shaped = new PlanShape(doc, context).repair(kept, cuts);
    PlanIssues issues = new PlanIssues(unknown, List.copyOf(duplicates), missing, empty,
        cuts[0], reordered);
    List<List<ElementId>> chunks = new ArrayList<>(shaped.size());
    for (int[] positions : shaped) {
      List<ElementId> ids = new ArrayList<>(positions.length);
      for (int at : positions) {
        ids.add(doc.elements().get(at).id());
      }
      chunks.add(ids);
    }
    return new Repair(chunks, issues);
  }

  /** Whether groups (each sorted) are ordered by their first element. */
  private static boolean inOrder(List<int[]> groups) {
    for (int k = 1; k < groups.size(); k++) {
      if (groups.get(k)[0] < groups.get(k - 1)[0]) {
        return false;
      }
    }
    return true;
  }

  /** Runs of consecutive missing elements of one section, each within the budget's max. */
  private static List<int[]> fallbackRuns(ParsedDocument doc, boolean[] placed,
      List<ElementId> missing, PlanningContext context) {
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    int max = context.budget().maxTokens();
    List<int[]> runs = new ArrayList<>();
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
      if (run != null && (!e.headingPath().equals(runPath) || run.sizeWith(i) > max)) {
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

  private static ChunkLayout.Measure close(ChunkLayout.Measure run, List<int[]> runs) {
    if (run != null && !run.isEmpty()) {
      runs.add(run.members());
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
