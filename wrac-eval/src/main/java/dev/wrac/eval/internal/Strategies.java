package dev.wrac.eval.internal;

import dev.wrac.eval.BenchException;
import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.ChunkingStrategyProvider;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.PlannerEnvironment;
import dev.wrac.plan.PlannerSpec;
import dev.wrac.tokens.TokenCounters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/** Parses strategy specs into {@link ChunkingStrategy} instances. */
public final class Strategies {
  private Strategies() {}

  /** See {@link ChunkingStrategy#byName}. */
  public static ChunkingStrategy byName(String spec, Path corpusRoot, ChunkField field) {
    return byName(spec, corpusRoot, field, DocumentParsers.load());
  }

  /** See {@link ChunkingStrategy#byName}; library planners read documents with {@code parsers}. */
  public static ChunkingStrategy byName(String spec, Path corpusRoot, ChunkField field,
      DocumentParsers parsers) {
    String s = spec.strip();
    PlannerSpec parsed;
    try {
      parsed = PlannerSpec.parse(s);
    } catch (IllegalArgumentException e) {
      throw new BenchException("Strategy '" + s + "': " + e.getMessage(), e);
    }
    String arg = parsed.argument();
    switch (parsed.lowerCaseName()) {
      case "whole":
        noArgument(s, arg);
        return new TextSplitStrategy(s, TextSplitStrategy.whole());
      case "fixed":
      case "fixed-chars":
        return new TextSplitStrategy(s, TextSplitStrategy.fixedChars(size(s, arg)));
      case "fixed-tokens":
        return new TextSplitStrategy(s,
            TextSplitStrategy.fixedTokens(size(s, arg), TokenCounters.o200k()));
      case "recursive-text":
        return new TextSplitStrategy(s,
            new RecursiveSplitter(size(s, arg), TokenCounters.o200k())::split);
      case "hierarchical":
        return new HierarchicalStrategy(s, arg, field, parsers);
      case "reference":
        return new ReferenceStrategy(s, referenceFolder(s, arg, corpusRoot));
      case "jsonl":
        Path file = Path.of(arg);
        if (!Files.isRegularFile(file)) {
          throw new BenchException("Strategy '" + s + "': no such file " + file.toAbsolutePath());
        }
        return new JsonlStrategy(s, file);
      default:
        List<ChunkingStrategyProvider> providers = providers();
        for (ChunkingStrategyProvider p : providers) {
          if (p.name().toLowerCase(Locale.ROOT).equals(parsed.lowerCaseName())) {
            try {
              return p.create(s, arg, field);
            } catch (IllegalArgumentException e) {
              throw new BenchException("Strategy '" + s + "': " + e.getMessage(), e);
            }
          }
        }
        try {
          return new PlannerStrategy(s, ChunkPlanners.byName(parsed, PlannerEnvironment.EMPTY),
              field, parsers);
        } catch (IllegalArgumentException e) {
          throw new BenchException("Unknown strategy '" + s + "': " + e.getMessage()
              + ". Also known: whole, fixed:N, fixed-tokens:N, recursive-text:N, "
              + providers.stream().map(p -> p.usage() + ", ").collect(Collectors.joining())
              + "hierarchical[:<leaf>><parent>], reference:<folder>, jsonl:<file>", e);
        }
    }
  }

  /**
   * The strategies of other modules ({@link ChunkingStrategyProvider}s listed in their
   * {@code META-INF/services}), by name.
   */
  public static List<ChunkingStrategyProvider> providers() {
    List<ChunkingStrategyProvider> found = new ArrayList<>();
    ServiceLoader.load(ChunkingStrategyProvider.class,
        Thread.currentThread().getContextClassLoader()).forEach(found::add);
    found.sort(Comparator.comparing(p -> p.name().toLowerCase(Locale.ROOT)));
    return found;
  }

  private static Path referenceFolder(String spec, String arg, Path corpusRoot) {
    if (arg.isEmpty()) {
      throw new BenchException("Strategy '" + spec + "' needs a folder: reference:agentic, "
          + "reference:agentic-compact or reference:<folder>");
    }
    if (corpusRoot != null) {
      Path named = corpusRoot.resolve("reference-chunks").resolve(arg);
      if (Files.isDirectory(named)) {
        return named;
      }
    }
    Path folder = Path.of(arg);
    if (!Files.isDirectory(folder)) {
      throw new BenchException("Strategy '" + spec + "': no folder " + folder.toAbsolutePath()
          + (corpusRoot == null ? "" : " nor " + corpusRoot.resolve("reference-chunks")
              .resolve(arg).toAbsolutePath()));
    }
    return folder;
  }

  private static int size(String spec, String arg) {
    try {
      int n = Integer.parseInt(arg);
      if (n < 1) {
        throw new NumberFormatException();
      }
      return n;
    } catch (NumberFormatException e) {
      throw new BenchException("Strategy '" + spec + "' needs a positive size, such as "
          + PlannerSpec.parse(spec).name() + ":500; got '" + arg + "'");
    }
  }

  private static void noArgument(String spec, String arg) {
    if (!arg.isEmpty()) {
      throw new BenchException("Strategy '" + spec + "' takes no argument");
    }
  }
}
