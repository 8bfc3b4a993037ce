package dev.wrac.cli;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Options made from {@link Setting}s, one each ({@code --} and the key, help from the table):
 * the loop that binds the chunker's settings to a command, so a new setting is an option
 * without code here. The values reach a {@link ChunkerSpec} unchecked; it checks them.
 */
final class SettingOptions {
  private final Map<Setting, OptionSpec> options = new EnumMap<>(Setting.class);

  /**
   * The mixin of type {@code type} of {@code spec} (the mixin's own model, or the command's
   * that holds it: picocli hands a mixin's model transformer both), if it has not added its
   * options yet.
   */
  static <T> Optional<T> mixin(CommandSpec spec, Class<T> type) {
    Object user = spec.userObject();
    if (type.isInstance(user)) {
      return Optional.of(type.cast(user));
    }
    return spec.mixins().values().stream().map(CommandSpec::userObject)
        .filter(type::isInstance).map(type::cast).findFirst();
  }

  /** Adds an option for each of {@code settings} to {@code command}, once. */
  void addTo(CommandSpec command, Collection<Setting> settings) {
    if (!options.isEmpty()) {
      return;
    }
    for (Setting s : settings) {
      OptionSpec.Builder o = OptionSpec.builder(s.nameIn(ChunkerSpec.Spelling.CLI))
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

  /** Whether the command line gave {@code setting}. */
  boolean isGiven(Setting setting) {
    OptionSpec option = options.get(setting);
    Object value = option == null ? null : option.getValue();
    return value != null && !(value instanceof Collection<?> c && c.isEmpty());
  }

  /** What the command line gave, by key, as {@link ChunkerSpec#from} takes it. */
  Map<String, Object> given() {
    Map<String, Object> given = new LinkedHashMap<>();
    options.forEach((s, o) -> {
      if (o.getValue() != null) {
        given.put(s.key(), o.getValue());
      }
    });
    return given;
  }
}
