package dev.wrac;

import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.plan.PlannerSpec;
import java.io.Serializable;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The settings of a {@link Chunker} in one string form, as an immutable, serialisable value: it
 * parses and prints that form and applies itself to {@link Chunker#builder()}, whose methods
 * its keys name ({@code max-tokens=800} is {@link Chunker.Builder#maxTokens maxTokens(800)}) and
 * where every bound is checked. In the spirit of Caffeine's {@code CaffeineSpec}. The command
 * line ({@code wrac}), the Spark job and the Spring properties bind one option each by looping
 * over {@link Setting}.
 *
 * <pre>{@code
 * ChunkerSpec spec = ChunkerSpec.parse("planner=recursive:600,max-tokens=800,heading-levels=2");
 * Chunker chunker = Chunker.from(spec);
 * spec.toString();   // "planner=recursive:600,max-tokens=800,heading-levels=2"
 * }</pre>
 *
 * <h2>String form</h2>
 * <pre>
 * spec    = "" | setting *( "," setting )
 * setting = key "=" value          ; key: a {@link Setting#key()}, lower case, each at most once
 * value   = any characters but ","  ; surrounding blanks are ignored
 * </pre>
 * {@link #toString()} writes the settings that differ from their default, in the order of
 * {@link Setting}, with canonical values (numbers without leading zeros, the route in lower
 * case, planners as {@link PlannerSpec#toString()}), so {@code parse(s).toString()} is
 * {@code s} for a canonical {@code s} and {@code parse(spec.toString())} equals {@code spec}.
 * The default spec writes {@code ""}. A spec is checked when built: it is applied to a
 * builder, which checks every bound.
 *
 * <h2>Names in errors</h2>
 * A spec knows each front end's name for a setting ({@link Setting#nameIn(Spelling)}:
 * {@code --max-tokens}, {@code wrac.max-tokens}, {@code maxTokens}, {@code max-tokens}); a spec
 * built with {@link Builder#spelling(Spelling)} names its settings that way in every error,
 * here and when a chunker is built from it ({@link ChunkerSpecException}).
 *
 * <p>Adding a setting: its method on {@link Chunker.Builder} (the bound and the default live
 * there), a constant in {@link Setting}, a line in {@code docs/settings.md}; every front end
 * then has it.
 */
public final class ChunkerSpec implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Joins the planner specs of {@link Setting#LEVELS} in the string form. */
  public static final String LEVEL_SEPARATOR = ">";

  /** The default settings: {@code ChunkerSpec.parse("")}. */
  public static final ChunkerSpec DEFAULT = builder().build();

  /** How a front end writes the name of a setting. */
  public enum Spelling {
    /** The key of the string form: {@code max-tokens}. */
    SPEC,
    /** The Java builder method: {@code maxTokens}. */
    JAVA,
    /** The {@code wrac} command's option: {@code --max-tokens}. */
    CLI,
    /** The Spark job's option: {@code --max-tokens}. */
    SPARK,
    /** The Spring Boot property: {@code wrac.max-tokens}. */
    SPRING
  }

  /** The kinds of value of the string form, each with its canonical form. */
  private enum Kind { TEXT, LOWER_CASE, WHOLE_NUMBER, BOOLEAN, DURATION, PLANNER, PLANNERS }

  /**
   * The settings, in the order of the string form: each a {@link Chunker.Builder} method (its
   * Javadoc has the bounds and the default) and its key, a kebab-case spelling of the method's
   * name.
   */
  public enum Setting {
    /** {@link Chunker.Builder#planner(String)}. */
    PLANNER("planner", "planner", Kind.PLANNER, "structural", "recursive:600",
        "Planner: structural (default), sections, recursive[:S], page, or any planner on the "
            + "class path (llm[:model], adaptive[:A+B], replay:PATH).",
        Chunker.Builder::planner),
    /** {@link Chunker.Builder#maxTokens}. */
    MAX_TOKENS("max-tokens", "maxTokens", Kind.WHOLE_NUMBER, null, "600",
        "Largest chunk in tokens, heading context included (default 512, or what the planner "
            + "needs); set alone, the other sizes scale with it.",
        (b, v) -> b.maxTokens(Integer.parseInt(v))),
    /** {@link Chunker.Builder#targetTokens}. */
    TARGET_TOKENS("target-tokens", "targetTokens", Kind.WHOLE_NUMBER, null, "100",
        "Size small sections merge up to and large ones are cut to (default 128).",
        (b, v) -> b.targetTokens(Integer.parseInt(v))),
    /** {@link Chunker.Builder#sectionTokens}. */
    SECTION_TOKENS("section-tokens", "sectionTokens", Kind.WHOLE_NUMBER, null, "300",
        "Largest section kept as one chunk, between the target and the maximum (default 384).",
        (b, v) -> b.sectionTokens(Integer.parseInt(v))),
    /** {@link Chunker.Builder#minTokens}. */
    MIN_TOKENS("min-tokens", "minTokens", Kind.WHOLE_NUMBER, null, "32",
        "Chunks smaller than this join a neighbour (default 64, at most the target).",
        (b, v) -> b.minTokens(Integer.parseInt(v))),
    /** {@link Chunker.Builder#procedureMaxTokens}. */
    PROCEDURE_MAX_TOKENS("procedure-max-tokens", "procedureMaxTokens", Kind.WHOLE_NUMBER, null,
        "2048", "Largest numbered procedure kept whole with its lead-in (default 1024, at least "
            + "the maximum).",
        (b, v) -> b.procedureMaxTokens(Integer.parseInt(v))),
    /** {@link Chunker.Builder#headingLevels}. */
    HEADING_LEVELS("heading-levels", "headingLevels", Kind.WHOLE_NUMBER, "3", "2",
        "Enclosing headings repeated before each chunk, 0-6 (default 3).",
        (b, v) -> b.headingLevels(Integer.parseInt(v))),
    /** {@link Chunker.Builder#tokenizer}. */
    TOKENIZER("tokenizer", "tokenizer", Kind.TEXT, "o200k_base", "approximate",
        "How tokens are counted: o200k_base (default), cl100k_base, approximate (about 4 "
            + "characters a token), jtokkit:ENCODING.",
        Chunker.Builder::tokenizer),
    /** {@link Chunker.Builder#route}. */
    ROUTE("route", "route", Kind.LOWER_CASE, "offline", "pages",
        "How office documents, PDF and images are read: offline (default, their text) or pages "
            + "(the D-RAC page route of wrac-pages).",
        Chunker.Builder::route),
    /** {@link Chunker.Builder#transcriber}. */
    TRANSCRIBER("transcriber", "transcriber", Kind.TEXT, "ocr", "llm",
        "The page route's transcriber: ocr (default, Tesseract) or llm (a vision model).",
        Chunker.Builder::transcriber),
    /** {@link Chunker.Builder#planningWindowElements}. */
    WINDOW_ELEMENTS("window-elements", "planningWindowElements", Kind.WHOLE_NUMBER, "60", "40",
        "Elements per planning window of window-by-window planners (default 60, at least 2).",
        (b, v) -> b.planningWindowElements(Integer.parseInt(v))),
    /** {@link Chunker.Builder#planCache}. */
    PLAN_CACHE("plan-cache", "planCache", Kind.TEXT, null, "plan-cache",
        "LLM planners: a folder where window answers are kept, so a re-run makes no calls "
            + "(default: WRAC_PLAN_CACHE, else in memory).",
        Chunker.Builder::planCache),
    /**
     * {@link Chunker.Builder#levels(String...)}, joined by {@code >}: set, the front ends write
     * every chunk of every level with its {@code level} and {@code parentId}
     * ({@link Chunker#hierarchical()}).
     */
    LEVELS("levels", "levels", Kind.PLANNERS, null,
        String.join(LEVEL_SEPARATOR, ChunkHierarchy.DEFAULT_LEVELS),
        "Chunk at several levels, leaves first, each a planner spec (structural,page or "
            + "structural>page; 2 to 8) and write every chunk of every level with its level and "
            + "parentId.",
        (b, v) -> b.levels(v.split(LEVEL_SEPARATOR, -1))),
    /** {@link Chunker.Builder#embedParents}. */
    EMBED_PARENTS("embed-parents", "embedParents", Kind.BOOLEAN, "false", "true",
        "With levels: the chunks above the leaves are embedded too (default false: leaves "
            + "only, parents kept as records).",
        (b, v) -> b.embedParents(Boolean.parseBoolean(v))),
    /** {@link Chunker.Builder#parseTimeBudget}: a whole number and a unit, {@code 30s}. */
    PARSE_TIME_BUDGET("parse-time-budget", "parseTimeBudget", Kind.DURATION, null, "30s",
        "The most time one document's parse may take (500ms, 30s, 2m, 1h); past it the "
            + "document fails with TIMEOUT naming the stage (default: no budget).",
        (b, v) -> b.parseTimeBudget(duration(v))),
    /** {@link Chunker.Builder#rowContent}: what a table row's element holds. */
    ROW_CONTENT("row-content", "rowContent", Kind.LOWER_CASE, "cells", "sentences",
        "What a table row holds: cells (default, joined by ' | '), sentences (one sentence per "
            + "row from the column headers: 'Plan: Basic; Price: 5 EUR') or format-default "
            + "(sentences for office documents and PDF).",
        Chunker.Builder::rowContent);

    private final String key;
    private final String javaName;
    private final Kind kind;
    private final String defaultValue;
    private final String example;
    private final String description;
    private final transient BiConsumer<Chunker.Builder, String> apply;

    Setting(String key, String javaName, Kind kind, String defaultValue, String example,
        String description, BiConsumer<Chunker.Builder, String> apply) {
      this.key = key;
      this.javaName = javaName;
      this.kind = kind;
      this.defaultValue = defaultValue;
      this.example = example;
      this.description = description;
      this.apply = apply;
    }

    /** The key of the string form, such as {@code max-tokens}. */
    public String key() {
      return key;
    }

    /** The default value as the string form writes it, or empty when unset means "derived". */
    public Optional<String> defaultValue() {
      return Optional.ofNullable(defaultValue);
    }

    /** A valid value other than the default, that may be set alone (for docs and tests). */
    public String example() {
      return example;
    }

    /** One sentence for a front end's help: what it does, its default and bounds. */
    public String description() {
      return description;
    }

    /**
     * How a front end's help shows the value: {@code N}, {@code TIME}, {@code NAME[:ARG]},
     * {@code SPECS}, {@code true|false}, {@code VALUE}.
     */
    public String valueLabel() {
      return switch (kind) {
        case WHOLE_NUMBER -> "N";
        case DURATION -> "TIME";
        case PLANNER -> "NAME[:ARG]";
        case PLANNERS -> "SPECS";
        case BOOLEAN -> "true|false";
        case TEXT, LOWER_CASE -> "VALUE";
      };
    }

    /** Whether the value is {@code true} or {@code false} (a flag on a command line). */
    public boolean isBoolean() {
      return kind == Kind.BOOLEAN;
    }

    /** Whether the value is a list joined by {@link #LEVEL_SEPARATOR} (a command line takes
     * {@code ,} too). */
    public boolean isList() {
      return kind == Kind.PLANNERS;
    }

    /** The name a front end gives this setting. */
    public String nameIn(Spelling spelling) {
      return switch (spelling) {
        case SPEC -> key;
        case JAVA -> javaName;
        case CLI, SPARK -> "--" + key;
        case SPRING -> "wrac." + key;
      };
    }

    /** The setting with this string-form key, or empty. */
    public static Optional<Setting> byKey(String key) {
      return Arrays.stream(values()).filter(s -> s.key.equals(key)).findFirst();
    }

    /** The setting of this builder method, or empty. */
    static Optional<Setting> byJavaName(String javaName) {
      return Arrays.stream(values()).filter(s -> s.javaName.equals(javaName)).findFirst();
    }
  }

  private final EnumMap<Setting, String> values;
  private final Spelling spelling;

  private ChunkerSpec(EnumMap<Setting, String> values, Spelling spelling) {
    this.values = values;
    this.spelling = spelling;
  }

  /** A builder starting from the defaults; errors name settings in {@link Spelling#JAVA}. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The settings that shape chunks and what an index holds of them: this spec less the plan
   * cache and the parse time budget (where answers are kept and whether a parse may finish,
   * not what the chunks are). Its string is what a chunks file records
   * ({@link dev.wrac.json.ChunkJson#SETTINGS_FIELD}).
   */
  public ChunkerSpec chunkShaping() {
    return toBuilder().set(Setting.PLAN_CACHE, null).set(Setting.PARSE_TIME_BUDGET, null)
        .build();
  }

  /** A builder starting from this spec, with its spelling. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.values.putAll(values);
    b.spelling = spelling;
    return b;
  }

  /**
   * The spec {@code text} writes (see the grammar above); errors name settings by their keys.
   *
   * @throws ChunkerSpecException for an unknown or repeated key, a missing {@code =} or a bad
   *     value, naming it
   */
  public static ChunkerSpec parse(String text) {
    Objects.requireNonNull(text, "text");
    Builder b = builder().spelling(Spelling.SPEC);
    if (text.isBlank()) {
      return b.build();
    }
    List<Setting> seen = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      int eq = part.indexOf('=');
      String key = (eq < 0 ? part : part.substring(0, eq)).strip();
      Setting setting = Setting.byKey(key).orElseThrow(() -> new ChunkerSpecException(
          (Setting) null, "Unknown setting '" + key + "' in chunker spec '" + text + "'. Known: "
              + Arrays.stream(Setting.values()).map(Setting::key).toList(), null));
      if (eq < 0) {
        throw new ChunkerSpecException(setting, "Setting '" + key + "' in chunker spec '" + text
            + "' needs a value: " + key + "=" + setting.example(), null);
      }
      if (seen.contains(setting)) {
        throw new ChunkerSpecException(setting, "Setting '" + key + "' is given twice in chunker "
            + "spec '" + text + "'", null);
      }
      seen.add(setting);
      b.set(setting, part.substring(eq + 1));
    }
    return b.build();
  }

  /**
   * The spec of these settings, keyed by {@link Setting#key()} (a property file's lines, the
   * options a front end bound); a value is as {@link Builder#set} takes it.
   *
   * @throws ChunkerSpecException for an unknown key or a bad value, in {@code spelling}
   */
  public static ChunkerSpec from(Map<String, ?> settings, Spelling spelling) {
    Builder b = builder().spelling(spelling);
    settings.forEach((key, value) -> b.set(Setting.byKey(key).orElseThrow(() ->
        new ChunkerSpecException((Setting) null, "Unknown setting '" + key + "'. Known: "
            + Arrays.stream(Setting.values()).map(Setting::key).toList(), null)), value));
    return b.build();
  }

  /** The settings that differ from their default, by key, in the order of {@link Setting}. */
  public Map<String, String> toMap() {
    Map<String, String> map = new LinkedHashMap<>();
    values.forEach((s, v) -> map.put(s.key(), v));
    return Collections.unmodifiableMap(map);
  }

  /** The value of {@code setting} as the string form writes it, or its default, or empty. */
  public Optional<String> value(Setting setting) {
    return Optional.ofNullable(values.get(setting)).or(setting::defaultValue);
  }

  /** Whether {@code setting} differs from its default. */
  public boolean isSet(Setting setting) {
    return values.containsKey(setting);
  }

  /** How this spec names its settings in errors. */
  public Spelling spelling() {
    return spelling;
  }

  /**
   * Sets every setting of this spec on {@code builder} by its method, in the order of
   * {@link Setting}, and makes the builder name settings in this spec's spelling from now on.
   *
   * @throws ChunkerSpecException naming a setting whose value breaks a bound
   * @throws IllegalStateException if the builder's budget was set already and this spec sets
   *     a size
   */
  public Chunker.Builder applyTo(Chunker.Builder builder) {
    Objects.requireNonNull(builder, "builder");
    UnaryOperator<String> names = javaName -> Setting.byJavaName(javaName)
        .map(s -> s.nameIn(spelling)).orElse(javaName);
    builder.names(names);
    values.forEach((setting, value) -> {
      try {
        setting.apply.accept(builder, value);
      } catch (ChunkerSpecException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        String name = setting.nameIn(spelling);
        String message = String.valueOf(e.getMessage());
        throw new ChunkerSpecException(setting, message.startsWith(name) ? message
            : name + " " + value + ": " + message, e);
      }
    });
    return builder;
  }

  /**
   * The string form: the settings that differ from their default, {@code key=value} joined by
   * {@code ,}, in the order of {@link Setting}; {@link #parse} gives an equal spec back.
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    values.forEach((s, v) -> out.append(out.length() == 0 ? "" : ",").append(s.key())
        .append('=').append(v));
    return out.toString();
  }

  /** Equal when every setting is; the spelling of errors does not count. */
  @Override
  public boolean equals(Object o) {
    return o instanceof ChunkerSpec other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  /**
   * Builds a {@link ChunkerSpec} from string values. {@link #build()} makes each value
   * canonical and checks it by applying the spec to a {@link Chunker.Builder}, naming a bad
   * one in the builder's {@link #spelling(Spelling)}.
   */
  public static final class Builder {
    private final EnumMap<Setting, String> values = new EnumMap<>(Setting.class);
    private Spelling spelling = Spelling.JAVA;

    private Builder() {}

    /** How errors name the settings; default {@link Spelling#JAVA}. */
    public Builder spelling(Spelling spelling) {
      this.spelling = Objects.requireNonNull(spelling, "spelling");
      return this;
    }

    /**
     * Sets {@code setting}; {@code null}, a blank string or an empty collection resets it to
     * the default. A value is written as the string form does ({@code String.valueOf}); a
     * {@link Duration} in milliseconds; a collection (of {@link Setting#LEVELS}) joined by
     * {@link #LEVEL_SEPARATOR}, one whose items are all blank (a command line's
     * {@code --levels ''}) kept as given but empty, which {@link #build()} refuses. Checked in
     * {@link #build()}.
     */
    public Builder set(Setting setting, Object value) {
      Objects.requireNonNull(setting, "setting");
      String text;
      if (value instanceof Collection<?> list) {
        if (list.isEmpty()) {
          text = null;
        } else if (list.stream().allMatch(l -> l == null || l.toString().isBlank())) {
          values.put(setting, "");   // given, but empty: not the same as unset
          return this;
        } else {
          text = list.stream().map(String::valueOf).collect(Collectors.joining(LEVEL_SEPARATOR));
        }
      } else if (value instanceof Duration d) {
        text = d.toMillis() + "ms";
      } else {
        text = value == null ? null : value.toString();
      }
      if (text == null || text.isBlank()) {
        values.remove(setting);
      } else {
        values.put(setting, text.strip());
      }
      return this;
    }

    /**
     * The spec: values made canonical and checked by the builder's bounds, those equal to
     * their default dropped.
     *
     * @throws ChunkerSpecException naming the first bad setting in this builder's spelling
     */
    public ChunkerSpec build() {
      EnumMap<Setting, String> canonical = new EnumMap<>(Setting.class);
      for (Map.Entry<Setting, String> e : values.entrySet()) {
        Setting s = e.getKey();
        String v = canonical(s, e.getValue());
        if (!v.equals(s.defaultValue)) {
          canonical.put(s, v);
        }
      }
      ChunkerSpec spec = new ChunkerSpec(canonical, spelling);
      Chunker.Builder probe = spec.applyTo(Chunker.builder());
      try {
        probe.budget();
      } catch (IllegalArgumentException e) {
        throw new ChunkerSpecException(Setting.MAX_TOKENS, e.getMessage(), e);
      }
      return spec;
    }

    /** The canonical string of a value of {@code s}; the bounds are the builder's. */
    private String canonical(Setting s, String v) {
      String name = s.nameIn(spelling);
      if (v.indexOf(',') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
        throw new ChunkerSpecException(s, name + " may not contain ',' or a line break, was '"
            + v + "'", null);
      }
      return switch (s.kind) {
        case TEXT -> v;
        case LOWER_CASE -> v.toLowerCase(Locale.ROOT);
        case WHOLE_NUMBER -> {
          try {
            yield String.valueOf(Integer.parseInt(v));
          } catch (NumberFormatException e) {
            throw new ChunkerSpecException(s, name + " must be a whole number, was '" + v + "'",
                e);
          }
        }
        case BOOLEAN -> {
          String b = v.toLowerCase(Locale.ROOT);
          if (!b.equals("true") && !b.equals("false")) {
            throw new ChunkerSpecException(s, name + " must be true or false, was '" + v + "'",
                null);
          }
          yield b;
        }
        case DURATION -> {
          Duration d;
          try {
            d = duration(v);
          } catch (IllegalArgumentException e) {
            throw new ChunkerSpecException(s, name + " must be a whole number and a unit (ms, s, "
                + "m or h), such as " + s.example() + "; was '" + v + "'", e);
          }
          if (d.isZero() || d.isNegative()) {
            throw new ChunkerSpecException(s, name + " must be positive (leave it unset for no "
                + "budget), was '" + v + "'", null);
          }
          yield format(d);
        }
        case PLANNER -> planner(s, v);
        case PLANNERS -> {
          if (v.isBlank()) {
            throw new ChunkerSpecException(s, name + " is empty: give at least two planner "
                + "specs, leaves first, such as " + s.example() + ", or leave it out for flat "
                + "chunks", null);
          }
          List<String> specs = new ArrayList<>();
          for (String spec : v.split(LEVEL_SEPARATOR, -1)) {
            if (spec.isBlank()) {
              throw new ChunkerSpecException(s, name + " '" + v + "': level " + specs.size()
                  + " is empty (level 0 is the leaves)", null);
            }
            specs.add(planner(s, spec));
          }
          yield String.join(LEVEL_SEPARATOR, specs);
        }
      };
    }

    private String planner(Setting s, String v) {
      try {
        return PlannerSpec.parse(v.strip()).toString();
      } catch (IllegalArgumentException e) {
        String name = s.nameIn(spelling);
        throw new ChunkerSpecException(s, (s == Setting.PLANNER ? name : name + " " + v.strip())
            + ": " + e.getMessage(), e);
      }
    }
  }

  /** {@code 30s}, {@code 500ms}, {@code 2m}, {@code 1h}, or ISO-8601 ({@code PT30S}). */
  private static Duration duration(String v) {
    String t = v.strip().toLowerCase(Locale.ROOT);
    if (t.startsWith("p") || t.startsWith("-p")) {
      try {
        return Duration.parse(t.toUpperCase(Locale.ROOT));
      } catch (DateTimeParseException e) {
        throw new IllegalArgumentException("not a duration: " + v, e);
      }
    }
    int digits = 0;
    while (digits < t.length() && Character.isDigit(t.charAt(digits))) {
      digits++;
    }
    if (digits == 0 || digits > 12) {
      throw new IllegalArgumentException("not a duration: " + v);
    }
    long n = Long.parseLong(t.substring(0, digits));
    return switch (t.substring(digits).strip()) {
      case "ms" -> Duration.ofMillis(n);
      case "s" -> Duration.ofSeconds(n);
      case "m" -> Duration.ofMinutes(n);
      case "h" -> Duration.ofHours(n);
      default -> throw new IllegalArgumentException("not a duration: " + v);
    };
  }

  /** The duration in the largest unit that writes it exactly: {@code 1500ms}, {@code 30s}. */
  private static String format(Duration d) {
    long ms = d.toMillis();
    if (ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    } else if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    } else if (ms % 1000 == 0) {
      return ms / 1000 + "s";
    }
    return ms + "ms";
  }
}
