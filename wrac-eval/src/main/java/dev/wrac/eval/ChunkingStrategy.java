package dev.wrac.eval;

import dev.wrac.eval.internal.Strategies;
import dev.wrac.model.Usage;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A way of cutting an organisation's documents into chunks, compared by the benchmark.
 *
 * <pre>{@code
 * ChunkingStrategy s = ChunkingStrategy.byName("recursive:1100", corpusRoot);
 * ChunkingStrategy.Chunks out = s.chunk(organisation);
 * }</pre>
 * Specs understood by {@link #byName}:
 * <ul>
 *   <li>any {@link dev.wrac.plan.ChunkPlanner} by {@link dev.wrac.plan.ChunkPlanners} spec
 *       ({@code structural}, {@code sections}, ...): documents parsed by the library's parsers,
 *       planned, assembled; the chunk's {@link dev.wrac.model.Chunk#embedText()} by default, or
 *       its {@link dev.wrac.model.Chunk#text()} ({@link ChunkField});
 *   <li>{@code whole}: one chunk per document (its whole text);
 *   <li>{@code fixed:N}: consecutive cuts of N characters; {@code fixed-tokens:N}: of N o200k
 *       tokens;
 *   <li>{@code recursive:N}, {@code page}: the library's adaptive-chunking candidates
 *       ({@link dev.wrac.plan.RecursivePlanner}, {@link dev.wrac.plan.PagePlanner}), planners
 *       like the above;
 *   <li>{@code recursive-text:N}: the earlier text-based split-then-merge: split the source
 *       text by Markdown separators in priority (headings level 1 to 6, blank line, line,
 *       sentence, space, then a hard token cut) down to pieces of at most N o200k tokens, then
 *       merge neighbours greedily up to N;
 *   <li>the strategies of other modules, by the name of their {@link ChunkingStrategyProvider}
 *       (found through {@link java.util.ServiceLoader}); wrac-eval-langchain4j has
 *       {@code langchain4j-recursive:N}: langchain4j's {@code DocumentSplitters.recursive(N, 0)}
 *       counting o200k tokens, run on langchain4j {@code Document}s, and
 *       {@code langchain4j-wrac[:N]}: W-RAC's langchain4j {@code DocumentSplitter} (wrac-langchain4j)
 *       with at most N tokens a chunk (default 512), run the same way;
 *   <li>{@code hierarchical[:<leaf spec>><parent spec>[>...]]}: the library's chunk hierarchy
 *       ({@link dev.wrac.Chunker#hierarchy}, default
 *       {@code structural:96>structural>top-sections}); the leaves are embedded and retrieved,
 *       and the benchmark judges what
 *       {@link dev.wrac.hierarchy.SmallToBig} places: given a count for the rank measures,
 *       within each budget for R@B;
 *   <li>{@code reference:<folder>}: reference chunk files (JSON lines or a JSON array of
 *       objects with {@code file_name} or {@code filename} and {@code chunks});
 *       {@code reference:agentic} and {@code reference:agentic-compact} name the folders of the
 *       corpus's {@code reference-chunks/};
 *   <li>{@code jsonl:<file>}: JSON lines of {@code {"doc", "text"}}.
 * </ul>
 */
public interface ChunkingStrategy {

  /** The strategy's name in reports: its spec. */
  String name();

  /** The chunks of the organisation's documents, in document order, and what making them cost. */
  Chunks chunk(BenchOrganisation organisation);

  /**
   * The strategy for {@code spec}.
   *
   * @param spec       see the list above
   * @param corpusRoot where {@code reference:<name>} looks for {@code reference-chunks/<name>};
   *                   may be {@code null}
   * @throws BenchException naming the spec and what is wrong with it
   */
  static ChunkingStrategy byName(String spec, Path corpusRoot) {
    return Strategies.byName(spec, corpusRoot, ChunkField.EMBED_TEXT);
  }

  /**
   * The strategy for {@code spec}, library planners handing out {@code field} of their chunks.
   *
   * @throws BenchException naming the spec and what is wrong with it
   */
  static ChunkingStrategy byName(String spec, Path corpusRoot, ChunkField field) {
    return Strategies.byName(spec, corpusRoot, field);
  }

  /**
   * What a strategy made for one organisation.
   *
   * @param chunks    the chunks, in document order
   * @param usage     LLM calls and tokens spent making them ({@link Usage#ZERO} for local
   *                  strategies)
   * @param documents documents chunked
   * @param warnings  documents that failed or could not be matched, one message each
   */
  record Chunks(List<BenchChunk> chunks, Usage usage, int documents, List<String> warnings) {
    public Chunks {
      chunks = List.copyOf(chunks);
      Objects.requireNonNull(usage, "usage");
      warnings = List.copyOf(warnings);
    }
  }
}
