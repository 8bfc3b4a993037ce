package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code wrac.*} properties expose every setting of {@link ChunkerSpec} (one list:
 * {@link Setting}), as {@code wrac chunk} and the Spark job do, and name a bad value by its
 * property.
 */
class WracPropertiesTest {

  @Configuration(proxyBeanMethods = false)
  @EnableConfigurationProperties(WracProperties.class)
  static class PropertiesOnly {}

  @ParameterizedTest(name = "{0}")
  @EnumSource(Setting.class)
  void everyChunkerSettingIsAProperty(Setting setting) {
    String property = setting.nameIn(Spelling.SPRING);
    new ApplicationContextRunner().withUserConfiguration(PropertiesOnly.class)
        .withPropertyValues(property + "=" + setting.example())
        .run(context -> {
          ChunkerSpec spec = context.getBean(WracProperties.class).spec();
          assertThat(spec.value(setting)).as(property).hasValue(setting.example());
          assertThat(spec.toMap()).as(property).containsOnlyKeys(setting.key());
        });
  }

  @Test
  void theChunkerBeanIsBuiltFromTheSpec() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(WracAutoConfiguration.class))
        .withPropertyValues("wrac.planner=sections", "wrac.window-elements=40",
            "wrac.min-tokens=32", "wrac.tokenizer=approximate")
        .run(context -> {
          Chunker chunker = context.getBean(Chunker.class);
          assertThat(chunker.planner().name()).isEqualTo("sections");
          assertThat(chunker.context().windowElements()).isEqualTo(40);
          assertThat(chunker.context().budget().minTokens()).isEqualTo(32);
          assertThat(chunker.context().tokenCounter().count("abcdefgh")).isEqualTo(2);
        });
  }

  @Test
  void aBadValueOrTwoNamesOfOneSizeFailNamingTheProperties() {
    ApplicationContextRunner runner = new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(WracAutoConfiguration.class));
    runner.withPropertyValues("wrac.max-tokens=100", "wrac.target-tokens=200")
        .run(context -> assertThat(context).hasFailed().getFailure().hasStackTraceContaining(
            "wrac.max-tokens 100 must be at least wrac.target-tokens 200"));
    runner.withPropertyValues("wrac.max-tokens=300", "wrac.budget.max-tokens=300")
        .run(context -> assertThat(context).hasFailed().getFailure().hasStackTraceContaining(
            "wrac.budget.max-tokens conflicts with wrac.max-tokens"));
    runner.withPropertyValues("wrac.planner=recursive:1100", "wrac.max-tokens=512")
        .run(context -> assertThat(context).hasFailed().getFailure().hasStackTraceContaining(
            "wrac.planner recursive:1100: Planner 'recursive' makes chunks of up to 1375 "
                + "tokens, but wrac.max-tokens set the maximum to 512"));
  }
}
