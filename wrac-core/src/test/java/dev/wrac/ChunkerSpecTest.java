package dev.wrac;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import dev.wrac.context.TokenBudget;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChunkerSpecTest {

  /** Every setting at its example value, in the string form. */
  private static final String EVERY_SETTING = Arrays.stream(Setting.values())
      .map(s -> s.key() + "=" + s.example()).collect(Collectors.joining(","));

  @ParameterizedTest
  @ValueSource(strings = {"", "planner=recursive:600", "max-tokens=800,heading-levels=2",
      "planner=adaptive:default+llm,tokenizer=approximate",
      "planner=replay:/plans/a:b,route=pages,transcriber=llm,plan-cache=hdfs:///cache"})
  void aCanonicalStringRoundTripsExactly(String text) {
    ChunkerSpec spec = ChunkerSpec.parse(text);
    assertThat(spec.toString()).isEqualTo(text);
    assertThat(ChunkerSpec.parse(spec.toString())).isEqualTo(spec).hasSameHashCodeAs(spec);
  }

  @Test
  void everySettingRoundTripsThroughTheStringForm() {
    ChunkerSpec spec = ChunkerSpec.parse(EVERY_SETTING);
    assertThat(spec.toString()).isEqualTo(EVERY_SETTING);
    for (Setting s : Setting.values()) {
      assertThat(spec.isSet(s)).as(s.key()).isTrue();
      assertThat(spec.value(s)).as(s.key()).hasValue(s.example());
    }
    assertThat(ChunkerSpec.from(spec.toMap(), Spelling.SPEC)).isEqualTo(spec);
  }

  @Test
  void valuesAreMadeCanonicalAndDefaultsAreLeftOut() {
    ChunkerSpec spec = ChunkerSpec.parse(" heading-levels = 3 , max-tokens= 0800,route=PAGES ,"
        + "planner= recursive : 600");
    assertThat(spec).hasToString("planner=recursive:600,max-tokens=800,route=pages");
    assertThat(ChunkerSpec.DEFAULT).hasToString("")
        .isEqualTo(ChunkerSpec.parse("planner=structural,heading-levels=3,tokenizer=o200k_base,"
            + "route=offline,transcriber=ocr,window-elements=60"));
  }

  @Test
  void aValueIsTheSetOneOrItsDefaultOrEmpty() {
    ChunkerSpec defaults = ChunkerSpec.DEFAULT;
    assertThat(defaults.value(Setting.PLANNER)).hasValue("structural");
    assertThat(defaults.value(Setting.HEADING_LEVELS)).hasValue("3");
    assertThat(defaults.value(Setting.MAX_TOKENS)).isEmpty();
    assertThat(defaults.value(Setting.PLAN_CACHE)).isEmpty();
    assertThat(defaults.value(Setting.EMBED_PARENTS)).hasValue("false");
    assertThat(Arrays.stream(Setting.values()).filter(defaults::isSet)).isEmpty();
  }

  @Test
  void theSizesReachTheBudgetAndMaxTokensSetAloneScalesTheOthers() {
    assertThat(Chunker.from(ChunkerSpec.parse("max-tokens=300")).context().budget())
        .isEqualTo(TokenBudget.builder().maxTokens(300).build());
    assertThat(Chunker.from(ChunkerSpec.parse("max-tokens=600,target-tokens=100,"
        + "section-tokens=300,min-tokens=32,procedure-max-tokens=2048")).context().budget())
        .isEqualTo(new TokenBudget(32, 100, 300, 600, 2048));
  }

  @Test
  void aSpecIsSerialisableAndItsSpellingDoesNotCountForEquality() throws Exception {
    ChunkerSpec spec = ChunkerSpec.builder().spelling(Spelling.CLI).set(Setting.MAX_TOKENS, 300)
        .set(Setting.PLANNER, "llm:gpt-4.1-mini").build();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(spec);
    }
    try (ObjectInputStream in = new ObjectInputStream(
        new ByteArrayInputStream(bytes.toByteArray()))) {
      assertThat(in.readObject()).isEqualTo(spec).hasSameHashCodeAs(spec)
          .isEqualTo(ChunkerSpec.parse("planner=llm:gpt-4.1-mini,max-tokens=300"));
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Spelling.class)
  void errorsNameTheSettingInTheFrontEndsSpelling(Spelling spelling) {
    String max = Setting.MAX_TOKENS.nameIn(spelling);
    String target = Setting.TARGET_TOKENS.nameIn(spelling);
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling).set(Setting.MAX_TOKENS, 0)
        .build())
        .isInstanceOf(ChunkerSpecException.class)
        .hasMessage(max + " must be positive, was 0");
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling)
        .set(Setting.MAX_TOKENS, 100).set(Setting.TARGET_TOKENS, 200).build())
        .hasMessageStartingWith(max + " 100 must be at least " + target + " 200 (sizes must "
            + "keep " + Setting.MIN_TOKENS.nameIn(spelling) + " <= " + target + " <= ");
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling)
        .set(Setting.HEADING_LEVELS, 7).build())
        .hasMessage(Setting.HEADING_LEVELS.nameIn(spelling) + " must be 0-6, was 7");
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling)
        .set(Setting.WINDOW_ELEMENTS, 1).build())
        .hasMessage(Setting.WINDOW_ELEMENTS.nameIn(spelling) + " must be at least 2, was 1");
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling)
        .set(Setting.ROUTE, "cloud").build())
        .hasMessage(Setting.ROUTE.nameIn(spelling) + " must be offline or pages, was 'cloud'");
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(spelling)
        .set(Setting.WINDOW_ELEMENTS, "many").build())
        .hasMessage(Setting.WINDOW_ELEMENTS.nameIn(spelling)
            + " must be a whole number, was 'many'");
  }

  @Test
  void theBoundsAreTheBuildersOwnWhichNameTheJavaSetter() {
    assertThatThrownBy(() -> Chunker.builder().headingLevels(7))
        .hasMessage("headingLevels must be 0-6, was 7");
    assertThatThrownBy(() -> Chunker.builder().planningWindowElements(1))
        .hasMessage("planningWindowElements must be at least 2, was 1");
    assertThatThrownBy(() -> Chunker.builder().maxTokens(100).targetTokens(200).build())
        .hasMessageStartingWith("maxTokens 100 must be at least targetTokens 200");
  }

  @Test
  void embedParentsWithoutLevelsIsRefusedWhenTheChunkerIsBuilt() {
    ChunkerSpec spec = ChunkerSpec.builder().spelling(Spelling.CLI)
        .set(Setting.EMBED_PARENTS, true).build();
    assertThatThrownBy(() -> Chunker.from(spec))
        .hasMessageStartingWith("--embed-parents is for a chunk hierarchy: add --levels");
    Chunker levels = Chunker.from(ChunkerSpec.parse("levels=structural>page,embed-parents=true"));
    assertThat(levels.hierarchical()).isTrue();
    assertThat(levels.embedParents()).isTrue();
    assertThat(Chunker.from(ChunkerSpec.DEFAULT).hierarchical()).isFalse();
  }

  @Test
  void aTimeBudgetMayBeWrittenAsIso8601AsSpringDoes() {
    assertThat(ChunkerSpec.parse("parse-time-budget=PT30S")).hasToString("parse-time-budget=30s");
  }

  @Test
  void eachFrontEndHasItsOwnNameForASetting() {
    assertThat(Arrays.stream(Spelling.values()).map(Setting.MAX_TOKENS::nameIn))
        .containsExactly("max-tokens", "maxTokens", "--max-tokens", "--max-tokens",
            "wrac.max-tokens");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "size=5 | Unknown setting 'size' in chunker spec 'size=5'. Known: [planner, max-tokens",
      "max-tokens | Setting 'max-tokens' in chunker spec 'max-tokens' needs a value: "
          + "max-tokens=600",
      "max-tokens=5,max-tokens=6 | Setting 'max-tokens' is given twice",
      "planner=:600 | planner: A planner spec needs a name before any ':'",
      "heading-levels=x | heading-levels must be a whole number, was 'x'"})
  void aBadStringIsRefusedSayingWhy(String text, String message) {
    assertThatThrownBy(() -> ChunkerSpec.parse(text)).isInstanceOf(ChunkerSpecException.class)
        .hasMessageStartingWith(message);
  }

  @Test
  void aValueTheStringFormCannotHoldIsRefused() {
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(Spelling.SPRING)
        .set(Setting.PLAN_CACHE, "a,b").build())
        .hasMessage("wrac.plan-cache may not contain ',' or a line break, was 'a,b'");
  }

  @Test
  void chunkerFromSpecAppliesEverySetting() {
    Chunker chunker = Chunker.from(ChunkerSpec.parse("planner=recursive:600,max-tokens=900,"
        + "heading-levels=1,tokenizer=approximate,window-elements=40"));
    assertThat(chunker.planner().name()).isEqualTo("recursive");
    assertThat(chunker.context().budget())
        .isEqualTo(TokenBudget.builder().maxTokens(900).build());
    assertThat(chunker.assembly().headingLevels()).isEqualTo(1);
    assertThat(chunker.context().windowElements()).isEqualTo(40);
    assertThat(chunker.context().tokenCounter().count("abcdefgh")).isEqualTo(2);
  }

  @Test
  void chunkerFromTheDefaultSpecIsTheDefaultChunker() {
    Chunker spec = Chunker.from(ChunkerSpec.DEFAULT);
    Chunker plain = Wrac.builder().build();
    assertThat(spec.context()).isEqualTo(plain.context());
    assertThat(spec.parseOptions()).isEqualTo(plain.parseOptions());
    assertThat(spec.planner().name()).isEqualTo(plain.planner().name());
  }

  @Test
  void anUnsetBudgetLetsAPlannerSizedByItsArgumentWidenIt() {
    assertThat(Chunker.from(ChunkerSpec.parse("planner=recursive:1100")).context().budget()
        .maxTokens()).isGreaterThan(TokenBudget.DEFAULT.maxTokens());
  }

  @Test
  void whatCannotBeBuiltIsNamedInTheSpecsSpelling() {
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.builder().spelling(Spelling.SPRING)
        .set(Setting.PLANNER, "nope").build()))
        .isInstanceOf(ChunkerSpecException.class)
        .hasMessageStartingWith("wrac.planner nope: Unknown planner 'nope'. Known: [");
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.builder().spelling(Spelling.CLI)
        .set(Setting.TOKENIZER, "foo").build()))
        .hasMessageStartingWith("--tokenizer: Unknown token counter 'foo'");
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.parse("planner=recursive:1100,"
        + "max-tokens=512").toBuilder().spelling(Spelling.CLI).build()))
        .hasMessage("--planner recursive:1100: Planner 'recursive' makes chunks of up to 1375 "
            + "tokens, but --max-tokens set the maximum to 512: leave --max-tokens unset or "
            + "raise its maximum to 1375");
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.parse("route=pages")))
        .hasMessage("route pages: no such route on the class path; add the wrac-pages "
            + "dependency");
  }

  @Test
  void aBudgetWithoutAMaximumSaysTheDefaultMaximumHoldsThePlannerBack() {
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.parse("planner=recursive:1100,"
        + "target-tokens=100,section-tokens=200").toBuilder().spelling(Spelling.CLI).build()))
        .hasMessage("--planner recursive:1100: Planner 'recursive' makes chunks of up to 1375 "
            + "tokens, but --target-tokens and --section-tokens (with --max-tokens at its "
            + "default) set the maximum to 512: leave --target-tokens and --section-tokens unset "
            + "or raise its maximum to 1375");
  }

  @Test
  void anExplicitPlannerWinsOverTheSpecs() {
    Chunker chunker = Wrac.builder().spec(ChunkerSpec.parse("planner=nope,heading-levels=2"))
        .planner(dev.wrac.plan.SectionPlanner.create()).build();
    assertThat(chunker.planner().name()).isEqualTo("sections");
    assertThat(chunker.assembly().headingLevels()).isEqualTo(2);
  }

  @Test
  void levelsAndTheParseTimeBudgetAreMadeCanonicalAndReachTheChunker() {
    ChunkerSpec spec = ChunkerSpec.parse("levels= structural > recursive : 600 > page,"
        + "parse-time-budget=1500ms");
    assertThat(spec).hasToString("levels=structural>recursive:600>page,parse-time-budget=1500ms");
    assertThat(ChunkerSpec.parse("parse-time-budget=120s")).hasToString("parse-time-budget=2m");
    assertThat(ChunkerSpec.builder().set(Setting.PARSE_TIME_BUDGET, Duration.ofMillis(1500))
        .build()).isEqualTo(ChunkerSpec.parse("parse-time-budget=1500ms"));
    assertThat(ChunkerSpec.builder().set(Setting.LEVELS, List.of("structural", "page")).build())
        .isEqualTo(ChunkerSpec.parse("levels=structural>page"));

    Chunker chunker = Chunker.from(spec);
    assertThat(chunker.parseOptions().timeBudget()).isEqualTo(Duration.ofMillis(1500));
    assertThat(chunker.levels()).extracting(l -> l.planner().name())
        .containsExactly("structural", "recursive", "page");
    assertThat(Chunker.from(ChunkerSpec.DEFAULT).parseOptions().timeBudget()).isZero();
    assertThat(Chunker.from(ChunkerSpec.DEFAULT).levels()).extracting(l -> l.planner().name())
        .containsExactly("structural", "structural", "top-sections"); // DEFAULT_LEVELS
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "levels=structural | --levels needs at least two planner specs and at most 8, leaves "
          + "first, such as structural:96>structural>top-sections; got 'structural'",
      "levels=structural>structural | --levels 'structural>structural': levels 0 and 1 are "
          + "both structural, so level 1 would repeat level 0 chunk for chunk",
      "levels=page>Structural:96>structural:96 | --levels 'page>Structural:96>structural:96': "
          + "levels 1 and 2 are both structural:96",
      "levels=structural>>page | --levels 'structural>>page': level 1 is empty",
      "levels=structural>:5 | --levels :5: A planner spec needs a name",
      "parse-time-budget=30 | --parse-time-budget must be a whole number and a unit (ms, s, m "
          + "or h), such as 30s; was '30'",
      "parse-time-budget=0s | --parse-time-budget must be positive"})
  void badLevelsOrTimeBudgetsAreNamedInTheFrontEndsSpelling(String setting, String message) {
    int eq = setting.indexOf('=');
    assertThatThrownBy(() -> ChunkerSpec.from(java.util.Map.of(setting.substring(0, eq),
        setting.substring(eq + 1)), Spelling.CLI)).isInstanceOf(ChunkerSpecException.class)
        .hasMessageStartingWith(message);
  }

  @Test
  void levelsGivenButEmptyAreRefusedNotTakenForUnset() {
    for (List<String> empty : List.of(List.of(""), List.of(" ", ""))) {
      assertThatThrownBy(() -> ChunkerSpec.builder().spelling(Spelling.SPARK)
          .set(Setting.LEVELS, empty).build()).isInstanceOf(ChunkerSpecException.class)
          .hasMessage("--levels is empty: give at least two planner specs, leaves first, such "
              + "as structural:96>structural>top-sections, or leave it out for flat chunks");
    }
    assertThat(ChunkerSpec.builder().set(Setting.LEVELS, List.of()).build())
        .isEqualTo(ChunkerSpec.DEFAULT);
  }

  @Test
  void adjacentLevelsWithOneSpecAreRefusedTwoSizesOfOnePlannerAreNot() {
    assertThatThrownBy(() -> ChunkerSpec.builder().spelling(Spelling.SPRING)
        .set(Setting.LEVELS, List.of("structural", "STRUCTURAL", "page")).build())
        .hasMessageStartingWith("wrac.levels 'structural>STRUCTURAL>page': levels 0 and 1 "
            + "are both STRUCTURAL");
    assertThat(Chunker.from(ChunkerSpec.builder().set(Setting.LEVELS,
        List.of("structural:96", "structural", "page")).build()).levels())
        .hasSize(3);  // the default levels: two sizes of structural
    assertThat(Chunker.from(ChunkerSpec.parse("levels=structural>page>structural")).levels())
        .hasSize(3);
    assertThatThrownBy(() -> Wrac.builder().levels("structural:96", "structural:96"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("levels 'structural:96>structural:96': levels 0 and 1 are both "
            + "structural:96");
    dev.wrac.plan.ChunkPlanner one = dev.wrac.plan.ChunkPlanners.byName("page");
    assertThatThrownBy(() -> Wrac.builder().levels(List.of(one, one)))
        .hasMessageStartingWith("levels: levels 0 and 1 are the same planner (page)");
  }

  @Test
  void aLevelNamingNoPlannerIsNamedWhenTheChunkerIsBuilt() {
    assertThatThrownBy(() -> Chunker.from(ChunkerSpec.builder().spelling(Spelling.SPRING)
        .set(Setting.LEVELS, "structural>nope").build()))
        .isInstanceOf(ChunkerSpecException.class)
        .hasMessageStartingWith("wrac.levels nope: Unknown planner 'nope'");
  }

  @Test
  void embedParentsIsABooleanMadeCanonicalAndFalseByDefault() {
    ChunkerSpec spec = ChunkerSpec.parse("levels=structural>page,embed-parents=TRUE");
    assertThat(spec.value(Setting.EMBED_PARENTS)).hasValue("true");
    assertThat(spec).hasToString("levels=structural>page,embed-parents=true");
    assertThat(ChunkerSpec.parse("embed-parents=false")).isEqualTo(ChunkerSpec.DEFAULT);
    assertThat(ChunkerSpec.builder().set(Setting.EMBED_PARENTS, true).build())
        .isEqualTo(ChunkerSpec.parse("embed-parents=true"));
    assertThatThrownBy(() -> ChunkerSpec.from(java.util.Map.of("embed-parents", "yes"),
        Spelling.CLI)).isInstanceOf(ChunkerSpecException.class)
        .hasMessageStartingWith("--embed-parents must be true or false, was 'yes'");
  }

  @Test
  void chunkShapingKeepsTheLevelsAndWhetherParentsAreEmbedded() {
    assertThat(ChunkerSpec.parse("levels=structural>page,embed-parents=true,plan-cache=/tmp/p")
        .chunkShaping()).hasToString("levels=structural>page,embed-parents=true");
  }

  @Test
  void chunkShapingLeavesOutWhereAnswersAreKeptAndTheParseTimeBudget() {
    ChunkerSpec spec = ChunkerSpec.parse(
        "max-tokens=256,plan-cache=/tmp/plans,parse-time-budget=30s");
    assertThat(spec.chunkShaping().toString()).isEqualTo("max-tokens=256");
    assertThat(ChunkerSpec.parse("plan-cache=/tmp/plans").chunkShaping())
        .isEqualTo(ChunkerSpec.DEFAULT);
  }
}
