package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.Test;

/**
 * SmartArt: a slide's diagram is read from its drawing (the shapes PowerPoint laid out, as POI
 * reads them), or, in a file that kept only the diagram's data, from the data's nodes; a Word
 * document's diagram from its data's nodes, after the paragraph that shows it.
 */
class SmartArtTest {
  private static final String DGM = "http://schemas.openxmlformats.org/drawingml/2006/diagram";
  private static final String A = "http://schemas.openxmlformats.org/drawingml/2006/main";
  private static final String R =
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  private static final List<String> STEPS =
      List.of("Report the claim", "Send the receipts", "Receive the payment");

  /** A one-slide deck titled "Claims process" whose slide holds a SmartArt of three steps. */
  private static byte[] deck(boolean withDrawing) {
    XMLSlideShow show = new XMLSlideShow();
    XSLFSlide slide = show.createSlide(show.getSlideMasters().get(0)
        .getLayout(SlideLayout.TITLE_ONLY));
    slide.getPlaceholder(0).setText("Claims process");
    byte[] zip = OfficeFixtures.bytes(show);

    String frame = "<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id=\"9\" name=\"Diagram 1\"/>"
        + "<p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x=\"0\" y=\"0\"/>"
        + "<a:ext cx=\"8128000\" cy=\"2000000\"/></p:xfrm><a:graphic xmlns:a=\"" + A + "\">"
        + "<a:graphicData uri=\"" + DGM + "\"><dgm:relIds xmlns:dgm=\"" + DGM + "\" xmlns:r=\""
        + R + "\" r:dm=\"rIdDm\" r:lo=\"rIdDm\" r:qs=\"rIdDm\" r:cs=\"rIdDm\"/></a:graphicData>"
        + "</a:graphic></p:graphicFrame></p:spTree>";
    zip = HostileOfficeFiles.edit(zip, "ppt/slides/slide1.xml", "</p:spTree>", frame);
    String rels = "<Relationship Id=\"rIdDm\" Type=\"" + R + "/diagramData\" "
        + "Target=\"../diagrams/data1.xml\"/>";
    String types = "<Override PartName=\"/ppt/diagrams/data1.xml\" ContentType=\"application/"
        + "vnd.openxmlformats-officedocument.drawingml.diagramData+xml\"/>";
    Map<String, String> added = new LinkedHashMap<>();
    added.put("ppt/diagrams/data1.xml", data());
    if (withDrawing) {
      rels += "<Relationship Id=\"rIdDr\" Type=\"http://schemas.microsoft.com/office/2007/"
          + "relationships/diagramDrawing\" Target=\"../diagrams/drawing1.xml\"/>";
      types += "<Override PartName=\"/ppt/diagrams/drawing1.xml\" ContentType=\"application/"
          + "vnd.ms-office.drawingml.diagramDrawing+xml\"/>";
      added.put("ppt/diagrams/drawing1.xml", drawing());
    }
    zip = HostileOfficeFiles.edit(zip, "ppt/slides/_rels/slide1.xml.rels", "</Relationships>",
        rels + "</Relationships>");
    zip = HostileOfficeFiles.edit(zip, "[Content_Types].xml", "</Types>", types + "</Types>");
    return withEntries(zip, added);
  }

  /** The diagram's data: a document point, the three steps, and a connection between them. */
  private static String data() {
    StringBuilder s = new StringBuilder("<dgm:dataModel xmlns:dgm=\"" + DGM + "\" xmlns:a=\""
        + A + "\"><dgm:ptLst><dgm:pt modelId=\"0\" type=\"doc\"><dgm:t><a:bodyPr/><a:p>"
        + "<a:r><a:t>the layout's document point</a:t></a:r></a:p></dgm:t></dgm:pt>");
    for (int i = 0; i < STEPS.size(); i++) {
      s.append("<dgm:pt modelId=\"").append(i + 1).append("\"><dgm:t><a:bodyPr/><a:p><a:r>"
          + "<a:t>").append(STEPS.get(i)).append("</a:t></a:r></a:p></dgm:t></dgm:pt>");
    }
    return s.append("<dgm:pt modelId=\"9\" type=\"parTrans\"><dgm:t><a:bodyPr/><a:p><a:r><a:t>"
        + "a connection</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst><dgm:cxnLst/>"
        + "</dgm:dataModel>").toString();
  }

