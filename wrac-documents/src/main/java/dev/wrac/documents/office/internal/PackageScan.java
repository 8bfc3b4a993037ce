package dev.wrac.documents.office.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.poi.openxml4j.util.ZipEntrySource;

/**
 * Checks the XML parts of a package before POI builds a tree of any of them: each part is
 * streamed (StAX, no DTD, no entities) and refused, naming the part and the limit, once its
 * elements nest deeper than {@link OfficePackages#MAX_XML_DEPTH}, or the core-properties part
 * deeper than {@link OfficePackages#MAX_PROPERTIES_DEPTH} (POI's check of that part takes time
 * exponential in its depth). Worksheets are skipped: they are streamed by SAX, which does not
 * recurse. A part that is not well-formed is left to POI, whose error is what it always was.
 */
final class PackageScan {
  private static final XMLInputFactory STAX = factory();
  private static final String CONTENT_TYPES = "[Content_Types].xml";
  private static final String CORE_PROPERTIES = "core-properties";
  private static final String WORKSHEET = "spreadsheetml.worksheet";

  private PackageScan() {}

  private static XMLInputFactory factory() {
    XMLInputFactory f = XMLInputFactory.newFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, false);
    return f;
  }

  /** Scans every XML part of {@code zip}; throws MALFORMED naming the first too deep. */
  static void check(String document, ZipEntrySource zip) throws IOException {
    Map<String, String> overrides = new HashMap<>();
    Map<String, String> defaults = new HashMap<>();
    ZipArchiveEntry types = zip.getEntry(CONTENT_TYPES);
    if (types != null) {
      try (InputStream in = zip.getInputStream(types)) {
        contentTypes(document, in, overrides, defaults);
      }
    }
    List<? extends ZipArchiveEntry> entries = Collections.list(zip.getEntries());
    for (ZipArchiveEntry entry : new ArrayList<>(entries)) {
      String name = entry.getName();
      if (entry.isDirectory() || name.equals(CONTENT_TYPES)) {
        continue;
      }
      String type = contentType(name, overrides, defaults);
      if (type.contains(WORKSHEET) || !(type.endsWith("xml") || lower(name).endsWith(".xml")
          || lower(name).endsWith(".rels") || lower(name).endsWith(".vml"))) {
        continue;
      }
      boolean properties = type.contains(CORE_PROPERTIES);
      int limit = properties ? OfficePackages.MAX_PROPERTIES_DEPTH : OfficePackages.MAX_XML_DEPTH;
      try (InputStream in = zip.getInputStream(entry)) {
        depth(document, name, in, limit, properties);
      }
    }
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }

  private static String contentType(String name, Map<String, String> overrides,
      Map<String, String> defaults) {
    String type = overrides.get(lower("/" + name));
    if (type == null) {
      int dot = name.lastIndexOf('.');
      type = dot < 0 ? null : defaults.get(lower(name.substring(dot + 1)));
    }
    return type == null ? "" : lower(type);
  }

  private static void contentTypes(String document, InputStream in, Map<String, String> overrides,
      Map<String, String> defaults) {
    XMLStreamReader xml = null;
    try {
      xml = STAX.createXMLStreamReader(in);
      int depth = 0;
      while (xml.hasNext()) {
        int event = xml.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          if (++depth > OfficePackages.MAX_PROPERTIES_DEPTH) {
            throw tooDeep(document, CONTENT_TYPES, OfficePackages.MAX_PROPERTIES_DEPTH);
          }
          String type = xml.getAttributeValue(null, "ContentType");
          if (type != null) {
            String part = xml.getAttributeValue(null, "PartName");
            String extension = xml.getAttributeValue(null, "Extension");
            if (part != null) {
              overrides.put(lower(part), type);
            } else if (extension != null) {
              defaults.put(lower(extension), type);
            }
          }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          depth--;
        }
      }
    } catch (XMLStreamException e) {
      // not well-formed: POI says so in its own words
    } finally {
      close(xml);
    }
  }

  private static void depth(String document, String part, InputStream in, int limit,
      boolean properties) {
    XMLStreamReader xml = null;
    try {
      xml = STAX.createXMLStreamReader(in);
      int depth = 0;
      while (xml.hasNext()) {
        int event = xml.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          if (++depth > limit) {
            throw tooDeep(document, part, limit);
          }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          depth--;
        }
      }
    } catch (XMLStreamException e) {
      // not well-formed: POI says so in its own words
    } finally {
      close(xml);
    }
  }

  private static DocumentParseException tooDeep(String document, String part, int limit) {
    return new DocumentParseException(document, Reason.MALFORMED, part + ": XML elements nested "
        + "more than " + limit + " deep (the limit for this part); refused before it is read");
  }

  private static void close(XMLStreamReader xml) {
    if (xml != null) {
      try {
        xml.close();
      } catch (XMLStreamException e) {
        // nothing held
      }
    }
  }
}
