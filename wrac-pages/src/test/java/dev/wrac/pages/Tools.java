package dev.wrac.pages;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wrac.pages.internal.ExternalProcess;
import java.nio.file.Path;

/** Skips tests whose external programs are not installed, saying how to install them. */
final class Tools {
  private Tools() {}

  static void requireTesseract() {
    assumeTrue(ExternalProcess.find("tesseract") != null, "tesseract is not installed: "
        + "apt-get install tesseract-ocr tesseract-ocr-eng (.ci/run installs it); test skipped");
  }

  static void requireLibreOffice() {
    assumeTrue(ExternalProcess.find("soffice") != null, "LibreOffice is not installed: "
        + "apt-get install libreoffice-writer-nogui (.ci/run installs it); test skipped");
  }

  /** The benchmark corpus, or a skip saying it is absent. */
  static Path corpus() {
    return dev.wrac.testing.SharedData.ragMultiCorpus();
  }
}
