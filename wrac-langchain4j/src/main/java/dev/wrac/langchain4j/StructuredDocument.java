package dev.wrac.langchain4j;

import dev.langchain4j.data.document.DefaultDocument;
import dev.langchain4j.data.document.Metadata;
import dev.wrac.model.ParsedDocument;

/**
 * A binary document (PDF, DOCX, PPTX, XLSX) as {@link WracDocumentParser} returns it: its
 * extracted text and metadata, like any langchain4j document, plus the parsed structure in a
 * field, not in the metadata, so that a splitter of another kind copies nothing big onto its
 * segments. {@link WracDocumentSplitter} chunks the structure.
 */
final class StructuredDocument extends DefaultDocument {
  private final transient ParsedDocument structure;

  StructuredDocument(String text, Metadata metadata, ParsedDocument structure) {
    super(text, metadata);
    this.structure = structure;
  }

  ParsedDocument structure() {
    return structure;
  }
}
