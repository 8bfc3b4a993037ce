package dev.wrac.cli;

import dev.wrac.llm.LlmConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** The {@code wrac} command line: {@code wrac <subcommand> [options]}. */
@Command(
    name = "wrac",
    mixinStandardHelpOptions = true,
    versionProvider = WracCommand.Version.class,
    description = "Retrieval-aware chunking: parse documents into elements, plan chunks, "
        + "assemble them verbatim.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:everything worked",
        "1:an input failed (unreadable, unsupported, timed out or skipped; the run went on)",
        "2:usage error: a bad option or configuration, nothing processed",
        "3:chunk --strict: a planner fell back to the structural planner"},
    subcommands = {
        ChunkCommand.class,
        PlanCommand.class,
        CostCommand.class,
        ParseCommand.class,
        BenchCommand.class,
        IndexCommand.class,
        QueryCommand.class,
        ViewCommand.class,
        CommandLine.HelpCommand.class
    })
public final class WracCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    // Apache POI (office documents) logs routine steps at INFO: only its warnings are worth a
    // user's attention. PDFBox and FontBox warn once for every glyph a font does not map to
    // Unicode ("No Unicode mapping for …", hundreds of lines for one PDF) and for every odd
    // font table, and PDFBox's renderer for every glyph a font lacks when the page route draws
    // page images: the PDF reader says itself what it could not read (a page of unmapped
    // glyphs is left out with its reason, a file that yields nothing fails), so only their
    // errors are shown. PDFBox's font loading logs as errors, each with its stack trace, what
    // it recovers from (a font's ToUnicode map it cannot parse, whose glyphs it then reads by
    // the font's encoding; an embedded font program it cannot read, replaced by a standard
    // font): 93 stack traces for two of TeX Live's Arabic manuals. Those are not printed.
    quietByDefault("org.apache.poi", "warn");
    quietByDefault("org.apache.pdfbox", "error");
    quietByDefault("org.apache.pdfbox.pdmodel.font", "off");
    quietByDefault("org.apache.fontbox", "error");
    if (quiet(args)) {
      // --quiet: failed files and the exit code say what went wrong (exit 3 with --strict for
      // a fallback); the libraries' WARN lines (a planner's fallback) are not printed
      quietByDefault("", "error");
    }
    System.exit(run(args));
  }

  /** Whether the arguments ask for {@code --quiet} ({@code -q}), before the options are read. */
  static boolean quiet(String[] args) {
    for (String a : args) {
      if (a.equals("--")) {
        return false;
      }
      if (a.equals("--quiet") || a.equals("-q")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Sets a logger's level unless the user set it ({@code -Dorg.slf4j.simpleLogger.log.X}); the
   * empty logger name sets the default level ({@code org.slf4j.simpleLogger.defaultLogLevel}).
   */
  private static void quietByDefault(String logger, String level) {
    String key = logger.isEmpty() ? "org.slf4j.simpleLogger.defaultLogLevel"
        : "org.slf4j.simpleLogger.log." + logger;
    if (System.getProperty(key) == null) {
      System.setProperty(key, level);
    }
  }

  /** Runs the command line and returns its exit code (for tests). */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new WracCommand());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setParameterExceptionHandler(WracCommand::badParameter);
    cli.setExecutionExceptionHandler(WracCommand::failed);
    return cli.execute(args);
  }

  /** A bad option: one line naming it, and where help is. */
  private static int badParameter(CommandLine.ParameterException e, String[] args) {
    String command = e.getCommandLine().getCommandSpec().qualifiedName();
    System.err.println("error: " + Exit.oneLine(e) + " (see '" + command + " --help')");
    return Exit.USAGE;
  }

  /** An exception out of a command: one line; usage errors exit 2, the rest 1. */
  private static int failed(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
    System.err.println("error: " + Exit.oneLine(e));
    return e instanceof UsageError || e instanceof LlmConfigurationException
        ? Exit.USAGE : Exit.FAILED;
  }

  /** No subcommand: the usage on standard error, and the usage-error exit code. */
  @Override
  public Integer call() {
    spec.commandLine().usage(System.err);
    return Exit.USAGE;
  }

  /** The version Maven wrote into {@code version.properties} when it built the classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"wrac " + version()};
    }

    static String version() {
      Properties p = new Properties();
      try (InputStream in = WracCommand.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      } catch (IOException e) {
        return "unknown (" + e.getMessage() + ")";
      }
      String v = p.getProperty("version", "");
      return v.isBlank() || v.startsWith("${") ? "unknown (built without Maven)" : v;
    }
  }
}
