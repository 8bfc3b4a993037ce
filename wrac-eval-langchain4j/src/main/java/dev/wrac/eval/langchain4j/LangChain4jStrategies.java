package dev.wrac.eval.langchain4j;

import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.ChunkingStrategyProvider;

/**
 * The benchmark's langchain4j baselines, found by {@link ChunkingStrategy#byName} through
 * {@link java.util.ServiceLoader}: {@code langchain4j-recursive:N} (langchain4j's recursive
 * splitter at N o200k tokens, no overlap) and {@code langchain4j-wrac[:N]} (W-RAC's langchain4j
 * splitter, at most N tokens a chunk, default 512).
 */
public final class LangChain4jStrategies {
  private LangChain4jStrategies() {}

  /** {@code langchain4j-recursive:N}. */
  public static final class Recursive implements ChunkingStrategyProvider {
    /** Made by {@link java.util.ServiceLoader}. */
    public Recursive() {}

    @Override
    public String name() {
      return "langchain4j-recursive";
    }

    @Override
    public String usage() {
      return "langchain4j-recursive:N";
    }

    @Override
    public ChunkingStrategy create(String spec, String argument, ChunkField field) {
      return LangChain4jStrategy.recursive(spec, size(name(), argument));
    }
  }

  /** {@code langchain4j-wrac[:N]}. */
  public static final class Wrac implements ChunkingStrategyProvider {
    /** Made by {@link java.util.ServiceLoader}. */
    public Wrac() {}

    @Override
    public String name() {
      return "langchain4j-wrac";
    }

    @Override
    public String usage() {
      return "langchain4j-wrac[:N]";
    }

    @Override
    public ChunkingStrategy create(String spec, String argument, ChunkField field) {
      return LangChain4jStrategy.wrac(spec, argument.isEmpty() ? 512 : size(name(), argument),
          field);
    }
  }

  private static int size(String name, String argument) {
    try {
      int n = Integer.parseInt(argument);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException("needs a positive size, such as " + name + ":500; got '"
        + argument + "'");
  }
}
