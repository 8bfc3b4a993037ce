package dev.wrac;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.ParserRouteProvider;
import dev.wrac.plan.PlannerSpec;
import java.io.Serializable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every user-facing setting of a {@link Chunker} as one immutable, serialisable value, read from
 * and written to one string form; the command line ({@code wrac}), the Spark job and the Spring
 * properties bind their options to it, and {@link Chunker#from(ChunkerSpec)} (or
 * {@link Wrac.Builder#spec}) is the one place a chunker is built from it. In the spirit of
 * Caffeine's {@code CaffeineSpec}.
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
 * case, the planner as {@link PlannerSpec#toString()}), so {@code parse(s).toString()} is
 * {@code s} for a canonical {@code s} and {@code parse(spec.toString())} equals {@code spec}.
 * The default spec writes {@code ""}.
 *
 * <h2>Names in errors</h2>
 * A spec knows each front end's name for a setting ({@link Setting#nameIn(Spelling)}:
 * {@code --max-tokens}, {@code wrac.max-tokens}, {@code maxTokens}, {@code max-tokens}); a spec
 * built with {@link Builder#spelling(Spelling)} names its settings that way in every error,
 * here and when a chunker is built from it ({@link ChunkerSpecException}).
 *
 * <p>Adding a setting: a constant in {@link Setting}, a line in {@link Builder#build()} if it
 * has bounds, a line in {@link Wrac.Builder#spec}; each front end's same-settings test then
 * says where it is missing.
 */
public final class ChunkerSpec implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Joins the planner specs of {@link Setting#LEVELS} in the string form. */
  public static final String LEVEL_SEPARATOR = ">";

  private static final int MAX_LEVELS = 8;

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

  /** The settings, in the order of the string form. */
  public enum Setting {
    /**
     * The planner, {@code name[:argument]} ({@link PlannerSpec}): {@code structural} (default),
     * {@code sections}, {@code recursive[:S]}, {@code page}, or any planner on the class path
     * ({@code llm[:model]}, {@code adaptive[:A+B]}, {@code replay:PATH}...).
     */
    PLANNER("planner", "planner", "structural", "recursive:600", true),
    /**
     * Largest chunk in tokens, heading context included; unset: 512, or what a planner sized
     * by its argument needs. Set alone, the other sizes scale with it. At least 1.
     */
    MAX_TOKENS("max-tokens", "maxTokens", null, "600", true),
    /** The size small sections merge up to and large ones are cut to (default 128); at least 1. */
    TARGET_TOKENS("target-tokens", "targetTokens", null, "100", true),
    /** Largest section kept as one chunk (default 384), between target and max. */
    SECTION_TOKENS("section-tokens", "sectionTokens", null, "300", true),
    /** Chunks smaller than this join a neighbour (default 64), at most the target. */
    MIN_TOKENS("min-tokens", "minTokens", null, "32", true),
    /** Largest numbered procedure kept whole with its lead-in (default 1024), at least max. */
    PROCEDURE_MAX_TOKENS("procedure-max-tokens", "procedureMaxTokens", null, "2048", true),
    /** Enclosing headings repeated before each chunk, 0–6 (default 3). */
    HEADING_LEVELS("heading-levels", "headingLevels", "3", "2", true),
    /**
     * How tokens are counted: {@code o200k_base} (default), {@code cl100k_base},
     * {@code approximate}, {@code jtokkit:ENCODING}.
     */
    TOKENIZER("tokenizer", "tokenizer", "o200k_base", "approximate", false),
    /**
     * How office documents, PDF and images are read: {@code offline} (default, their text) or
     * {@code pages} (the D-RAC page route of wrac-pages).
     */
    ROUTE("route", "route", "offline", "pages", true),
    /** The page route's transcriber: {@code ocr} (default, Tesseract) or {@code llm}. */
    TRANSCRIBER("transcriber", "transcriber", "ocr", "llm", true),
    /** Elements per planning window of window-by-window planners (default 60), at least 2. */
    WINDOW_ELEMENTS("window-elements", "planningWindowElements",
        String.valueOf(PlanningContext.DEFAULT_WINDOW_ELEMENTS), "40", true),
    /**
     * Where LLM planners keep their window answers so a re-run makes no calls: a folder (a
     * Hadoop path in the Spark job); unset: {@code WRAC_PLAN_CACHE}, else in memory.
     */
    PLAN_CACHE("plan-cache", "planCache", null, "plan-cache", true),
    /**
     * The levels of a chunk hierarchy, leaves first, each a planner spec, joined by {@code >}:
     * {@code structural>page} (structural leaves nested in page parents); 2 to 8 levels, none
     * empty, no two adjacent ones the same spec (name ignoring case, and argument: the level
     * above would repeat the one below chunk for chunk; {@code structural:96>structural} is
     * two sizes, so two levels). Set,
     * the front ends write every chunk of every level with its {@code level} and
     * {@code parentId} ({@code docs/hierarchy.md}); unset, they write flat chunks and
     * {@link Chunker#hierarchy} uses {@link dev.wrac.hierarchy.ChunkHierarchy#DEFAULT_LEVELS}.
     */
    LEVELS("levels", "levels", null,
        String.join(">", dev.wrac.hierarchy.ChunkHierarchy.DEFAULT_LEVELS), true),
    /**
     * Whether the chunks above the leaves of a hierarchy ({@link #LEVELS}) are embedded too:
     * {@code false} (default) indexes the leaves alone and keeps the parents as records
     * ({@code "embed": false} in {@code wrac chunk --delta}, the Spark job's {@code embed}
     * column); {@code true} marks every level for embedding. It changes what an index holds,
     * so a chunks file records it. Read by the front ends that write chunks; without levels it
     * has nothing to act on (the command line and the Spark job refuse it then).
     */
    EMBED_PARENTS("embed-parents", "embedParents", "false", "true", true),
    /**
     * The most time one document's parse may take ({@link
     * dev.wrac.parse.ParseOptions#timeBudget()}): a whole number and a unit, {@code ms},
     * {@code s}, {@code m} or {@code h} ({@code 30s}); past it the document fails with
     * {@code TIMEOUT} naming the stage. Unset: no budget.
     */
    PARSE_TIME_BUDGET("parse-time-budget", "parseTimeBudget", null, "30s", true);

    private final String key;
    private final String javaName;
    private final String defaultValue;
    private final String example;
    private final boolean valueInErrors;

    Setting(String key, String javaName, String defaultValue, String example,
        boolean valueInErrors) {
      this.key = key;
      this.javaName = javaName;
      this.defaultValue = defaultValue;
      this.example = example;
      this.valueInErrors = valueInErrors;
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

    boolean isBudget() {
      return this == MAX_TOKENS || this == TARGET_TOKENS || this == SECTION_TOKENS
          || this == MIN_TOKENS || this == PROCEDURE_MAX_TOKENS;
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
   * The settings that shape chunks and what an index holds of them ({@link
   * Setting#EMBED_PARENTS}): this spec less the plan cache and the parse time budget (where
   * answers are kept and whether a parse may finish, not what the chunks are). Its string is
   * what a chunks file records ({@link dev.wrac.json.ChunkJson#SETTINGS_FIELD}).
   */
  public ChunkerSpec chunkShaping() {
    return toBuilder().planCache(null).parseTimeBudget((String) null).build();
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
      Setting setting = Setting.byKey(key).orElseThrow(() -> new ChunkerSpecException(null,
          "Unknown setting '" + key + "' in chunker spec '" + text + "'. Known: "
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
   * The spec of these settings, keyed by {@link Setting#key()} (a property file's lines, say).
   *
   * @throws ChunkerSpecException for an unknown key or a bad value, in {@code spelling}
   */
  public static ChunkerSpec from(Map<String, String> settings, Spelling spelling) {
    Builder b = builder().spelling(spelling);
    settings.forEach((key, value) -> b.set(Setting.byKey(key).orElseThrow(() ->
        new ChunkerSpecException(null, "Unknown setting '" + key + "'. Known: "
            + Arrays.stream(Setting.values()).map(Setting::key).toList(), null)), value));
    return b.build();
  }

  /** The settings that differ from their default, by key, in the order of {@link Setting}. */
  public Map<String, String> toMap() {
    Map<String, String> map = new LinkedHashMap<>();
    values.forEach((s, v) -> map.put(s.key(), v));
    return Collections.unmodifiableMap(map);
  }

  /** The value of {@code setting} as the string form writes it, or empty if unset. */
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

  /** The name of {@code setting} in this spec's {@link #spelling()}. */
  public String nameOf(Setting setting) {
    return setting.nameIn(spelling);
  }

  /** The planner. */
  public PlannerSpec planner() {
    return PlannerSpec.parse(value(Setting.PLANNER).orElseThrow());
  }

  /** Largest chunk in tokens, if set. */
  public OptionalInt maxTokens() {
    return optionalInt(Setting.MAX_TOKENS);
  }

  /** Target size in tokens, if set. */
  public OptionalInt targetTokens() {
    return optionalInt(Setting.TARGET_TOKENS);
  }

  /** Largest section kept whole in tokens, if set. */
  public OptionalInt sectionTokens() {
    return optionalInt(Setting.SECTION_TOKENS);
  }

  /** Smallest chunk in tokens, if set. */
  public OptionalInt minTokens() {
    return optionalInt(Setting.MIN_TOKENS);
  }

  /** Largest whole procedure in tokens, if set. */
  public OptionalInt procedureMaxTokens() {
    return optionalInt(Setting.PROCEDURE_MAX_TOKENS);
  }

  /** Whether any budget size is set (unset, a planner sized by its argument widens the default). */
  public boolean hasBudget() {
    return values.keySet().stream().anyMatch(Setting::isBudget);
  }

  /** The token budget of these sizes; the unset ones are the defaults or scale with the maximum. */
  public TokenBudget budget() {
    return budget(values, spelling);
  }

  /** The budget settings that are set, in this spec's spelling: {@code --max-tokens}, say. */
  List<String> budgetNames() {
    return values.keySet().stream().filter(Setting::isBudget).map(this::nameOf).toList();
  }

  /** Enclosing headings repeated before each chunk, 0–6. */
  public int headingLevels() {
    return Integer.parseInt(value(Setting.HEADING_LEVELS).orElseThrow());
  }

  /** The token counter's name. */
  public String tokenizer() {
    return value(Setting.TOKENIZER).orElseThrow();
  }

  /** The route: {@code offline} or {@code pages}, in lower case. */
  public String route() {
    return value(Setting.ROUTE).orElseThrow();
  }

  /** The page route's transcriber. */
  public String transcriber() {
    return value(Setting.TRANSCRIBER).orElseThrow();
  }

  /** Elements per planning window. */
  public int planningWindowElements() {
    return Integer.parseInt(value(Setting.WINDOW_ELEMENTS).orElseThrow());
  }

  /** Where LLM planners keep their answers, if set. */
  public Optional<String> planCache() {
    return value(Setting.PLAN_CACHE);
  }

  /**
   * The levels of a chunk hierarchy, leaves first ({@link Setting#LEVELS}); empty when unset.
   */
  public List<PlannerSpec> levels() {
    return value(Setting.LEVELS).map(v -> Arrays.stream(v.split(LEVEL_SEPARATOR, -1))
        .map(PlannerSpec::parse).toList()).orElse(List.of());
  }

  /** Whether the chunks above the leaves are embedded too ({@link Setting#EMBED_PARENTS}). */
  public boolean embedParents() {
    return Boolean.parseBoolean(value(Setting.EMBED_PARENTS).orElseThrow());
  }

  /** The parse time budget ({@link Setting#PARSE_TIME_BUDGET}), if set. */
  public Optional<Duration> parseTimeBudget() {
    return value(Setting.PARSE_TIME_BUDGET).map(ChunkerSpec::duration);
  }

  /**
   * The parsers of {@link #route()} over {@code loaded}: {@code loaded} itself for
   * {@code offline}, else the route's parser (found as a {@link ParserRouteProvider}, with
   * {@link #transcriber()}) in place of every parser of a format it reads.
   *
   * @throws ChunkerSpecException if the route is not on the class path or the transcriber is
   *     unknown, naming the setting
   */
  public DocumentParsers routeOver(DocumentParsers loaded) {
    String route = route();
    if (route.equals(Routes.OFFLINE)) {
      return loaded;
    }
    ParserRouteProvider provider = Routes.providers().stream()
        .filter(p -> p.name().equalsIgnoreCase(route)).findFirst()
        .orElseThrow(() -> new ChunkerSpecException(Setting.ROUTE, nameOf(Setting.ROUTE) + " "
            + route + ": no such route on the class path"
            + (route.equals(Routes.PAGES) ? "; add the wrac-pages dependency" : ""), null));
    try {
      return provider.over(loaded, transcriber());
    } catch (RuntimeException e) {   // an unknown transcriber, an LLM that cannot be configured
      throw error(Setting.TRANSCRIBER, e);
    }
  }

  /**
   * An error about {@code setting}, named in this spec's spelling, caused by {@code cause}:
   * {@code --planner foo: Unknown planner 'foo'...}.
   */
  ChunkerSpecException error(Setting setting, RuntimeException cause) {
    String value = value(setting).orElse("");
    return new ChunkerSpecException(setting, nameOf(setting)
        + (setting.valueInErrors ? " " + value : "") + ": " + cause.getMessage(), cause);
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

  private OptionalInt optionalInt(Setting setting) {
    String v = values.get(setting);
    return v == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(v));
  }

  private static TokenBudget budget(Map<Setting, String> values, Spelling spelling) {
    TokenBudget.Builder b = TokenBudget.builder();
    int[] v = new int[Setting.values().length];
    values.forEach((s, raw) -> v[s.ordinal()] = s.isBudget() ? Integer.parseInt(raw) : 0);
    if (values.containsKey(Setting.MAX_TOKENS)) {
      b.maxTokens(v[Setting.MAX_TOKENS.ordinal()]);
    }
    if (values.containsKey(Setting.TARGET_TOKENS)) {
      b.targetTokens(v[Setting.TARGET_TOKENS.ordinal()]);
    }
    if (values.containsKey(Setting.SECTION_TOKENS)) {
      b.sectionTokens(v[Setting.SECTION_TOKENS.ordinal()]);
    }
    if (values.containsKey(Setting.MIN_TOKENS)) {
      b.minTokens(v[Setting.MIN_TOKENS.ordinal()]);
    }
    if (values.containsKey(Setting.PROCEDURE_MAX_TOKENS)) {
      b.procedureMaxTokens(v[Setting.PROCEDURE_MAX_TOKENS.ordinal()]);
    }
    UnaryOperator<String> names = component -> Arrays.stream(Setting.values())
        .filter(s -> s.javaName.equals(component)).findFirst()
        .map(s -> s.nameIn(spelling)).orElse(component);
    return b.build(names);
  }

  /**
   * Builds a {@link ChunkerSpec}. Setters take {@code null} (or a blank string) for "unset";
   * every value is checked in {@link #build()}, which names a bad one in the builder's
   * {@link #spelling(Spelling)}.
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
     * Sets {@code setting} from its string form; {@code null} or blank resets it to the
     * default. Checked in {@link #build()}.
     */
    public Builder set(Setting setting, String value) {
      Objects.requireNonNull(setting, "setting");
      if (value == null || value.isBlank()) {
        values.remove(setting);
      } else {
        values.put(setting, value.strip());
      }
      return this;
    }

    private Builder set(Setting setting, Object value) {
      return set(setting, value == null ? null : String.valueOf(value));
    }

    /** See {@link Setting#PLANNER}. */
    public Builder planner(String planner) {
      return set(Setting.PLANNER, planner);
    }

    /** See {@link Setting#PLANNER}. */
    public Builder planner(PlannerSpec planner) {
      return set(Setting.PLANNER, (Object) planner);
    }

    /** See {@link Setting#MAX_TOKENS}; {@code null} for unset. */
    public Builder maxTokens(Integer tokens) {
      return set(Setting.MAX_TOKENS, (Object) tokens);
    }

    /** See {@link Setting#TARGET_TOKENS}; {@code null} for unset. */
    public Builder targetTokens(Integer tokens) {
      return set(Setting.TARGET_TOKENS, (Object) tokens);
    }

    /** See {@link Setting#SECTION_TOKENS}; {@code null} for unset. */
    public Builder sectionTokens(Integer tokens) {
      return set(Setting.SECTION_TOKENS, (Object) tokens);
    }

    /** See {@link Setting#MIN_TOKENS}; {@code null} for unset. */
    public Builder minTokens(Integer tokens) {
      return set(Setting.MIN_TOKENS, (Object) tokens);
    }

    /** See {@link Setting#PROCEDURE_MAX_TOKENS}; {@code null} for unset. */
    public Builder procedureMaxTokens(Integer tokens) {
      return set(Setting.PROCEDURE_MAX_TOKENS, (Object) tokens);
    }

    /** See {@link Setting#HEADING_LEVELS}; {@code null} for the default. */
    public Builder headingLevels(Integer levels) {
      return set(Setting.HEADING_LEVELS, (Object) levels);
    }

    /** See {@link Setting#TOKENIZER}. */
    public Builder tokenizer(String tokenizer) {
      return set(Setting.TOKENIZER, tokenizer);
    }

    /** See {@link Setting#ROUTE}. */
    public Builder route(String route) {
      return set(Setting.ROUTE, route);
    }

    /** See {@link Setting#TRANSCRIBER}. */
    public Builder transcriber(String transcriber) {
      return set(Setting.TRANSCRIBER, transcriber);
    }

    /** See {@link Setting#WINDOW_ELEMENTS}; {@code null} for the default. */
    public Builder planningWindowElements(Integer elements) {
      return set(Setting.WINDOW_ELEMENTS, (Object) elements);
    }

    /** See {@link Setting#PLAN_CACHE}; {@code null} for none. */
    public Builder planCache(String location) {
      return set(Setting.PLAN_CACHE, location);
    }

    /**
     * See {@link Setting#LEVELS}: planner specs, leaves first, joined by {@code >};
     * {@code null} for unset.
     */
    public Builder levels(String levels) {
      return set(Setting.LEVELS, levels);
    }

    /**
     * See {@link Setting#LEVELS}; {@code null} or an empty list for unset. A list of blank
     * specs (a command line's {@code --levels ''}) is not unset: {@link #build()} refuses it.
     */
    public Builder levels(List<String> levels) {
      if (levels == null || levels.isEmpty()) {
        return set(Setting.LEVELS, null);
      }
      if (levels.stream().allMatch(l -> l == null || l.isBlank())) {
        values.put(Setting.LEVELS, "");   // given, but empty: not the same as unset
        return this;
      }
      return set(Setting.LEVELS, String.join(LEVEL_SEPARATOR, levels));
    }

    /** See {@link Setting#EMBED_PARENTS}; {@code null} for the default ({@code false}). */
    public Builder embedParents(Boolean embed) {
      return set(Setting.EMBED_PARENTS, (Object) embed);
    }

    /** See {@link Setting#PARSE_TIME_BUDGET}: {@code 30s}, {@code 500ms}; {@code null} for none. */
    public Builder parseTimeBudget(String budget) {
      return set(Setting.PARSE_TIME_BUDGET, budget);
    }

    /** See {@link Setting#PARSE_TIME_BUDGET}; {@code null} for none. */
    public Builder parseTimeBudget(Duration budget) {
      return set(Setting.PARSE_TIME_BUDGET, budget == null ? null : budget.toMillis() + "ms");
    }

    /**
     * The spec: values checked and made canonical, those equal to their default dropped.
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
      try {
        budget(canonical, spelling);
      } catch (IllegalArgumentException e) {
        throw new ChunkerSpecException(Setting.MAX_TOKENS, e.getMessage() + " (sizes must keep "
            + Stream.of(Setting.MIN_TOKENS, Setting.TARGET_TOKENS, Setting.SECTION_TOKENS,
                Setting.MAX_TOKENS, Setting.PROCEDURE_MAX_TOKENS).map(s -> s.nameIn(spelling))
                .collect(Collectors.joining(" <= ")) + ")", e);
      }
      return new ChunkerSpec(canonical, spelling);
    }

    private String canonical(Setting s, String v) {
      String name = s.nameIn(spelling);
      if (v.indexOf(',') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
        throw new ChunkerSpecException(s, name + " may not contain ',' or a line break, was '"
            + v + "'", null);
      }
      return switch (s) {
        case PLANNER -> {
          try {
            yield PlannerSpec.parse(v).toString();
          } catch (IllegalArgumentException e) {
            throw new ChunkerSpecException(s, name + ": " + e.getMessage(), e);
          }
        }
        case MAX_TOKENS, TARGET_TOKENS, SECTION_TOKENS, MIN_TOKENS, PROCEDURE_MAX_TOKENS ->
            String.valueOf(atLeast(s, v, 1));
        case WINDOW_ELEMENTS -> String.valueOf(atLeast(s, v, 2));
        case HEADING_LEVELS -> {
          int levels = integer(s, v);
          if (levels < 0 || levels > 6) {
            throw new ChunkerSpecException(s, name + " must be 0-6, was " + levels, null);
          }
          yield String.valueOf(levels);
        }
        case ROUTE -> {
          String route = v.toLowerCase(Locale.ROOT);
          List<String> known = routes();
          if (!known.contains(route)) {
            throw new ChunkerSpecException(s, name + " must be " + String.join(" or ", known)
                + ", was '" + v + "'", null);
          }
          yield route;
        }
        case LEVELS -> {
          String example = levelList(s.example());
          if (v.isBlank()) {
            throw new ChunkerSpecException(s, name + " is empty: give at least two planner "
                + "specs, leaves first, such as " + example + ", or leave it out for flat "
                + "chunks", null);
          }
          String[] specs = v.split(LEVEL_SEPARATOR, -1);
          String given = levelList(v);
          if (specs.length < 2 || specs.length > MAX_LEVELS) {
            throw new ChunkerSpecException(s, name + " needs at least two planner specs and at "
                + "most " + MAX_LEVELS + ", leaves first, such as " + example + "; got '"
                + given + "'", null);
          }
          List<PlannerSpec> parsed = new ArrayList<>();
          for (String spec : specs) {
            if (spec.isBlank()) {
              throw new ChunkerSpecException(s, name + " '" + given + "': level "
                  + parsed.size() + " is empty (level 0 is the leaves)", null);
            }
            try {
              parsed.add(PlannerSpec.parse(spec.strip()));
            } catch (IllegalArgumentException e) {
              throw new ChunkerSpecException(s, name + " " + spec.strip() + ": "
                  + e.getMessage(), e);
            }
          }
          int repeated = repeatedLevel(parsed);
          if (repeated > 0) {
            throw new ChunkerSpecException(s, name + " '" + given + "': "
                + repeatedLevelProblem(parsed, repeated) + ", such as " + example, null);
          }
          yield parsed.stream().map(PlannerSpec::toString)
              .collect(Collectors.joining(LEVEL_SEPARATOR));
        }
        case EMBED_PARENTS -> {
          String b = v.toLowerCase(Locale.ROOT);
          if (!b.equals("true") && !b.equals("false")) {
            throw new ChunkerSpecException(s, name + " must be true or false, was '" + v + "'",
                null);
          }
          yield b;
        }
        case PARSE_TIME_BUDGET -> {
          Duration d;
          try {
            d = duration(v);
          } catch (IllegalArgumentException e) {
            throw new ChunkerSpecException(s, name + " must be a whole number and a unit (ms, s, "
                + "m or h), such as " + s.example() + "; was '" + v + "'", e);
          }
          if (d.isZero()) {
            throw new ChunkerSpecException(s, name + " must be positive (leave it unset for no "
                + "budget), was '" + v + "'", null);
          }
          yield format(d);
        }
        case TOKENIZER, TRANSCRIBER, PLAN_CACHE -> v;
      };
    }

    /**
     * A list of levels ({@code a>b}) as this builder's front end writes it: joined by
     * {@code ,} on the command line, in Spark and in Spring, by {@code >} in the string form.
     */
    private String levelList(String joined) {
      return spelling == Spelling.SPEC || spelling == Spelling.JAVA ? joined
          : joined.replace(LEVEL_SEPARATOR, ",");
    }

    private int atLeast(Setting s, String v, int least) {
      int n = integer(s, v);
      if (n < least) {
        throw new ChunkerSpecException(s, s.nameIn(spelling) + " must be at least " + least
            + ", was " + n, null);
      }
      return n;
    }

    private int integer(Setting s, String v) {
      try {
        return Integer.parseInt(v);
      } catch (NumberFormatException e) {
        throw new ChunkerSpecException(s, s.nameIn(spelling) + " must be a whole number, was '"
            + v + "'", e);
      }
    }
  }

  /**
   * The first level (from 1) whose planner spec is the one just below it (name ignoring case,
   * and argument), or -1: with the same planner and size, the level above would repeat the
   * one below chunk for chunk, parents identical to their children. {@code structural:96}
   * below {@code structural} is two sizes, so two levels.
   */
  static int repeatedLevel(List<PlannerSpec> levels) {
    for (int l = 1; l < levels.size(); l++) {
      PlannerSpec below = levels.get(l - 1);
      PlannerSpec above = levels.get(l);
      if (above.name().equalsIgnoreCase(below.name())
          && above.argument().equals(below.argument())) {
        return l;
      }
    }
    return -1;
  }

  /** What is wrong with level {@code l} of {@code levels}, as {@link #repeatedLevel} found. */
  static String repeatedLevelProblem(List<PlannerSpec> levels, int l) {
    return "levels " + (l - 1) + " and " + l + " are both " + levels.get(l)
        + ", so level " + l + " would repeat level " + (l - 1) + " chunk for chunk; give each "
        + "level a different planner or size";
  }

  /** {@code 30s}, {@code 500ms}, {@code 2m}, {@code 1h} as a duration. */
  private static Duration duration(String v) {
    String t = v.strip().toLowerCase(Locale.ROOT);
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

  /** {@code offline}, {@code pages} and any other route on the class path, sorted. */
  static List<String> routes() {
    List<String> known = new ArrayList<>(List.of(Routes.OFFLINE, Routes.PAGES));
    for (ParserRouteProvider p : Routes.providers()) {
      String name = p.name().toLowerCase(Locale.ROOT);
      if (!known.contains(name)) {
        known.add(name);
      }
    }
    return known;
  }

  /** The route providers on the class path. */
  static final class Routes {
    static final String OFFLINE = "offline";
    static final String PAGES = "pages";

    private Routes() {}

    static List<ParserRouteProvider> providers() {
      return ParserRouteProvider.providers();
    }
  }
}
