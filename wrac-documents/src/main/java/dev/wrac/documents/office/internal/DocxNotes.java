package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementKind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.xwpf.usermodel.XWPFAbstractFootnoteEndnote;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFRun;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTFtnEdnRef;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STFtnEdn;

/**
 * Footnotes and endnotes. A paragraph that references a note gets a marker {@code " [N]"} at
 * its end (N the note's id, one per reference, instead of POI's inline copy of the note's
 * text); after the body, the notes follow as paragraphs {@code "[N] text"} under a level-1
 * heading "Footnotes" (then "Endnotes"), each with the {@code line} of the body element that
 * first references it (the last body element's for a note nobody references). Separator
 * notes are skipped.
 */
final class DocxNotes {
  private final XWPFDocument doc;
  private final ExtractedText out;
  private final Map<String, Integer> referencedAt = new HashMap<>();

  DocxNotes(XWPFDocument doc, ExtractedText out) {
    this.doc = doc;
    this.out = out;
  }

  /** The paragraph's text with note markers; records where each note is referenced. */
  String referenced(XWPFParagraph p, int line) {
    String text = DocxText.of(p);
    StringBuilder markers = new StringBuilder();
    for (XWPFRun run : p.getRuns()) {
      mark(run.getCTR().getFootnoteReferenceList(), "f", line, markers);
      mark(run.getCTR().getEndnoteReferenceList(), "e", line, markers);
    }
    return markers.length() == 0 ? text : text.stripTrailing() + markers;
  }

  private void mark(List<CTFtnEdnRef> refs, String kind, int line, StringBuilder markers) {
    for (CTFtnEdnRef ref : refs) {
      if (ref.getId() != null) {
        referencedAt.putIfAbsent(kind + ref.getId(), line);
        markers.append(" [").append(ref.getId()).append(']');
      }
    }
  }

  /** The notes after the body; {@code lastLine} is the body's last element index. */
  void emit(int lastLine) {
    section("Footnotes", "f", new ArrayList<>(doc.getFootnotes()), lastLine);
    section("Endnotes", "e", new ArrayList<>(doc.getEndnotes()), lastLine);
  }

  private void section(String heading, String kind,
      List<? extends XWPFAbstractFootnoteEndnote> notes, int lastLine) {
    boolean headed = false;
    for (XWPFAbstractFootnoteEndnote note : notes) {
      STFtnEdn.Enum type = note.getCTFtnEdn().getType();
      BigInteger id = note.getId();
      if (id == null || (type != null && type != STFtnEdn.NORMAL)) {
        continue;
      }
      String text = text(note);
      if (text.isBlank()) {
        continue;
      }
      int line = referencedAt.getOrDefault(kind + id, Math.max(1, lastLine));
      if (!headed) {
        out.heading(1, heading, line, 0);
        headed = true;
      }
      out.block(ElementKind.PARAGRAPH, "[" + id + "] " + text.strip(), line, 0);
    }
  }

  private static String text(XWPFAbstractFootnoteEndnote note) {
    StringBuilder s = new StringBuilder();
    for (XWPFParagraph p : note.getParagraphs()) {
      String t = DocxText.of(p);
      if (!t.isBlank()) {
        s.append(s.length() > 0 ? "\n" : "").append(t.strip());
      }
    }
    return s.toString();
  }
}
