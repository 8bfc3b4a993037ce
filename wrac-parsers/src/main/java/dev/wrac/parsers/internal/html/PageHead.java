package dev.wrac.parsers.internal.html;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.nodes.Element;

/**
 * What a page says about itself in its head and root element.
 *
 * @param title    {@code <title>}, else {@code og:title}; {@code null} if neither
 * @param metadata {@code canonicalUrl} ({@code <link rel=canonical>}, else {@code og:url}),
 *                 {@code language} (the root's {@code lang}) and {@code description}, when
 *                 declared
 */
record PageHead(String title, Map<String, String> metadata) {
  /** A page without a head. */
  static final PageHead NONE = new PageHead(null, Map.of());

  /**
   * Reads a head element and the root ({@code html}) element; either may be {@code null}. Only
   * the head is searched, so a large body costs nothing here.
   */
  static PageHead of(Element head, Element root) {
    Map<String, String> m = new HashMap<>();
    String title = "";
    String canonical = "";
    String description = "";
    if (head != null) {
      for (Element e : head.getElementsByTag("title")) {
        title = e.text().replaceAll("\\s+", " ").strip();
        break;
      }
      if (title.isEmpty()) {
        title = meta(head, "property", "og:title");
      }
      for (Element link : head.getElementsByTag("link")) {
        if (link.attr("rel").strip().equalsIgnoreCase("canonical")) {
          canonical = link.attr("href").strip();
          if (!canonical.isEmpty()) {
            break;
          }
        }
      }
      if (canonical.isEmpty()) {
        canonical = meta(head, "property", "og:url");
      }
      description = meta(head, "name", "description");
    }
    if (!canonical.isEmpty()) {
      m.put("canonicalUrl", canonical);
    }
    if (root != null && !root.attr("lang").isBlank()) {
      m.put("language", root.attr("lang").strip());
    }
    if (!description.isEmpty()) {
      m.put("description", description);
    }
    return new PageHead(title.isEmpty() ? null : title, Collections.unmodifiableMap(m));
  }

  /** The content of the head's {@code <meta key="value" content>}, or "". */
  private static String meta(Element head, String key, String value) {
    for (Element meta : head.getElementsByTag("meta")) {
      if (meta.attr(key).strip().equalsIgnoreCase(value)) {
        String content = meta.attr("content").strip();
        if (!content.isEmpty()) {
          return content;
        }
      }
    }
    return "";
  }
}
