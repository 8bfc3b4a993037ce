package dev.wrac.documents.pdf.internal;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.form.PDAcroForm;
import org.apache.pdfbox.pdmodel.interactive.form.PDField;
import org.apache.pdfbox.pdmodel.interactive.form.PDTerminalField;

/**
 * The values filled into a PDF form, read with the page's text. A form's values are not in its
 * pages' content but in its fields' widgets, which text extraction (PDFBox's, Poppler's) does
 * not read, so a filled form would read as its blank labels. Where a field holds a value, the
 * form is flattened in memory first (PDFBox's {@link PDAcroForm#flatten()}: each widget's
 * appearance drawn into its page, appearances made first where the form asks for them), so each
 * value reads where it is shown, beside its label ({@code Name: Jane Doe}). A form that cannot
 * be flattened (a broken field, a missing font), or of more than {@value #MAX_FIELDS} fields,
 * is read as it is, without its values.
 */
final class FormFields {
  /**
   * Fields beyond which a form is read without its values: flattening is one call that no
   * parse deadline interrupts, and forms hold far fewer.
   */
  static final int MAX_FIELDS = 10_000;

  private FormFields() {}

  /**
   * Flattens the document's form in memory when a field holds a value; true if it did. The file
   * itself is never written.
   */
  static boolean flattenFilled(PDDocument doc) {
    try {
      PDAcroForm form = doc.getDocumentCatalog().getAcroForm(null);
      if (form == null || !filled(form)) {
        return false;
      }
      if (form.getNeedAppearances()) {
        form.refreshAppearances();
      }
      form.flatten();
      return true;
    } catch (IOException | RuntimeException e) {
      return false; // documented fallback: the pages' own text, without the values
    }
  }

  /**
   * Whether a field holds a value (text, a choice, a box ticked: {@code Off} is none) and the
   * form has at most {@value #MAX_FIELDS} fields.
   */
  private static boolean filled(PDAcroForm form) {
    boolean filled = false;
    int fields = 0;
    for (PDField field : form.getFieldTree()) {
      if (++fields > MAX_FIELDS) {
        return false;
      }
      if (!filled && field instanceof PDTerminalField terminal) {
        String value = terminal.getValueAsString();
        filled = value != null && !value.isBlank() && !value.equals("Off");
      }
    }
    return filled;
  }
}
