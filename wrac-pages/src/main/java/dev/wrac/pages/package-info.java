/**
 * The D-RAC page route: documents read as page images and transcribed into retrieval-oriented
 * Markdown, then parsed into elements with page numbers.
 *
 * <pre>{@code
 * PageRoute route = PageRoute.builder()
 *     .transcriber(PageTranscribers.byName("ocr", TranscriberSettings.defaults()))
 *     .build();
 * PageRouteResult result = route.process(DocumentSource.of(Path.of("scan.pdf")));
 * List<Chunk> chunks = Wrac.chunk(result.document());
 * }</pre>
 *
 * <p>Entry point {@link dev.wrac.pages.PageRoute}; transcribers through the
 * {@link dev.wrac.pages.PageTranscriber} SPI ({@link dev.wrac.pages.VisionTranscriber},
 * {@link dev.wrac.pages.TesseractTranscriber}); what a run spent in
 * {@link dev.wrac.pages.PageUsage}. External programs: LibreOffice headless for office
 * documents and Tesseract for OCR (Debian: {@code libreoffice-writer-nogui},
 * {@code libreoffice-impress-nogui}, {@code libreoffice-calc-nogui}, {@code tesseract-ocr},
 * {@code tesseract-ocr-eng}).
 */
package dev.wrac.pages;
