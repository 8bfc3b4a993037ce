package dev.wrac.parsers.internal.html;

import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * What an element's tag, {@code class}, {@code id}, {@code role} and {@code itemprop} say about
 * it: boilerplate (cookie banners, sharing bars, comments, related links, navigation, …),
 * content (article bodies), or nothing. Class and id are split into words at punctuation and
 * camel-case humps ({@code "relatedStories"} gives {@code related}, {@code stories}).
 */
final class Hints {
  /** Nothing known. */
  static final int NONE = 0;
  /** Looks like the main content. */
  static final int CONTENT = 1;
  /** Looks like boilerplate. */
  static final int BOILERPLATE = 2;

  /** Words that mark boilerplate whatever else the class says. */
  private static final Set<String> STRONG = Set.of(
      "comment", "comments", "commentlist", "disqus", "respond",
      "cookie", "cookies", "consent", "gdpr", "cmp",
      "newsletter", "subscribe", "subscription", "signup", "signin", "login", "register",
      "registration",
      "share", "sharing", "sharebar", "shares", "social", "socials", "addthis", "sharethis",
      "related", "recommended", "recommendation", "recommendations", "recirc", "recirculation",
      "trending", "popular", "mostread", "mostpopular", "outbrain", "taboola", "zergnet",
      "breadcrumb", "breadcrumbs",
      "ad", "ads", "advert", "adverts", "advertisement", "advertising", "adslot", "adunit",
      "dfp", "sponsor", "sponsored", "promo", "promotion", "promoted",
      "sidebar", "widget", "widgets",
      "nav", "navbar", "navigation", "menu", "submenu",
      "footer", "masthead",
      "pagination", "pager",
      "popup", "modal", "lightbox", "toolbar",
      "skip", "sronly", "visuallyhidden", "author", "authors", "byline", "bio", "biography",
      "caption", "captions", "figcaption", "photocredit", "imagecredit");

  /** Words that mark boilerplate unless a content word is there too. */
  private static final Set<String> WEAK = Set.of(
      "header", "meta", "dateline", "timestamp", "tags", "tag", "taglist",
      "topics", "print", "tools", "banner", "overlay", "rss", "follow", "survey", "feedback",
      "jump", "toc", "hidden", "extra", "aside", "more", "teaser", "teasers", "card", "cards");

  /** Words that mark the main content. */
  private static final Set<String> CONTENT_WORDS = Set.of(
      "article", "articlebody", "body", "content", "entry", "main", "post", "story", "text",
      "prose", "blog", "markdown", "richtext", "storytext", "hentry", "paragraph");

  /** ARIA roles of page furniture. */
  private static final Set<String> ROLES = Set.of("navigation", "banner", "contentinfo",
      "complementary", "search", "dialog", "alertdialog", "menu", "menubar", "toolbar",
      "tablist", "alert", "status", "form");

  /** Tags of page furniture. */
  private static final Set<String> TAGS = Set.of("nav", "aside", "footer", "header", "form",
      "fieldset", "menu", "address");

  /**
   * Tags whose names say nothing about page furniture: table parts, inline formatting, and
   * headings and paragraphs (their ids are often slugs of their own text).
   */
  private static final Set<String> NEUTRAL_TAGS = Set.of("tr", "td", "th", "thead", "tbody",
      "tfoot", "col", "colgroup", "b", "strong", "em", "i", "u", "code", "sup", "sub", "br",
      "html", "body", "h1", "h2", "h3", "h4", "h5", "h6", "p");

  private Hints() {}

  /** The hint for an element. */
  static int of(Element e, String tag) {
    if (tag.equals("article") || tag.equals("main")) {
      return CONTENT;
    }
    if (NEUTRAL_TAGS.contains(tag)) {
      return NONE;
    }
    boolean strong = false;
    boolean weak = TAGS.contains(tag);
    boolean content = false;
    if (e.attributesSize() > 0) {
      String role = e.attr("role").toLowerCase(Locale.ROOT);
      if (role.equals("main") || role.equals("article")) {
        return CONTENT;
      }
      String itemprop = e.attr("itemprop").toLowerCase(Locale.ROOT);
      if (itemprop.equals("articlebody") || itemprop.equals("text")) {
        return CONTENT;
      }
      if (!role.isEmpty() && ROLES.contains(role)) {
        strong = true;
      }
      String words = e.attr("class") + ' ' + e.attr("id");
      if (!words.isBlank()) {
        int[] found = scan(words);
        strong |= (found[0] & 1) != 0;
        weak |= (found[0] & 2) != 0;
        content = (found[0] & 4) != 0;
      }
    }
    if (strong) {
      return BOILERPLATE;
    }
    if (content) {
      return CONTENT;
    }
    return weak ? BOILERPLATE : NONE;
  }

  /** Bit 1: a strong boilerplate word, bit 2: a weak one, bit 4: a content word. */
  private static int[] scan(String s) {
    int bits = 0;
    StringBuilder word = new StringBuilder();
    StringBuilder joined = new StringBuilder(); // the words of one class name run together
    int n = s.length();
    for (int k = 0; k <= n; k++) {
      char c = k < n ? s.charAt(k) : ' ';
      boolean letter = Character.isLetterOrDigit(c);
      boolean hump = letter && Character.isUpperCase(c) && word.length() > 0
          && Character.isLowerCase(word.charAt(word.length() - 1));
      if (!letter || hump) {
        if (word.length() > 0) {
          bits |= classify(word.toString().toLowerCase(Locale.ROOT));
          joined.append(word);
          word.setLength(0);
        }
        if (!letter && (c == ' ' || k == n)) {
          if (joined.length() > 0) {
            bits |= classify(joined.toString().toLowerCase(Locale.ROOT));
            joined.setLength(0);
          }
        }
      }
      if (letter) {
        word.append(c);
      }
    }
    return new int[] {bits};
  }

  private static int classify(String w) {
    if (STRONG.contains(w)) {
      return 1;
    }
    if (WEAK.contains(w)) {
      return 2;
    }
    if (CONTENT_WORDS.contains(w)) {
      return 4;
    }
    return 0;
  }
}
