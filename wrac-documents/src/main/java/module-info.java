/**
 * {@link dev.wrac.parse.DocumentParser}s for DOCX, PPTX, XLSX (Apache POI) and PDF (Apache
 * PDFBox), provided to {@link java.util.ServiceLoader}. Exports the parsers' packages; their
 * {@code internal} packages stay inside.
 */
@SuppressWarnings("requires-automatic") // see docs/modules.md: names derived from jar names
module dev.wrac.documents {
  requires transitive dev.wrac.core;
  requires java.desktop; // POI's slide geometry (Rectangle2D, Dimension); POI requires it anyway
  requires java.xml;
  requires org.apache.pdfbox;
  requires org.apache.pdfbox.io;
  // PDFBox, an automatic module, logs through Commons Logging but cannot require it: without
  // this line nothing resolves it on the module path (NoClassDefFoundError: LogFactory)
  requires org.apache.commons.logging;
  requires org.apache.poi.ooxml;
  requires org.apache.poi.poi;
  requires org.apache.commons.compress; // POI's ZIP entries: counted and scanned before POI reads
  requires org.apache.xmlbeans; // the XML of a damaged shape, to say what it lacks
  requires org.slf4j;

  exports dev.wrac.documents.office;
  exports dev.wrac.documents.pdf;

  provides dev.wrac.parse.DocumentParser with
      dev.wrac.documents.office.DocxParser,
      dev.wrac.documents.office.PptxParser,
      dev.wrac.documents.office.XlsxParser,
      dev.wrac.documents.pdf.PdfParser;
}
