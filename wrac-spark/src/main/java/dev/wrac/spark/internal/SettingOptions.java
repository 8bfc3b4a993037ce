package dev.wrac.spark.internal;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The job's options for the chunker's settings, one per {@link Setting} ({@code --} and the
 * key, help from the table), made in a loop so a new setting is an option without code here.
 */
public final class SettingOptions {
  private final Map<Setting, OptionSpec> options = new EnumMap<>(Setting.class);

  /** Adds an option for every setting to {@code command}, once. */
  public void addTo(CommandSpec command) {
    if (!options.isEmpty()) {
      return;
    }
    for (Setting s : Setting.values()) {
      OptionSpec.Builder o = OptionSpec.builder(s.nameIn(ChunkerSpec.Spelling.SPARK))
          .description(s.description()).paramLabel(s.valueLabel());
      if (s.isBoolean()) {
        o.type(Boolean.class).arity("0..1");
      } else if (s.isList()) {
        o.type(List.class).auxiliaryTypes(String.class).splitRegex(",");
      } else {
        o.type(String.class);
      }
      OptionSpec option = o.build();
      command.addOption(option);
      options.put(s, option);
    }
  }

  /** What the command line gave, by key, as {@link ChunkerSpec#from} takes it. */
  public Map<String, Object> given() {
    Map<String, Object> given = new LinkedHashMap<>();
    options.forEach((s, o) -> {
      if (o.getValue() != null) {
        given.put(s.key(), o.getValue());
      }
    });
    return given;
  }
}
