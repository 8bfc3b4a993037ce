package dev.wrac.eval;

/**
 * Makes a {@link ChunkingStrategy} of another module from a name and an optional argument, so that
 * the benchmark runs strategies it does not depend on ({@code langchain4j-recursive:N} and
 * {@code langchain4j-wrac[:N]} come from wrac-eval-langchain4j). Listed in
 * {@code META-INF/services/dev.wrac.eval.ChunkingStrategyProvider} and found by
 * {@link ChunkingStrategy#byName} through {@link java.util.ServiceLoader}, after the built-in
 * names and before the planners.
 */
public interface ChunkingStrategyProvider {

  /** The name this provider answers to, in lower case; lookups ignore case. */
  String name();

  /** How the spec is written, for error messages: {@code langchain4j-recursive:N}, say. */
  String usage();

  /**
   * The strategy for {@code argument}, the part after {@code name:} in the spec, or an empty
   * string if none.
   *
   * @param spec  the whole spec, which the strategy reports as its {@link ChunkingStrategy#name()}
   * @param field what of a W-RAC chunk the strategy hands out, where it makes W-RAC chunks
   * @throws IllegalArgumentException if the argument is not acceptable, saying why
   */
  ChunkingStrategy create(String spec, String argument, ChunkField field);
}
