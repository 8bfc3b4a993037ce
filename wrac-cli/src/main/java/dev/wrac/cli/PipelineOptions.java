package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.util.EnumSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Options shared by the commands that plan: the settings of a {@link ChunkerSpec}, one option
 * each ({@code --} and the setting's key), added by looping over {@link Setting}
 * ({@link SettingOptions}), bound to the spec and built by {@link Chunker.Builder#spec}.
 * Checked before any file is read: a bad value is a {@link UsageError} naming the option (the
 * spec names it, spelled {@link ChunkerSpec.Spelling#CLI}).
 */
@Command(modelTransformer = PipelineOptions.Bind.class)
final class PipelineOptions {
  private final SettingOptions options = new SettingOptions();

  /** Adds the options to this mixin's model when picocli builds it. */
  static final class Bind implements IModelTransformer {
    @Override
    public CommandSpec transform(CommandSpec spec) {
      SettingOptions.mixin(spec, PipelineOptions.class)
          .ifPresent(mixin -> mixin.options.addTo(spec, EnumSet.allOf(Setting.class)));
      return spec;
    }
  }

  private Chunker base;
  private String chunkSettings;

  /** The settings these options give, checked. */
  ChunkerSpec spec() {
    try {
      return ChunkerSpec.from(options.given(), ChunkerSpec.Spelling.CLI);
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }

  /**
   * The settings that shape chunks, in the spec's canonical string form (the plan cache and
   * the parse time budget left out: they change where answers are kept and whether a parse
   * may finish, not what the chunks are); empty for the defaults. Written
   * into chunk lines as {@link dev.wrac.json.ChunkJson#SETTINGS_FIELD}.
   */
  String chunkSettings() {
    if (chunkSettings == null) {
      chunkSettings = spec().chunkShaping().toString();
    }
    return chunkSettings;
  }

  /**
   * Refuses {@code --levels} on a command that plans one level ({@code plan}, {@code view}),
   * instead of ignoring it.
   */
  void requireOneLevel(String command) {
    if (options.isGiven(Setting.LEVELS)) {
      throw new UsageError("--levels is for wrac chunk (every level as JSON Lines); wrac "
          + command + " plans one level: use --planner");
    }
  }

  /** The pipeline these options describe. */
  Chunker chunker() {
    if (base == null) {
      base = build(Chunker.builder().spec(spec()));
    }
    return base;
  }

  /**
   * A pipeline of {@code spec}: these options' settings with what a command adds (as
   * {@code wrac index} adds the default levels), checked like {@link #chunker()}.
   */
  Chunker chunker(ChunkerSpec spec) {
    return build(Chunker.builder().spec(spec));
  }

  private static Chunker build(Chunker.Builder builder) {
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }
}
