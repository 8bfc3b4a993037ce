package dev.wrac.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code wrac} command line: {@code wrac <subcommand> [options]}. */
@Command(
    name = "wrac",
    mixinStandardHelpOptions = true,
    versionProvider = WracCommand.Version.class,
    description = "Retrieval-aware chunking: parse documents into elements, plan chunks, "
        + "assemble them verbatim.",
    subcommands = {
        ChunkCommand.class,
        PlanCommand.class,
        CostCommand.class,
        ParseCommand.class,
        BenchCommand.class,
        CommandLine.HelpCommand.class
    })
public final class WracCommand implements Runnable {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns its exit code (for tests). */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new WracCommand());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    return cli.execute(args);
  }

  @Override
  public void run() {
    spec.commandLine().usage(System.err);
  }

  /** Reads the version from the jar manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = WracCommand.class.getPackage().getImplementationVersion();
      return new String[] {"wrac " + (v == null ? "development build" : v)};
    }
  }
}
