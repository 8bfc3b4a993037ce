package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import org.junit.jupiter.api.Test;

class DocxParserTest {
  private static ParsedDocument parse(byte[] bytes) {
    return DocxParser.create().parse(DocumentSource.ofBytes("guide.docx", bytes),
        ParseOptions.defaults());
  }

  @Test
  void dump() {
    ParsedDocument doc = parse(DocxFixtures.bytes(DocxFixtures.everything()));
    for (Element e : doc.elements()) {
      System.out.println(e.id() + " L" + e.level() + " o" + e.ordinal() + " " + e.span() + " "
          + e.headingPath() + " " + e.headerCells() + " | " + e.text());
    }
    System.out.println(doc.title());
  }
}