  /** The drawing PowerPoint saves beside the data: a shape per step, with its text. */
  private static String drawing() {
    StringBuilder s = new StringBuilder("<dsp:drawing xmlns:dsp=\"http://schemas.microsoft.com/"
        + "office/drawing/2008/diagram\" xmlns:a=\"" + A + "\"><dsp:spTree><dsp:nvGrpSpPr>"
        + "<dsp:cNvPr id=\"0\" name=\"\"/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/>");
    for (int i = 0; i < STEPS.size(); i++) {
      String place = "<a:off x=\"" + (i * 2700000) + "\" y=\"0\"/><a:ext cx=\"2500000\" "
          + "cy=\"2000000\"/>";
      s.append("<dsp:sp modelId=\"{0000000").append(i + 1).append("}\"><dsp:nvSpPr><dsp:cNvPr "
          + "id=\"0\" name=\"\"/><dsp:cNvSpPr/></dsp:nvSpPr><dsp:spPr><a:xfrm>").append(place)
          .append("</a:xfrm><a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom></dsp:spPr>"
              + "<dsp:txBody><a:bodyPr/><a:p><a:r><a:t>").append(STEPS.get(i))
          .append("</a:t></a:r></a:p></dsp:txBody><dsp:txXfrm>").append(place)
          .append("</dsp:txXfrm></dsp:sp>");
    }
    return s.append("</dsp:spTree></dsp:drawing>").toString();
  }

  private static byte[] withEntries(byte[] zip, Map<String, String> added) {
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream out = new ZipOutputStream(bytes)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        out.putNextEntry(new ZipEntry(e.getName()));
        out.write(in.readAllBytes());
        out.closeEntry();
      }
      for (Map.Entry<String, String> e : added.entrySet()) {
        out.putNextEntry(new ZipEntry(e.getKey()));
        out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
      }
      out.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> texts(byte[] pptx) {
    ParsedDocument doc = PptxParser.create().parse(DocumentSource.ofBytes("claims.pptx", pptx),
        ParseOptions.defaults());
    return doc.elements().stream().map(Element::text).toList();
  }

  /** A Word document whose first paragraph shows the diagram, inline after its text. */
  private static byte[] document() {
    XWPFDocument doc = new XWPFDocument();
    DocxFixtures.paragraph(doc, "How a claim is paid:");
    DocxFixtures.paragraph(doc, "Call us with any question.");
    byte[] zip = DocxFixtures.bytes(doc);
    String drawing = "<w:r xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/"
        + "main\"><w:drawing><wp:inline xmlns:wp=\"http://schemas.openxmlformats.org/drawingml/"
        + "2006/wordprocessingDrawing\"><wp:extent cx=\"5486400\" cy=\"3200400\"/><wp:docPr "
        + "id=\"1\" name=\"Diagram 1\"/><a:graphic xmlns:a=\"" + A + "\"><a:graphicData uri=\""
        + DGM + "\"><dgm:relIds xmlns:dgm=\"" + DGM + "\" xmlns:r=\"" + R + "\" r:dm=\"rIdDm\" "
        + "r:lo=\"rIdDm\" r:qs=\"rIdDm\" r:cs=\"rIdDm\"/></a:graphicData></a:graphic>"
        + "</wp:inline></w:drawing></w:r>";
    zip = HostileOfficeFiles.edit(zip, "word/document.xml", "How a claim is paid:</w:t></w:r>",
        "How a claim is paid:</w:t></w:r>" + drawing);
    zip = HostileOfficeFiles.edit(zip, "word/_rels/document.xml.rels", "</Relationships>",
        "<Relationship Id=\"rIdDm\" Type=\"" + R + "/diagramData\" "
            + "Target=\"diagrams/data1.xml\"/></Relationships>");
    zip = HostileOfficeFiles.edit(zip, "[Content_Types].xml", "</Types>",
        "<Override PartName=\"/word/diagrams/data1.xml\" ContentType=\"application/"
            + "vnd.openxmlformats-officedocument.drawingml.diagramData+xml\"/></Types>");
    return withEntries(zip, Map.of("word/diagrams/data1.xml", data()));
  }

  @Test
  void aWordDocumentsDiagramIsReadFromItsDataAfterItsParagraph() {
    ParsedDocument doc = DocxParserTest.parse(DocxParser.create(), document());

    assertThat(doc.elements().stream().map(Element::text).toList()).containsExactly(
        "How a claim is paid:", "Report the claim", "Send the receipts", "Receive the payment",
        "Call us with any question.");
  }

  @Test
  void aDiagramIsReadFromItsDrawingAfterTheSlidesTitle() {
    assertThat(texts(deck(true))).containsExactly("Claims process", "Report the claim",
        "Send the receipts", "Receive the payment");
  }

  @Test
  void aDiagramWithoutDrawingIsReadFromTheNodesOfItsData() {
    ParsedDocument doc = PptxParser.create().parse(DocumentSource.ofBytes("claims.pptx",
        deck(false)), ParseOptions.defaults());

    assertThat(doc.elements().stream().map(Element::text).toList()).containsExactly(
        "Claims process", "Report the claim", "Send the receipts", "Receive the payment");
    assertThat(doc.elements().subList(1, 4)).allMatch(e -> e.kind() == ElementKind.PARAGRAPH);
  }
}
