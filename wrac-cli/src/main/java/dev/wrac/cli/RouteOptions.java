package dev.wrac.cli;

import dev.wrac.ChunkerSpec;
import dev.wrac.parse.DocumentParsers;
import picocli.CommandLine.Option;

/**
 * How office documents, PDF and images are read ({@code --route}, {@code --transcriber}):
 * shared by the commands that parse; settings of {@link ChunkerSpec}.
 */
final class RouteOptions {
  @Option(names = "--route", paramLabel = "ROUTE",
      description = "How office documents, PDF and images are read: offline (default: their "
          + "text, no model, no external program) or pages (the D-RAC page route: LibreOffice "
          + "turns office files into PDF, pages are rendered and transcribed by --transcriber).")
  String route;

  @Option(names = "--transcriber", paramLabel = "NAME",
      description = "The page route's transcriber: ocr (default: Tesseract, offline) or llm (a "
          + "vision model through the LLM client configured by WRAC_LLM_*).")
  String transcriber;

  /**
   * The parsers of {@code --route}: {@code loaded} as they are, or with the page route in
   * place of every parser of a format it reads ({@link ChunkerSpec#routeOver}).
   */
  DocumentParsers apply(DocumentParsers loaded) {
    try {
      return ChunkerSpec.builder().spelling(ChunkerSpec.Spelling.CLI).route(route)
          .transcriber(transcriber).build().routeOver(loaded);
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }
}
