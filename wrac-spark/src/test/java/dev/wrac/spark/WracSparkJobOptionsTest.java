package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

/**
 * The job exposes every setting of {@link ChunkerSpec} (one list: {@link Setting}) as
 * an option, as {@code wrac chunk} and the Spring properties do; no Spark session is needed.
 */
class WracSparkJobOptionsTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(Setting.class)
  void everyChunkerSettingIsAnOptionOfTheJob(Setting setting) {
    String option = setting.nameIn(Spelling.SPARK);
    WracSparkJob job = new WracSparkJob();
    CommandLine cli = new CommandLine(job);
    assertThat(cli.getCommandSpec().findOption(option)).as(option).isNotNull();
    cli.parseArgs("--input", "in", "--output", "out", option, setting.example());
    ChunkerSpec settings = job.spec().settings();
    assertThat(settings.value(setting)).as(option).hasValue(setting.example());
    assertThat(settings.toMap()).as(option).containsOnlyKeys(setting.key());
  }

  @Test
  void aBadValueIsNamedByItsOption() {
    WracSparkJob job = new WracSparkJob();
    new CommandLine(job).parseArgs("--input", "in", "--output", "out", "--max-tokens", "100",
        "--target-tokens", "200");
    assertThatThrownBy(job::spec).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--max-tokens 100 must be at least --target-tokens 200");
  }
}
