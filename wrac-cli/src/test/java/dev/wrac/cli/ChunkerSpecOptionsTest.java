package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

/**
 * The commands that plan expose every setting of {@link ChunkerSpec} (one list:
 * {@link Setting}) as {@code --key}, and each option reaches the spec; the Spark job and the
 * Spring properties are checked against the same list in their modules.
 */
class ChunkerSpecOptionsTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(Setting.class)
  void everyChunkerSettingIsAnOptionOfEveryCommandThatPlans(Setting setting) {
    check(new ChunkCommand(), c -> c.pipeline, setting);
    check(new PlanCommand(), c -> c.pipeline, setting);
    check(new ViewCommand(), c -> c.pipeline, setting);
  }

  private static <T> void check(T command, Function<T, PipelineOptions> options,
      Setting setting) {
    String option = setting.nameIn(ChunkerSpec.Spelling.CLI);
    CommandLine cli = new CommandLine(command);
    assertThat(cli.getCommandSpec().findOption(option)).as(option).isNotNull();
    cli.parseArgs(option, setting.example(), "a.md");
    ChunkerSpec spec = options.apply(command).spec();
    assertThat(spec.value(setting)).as(option).hasValue(setting.example());
    assertThat(spec.toMap()).as(option).containsOnlyKeys(setting.key());
  }
}
