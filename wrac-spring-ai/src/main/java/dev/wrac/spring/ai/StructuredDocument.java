package dev.wrac.spring.ai;

import dev.wrac.model.ParsedDocument;
import java.util.Map;
import org.springframework.ai.document.Document;

/**
 * A binary document (PDF, DOCX, PPTX, XLSX) as {@link WracDocumentReader} returns it: its id,
 * extracted text and metadata, like any Spring AI document, plus the parsed structure in a
 * field, not in the metadata, so that another transformer copies nothing big onto its chunks
 * (and nothing of it reaches an embedding's {@code MetadataMode.EMBED} text).
 * {@link WracDocumentTransformer} chunks the structure.
 */
final class StructuredDocument extends Document {
  private final transient ParsedDocument structure;

  StructuredDocument(String id, String text, Map<String, Object> metadata,
      ParsedDocument structure) {
    super(id, text, metadata);
    this.structure = structure;
  }

  ParsedDocument structure() {
    return structure;
  }
}
