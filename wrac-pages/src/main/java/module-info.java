/**
 * The D-RAC page route: office files to PDF (LibreOffice), PDF pages to images (PDFBox), and
 * a {@link dev.wrac.pages.PageTranscriber} (Tesseract OCR, or a vision model through
 * {@link dev.wrac.llm.LlmClient}) found as a {@link dev.wrac.pages.PageTranscriberProvider}
 * through {@link java.util.ServiceLoader}. {@code dev.wrac.pages.internal} stays inside.
 */
@SuppressWarnings("requires-automatic") // see docs/modules.md: names derived from jar names
module dev.wrac.pages {
  requires transitive dev.wrac.core;
  requires transitive dev.wrac.llm.spi;
  requires dev.wrac.parsers;
  requires java.desktop;
  requires org.apache.pdfbox;
  requires org.apache.pdfbox.io;
  requires org.apache.commons.logging;  // for PDFBox (see dev.wrac.documents)
  requires org.slf4j;

  exports dev.wrac.pages;

  uses dev.wrac.pages.PageTranscriberProvider;

  provides dev.wrac.pages.PageTranscriberProvider with
      dev.wrac.pages.internal.Providers.Vision,
      dev.wrac.pages.internal.Providers.Ocr;
  provides dev.wrac.parse.ParserRouteProvider with dev.wrac.pages.internal.Providers.Route;
}
