package dev.wrac.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * Finds planners by spec, {@code name} or {@code name:argument}, among the
 * {@link ChunkPlannerProvider}s on the class path ({@code structural}, {@code sections},
 * {@code recursive[:S]}, {@code page} and {@code top-sections} in wrac-core; {@code llm},
 * {@code llm-regex} and {@code replay} in wrac-llm). The agentic baseline is no planner: its
 * chunks are text a model wrote, not a plan ({@code AgenticChunker} in wrac-llm).
 *
 * <pre>{@code
 * ChunkPlanner planner = ChunkPlanners.byName("structural");
 * }</pre>
 */
public final class ChunkPlanners {
  private ChunkPlanners() {}

  /** All providers on the class path, sorted by name. */
  public static List<ChunkPlannerProvider> providers() {
    List<ChunkPlannerProvider> found = new ArrayList<>();
    ServiceLoader.load(ChunkPlannerProvider.class, Thread.currentThread().getContextClassLoader())
        .forEach(found::add);
    found.sort(Comparator.comparing(p -> p.name().toLowerCase(Locale.ROOT)));
    return found;
  }

  /**
   * The planner for {@code spec}: a provider name, optionally followed by {@code :} and an
   * argument ({@link PlannerSpec#parse}).
   *
   * @throws IllegalArgumentException naming the known planners if none matches
   */
  public static ChunkPlanner byName(String spec) {
    return byName(PlannerSpec.parse(spec), PlannerEnvironment.EMPTY);
  }

  /**
   * The planner for {@code spec}, made with {@code environment} (variables over the process
   * environment, objects such as a plan cache: see {@link PlannerEnvironment}).
   *
   * @throws IllegalArgumentException naming the known planners if none matches, or the
   *     provider's reason if it refuses the argument
   */
  public static ChunkPlanner byName(PlannerSpec spec, PlannerEnvironment environment) {
    List<ChunkPlannerProvider> all = providers();
    for (ChunkPlannerProvider p : all) {
      if (spec.names(p.name())) {
        return p.create(spec.argument(), environment);
      }
    }
    String name = spec.name();
    if (name.equalsIgnoreCase("agentic")) {
      throw new IllegalArgumentException("'agentic' is not a planner: the agentic baseline "
          + "writes chunk text instead of planning element IDs. Use AgenticChunker (wrac-llm) "
          + "in code, or the reference chunk set in the benchmark (--strategies "
          + "reference:agentic). Known planners: "
          + all.stream().map(ChunkPlannerProvider::name).toList());
    }
    throw new IllegalArgumentException("Unknown planner '" + name + "'. Known: "
        + all.stream().map(ChunkPlannerProvider::name).toList()
        + (name.equalsIgnoreCase("llm") || name.equalsIgnoreCase("replay")
            || name.equalsIgnoreCase("llm-regex") ? ". Add the wrac-llm dependency." : ""));
  }

  /** The providers of the planners in wrac-core. */
  public static final class BuiltIn {
    private BuiltIn() {}

    /** {@code structural}: the embedded default. */
    public static final class Structural implements ChunkPlannerProvider {
      /** Made by {@link java.util.ServiceLoader}. */
      public Structural() {}

      @Override
      public String name() {
        return StructuralPlanner.NAME;
      }

      @Override
      public String description() {
        return "W-RAC rules by code: sections, merged and split to the token budget (default); "
            + "structural:T plans with a budget scaled to target T";
      }

      @Override
      public ChunkPlanner create(String argument) {
        String arg = argument.strip();
        if (arg.isEmpty()) {
          return StructuralPlanner.create();
        }
        return StructuralPlanner.withTarget(tokens(argument,
            "Planner 'structural' takes an optional target in tokens, such as structural:256"));
      }
    }

    /** {@code sections}: one chunk per heading, a baseline. */
    public static final class Sections implements ChunkPlannerProvider {
      /** Made by {@link java.util.ServiceLoader}. */
      public Sections() {}

      @Override
      public String name() {
        return SectionPlanner.NAME;
      }

      @Override
      public String description() {
        return "one chunk per heading with its own elements, no size limit (baseline)";
      }

      @Override
      public ChunkPlanner create(String argument) {
        noArgument(name(), argument);
        return SectionPlanner.create();
      }
    }

    /** {@code recursive[:S]}: split-then-merge at S content tokens (default 1100). */
    public static final class Recursive implements ChunkPlannerProvider {
      /** Made by {@link java.util.ServiceLoader}. */
      public Recursive() {}

      @Override
      public String name() {
        return RecursivePlanner.NAME;
      }

      @Override
      public String description() {
        return "split-then-merge: split at headings, then elements, merge up to S tokens; "
            + "recursive:S, presets 1100 (default) and 600";
      }

      @Override
      public ChunkPlanner create(String argument) {
        String arg = argument.strip();
        if (arg.isEmpty()) {
          return RecursivePlanner.create();
        }
        if (arg.contains(":")) {
          throw new IllegalArgumentException("Planner 'recursive' takes one size (recursive:"
              + "1100), got '" + argument + "': overlap is not supported, a plan places every "
              + "element in exactly one chunk (headings and table headers repeat as context)");
        }
        return RecursivePlanner.create(tokens(argument, "Planner 'recursive' needs a positive "
            + "size in tokens, such as recursive:1100 or recursive:600"));
      }
    }

    /** {@code page}: one chunk per page, slide or sheet, else per top-level section. */
    public static final class Page implements ChunkPlannerProvider {
      /** Made by {@link java.util.ServiceLoader}. */
      public Page() {}

      @Override
      public String name() {
        return PagePlanner.NAME;
      }

      @Override
      public String description() {
        return "one chunk per page, slide or sheet (per top-level section without pages), "
            + "re-split over 1100 tokens";
      }

      @Override
      public ChunkPlanner create(String argument) {
        noArgument(name(), argument);
        return PagePlanner.create();
      }
    }

    /** {@code top-sections}: one chunk per top-level section across pages and slides. */
    public static final class TopSections implements ChunkPlannerProvider {
      /** Made by {@link java.util.ServiceLoader}. */
      public TopSections() {}

      @Override
      public String name() {
        return TopSectionsPlanner.NAME;
      }

      @Override
      public String description() {
        return "one chunk per top-level section, across page and slide breaks, re-split over "
            + "1100 tokens (the default hierarchy's parents)";
      }

      @Override
      public ChunkPlanner create(String argument) {
        noArgument(name(), argument);
        return TopSectionsPlanner.create();
      }
    }

    /** The token count {@code argument} gives, or an error saying {@code usage}. */
    private static int tokens(String argument, String usage) {
      try {
        return Integer.parseInt(argument.strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(usage + "; got '" + argument + "'", e);
      }
    }

    private static void noArgument(String name, String argument) {
      if (!argument.isEmpty()) {
        throw new IllegalArgumentException("Planner '" + name + "' takes no argument, got '"
            + argument + "'");
      }
    }
  }
}
