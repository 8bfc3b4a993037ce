package dev.wrac.cli;

import dev.wrac.pages.PageRoute;
import dev.wrac.pages.PageTranscriber;
import dev.wrac.pages.PageTranscribers;
import dev.wrac.pages.TranscriberSettings;
import dev.wrac.parse.DocumentParsers;
import picocli.CommandLine.Option;

/**
 * How office documents, PDF and images are read ({@code --route}, {@code --transcriber}):
 * shared by the commands that parse.
 */
final class RouteOptions {
  @Option(names = "--route", paramLabel = "ROUTE", defaultValue = "offline",
      description = "How office documents, PDF and images are read: offline (default: their "
          + "text, no model, no external program) or pages (the D-RAC page route: LibreOffice "
          + "turns office files into PDF, pages are rendered and transcribed by --transcriber).")
  String route;

  @Option(names = "--transcriber", paramLabel = "NAME", defaultValue = "ocr",
      description = "The page route's transcriber: ocr (default: Tesseract, offline) or llm (a "
          + "vision model through the LLM client configured by WRAC_LLM_*).")
  String transcriber;

  /**
   * The parsers of {@code --route}: {@code loaded} as they are, or with the page route in
   * place of every parser of a format it reads.
   */
  DocumentParsers apply(DocumentParsers loaded) {
    switch (route) {
      case "offline":
        return loaded;
      case "pages":
        return PageRoute.builder().transcriber(transcriberOrUsageError()).build().over(loaded);
      default:
        throw new UsageError("--route must be offline or pages, was '" + route + "'");
    }
  }

  private PageTranscriber transcriberOrUsageError() {
    try {
      return PageTranscribers.byName(transcriber, TranscriberSettings.defaults());
    } catch (RuntimeException e) {
      throw new UsageError("--transcriber " + transcriber + ": " + Exit.oneLine(e), e);
    }
  }
}
