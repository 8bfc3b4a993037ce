package dev.wrac.documents.office.internal;

import java.util.regex.Pattern;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;

/** A Word paragraph's visible text. */
final class DocxText {
  /** POI's rendering of note reference marks inside runs. */
  private static final Pattern NOTE_MARK = Pattern.compile("\\[(?:footnoteRef|endnoteRef):-?\\d+]");

  private DocxText() {}

  /**
   * The paragraph's text: runs, hyperlinks, fields and inline content controls; without POI's
   * note marks and the copy of referenced notes it appends.
   */
  static String of(XWPFParagraph p) {
    String text = p.getText();
    String inlineNotes = p.getFootnoteText();
    if (!inlineNotes.isEmpty() && text.endsWith(inlineNotes)) {
      text = text.substring(0, text.length() - inlineNotes.length());
    }
    return text.indexOf('[') < 0 ? text : NOTE_MARK.matcher(text).replaceAll("");
  }
}
