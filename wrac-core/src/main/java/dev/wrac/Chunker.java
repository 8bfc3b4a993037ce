package dev.wrac;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyLevel;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkDelta;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.WindowedPlanner;
import dev.wrac.validate.PlanValidator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A configured pipeline: parse, plan, validate and repair, assemble. Made by
 * {@link Wrac#builder()}; immutable and thread-safe.
 *
 * <pre>{@code
 * Chunker chunker = Wrac.builder().maxChunkTokens(800).build();
 * List<Chunk> chunks = chunker.chunk(chunker.parse(Path.of("guide.md")));
 * }</pre>
 */
public final class Chunker {
  private final DocumentParsers parsers;
  private final ParseOptions parseOptions;
  private final ChunkPlanner planner;
  private final PlanningContext context;
  private final ChunkAssembler assembler;
  private final ChunkerListener.Factory listeners;
  private final List<HierarchyLevel> levels;

  Chunker(DocumentParsers parsers, ParseOptions parseOptions, ChunkPlanner planner,
      PlanningContext context, ChunkerListener.Factory listeners, List<HierarchyLevel> levels) {
    this.levels = List.copyOf(levels);
    this.parsers = parsers;
    this.parseOptions = parseOptions;
    this.planner = planner;
    this.context = context;
    this.assembler = new ChunkAssembler(context.assembly());
    this.listeners = listeners;
  }

  /**
   * This chunker reporting every document to {@code listener} (instead of the builder's
   * {@link Wrac.Builder#listenerFactory factory}): it shares the parsers, the planner and every
   * setting, and is as cheap to make as a wrapper, so a caller may make one per file to
   * collect that file's events.
   */
  public Chunker withListener(ChunkerListener listener) {
    java.util.Objects.requireNonNull(listener, "listener");
    return new Chunker(parsers, parseOptions, planner, context, document -> listener, levels);
  }

  private ChunkerListener listener(String document) {
    ChunkerListener l = listeners.create(document);
    return l == null ? ChunkerListener.NONE : l;
  }

  /**
   * The chunker of {@code spec}: {@code Wrac.builder().spec(spec).build()}.
   *
   * @throws ChunkerSpecException if the planner, token counter or route of {@code spec} cannot
   *     be made, naming the setting in the spec's spelling
   */
  public static Chunker from(ChunkerSpec spec) {
    return Wrac.builder().spec(spec).build();
  }

  /**
   * Parses a file with the parser for its extension.
   *
   * @throws dev.wrac.parse.DocumentParseException naming the file and the problem
   */
  public ParsedDocument parse(Path file) {
    return parse(DocumentSource.of(file));
  }

  /**
   * Parses a source with the parser for its media type or extension.
   *
   * @throws dev.wrac.parse.DocumentParseException naming the document and the problem
   */
  public ParsedDocument parse(DocumentSource source) {
    DocumentParser parser = parsers.forSource(source);
    ChunkerListener listener = listener(source.name());
    long start = System.nanoTime();
    ParsedDocument document = parser.parse(source, parseOptions);
    listener.parsed(document, System.nanoTime() - start);
    return document;
  }

  /**
   * Plans a document and repairs the plan if needed: the result is always valid, and its
   * provenance records any repair.
   */
  public ChunkPlan plan(ParsedDocument document) {
    return plan(document, listener(document.name()));
  }

  private ChunkPlan plan(ParsedDocument document, ChunkerListener listener) {
    long start = System.nanoTime();
    PlanningContext reporting = context.withListener(listener);
    ChunkPlan plan = planner.plan(document, reporting);
    ChunkPlan repaired = PlanValidator.repair(document, plan, reporting);
    listener.planned(document, repaired, System.nanoTime() - start);
    return repaired;
  }

  /**
   * Plans and assembles a document: its chunks in order, assembled verbatim from the repaired
   * plan ({@link ChunkAssembler}), so they equal {@link #assemble} of {@link #plan}.
   */
  public List<Chunk> chunk(ParsedDocument document) {
    return chunk(document, listener(document.name()));
  }

  private List<Chunk> chunk(ParsedDocument document, ChunkerListener listener) {
    ChunkPlan plan = plan(document, listener);
    return assemble(document, plan, listener);
  }

  private List<Chunk> assemble(ParsedDocument document, ChunkPlan plan,
      ChunkerListener listener) {
    long start = System.nanoTime();
    List<Chunk> chunks = new ChunkAssembler(context.assembly()).assemble(document, plan);
    listener.assembled(document, chunks, System.nanoTime() - start);
    return chunks;
  }

  /**
   * Chunks a document at every level configured with {@link Wrac.Builder#levels} (default:
   * structural leaves under page parents): leaves to index, parents to place in the context
   * with {@link dev.wrac.hierarchy.SmallToBig}. Each level alone is a valid plan; children
   * nest in their parents. See {@link ChunkHierarchy#of}.
   */
  public ChunkHierarchy hierarchy(ParsedDocument document) {
    return ChunkHierarchy.of(document, levels);
  }

  /** The levels {@link #hierarchy} plans, leaves first, each with its planning context. */
  public List<HierarchyLevel> levels() {
    return levels;
  }

  /**
   * Chunks a file of any size with bounded memory; see {@link #chunk(DocumentSource, Consumer)}.
   */
  public long chunk(Path file, Consumer<? super Chunk> sink) {
    return chunk(DocumentSource.of(file), sink);
  }

  /**
   * Chunks a source of any size with bounded memory: the parser hands out the document in
   * segments ({@link DocumentParser#parseSegments}; Markdown over 512 Ki characters is cut at
   * top-level headings, streamed HTML pages every few thousand elements between top-level
   * blocks), each segment is planned, repaired and assembled alone, and the chunks
   * go to {@code sink} in document order with indexes counted across the whole document. For
   * documents below the segment size the chunks equal {@link #chunk(ParsedDocument)}'s.
   *
   * @return the number of chunks
   * @throws dev.wrac.parse.DocumentParseException naming the document and the problem
   */
  public long chunk(DocumentSource source, Consumer<? super Chunk> sink) {
    DocumentParser parser = parsers.forSource(source);
    ChunkerListener listener = listener(source.name());
    long[] count = {0};
    // parse time of a segment: from the end of the previous segment's work to its arrival
    long[] resumed = {System.nanoTime()};
    parser.parseSegments(source, parseOptions, segment -> {
      listener.parsed(segment, System.nanoTime() - resumed[0]);
      for (Chunk c : chunk(segment, listener)) {
        sink.accept(count[0] == c.index() ? c : c.withIndex((int) count[0]));
        count[0]++;
      }
      resumed[0] = System.nanoTime();
    });
    return count[0];
  }

  /**
   * Assembles a given plan (for example one read back with {@link dev.wrac.json.PlanJson}) for
   * the very document it was made for.
   *
   * @throws dev.wrac.validate.PlanMismatchException if the plan names another document or
   *     another version of it (a different fingerprint)
   * @throws dev.wrac.validate.InvalidPlanException if the plan does not fit the document
   */
  public List<Chunk> assemble(ParsedDocument document, ChunkPlan plan) {
    PlanValidator.requireSameDocument(document, plan);
    PlanValidator.requireValid(document, plan, context);
    return assembler.assemble(document, plan);
  }

  /**
   * Re-uses a plan made for another version of {@code document}: the plan is taken over for
   * this version (its name and fingerprint), validated and repaired like a planner's answer
   * (ids no longer known are dropped, new elements go to fallback chunks), then assembled.
   * The repairs are in the plan's provenance; see {@link #plan} for the rules.
   */
  public List<Chunk> assembleRevalidated(ParsedDocument document, ChunkPlan plan) {
    ChunkPlan rebased = new ChunkPlan(document.name(), document.fingerprint(), plan.chunks(),
        plan.provenance());
    return assembler.assemble(document, PlanValidator.repair(document, rebased, context));
  }

  /**
   * Chunks a new version of a document incrementally: the planning windows whose elements did
   * not change keep the previous chunks, only the changed windows are planned again (an LLM
   * planner calls its model for those only), and the result says exactly what changed.
   *
   * <p>A window is unchanged when the previous chunks holding its elements hold exactly its
   * elements and, assembled again from {@code document}, give the same chunks (same
   * {@link Chunk#id()}, that is the same element ids and text with heading context, and the
   * same embed text, context ids and token counts; index, span and heading path may change).
   * For a planner that is not a {@link WindowedPlanner} the whole document is planned again;
   * the delta is exact either way. {@code previous} must come from this configuration
   * (planner, budget, headings): after changing it, chunk from scratch.
   *
   * <pre>{@code
   * ChunkUpdate u = chunker.update(previousChunks, chunker.parse(Path.of("guide.md")));
   * u.delta().deleted();   // ids to delete from the store
   * u.delta().upserted();  // chunks to embed and store
   * }</pre>
   *
   * @param previous the chunks of the previous version, as {@link #chunk(ParsedDocument)} gave
   *     them (any order; empty for a new document: every chunk is then an upsert)
   * @throws IllegalArgumentException if a previous chunk belongs to another document, or two
   *     share an id
   */
  public ChunkUpdate update(List<Chunk> previous, ParsedDocument document) {
    for (Chunk c : previous) {
      if (!c.document().equals(document.name())) {
        throw new IllegalArgumentException("Previous chunk " + c.index() + " belongs to '"
            + c.document() + "', not to '" + document.name() + "'");
      }
    }
    ChunkerListener listener = listener(document.name());
    if (!(planner instanceof WindowedPlanner windowed)) {
      ChunkPlan plan = plan(document, listener);
      List<Chunk> chunks = assemble(document, plan, listener);
      int windows = document.isEmpty() ? 0 : 1;
      return new ChunkUpdate(chunks, plan, ChunkDelta.between(previous, chunks), windows,
          windows);
    }
    long start = System.nanoTime();
    PlanningContext reporting = context.withListener(listener);
    List<PlanningWindow> windows = windowed.windows(document, reporting);
    WindowReuse.Reuse reused = WindowReuse.match(document, windows, previous,
        context.assembly());
    List<PlanningWindow> changed = new ArrayList<>();
    for (int w = 0; w < windows.size(); w++) {
      if (reused.changed(w)) {
        changed.add(windows.get(w));
      }
    }
    ChunkPlan fresh = windowed.planWindows(document, reporting, changed);
    ChunkPlan merged = ChunkPlan.of(document,
        WindowReuse.merge(document, windows, reused, fresh.chunks()), fresh.provenance());
    ChunkPlan plan = PlanValidator.repair(document, merged, reporting);
    listener.planned(document, plan, System.nanoTime() - start);
    // a plan repair left alone is assembled window by window: the unchanged ones are done
    List<Chunk> chunks;
    if (plan == merged) {
      long assembling = System.nanoTime();
      chunks = WindowReuse.assemble(document, windows, reused, fresh.chunks(),
          context.assembly());
      listener.assembled(document, chunks, System.nanoTime() - assembling);
    } else {
      chunks = assemble(document, plan, listener);
    }
    return new ChunkUpdate(chunks, plan, ChunkDelta.between(previous, chunks), windows.size(),
        changed.size());
  }

  /**
   * {@link #update(List, ParsedDocument)} from the previous version and its plan (for example
   * read back with {@link dev.wrac.json.PlanJson}): the plan alone holds ids, not texts, so the
   * previous version is needed to tell which windows changed.
   *
   * @throws dev.wrac.validate.PlanMismatchException if {@code previousPlan} was not made for
   *     {@code previousDocument}
   * @throws dev.wrac.validate.InvalidPlanException if it does not fit it
   */
  public ChunkUpdate update(ParsedDocument previousDocument, ChunkPlan previousPlan,
      ParsedDocument document) {
    if (!previousDocument.name().equals(document.name())) {
      throw new IllegalArgumentException("The previous version is '" + previousDocument.name()
          + "', not '" + document.name() + "'");
    }
    return update(assemble(previousDocument, previousPlan), document);
  }

  /** The planner in use. */
  public ChunkPlanner planner() {
    return planner;
  }

  /**
   * Budget, assembly options, token counter and window size in use: as configured, with the
   * budget's maximum widened for a planner sized by its own setting
   * ({@link ChunkPlanner#planningContext}).
   */
  public PlanningContext context() {
    return context;
  }

  /** The parse options in use. */
  public ParseOptions parseOptions() {
    return parseOptions;
  }

  /** The parsers in use. */
  public DocumentParsers parsers() {
    return parsers;
  }

  /** The assembly options in use. */
  public AssemblyOptions assembly() {
    return context.assembly();
  }
}
