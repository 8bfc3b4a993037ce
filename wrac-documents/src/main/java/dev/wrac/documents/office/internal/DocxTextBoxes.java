package dev.wrac.documents.office.internal;

import static dev.wrac.documents.office.internal.DomNodes.MC;
import static dev.wrac.documents.office.internal.DomNodes.is;
import static dev.wrac.documents.office.internal.DomNodes.pushChildren;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.poi.xwpf.usermodel.IBody;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.xmlbeans.XmlException;
import org.apache.xmlbeans.XmlOptions;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTP;
import org.w3c.dom.Node;

/**
 * The text boxes anchored in a Word paragraph, read as paragraphs of their own. Word writes a
 * text box (a sidebar, a callout, a form's field) as a shape in one of the paragraph's runs:
 * DrawingML ({@code wps:txbx}), VML ({@code v:textbox}), or both in {@code mc:AlternateContent}
 * (a DrawingML choice and its VML fallback, the same text twice), always around a
 * {@code w:txbxContent} of ordinary paragraphs. POI's paragraph text skips the shapes inside
 * {@code mc:AlternateContent}, which is how Word and LibreOffice save text boxes, and glues the
 * others' text into the anchoring paragraph's; here the box's paragraphs are read once (the
 * fallback only where there is no choice) and the anchoring paragraph's text is its own. The
 * same walk finds the paragraph's SmartArt diagrams ({@link DiagramData}).
 */
final class DocxTextBoxes {
  private static final String W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  private static final String R =
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  /** Loads a paragraph element as the paragraph bean itself, not a document around it. */
  private static final XmlOptions PARAGRAPH = new XmlOptions().setLoadReplaceDocumentElement(null);

  /** Text boxes inside text boxes deeper than this are not read. */
  static final int MAX_DEPTH = 16;

  private DocxTextBoxes() {}

  /**
   * What a paragraph's runs hold beside their text, found in one walk of the paragraph: its
   * text boxes' contents ({@code w:txbxContent}), the relationship ids of its diagrams' data
   * parts and of its charts' parts, in document order; not those inside a box (the box's
   * paragraphs' own) or inside an {@code mc:Fallback} beside an {@code mc:Choice} (the same
   * shape again).
   */
  record Anchored(List<Node> boxes, List<String> diagramData, List<String> charts) {
    static final Anchored NONE = new Anchored(List.of(), List.of(), List.of());

    static Anchored in(XWPFParagraph p) {
      List<Node> boxes = null;
      List<String> diagrams = null;
      List<String> charts = null;
      Deque<Node> todo = new ArrayDeque<>();
      pushChildren(p.getCTP().getDomNode(), todo);
      while (!todo.isEmpty()) {
        Node n = todo.pop();
        if (is(n, W, "txbxContent")) {
          boxes = boxes == null ? new ArrayList<>() : boxes;
          boxes.add(n);
        } else if (is(n, DiagramData.DGM, "relIds")) {
          Node dm = n.getAttributes().getNamedItemNS(R, "dm");
          if (dm != null) {
            diagrams = diagrams == null ? new ArrayList<>() : diagrams;
            diagrams.add(dm.getNodeValue());
          }
        } else if (is(n, ChartData.C, "chart")) {
          Node id = n.getAttributes().getNamedItemNS(R, "id");
          if (id != null) {
            charts = charts == null ? new ArrayList<>() : charts;
            charts.add(id.getNodeValue());
          }
        } else if (!DomNodes.shadowedFallback(n)) {
          pushChildren(n, todo);
        }
      }
      return boxes == null && diagrams == null && charts == null ? NONE
          : new Anchored(boxes == null ? List.of() : boxes,
              diagrams == null ? List.of() : diagrams, charts == null ? List.of() : charts);
    }
  }

  /**
   * The paragraphs of the text boxes {@code anchored} in a paragraph, in document order: those
   * of each box, and of tables in a box, but not those of a box inside a box's paragraph (that
   * paragraph's own boxes).
   */
  static List<XWPFParagraph> paragraphs(Anchored anchored, IBody body) {
    List<XWPFParagraph> out = new ArrayList<>();
    for (Node box : anchored.boxes()) {
      Deque<Node> todo = new ArrayDeque<>();
      pushChildren(box, todo);
      while (!todo.isEmpty()) {
        Node n = todo.pop();
        if (is(n, W, "p")) {
          out.add(new XWPFParagraph(parse(n), body));
        } else {
          pushChildren(n, todo);
        }
      }
    }
    return out;
  }

  /**
   * The text of {@code p} followed by its text boxes' paragraphs (and theirs, to {@value
   * #MAX_DEPTH} deep), its diagrams' text ({@link DiagramData#texts}) and its charts' ({@link
   * ChartData.Chart#text}), separated by spaces: a paragraph read as part of a larger text,
   * such as a table cell.
   */
  static String text(XWPFParagraph p, IBody body) {
    return text(p, body, 0);
  }

  private static String text(XWPFParagraph p, IBody body, int depth) {
    Anchored anchored = Anchored.in(p);
    if (anchored == Anchored.NONE) {
      return DocxText.of(p);
    }
    List<XWPFParagraph> boxes = depth < MAX_DEPTH ? paragraphs(anchored, body) : List.of();
    StringBuilder s = new StringBuilder(DocxText.of(boxes.isEmpty() ? p : withoutShapes(p, body)));
    for (XWPFParagraph box : boxes) {
      String text = text(box, body, depth + 1);
      if (!text.isBlank()) {
        s.append(s.length() > 0 ? " " : "").append(text);
      }
    }
    for (String text : DiagramData.texts(anchored.diagramData(), p.getDocument())) {
      s.append(s.length() > 0 ? " " : "").append(text);
    }
    for (String id : anchored.charts()) {
      String text = ChartData.of(p.getDocument().getRelationById(id)).text();
      if (!text.isBlank()) {
        s.append(s.length() > 0 ? " " : "").append(text);
      }
    }
    return s.toString();
  }

  /**
   * A copy of a paragraph that has text boxes without the shapes of its runs: its own text, for
   * {@link DocxText#of} (POI adds the text of shapes outside {@code mc:AlternateContent}).
   */
  static XWPFParagraph withoutShapes(XWPFParagraph p, IBody body) {
    CTP copy = (CTP) p.getCTP().copy();
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(copy.getDomNode(), todo);
    List<Node> shapes = new ArrayList<>();
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (is(n, W, "drawing") || is(n, W, "pict") || is(n, MC, "AlternateContent")) {
        shapes.add(n);
      } else {
        pushChildren(n, todo);
      }
    }
    for (Node shape : shapes) {
      shape.getParentNode().removeChild(shape);
    }
    return new XWPFParagraph(copy, body);
  }

  /** The paragraph element as a paragraph bean (its content, not a document wrapping it). */
  private static CTP parse(Node paragraph) {
    try {
      return CTP.Factory.parse(paragraph, PARAGRAPH);
    } catch (XmlException e) {
      throw new IllegalStateException("a text box paragraph that was read cannot be read again",
          e);
    }
  }
}
