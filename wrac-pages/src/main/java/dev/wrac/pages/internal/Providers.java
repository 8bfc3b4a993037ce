package dev.wrac.pages.internal;

import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClients;
import dev.wrac.pages.PageRoute;
import dev.wrac.pages.PageTranscriber;
import dev.wrac.pages.PageTranscriberProvider;
import dev.wrac.pages.PageTranscribers;
import dev.wrac.pages.TesseractTranscriber;
import dev.wrac.pages.TranscriberSettings;
import dev.wrac.pages.VisionTranscriber;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.ParserRouteProvider;

/**
 * The shipped {@link PageTranscriberProvider}s and the {@code pages}
 * {@link ParserRouteProvider}, listed for {@link java.util.ServiceLoader}.
 */
public final class Providers {
  private Providers() {}

  /** {@code pages}: the D-RAC page route with the named transcriber and default settings. */
  public static final class Route implements ParserRouteProvider {
    @Override
    public String name() {
      return PageRoute.NAME;
    }

    @Override
    public DocumentParsers over(DocumentParsers loaded, String transcriber) {
      return PageRoute.builder()
          .transcriber(PageTranscribers.byName(transcriber, TranscriberSettings.defaults()))
          .build().over(loaded);
    }
  }

  /** {@code llm}: the vision model of the settings, else of the environment. */
  public static final class Vision implements PageTranscriberProvider {
    @Override
    public String name() {
      return VisionTranscriber.NAME;
    }

    @Override
    public String description() {
      return "vision LLM through LlmClient (WRAC_LLM_* variables when no client is given)";
    }

    @Override
    public PageTranscriber create(TranscriberSettings settings) {
      LlmClient llm = settings.llm() != null ? settings.llm() : LlmClients.fromEnvironment();
      return VisionTranscriber.builder(llm).build();
    }
  }

  /** {@code ocr}: Tesseract, offline. */
  public static final class Ocr implements PageTranscriberProvider {
    @Override
    public String name() {
      return TesseractTranscriber.NAME;
    }

    @Override
    public String description() {
      return "offline OCR with Tesseract (Debian: tesseract-ocr tesseract-ocr-eng)";
    }

    @Override
    public PageTranscriber create(TranscriberSettings settings) {
      return TesseractTranscriber.of(settings);
    }
  }
}
