package dev.wrac.assemble;

import dev.wrac.context.AssemblyOptions;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.SourceSpan;
import dev.wrac.validate.InvalidPlanException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Turns a plan into chunks by copying element text verbatim: nothing is rewritten, nothing is
 * invented. Each chunk shows, in document order, the context its elements need (enclosing
 * headings per {@link AssemblyOptions#headingLevels()}, a split table's header, a split list's
 * lead-in) and its own elements. Elements are separated by a blank line, except items of one
 * list and the header and rows of one table, which are separated by a single newline. The
 * chunk's {@link Chunk#embedText() embed text} is built the same way from the elements'
 * contents (markup removed).
 *
 * <pre>{@code
 * List<Chunk> chunks = new ChunkAssembler(AssemblyOptions.DEFAULT).assemble(doc, plan);
 * }</pre>
 * Pure and deterministic; thread-safe.
 */
public final class ChunkAssembler {
  private final AssemblyOptions options;

  public ChunkAssembler(AssemblyOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  /** The options in use. */
  public AssemblyOptions options() {
    return options;
  }

  /**
   * Assembles the chunks of a plan. Does not check coverage (see
   * {@link dev.wrac.validate.PlanValidator}).
   *
   * @throws InvalidPlanException if the plan names an unknown element or has an empty chunk
   */
  public List<Chunk> assemble(ParsedDocument doc, ChunkPlan plan) {
    ChunkLayout layout = new ChunkLayout(doc, options);
    List<Chunk> chunks = new ArrayList<>(plan.size());
    for (List<ElementId> group : plan.chunks()) {
      if (group.isEmpty()) {
        throw new InvalidPlanException(doc.name(),
            new PlanIssues(List.of(), List.of(), List.of(), 1));
      }
      ChunkLayout.Measure measure = layout.measure();
      for (ElementId id : group) {
        int at = doc.positionOf(id);
        if (at < 0) {
          throw new InvalidPlanException(doc.name(),
              new PlanIssues(List.of(id.value()), List.of(), List.of(), 0));
        }
        measure.add(at);
      }
      chunks.add(build(doc, chunks.size(), measure));
    }
    return List.copyOf(chunks);
  }

  private static Chunk build(ParsedDocument doc, int index, ChunkLayout.Measure measure) {
    List<Element> elements = doc.elements();
    int[] members = measure.members();
    int[] rendered = measure.rendered();
    int length = 0;
    for (int at : rendered) {
      length += elements.get(at).text().length() + 2;
    }
    StringBuilder text = new StringBuilder(length);
    StringBuilder embed = null;
    List<ElementId> memberIds = new ArrayList<>(members.length);
    List<ElementId> contextIds = new ArrayList<>();
    int m = 0;
    Element previous = null;
    for (int at : rendered) {
      Element e = elements.get(at);
      String separator = previous == null ? "" : sameBlock(previous, e) ? "\n" : "\n\n";
      if (embed == null && e.hasMarkup()) {
        embed = new StringBuilder(length).append(text);  // the content so far is the text
      }
      text.append(separator).append(e.text());
      if (embed != null) {
        embed.append(separator).append(e.content());
      }
      if (m < members.length && members[m] == at) {
        memberIds.add(e.id());
        m++;
      } else {
        contextIds.add(e.id());
      }
      previous = e;
    }
    SourceSpan span = ownSpan(doc, members);
    return new Chunk(doc.name(), index, text.toString(), memberIds, contextIds,
        headingTitles(doc, members), span, measure.tokens(),
        embed == null ? null : embed.toString(), measure.contentTokens());
  }

  /**
   * The span of the chunk's own content: its elements to place, and the context elements it
   * names that lie between them or directly before the first. A heading named again far from
   * the chunk's content, or after its last element, is context, not content, and does not
   * stretch the span over other chunks.
   */
  private static SourceSpan ownSpan(ParsedDocument doc, int[] members) {
    int first = -1;
    int last = -1;
    for (int at : members) {
      if (doc.mustBePlaced(at)) {
        first = first < 0 ? at : first;
        last = at;
      }
    }
    int from = first;
    while (from > 0 && !doc.mustBePlaced(from - 1)) {
      from--; // context directly before the first element to place
    }
    SourceSpan span = null;
    for (int at : members) {
      if (first < 0 || at >= from && at <= last) {
        SourceSpan s = doc.elements().get(at).span();
        span = span == null ? s : span.union(s);
      }
    }
    return span;
  }

  /** Items of one list, or the header and rows of one table. */
  private static boolean sameBlock(Element a, Element b) {
    return a.group() != null && a.group().equals(b.group());
  }

  /** Titles of the headings enclosing every member (a member heading encloses itself). */
  private static List<String> headingTitles(ParsedDocument doc, int[] members) {
    List<ElementId> common = null;
    for (int at : members) {
      Element e = doc.elements().get(at);
      List<ElementId> path = e.headingPath();
      if (e.kind() == dev.wrac.model.ElementKind.HEADING) {
        List<ElementId> own = new ArrayList<>(path);
        own.add(e.id());
        path = own;
      }
      if (common == null) {
        common = new ArrayList<>(path);
      } else {
        int n = 0;
        while (n < common.size() && n < path.size() && common.get(n).equals(path.get(n))) {
          n++;
        }
        common.subList(n, common.size()).clear();
      }
    }
    List<String> titles = new ArrayList<>();
    if (common != null) {
      for (ElementId h : common) {
        titles.add(doc.element(h).label());
      }
    }
    return titles;
  }
}
