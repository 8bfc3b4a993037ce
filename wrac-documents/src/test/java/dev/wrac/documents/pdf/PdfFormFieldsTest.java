package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationWidget;
import org.apache.pdfbox.pdmodel.interactive.form.PDAcroForm;
import org.apache.pdfbox.pdmodel.interactive.form.PDTextField;
import org.junit.jupiter.api.Test;

/**
 * A filled PDF form: its values live in the fields' widgets, not in the page's text, and read
 * where they are shown, beside their labels; a blank form reads as its labels.
 */
class PdfFormFieldsTest {
  private static final float HEIGHT = PDRectangle.LETTER.getHeight();

  /** A claim form: a heading, two labelled text fields (filled with these values, or blank). */
  private static byte[] claimForm(String name, String policy) throws IOException {
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage(PDRectangle.LETTER);
      doc.addPage(page);
      PDType1Font helvetica = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
      PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
      try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
        text(cs, bold, 18, 72, 60, "Claim form");
        text(cs, helvetica, 11, 72, 100, "Please fill in every field before you send the form.");
        text(cs, helvetica, 11, 72, 140, "Policy holder:");
        text(cs, helvetica, 11, 72, 170, "Policy number:");
      }
      PDAcroForm form = new PDAcroForm(doc);
      doc.getDocumentCatalog().setAcroForm(form);
      PDResources resources = new PDResources();
      resources.put(COSName.getPDFName("Helv"), helvetica);
      form.setDefaultResources(resources);
      form.setDefaultAppearance("/Helv 11 Tf 0 g");
      field(form, page, "holder", 140, name);
      field(form, page, "policy", 170, policy);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    }
  }

  private static void text(PDPageContentStream cs, PDType1Font font, float size, float x,
      float y, String text) throws IOException {
    cs.beginText();
    cs.setFont(font, size);
    cs.newLineAtOffset(x, HEIGHT - y);
    cs.showText(text);
    cs.endText();
  }

  /** A text field right of its label, on the label's baseline, holding {@code value}. */
  private static void field(PDAcroForm form, PDPage page, String name, float y, String value)
      throws IOException {
    PDTextField field = new PDTextField(form);
    field.setPartialName(name);
    PDAnnotationWidget widget = field.getWidgets().get(0);
    widget.setRectangle(new PDRectangle(160, HEIGHT - y - 4, 250, 16));
    widget.setPage(page);
    page.getAnnotations().add(widget);
    form.getFields().add(field);
    if (!value.isEmpty()) {
      field.setValue(value);
    }
  }

  @Test
  void aFilledFormsValuesReadBesideTheirLabels() throws IOException {
    ParsedDocument doc = parse(claimForm("Jane Doe", "ZX-2024-118"));

    assertThat(doc.elements()).extracting(Element::text)
        .contains("Policy holder: Jane Doe", "Policy number: ZX-2024-118");
  }

  @Test
  void aBlankFormReadsAsItsLabels() throws IOException {
    ParsedDocument doc = parse(claimForm("", ""));

    assertThat(doc.elements()).extracting(Element::text)
        .contains("Policy holder:", "Policy number:");
  }
}
