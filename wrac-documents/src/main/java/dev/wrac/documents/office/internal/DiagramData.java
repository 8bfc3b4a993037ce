package dev.wrac.documents.office.internal;

import static dev.wrac.documents.office.internal.DomNodes.is;
import static dev.wrac.documents.office.internal.DomNodes.pushChildren;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.xml.namespace.QName;
import org.apache.poi.ooxml.POIXMLDocumentPart;
import org.apache.poi.xslf.usermodel.XSLFDiagram;
import org.apache.xmlbeans.XmlObject;
import org.openxmlformats.schemas.drawingml.x2006.diagram.CTRelIds;
import org.openxmlformats.schemas.presentationml.x2006.main.CTGraphicalObjectFrame;
import org.w3c.dom.Node;

/**
 * The text of a SmartArt diagram from its data part. Office saves a diagram's data (the text
 * the user typed, one point per node) in a part of its own, and, beside it, its drawing (the
 * shapes it laid out, which POI reads as a group for a slide, {@link
 * XSLFDiagram#getGroupShape()}); neither is in the text of the slide or paragraph that shows the
 * diagram. Read here from the data's points in their order: for a slide's diagram that has no
 * drawing, and for a Word document's diagrams.
 */
final class DiagramData {
  /** The diagram namespace ({@code dgm:relIds}, {@code dgm:pt}). */
  static final String DGM = XSLFDiagram.DRAWINGML_DIAGRAM_URI;

  private DiagramData() {}

  /**
   * The text of each node of the diagram's data, a paragraph per line of a node (points of
   * type {@code node}, the default; not the connections, or the layout's own points), in order;
   * empty where the diagram names no data part.
   */
  static List<String> of(XSLFDiagram diagram) {
    if (!(diagram.getXmlObject() instanceof CTGraphicalObjectFrame frame)
        || frame.getGraphic() == null || frame.getGraphic().getGraphicData() == null) {
      return List.of();
    }
    XmlObject[] ids = frame.getGraphic().getGraphicData()
        .selectChildren(new QName(DGM, "relIds"));
    if (ids.length == 0 || !(ids[0] instanceof CTRelIds relIds) || relIds.getDm() == null) {
      return List.of();
    }
    return text(diagram.getSheet().getRelationById(relIds.getDm()));
  }

  /**
   * The text of the diagrams whose data parts {@code document} relates by {@code dataIds} (a Word
   * paragraph's diagrams, {@link DocxTextBoxes.Anchored#diagramData()}), in order, as {@link
   * #of(XSLFDiagram)} reads a slide's.
   */
  static List<String> texts(List<String> dataIds, POIXMLDocumentPart document) {
    List<String> texts = new ArrayList<>();
    for (String id : dataIds) {
      texts.addAll(text(document.getRelationById(id)));
    }
    return texts;
  }

  /** The text of the nodes of a diagram's data part; empty for none (null). */
  private static List<String> text(POIXMLDocumentPart data) {
    if (data == null) {
      return List.of();
    }
    Node root = DomNodes.root(data, "SmartArt data");
    List<String> texts = new ArrayList<>();
    Deque<Node> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (is(n, DGM, "pt")) {
        Node type = n.getAttributes().getNamedItem("type");
        if (type == null || type.getNodeValue().equals("node")) {
          paragraphs(n, texts);
        }
        continue;
      }
      pushChildren(n, todo);
    }
    return texts;
  }

  /** Adds the non-blank paragraphs ({@code a:p}, their {@code a:t} runs) of a point's text. */
  private static void paragraphs(Node point, List<String> texts) {
    for (Node t = point.getFirstChild(); t != null; t = t.getNextSibling()) {
      if (!is(t, DGM, "t")) {
        continue;
      }
      for (Node p = t.getFirstChild(); p != null; p = p.getNextSibling()) {
        if (is(p, DomNodes.A, "p")) {
          StringBuilder s = new StringBuilder();
          DomNodes.runs(p, s);
          String text = s.toString().strip();
          if (!text.isEmpty()) {
            texts.add(text);
          }
        }
      }
    }
  }
}
