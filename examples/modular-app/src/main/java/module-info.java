/** A W-RAC user's application on the module path. */
@SuppressWarnings("requires-automatic") // org.apache.pdfbox has an Automatic-Module-Name only
module com.example.modular {
  requires dev.wrac.parsers;     // Markdown, HTML, text; brings dev.wrac.core (requires transitive)
  requires dev.wrac.documents;   // DOCX, PPTX, XLSX, PDF
  requires dev.wrac.llm;         // the LLM planners; brings dev.wrac.llm.spi (the LlmClient SPI)
  requires dev.wrac.pages;       // the page route's transcribers
  requires dev.wrac.index;       // keeping a store in sync (brings java.sql)
  requires java.compiler;        // the compile probes (javax.tools)
  requires org.apache.poi.ooxml; // to write a DOCX for OfficeCheck
  requires org.apache.pdfbox;    // to write a PDF for OfficeCheck
}
