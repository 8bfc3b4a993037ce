package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.parse.DocumentParsers;
import java.util.EnumSet;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * How office documents, PDF and images are read ({@code --route}, {@code --transcriber}):
 * shared by the commands that parse; settings of {@link ChunkerSpec}, bound by
 * {@link SettingOptions}.
 */
@Command(modelTransformer = RouteOptions.Bind.class)
final class RouteOptions {
  /** The settings these options bind. */
  static final Set<Setting> SETTINGS = EnumSet.of(Setting.ROUTE, Setting.TRANSCRIBER);

  final SettingOptions options = new SettingOptions();

  /** Adds the options to this mixin's model when picocli builds it. */
  static final class Bind implements IModelTransformer {
    @Override
    public CommandSpec transform(CommandSpec spec) {
      SettingOptions.mixin(spec, RouteOptions.class)
          .ifPresent(mixin -> mixin.options.addTo(spec, SETTINGS));
      return spec;
    }
  }

  /**
   * The parsers of {@code --route}: {@code loaded} as they are, or with the page route in
   * place of every parser of a format it reads.
   */
  DocumentParsers apply(DocumentParsers loaded) {
    try {
      return Chunker.builder().spec(ChunkerSpec.from(options.given(), ChunkerSpec.Spelling.CLI))
          .parsers(loaded).build().parsers();
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }
}
