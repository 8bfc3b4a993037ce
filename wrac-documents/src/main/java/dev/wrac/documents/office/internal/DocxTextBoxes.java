package dev.wrac.documents.office.internal;

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
 * fallback only where there is no choice) and the anchoring paragraph's text is its own.
 */
final class DocxTextBoxes {
  private static final String W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  private static final String MC = "http://schemas.openxmlformats.org/markup-compatibility/2006";

  /** Text boxes inside text boxes deeper than this are not read. */
  static final int MAX_DEPTH = 16;

  private DocxTextBoxes() {}

  /**
   * The paragraphs of the text boxes anchored in {@code p}, in document order: those of each
   * box, and of tables in a box, but not those of a box inside a box's paragraph (that
   * paragraph's own boxes).
   */
  static List<XWPFParagraph> paragraphs(XWPFParagraph p, IBody body) {
    List<Node> boxes = contents(p.getCTP().getDomNode());
    if (boxes.isEmpty()) {
      return List.of();
    }
    List<XWPFParagraph> out = new ArrayList<>();
    for (Node box : boxes) {
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
   * #MAX_DEPTH} deep) and its diagrams' text ({@link DiagramData#inParagraph}), separated by
   * spaces: a paragraph read as part of a larger text, such as a table cell.
   */
  static String text(XWPFParagraph p, IBody body) {
    return text(p, body, 0);
  }

  private static String text(XWPFParagraph p, IBody body, int depth) {
    List<XWPFParagraph> boxes = depth < MAX_DEPTH ? paragraphs(p, body) : List.of();
    List<String> diagrams = DiagramData.inParagraph(p, p.getDocument());
    if (boxes.isEmpty() && diagrams.isEmpty()) {
      return DocxText.of(p);
    }
    StringBuilder s = new StringBuilder(DocxText.of(withoutShapes(p, body)));
    for (XWPFParagraph box : boxes) {
      String text = text(box, body, depth + 1);
      if (!text.isBlank()) {
        s.append(s.length() > 0 ? " " : "").append(text);
      }
    }
    for (String text : diagrams) {
      s.append(s.length() > 0 ? " " : "").append(text);
    }
    return s.toString();
  }

  /**
   * The paragraph without the shapes of its runs, where it has text boxes: its own text, for
   * {@link DocxText#of}; {@code p} itself where it has none.
   */
  static XWPFParagraph withoutShapes(XWPFParagraph p, IBody body) {
    if (contents(p.getCTP().getDomNode()).isEmpty()) {
      return p;
    }
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

  /**
   * The {@code w:txbxContent} elements under {@code root}, in document order, without those
   * inside another one or inside an {@code mc:Fallback} that has an {@code mc:Choice} beside it.
   */
  private static List<Node> contents(Node root) {
    List<Node> found = new ArrayList<>();
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(root, todo);
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (is(n, W, "txbxContent")) {
        found.add(n);
      } else if (!(is(n, MC, "Fallback") && DomNodes.hasSibling(n, MC, "Choice"))) {
        pushChildren(n, todo);
      }
    }
    return found;
  }




  /** The paragraph element as a paragraph bean (its content, not a document wrapping it). */
  private static CTP parse(Node paragraph) {
    XmlOptions options = new XmlOptions().setLoadReplaceDocumentElement(null);
    try {
      return CTP.Factory.parse(paragraph, options);
    } catch (XmlException e) {
      throw new IllegalStateException("a text box paragraph that was read cannot be read again",
          e);
    }
  }
}
