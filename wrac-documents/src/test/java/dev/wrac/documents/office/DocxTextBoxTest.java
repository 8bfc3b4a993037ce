package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.List;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.junit.jupiter.api.Test;

/**
 * Text boxes: Word and LibreOffice save one as a DrawingML shape with its VML fallback in
 * {@code mc:AlternateContent}, older files as one of the two alone; each is read once, as
 * paragraphs after the paragraph it is anchored in.
 */
class DocxTextBoxTest {
  private static final String NAMESPACES = " xmlns:w=\"http://schemas.openxmlformats.org/"
      + "wordprocessingml/2006/main\" xmlns:mc=\"http://schemas.openxmlformats.org/"
      + "markup-compatibility/2006\" xmlns:wp=\"http://schemas.openxmlformats.org/drawingml/"
      + "2006/wordprocessingDrawing\" xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/"
      + "main\" xmlns:wps=\"http://schemas.microsoft.com/office/word/2010/wordprocessingShape\" "
      + "xmlns:v=\"urn:schemas-microsoft-com:vml\"";

  /** A box's contents: a paragraph per text. */
  private static String content(String... paragraphs) {
    StringBuilder s = new StringBuilder("<w:txbxContent>");
    for (String p : paragraphs) {
      s.append("<w:p><w:r><w:t>").append(p).append("</w:t></w:r></w:p>");
    }
    return s.append("</w:txbxContent>").toString();
  }

  private static String drawing(String content) {
    return "<w:drawing><wp:anchor><wp:extent cx=\"2160270\" cy=\"1080135\"/><wp:docPr id=\"1\" "
        + "name=\"Box\"/><a:graphic><a:graphicData uri=\"http://schemas.microsoft.com/office/word/"
        + "2010/wordprocessingShape\"><wps:wsp><wps:cNvSpPr txBox=\"1\"/><wps:spPr/><wps:txbx>"
        + content + "</wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor>"
        + "</w:drawing>";
  }

  private static String pict(String content) {
    return "<w:pict><v:rect><v:textbox>" + content + "</v:textbox></v:rect></w:pict>";
  }

  private static String alternate(String content) {
    return "<mc:AlternateContent><mc:Choice Requires=\"wps\">" + drawing(content)
        + "</mc:Choice><mc:Fallback>" + pict(content) + "</mc:Fallback></mc:AlternateContent>";
  }

  /** A document whose first paragraph holds a run with {@code shape} after its text. */
  private static ParsedDocument withShape(String shape) {
    XWPFDocument doc = new XWPFDocument();
    DocxFixtures.paragraph(doc, "Body paragraph before the box.");
    DocxFixtures.paragraph(doc, "Body paragraph after the box.");
    byte[] bytes = HostileOfficeFiles.edit(DocxFixtures.bytes(doc), "word/document.xml",
        "Body paragraph before the box.</w:t></w:r>",
        "Body paragraph before the box.</w:t></w:r><w:r" + NAMESPACES + ">" + shape + "</w:r>");
    return DocxParserTest.parse(DocxParser.create(), bytes);
  }

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  @Test
  void aTextBoxSavedWithItsFallbackIsReadOnceAfterItsParagraph() {
    ParsedDocument doc = withShape(alternate(content("Descaling takes twenty minutes.",
        "Use white vinegar.")));

    assertThat(texts(doc)).containsExactly("Body paragraph before the box.",
        "Descaling takes twenty minutes.", "Use white vinegar.", "Body paragraph after the box.");
    assertThat(doc.elements()).allMatch(e -> e.kind() == ElementKind.PARAGRAPH);
  }

  @Test
  void aDrawingMlOrVmlTextBoxAloneIsAParagraphOfItsOwnNotPartOfItsAnchor() {
    for (String shape : List.of(drawing(content("Descaling takes twenty minutes.")),
        pict(content("Descaling takes twenty minutes.")))) {
      assertThat(texts(withShape(shape))).containsExactly("Body paragraph before the box.",
          "Descaling takes twenty minutes.", "Body paragraph after the box.");
    }
  }

  @Test
  void aTextBoxInsideATextBoxIsReadAfterTheParagraphItIsAnchoredIn() {
    String inner = alternate(content("Inner box text."));
    String outer = "<w:txbxContent><w:p><w:r><w:t>Outer box text.</w:t></w:r><w:r>" + inner
        + "</w:r></w:p><w:p><w:r><w:t>Outer box, second paragraph.</w:t></w:r></w:p>"
        + "</w:txbxContent>";

    assertThat(texts(withShape(alternate(outer)))).containsExactly(
        "Body paragraph before the box.", "Outer box text.", "Inner box text.",
        "Outer box, second paragraph.", "Body paragraph after the box.");
  }

  @Test
  void aTextBoxInATableCellIsPartOfTheCellsText() {
    XWPFDocument doc = new XWPFDocument();
    XWPFTable table = doc.createTable(2, 2);
    table.getRow(0).getCell(0).setText("Step");
    table.getRow(0).getCell(1).setText("Note");
    table.getRow(1).getCell(0).setText("Fill");
    table.getRow(1).getCell(1).setText("Cold water");
    byte[] bytes = HostileOfficeFiles.edit(DocxFixtures.bytes(doc), "word/document.xml",
        "Cold water</w:t></w:r>", "Cold water</w:t></w:r><w:r" + NAMESPACES + ">"
            + alternate(content("only to the MAX line")) + "</w:r>");

    ParsedDocument parsed = DocxParserTest.parse(DocxParser.create(), bytes);

    Element row = parsed.elements().get(parsed.elements().size() - 1);
    assertThat(row.kind()).isEqualTo(ElementKind.TABLE_ROW);
    assertThat(row.text()).isEqualTo("Fill | Cold water only to the MAX line");
  }
}
