package dev.wrac.documents.office.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.poi.ooxml.POIXMLDocumentPart;
import org.apache.poi.ooxml.POIXMLTypeLoader;
import org.apache.xmlbeans.XmlObject;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Small steps over the DOM view of POI's XML beans, for the parts read below the bean level
 * (text boxes, SmartArt data, charts): walks keep their own stack, so no nesting depth can overflow
 * the thread's.
 */
final class DomNodes {
  /** Office's markup-compatibility namespace ({@code mc:AlternateContent}). */
  static final String MC = "http://schemas.openxmlformats.org/markup-compatibility/2006";
  /** DrawingML's main namespace ({@code a:p}, {@code a:t}). */
  static final String A = "http://schemas.openxmlformats.org/drawingml/2006/main";

  private DomNodes() {}

  /**
   * Whether {@code n} is an {@code mc:Fallback} beside an {@code mc:Choice}: the same content
   * again, for readers that do not know the choice's markup, so not to be read twice.
   */
  static boolean shadowedFallback(Node n) {
    if (!is(n, MC, "Fallback")) {
      return false;
    }
    for (Node s = n.getParentNode().getFirstChild(); s != null; s = s.getNextSibling()) {
      if (is(s, MC, "Choice")) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code n} is the element {@code localName} of {@code namespace}. */
  static boolean is(Node n, String namespace, String localName) {
    return localName.equals(n.getLocalName()) && namespace.equals(n.getNamespaceURI());
  }

  /** Pushes the element children of {@code n} onto {@code todo} so that they pop in order. */
  static void pushChildren(Node n, Deque<Node> todo) {
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


  /**
   * The DOM of a part's XML, parsed with POI's safe options (no external entities).
   *
   * @throws IllegalStateException naming the part, {@code what} it is, where it cannot be read
   */
  static Node root(POIXMLDocumentPart part, String what) {
    try (var in = part.getPackagePart().getInputStream()) {
      return XmlObject.Factory.parse(in, POIXMLTypeLoader.DEFAULT_XML_OPTIONS).getDomNode();
    } catch (java.io.IOException | org.apache.xmlbeans.XmlException e) {
      throw new IllegalStateException(what + " part " + part.getPackagePart().getPartName()
          + " cannot be read: " + e.getMessage(), e);
    }
  }

  /**
   * Appends the DrawingML text under {@code n}: its runs ({@code a:t}), a space for each line
   * break ({@code a:br}) and between paragraphs ({@code a:p}).
   */
  static void runs(Node n, StringBuilder s) {
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(n, todo);
    while (!todo.isEmpty()) {
      Node c = todo.pop();
      if (is(c, A, "t")) {
        s.append(ownText(c));
      } else if (is(c, A, "br")) {
        s.append(' ');
      } else {
        if (is(c, A, "p") && s.length() > 0) {
          s.append(' ');
        }
        pushChildren(c, todo);
      }
    }
  }

  /** The text directly inside {@code n} (XMLBeans' DOM has no {@code getTextContent}). */
  static String ownText(Node n) {
    StringBuilder s = new StringBuilder();
    for (Node t = n.getFirstChild(); t != null; t = t.getNextSibling()) {
      if (t.getNodeType() == Node.TEXT_NODE || t.getNodeType() == Node.CDATA_SECTION_NODE) {
        s.append(t.getNodeValue());
      }
    }
    return s.toString();
  }
}
