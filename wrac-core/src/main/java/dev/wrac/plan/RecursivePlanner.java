package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.internal.SplitMerge;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Split-then-merge, the recursive baseline of the Adaptive Chunking study, on elements: the
 * document is split by a priority list of boundaries (before headings of level 1, then 2, ...
 * 6, then between elements, the blank-line/paragraph level) until every piece is at most
 * {@code S} tokens, then neighbouring pieces are merged greedily up to {@code S}. Sizes are
 * content tokens with heading context, as {@link StructuralPlanner} counts them
 * ({@link dev.wrac.model.Chunk#embedText()}). Deterministic.
 *
 * <p>The finer separators of the text-based splitter (line, sentence, word) are applied by the
 * parser, which already cuts every element longer than its cap (the configured budget's
 * {@code maxTokens} less 64: 448 tokens by default) at those boundaries
 * ({@link dev.wrac.parse.DocumentBuilder}); plans hold element ids only, so an element is the
 * smallest piece.
 *
 * <p>Presets: {@code recursive} = {@code recursive:1100} ({@link #DEFAULT_SIZE}, the study's
 * winner on 42% of documents) and {@code recursive:600} ({@link #SMALL_SIZE}); any positive size
 * works. The planner widens the budget's maximum to {@link #maxTokensFor(int) S + S/4}
 * ({@link #planningContext}) so the verbatim text, with its markup, fits; it also keeps every
 * chunk of several elements within the maximum of the context it is given, so its plans are
 * valid as made.
 *
 * <p>No overlap: a valid plan places every content element in exactly one chunk and keeps
 * chunk spans apart ({@link dev.wrac.validate.PlanValidator}), so whole trailing units cannot be
 * repeated in the next chunk without breaking that invariant; the assembler repeats headings,
 * table headers and list lead-ins as context instead. A spec with an overlap
 * ({@code recursive:1100:1}) is refused, saying so.
 */
public final class RecursivePlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "recursive";
  /** Bumped whenever the same input could give a different plan. */
  public static final String VERSION = "1";
  /** The default size {@code S}: 1100 tokens. */
  public static final int DEFAULT_SIZE = 1100;
  /** The small preset: 600 tokens. */
  public static final int SMALL_SIZE = 600;

  private final int size;

  private RecursivePlanner(int size) {
    this.size = size;
  }

  /** The planner at the default size, 1100 tokens. */
  public static RecursivePlanner create() {
    return new RecursivePlanner(DEFAULT_SIZE);
  }

  /**
   * The planner at size {@code S} (content tokens).
   *
   * @throws IllegalArgumentException if {@code size} is not positive
   */
  public static RecursivePlanner create(int size) {
    if (size < 1) {
      throw new IllegalArgumentException("recursive: the size must be positive, was " + size);
    }
    return new RecursivePlanner(size);
  }

  /** The budget maximum a chunk of {@code size} content tokens is given: {@code S + S/4}. */
  public static int maxTokensFor(int size) {
    return size + size / 4;
  }

  /** The size {@code S} chunks are merged up to. */
  public int size() {
    return size;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    return configured.withBudget(configured.budget().atLeast(maxTokensFor(size)));
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    int[] all = new int[doc.size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    List<int[]> pieces = new SplitMerge(layout, size, context.budget().maxTokens()).apply(all);
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("size", Integer.toString(size));
    return ChunkPlan.of(doc, ids(doc, pieces),
        PlanProvenance.local(NAME, VERSION, configuration));
  }

  /** Position groups as id groups. */
  static List<List<ElementId>> ids(ParsedDocument doc, List<int[]> groups) {
    List<List<ElementId>> chunks = new ArrayList<>(groups.size());
    for (int[] group : groups) {
      List<ElementId> ids = new ArrayList<>(group.length);
      for (int at : group) {
        ids.add(doc.elements().get(at).id());
      }
      chunks.add(ids);
    }
    return chunks;
  }

  @Override
  public String toString() {
    return NAME + ":" + size;
  }
}
