package dev.wrac.parsers.internal.html;

import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/** What HTML elements are: never shown, hidden, block-level, headings, inline formatting. */
final class Tags {
  /** Elements whose content is never page text. */
  static final Set<String> NEVER_TEXT = Set.of("script", "style", "noscript", "template", "head",
      "title", "meta", "link", "base", "svg", "math", "iframe", "frame", "frameset", "object",
      "embed", "canvas", "video", "audio", "source", "track", "picture", "img", "map", "area",
      "select", "option", "optgroup", "datalist", "button", "input", "textarea", "progress",
      "meter", "dialog", "slot", "param", "applet", "noembed", "noframes", "xml");

  /** Elements that start a new block of text. */
  static final Set<String> BLOCK = Set.of("address", "article", "aside", "blockquote", "body",
      "center", "dd", "details", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
      "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html",
      "legend", "li", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table",
      "tbody", "thead", "tfoot", "tr", "td", "th", "caption", "ul", "listing", "plaintext",
      "xmp", "search", "colgroup", "col");

  /** Inline elements that render their text bold. */
  static final Set<String> BOLD = Set.of("b", "strong");

  private static final Pattern DISPLAY_NONE = Pattern.compile(
      "(?:^|;)\\s*(?:display\\s*:\\s*none|visibility\\s*:\\s*hidden)\\s*(?:!important\\s*)?(?:;|$)",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern BOLD_STYLE = Pattern.compile(
      "font-weight\\s*:\\s*(?:bold|bolder|[6-9]00)", Pattern.CASE_INSENSITIVE);

  private Tags() {}

  /** Whether an element starts a block: a known block tag, or a custom element ({@code x-y}). */
  static boolean isBlock(String tag) {
    return BLOCK.contains(tag) || tag.indexOf('-') > 0;
  }

  /** The heading level of {@code h1}–{@code h6} or an ARIA heading, else 0. */
  static int headingLevel(Element e, String tag) {
    if (tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '1' && tag.charAt(1) <= '6') {
      return tag.charAt(1) - '0';
    }
    if ("heading".equalsIgnoreCase(e.attr("role"))) {
      String level = e.attr("aria-level").trim();
      if (level.length() == 1 && level.charAt(0) >= '1' && level.charAt(0) <= '6') {
        return level.charAt(0) - '0';
      }
      return 2; // ARIA's default level for role=heading
    }
    return 0;
  }

  /**
   * Whether an element is not shown: never-text tags, the {@code hidden} attribute,
   * {@code aria-hidden="true"}, an inline {@code display:none} or {@code visibility:hidden}, or
   * a hidden input.
   */
  static boolean isHidden(Element e, String tag) {
    if (NEVER_TEXT.contains(tag)) {
      return true;
    }
    if (e.attributesSize() == 0) {
      return false;
    }
    if (e.hasAttr("hidden") || "true".equalsIgnoreCase(e.attr("aria-hidden").trim())) {
      return true;
    }
    String style = e.attr("style");
    return !style.isEmpty() && DISPLAY_NONE.matcher(style).find();
  }

  /** Whether an inline element renders its text bold. */
  static boolean isBold(Element e, String tag) {
    if (BOLD.contains(tag)) {
      return true;
    }
    String style = e.attr("style");
    return !style.isEmpty() && BOLD_STYLE.matcher(style).find();
  }

  /** The lower-case tag name. */
  static String name(Element e) {
    return e.normalName();
  }
}
