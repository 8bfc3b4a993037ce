package dev.wrac.documents.office.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.xml.namespace.QName;
import org.apache.poi.ooxml.POIXMLDocumentPart;
import org.apache.poi.ooxml.POIXMLTypeLoader;
import org.apache.poi.xslf.usermodel.XSLFDiagram;
import org.apache.xmlbeans.XmlObject;
import org.openxmlformats.schemas.drawingml.x2006.diagram.CTRelIds;
import org.openxmlformats.schemas.presentationml.x2006.main.CTGraphicalObjectFrame;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The text of a SmartArt diagram that has no drawing. PowerPoint saves a diagram's data (the
 * text the user typed, one point per node) and, beside it, its drawing (the shapes it laid out,
 * which POI reads as a group, {@link XSLFDiagram#getGroupShape()}); a file whose writer kept
 * only the data still has the text, read here from the data's points in their order.
 */
final class PptxDiagrams {
  private static final String DGM = XSLFDiagram.DRAWINGML_DIAGRAM_URI;
  private static final String A = "http://schemas.openxmlformats.org/drawingml/2006/main";

  private PptxDiagrams() {}

  /**
   * The text of each node of the diagram's data, a paragraph per line of a node (points of
   * type {@code node}, the default; not the connections, or the layout's own points), in order;
   * empty where the diagram names no data part.
   */
  static List<String> dataText(XSLFDiagram diagram) {
    if (!(diagram.getXmlObject() instanceof CTGraphicalObjectFrame frame)
        || frame.getGraphic() == null || frame.getGraphic().getGraphicData() == null) {
      return List.of();
    }
    XmlObject[] ids = frame.getGraphic().getGraphicData()
        .selectChildren(new QName(DGM, "relIds"));
    if (ids.length == 0 || !(ids[0] instanceof CTRelIds relIds) || relIds.getDm() == null) {
      return List.of();
    }
    POIXMLDocumentPart data = diagram.getSheet().getRelationById(relIds.getDm());
    if (data == null) {
      return List.of();
    }
    Node root;
    try (var in = data.getPackagePart().getInputStream()) {
      root = XmlObject.Factory.parse(in, POIXMLTypeLoader.DEFAULT_XML_OPTIONS).getDomNode();
    } catch (java.io.IOException | org.apache.xmlbeans.XmlException e) {
      throw new IllegalStateException("SmartArt data part " + data.getPackagePart()
          .getPartName() + " cannot be read: " + e.getMessage(), e);
    }
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
        if (is(p, A, "p")) {
          StringBuilder s = new StringBuilder();
          runs(p, s);
          String text = s.toString().strip();
          if (!text.isEmpty()) {
            texts.add(text);
          }
        }
      }
    }
  }

  /** The text of the {@code a:t} elements under {@code n}, a space for each line break. */
  private static void runs(Node n, StringBuilder s) {
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(n, todo);
    while (!todo.isEmpty()) {
      Node c = todo.pop();
      if (is(c, A, "t")) {
        for (Node t = c.getFirstChild(); t != null; t = t.getNextSibling()) {
          if (t.getNodeType() == Node.TEXT_NODE || t.getNodeType() == Node.CDATA_SECTION_NODE) {
            s.append(t.getNodeValue()); // XMLBeans' DOM has no getTextContent
          }
        }
      } else if (is(c, A, "br")) {
        s.append(' ');
      } else {
        pushChildren(c, todo);
      }
    }
  }

  /** Pushes the element children of {@code n} so that they pop in document order. */
  private static void pushChildren(Node n, Deque<Node> todo) {
    List<Node> children = new ArrayList<>();
    for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element) {
        children.add(c);
      }
    }
    for (int i = children.size() - 1; i >= 0; i--) {
      todo.push(children.get(i));
    }
  }

  private static boolean is(Node n, String namespace, String localName) {
    return localName.equals(n.getLocalName()) && namespace.equals(n.getNamespaceURI());
  }
}
