package dev.wrac.documents.office.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.poi.ooxml.POIXMLDocumentPart;
import org.apache.poi.sl.usermodel.Placeholder;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSheet;
import org.apache.xmlbeans.XmlObject;
import org.w3c.dom.Node;

/**
 * Words for a damaged part or object of a package, for skip records and errors: the part's
 * name, the object's name, and what is wrong in the user's terms, never a dependency's
 * internal exception text (a {@code NullPointerException} from POI says nothing to a user).
 */
final class Damage {
  private static final String P = "http://schemas.openxmlformats.org/presentationml/2006/main";

  private Damage() {}

  /** The part's name in the package, without the leading slash ({@code ppt/slides/slide3.xml}). */
  static String part(POIXMLDocumentPart part) {
    try {
      return part.getPackagePart().getPartName().getName().substring(1);
    } catch (RuntimeException e) {
      return "a part";
    }
  }

  /** The shape's name as the slide gives it, or its id. */
  static String name(XSLFShape shape) {
    try {
      String name = shape.getShapeName();
      return name == null || name.isBlank() ? "#" + shape.getShapeId() : name;
    } catch (RuntimeException e) {
      return "(unnamed)";
    }
  }

  /** What is wrong with a shape that failed with {@code e}. */
  static String why(XSLFShape shape, RuntimeException e) {
    XmlObject xml = shape.getXmlObject();
    if (xml != null && xml.selectPath("declare namespace p="
        + "'http://schemas.openxmlformats.org/presentationml/2006/main' ./p:spPr").length == 0
        && xml.getDomNode().getLocalName() != null
        && !xml.getDomNode().getLocalName().equals("graphicFrame")
        && !xml.getDomNode().getLocalName().equals("grpSp")) {
      return "has no shape properties (p:spPr)";
    }
    return why(e);
  }

  /**
   * The placeholder a shape declares in its own XML ({@code p:nvPr/p:ph}), for a slide whose
   * layout POI cannot find (a broken relationship); {@code null} when it declares none.
   */
  static Placeholder placeholderOf(XSLFShape shape) {
    XmlObject[] ph = shape.getXmlObject().selectPath("declare namespace p="
        + "'http://schemas.openxmlformats.org/presentationml/2006/main' ./*/p:nvPr/p:ph");
    if (ph.length == 0) {
      return null;
    }
    org.w3c.dom.Node type = ph[0].getDomNode().getAttributes().getNamedItem("type");
    return switch (type == null ? "obj" : type.getNodeValue()) {
      case "title" -> Placeholder.TITLE;
      case "ctrTitle" -> Placeholder.CENTERED_TITLE;
      case "sldNum" -> Placeholder.SLIDE_NUMBER;
      case "dt" -> Placeholder.DATETIME;
      case "ftr" -> Placeholder.FOOTER;
      case "hdr" -> Placeholder.HEADER;
      case "body" -> Placeholder.BODY;
      default -> Placeholder.CONTENT;
    };
  }

  /**
   * Gives every shape of the slide's XML that lacks its shape properties ({@code p:spPr}, which
   * POI needs to build any shape of the slide) empty ones, in memory (the package is never
   * saved); the names of the shapes repaired.
   */
  static List<String> addMissingShapeProperties(XSLFSheet slide) {
    List<String> repaired = new ArrayList<>();
    Deque<Node> todo = new ArrayDeque<>();
    todo.push(slide.getXmlObject().getDomNode());
    while (!todo.isEmpty()) {
      Node node = todo.pop();
      for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
        if (c.getNodeType() == Node.ELEMENT_NODE) {
          todo.push(c);
        }
      }
      String local = node.getLocalName();
      if (node.getNodeType() != Node.ELEMENT_NODE || !P.equals(node.getNamespaceURI())
          || !("sp".equals(local) || "pic".equals(local) || "cxnSp".equals(local))) {
        continue;
      }
      Node after = null;
      boolean has = false;
      String name = "(unnamed)";
      for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
        if ("spPr".equals(c.getLocalName())) {
          has = true;
        } else if (c.getLocalName() != null && c.getLocalName().startsWith("nv")) {
          after = c;
          for (Node d = c.getFirstChild(); d != null; d = d.getNextSibling()) {
            if ("cNvPr".equals(d.getLocalName()) && d.getAttributes().getNamedItem("name") != null) {
              name = d.getAttributes().getNamedItem("name").getNodeValue();
            }
          }
        }
      }
      if (!has) {
        Node spPr = node.getOwnerDocument().createElementNS(P, "p:spPr");
        node.insertBefore(spPr, after == null ? node.getFirstChild() : after.getNextSibling());
        repaired.add(name);
      }
    }
    return repaired;
  }

  /** What is wrong, from a failure inside POI. */
  static String why(RuntimeException e) {
    if (String.valueOf(e.getMessage()).startsWith("SlideLayout was not found")) {
      return "could not be read: its slide layout is missing (a broken relationship)";
    }
    if (e instanceof NullPointerException || e instanceof IndexOutOfBoundsException
        || e instanceof ClassCastException || e.getMessage() == null) {
      return "could not be read: its XML lacks a required element or holds one of the wrong "
          + "kind";
    }
    return "could not be read: " + e.getMessage();
  }
}
