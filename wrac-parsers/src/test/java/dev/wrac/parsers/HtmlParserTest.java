package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class HtmlParserTest {
  private static final HtmlParser ALL =
      HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build();

  private static ParsedDocument parse(HtmlParser parser, String html) {
    return parser.parse(DocumentSource.ofText("page.html", html), ParseOptions.defaults());
  }

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  private static List<ElementKind> kinds(ParsedDocument doc) {
    return doc.elements().stream().map(Element::kind).toList();
  }

  @Test
  void foundByServiceLoaderForHtmlFilesAndMediaType() {
    DocumentParsers parsers = DocumentParsers.load();
    assertThat(parsers.forSource(DocumentSource.ofText("a.html", "<p>x</p>")))
        .isInstanceOf(HtmlParser.class);
    assertThat(parsers.forSource(DocumentSource.ofText("a.htm.gz", "x"))).isInstanceOf(
        HtmlParser.class);
    assertThat(parsers.forSource(DocumentSource.ofText("noext", "x")
        .withMediaType("text/html; charset=utf-8"))).isInstanceOf(HtmlParser.class);
  }

  @Test
  void headingsParagraphsAndHeadingPaths() {
    ParsedDocument doc = parse(ALL, "<h1>Guide</h1><p>Intro  text\n here.</p><h2>Setup</h2>"
        + "<p>Install it.</p><div role=\"heading\" aria-level=\"3\">Linux</div><p>apt.</p>");
    assertThat(kinds(doc)).containsExactly(ElementKind.HEADING, ElementKind.PARAGRAPH,
        ElementKind.HEADING, ElementKind.PARAGRAPH, ElementKind.HEADING, ElementKind.PARAGRAPH);
    assertThat(texts(doc)).containsExactly("Guide", "Intro text here.", "Setup", "Install it.",
        "Linux", "apt.");
    Element linux = doc.elements().get(4);
    assertThat(linux.level()).isEqualTo(3);
    assertThat(doc.elements().get(5).headingPath())
        .containsExactly(ElementId.of("h1"), ElementId.of("h2"), ElementId.of("h3"));
    assertThat(doc.title()).contains("Guide");
  }

  @Test
  void boldOneLineParagraphFollowedByTextIsAHeading() {
    ParsedDocument doc = parse(ALL, "<h1>Doc</h1><p><strong>Billing</strong></p><p>Pay monthly."
        + "</p><p><b>Not a heading.</b></p><p>Text</p><p>Tail <b>bold</b> words</p>");
    assertThat(doc.elements().get(1).kind()).isEqualTo(ElementKind.HEADING);
    assertThat(doc.elements().get(1).level()).isEqualTo(2);
    assertThat(doc.elements().get(3).kind()).isEqualTo(ElementKind.PARAGRAPH);
    assertThat(doc.elements().get(5).kind()).isEqualTo(ElementKind.PARAGRAPH);
    ParsedDocument plain = parse(HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE)
        .boldHeadings(false).build(), "<p><strong>Billing</strong></p><p>Pay monthly.</p>");
    assertThat(kinds(plain)).containsOnly(ElementKind.PARAGRAPH);
  }

  @Test
  void nestedListsKeepDepthGroupNumbersAndLeadIn() {
    ParsedDocument doc = parse(ALL, "<p>Steps:</p><ol start=\"3\"><li>Open<ul><li>lid</li>"
        + "<li>box</li></ul>then close</li><li><p>Wait</p><p>long</p></li></ol>");
    List<Element> items = doc.elements().subList(1, doc.size());
    assertThat(items).extracting(Element::text)
        .containsExactly("Open", "lid", "box", "then close", "Wait\nlong");
    assertThat(items).extracting(Element::level).containsExactly(1, 2, 2, 1, 1);
    assertThat(items).extracting(Element::ordinal).containsExactly(3, 0, 0, 0, 4);
    assertThat(items).extracting(Element::group).containsOnly("list1");
    assertThat(items.get(0).intro()).isEqualTo(ElementId.of("p1"));
  }

  @Test
  void tablesBecomeAHeaderAndOneRowElementEachWithHeaderCells() {
    String html = "<table><caption>Prices</caption><thead><tr><th>Plan</th><th>Price</th></tr>"
        + "</thead><tbody><tr><td>Basic</td><td>5 EUR</td></tr><tr><td>Pro</td><td></td></tr>"
        + "</tbody></table>";
    ParsedDocument doc = parse(ALL, html);
    assertThat(kinds(doc)).containsExactly(ElementKind.CAPTION, ElementKind.TABLE_HEADER,
        ElementKind.TABLE_ROW, ElementKind.TABLE_ROW);
    assertThat(texts(doc)).containsExactly("Prices", "Plan | Price", "Basic | 5 EUR", "Pro |");
    Element row = doc.elements().get(2);
    assertThat(row.headerCells()).containsExactly("Plan", "Price");
    assertThat(row.intro()).isEqualTo(ElementId.of("th1"));
    assertThat(row.group()).isEqualTo("table1");
    ParsedDocument sentences = parse(HtmlParser.builder()
        .content(HtmlParser.Content.ALL_VISIBLE)
        .tableRows(HtmlParser.TableRows.SENTENCES).build(), html);
    assertThat(texts(sentences)).contains("Plan: Basic; Price: 5 EUR", "Plan: Pro");
  }

  @Test
  void layoutTablesAreReadAsBlocks() {
    ParsedDocument doc = parse(ALL, "<table><tr><td><h2>Title</h2><p>Text one.</p></td>"
        + "<td><table><tr><td>inner</td></tr></table></td></tr></table>");
    // the outer table holds a heading and a table: layout; the inner one is a (tiny) data table
    assertThat(kinds(doc)).containsExactly(ElementKind.HEADING, ElementKind.PARAGRAPH,
        ElementKind.TABLE_ROW);
    assertThat(texts(doc)).containsExactly("Title", "Text one.", "inner");
  }

  @Test
  void codeQuotesDefinitionsCaptionsAndLineBreaks() {
    ParsedDocument doc = parse(ALL, "<pre><code>int x = 1;\n  return x;</code></pre>"
        + "<blockquote><p>Said one.</p><p>Said two.</p></blockquote>"
        + "<dl><dt>TTL</dt><dd>Time to live.</dd><dt>MTU</dt><dd>Packet size.</dd></dl>"
        + "<figure><img src=x.png><figcaption>A cat.</figcaption></figure>"
        + "<p>line one<br>line two<br><br>next para</p>");
    assertThat(kinds(doc)).containsExactly(ElementKind.CODE, ElementKind.QUOTE,
        ElementKind.DEFINITION, ElementKind.DEFINITION, ElementKind.CAPTION,
        ElementKind.PARAGRAPH, ElementKind.PARAGRAPH);
    assertThat(texts(doc)).containsExactly("int x = 1;\n  return x;", "Said one.\nSaid two.",
        "TTL\nTime to live.", "MTU\nPacket size.", "A cat.", "line one\nline two",
        "next para");
  }

  @Test
  void hiddenElementsScriptsAndControlsAreNeverEmitted() {
    ParsedDocument doc = parse(ALL, "<p>shown</p><p hidden>h1</p><p aria-hidden=\"true\">h2</p>"
        + "<p style=\"color:red; display: none\">h3</p><p style=\"visibility:hidden\">h4</p>"
        + "<script>var s='h5'</script><style>p{}</style><noscript>h6</noscript>"
        + "<template><p>h7</p></template><button>h8</button><select><option>h9</select>");
    assertThat(texts(doc)).containsExactly("shown");
  }

  @Test
  void spansPointAtTheElementInTheDecodedPage() {
    String html = "<html><body>\n<h1>Title</h1>\n<p>First &amp; second.</p></body></html>";
    ParsedDocument doc = parse(ALL, html);
    Element p = doc.elements().get(1);
    assertThat(html.substring(p.span().start(), p.span().end()))
        .isEqualTo("<p>First &amp; second.</p>");
    assertThat(p.span().line()).isEqualTo(3);
  }

  @Test
  void titleCanonicalUrlLanguageAndDescriptionOnTheDocument() {
    ParsedDocument doc = parse(ALL, "<html lang=\"en\"><head><title> My  Page </title>"
        + "<link rel=\"canonical\" href=\"https://example.org/page\">"
        + "<meta name=\"description\" content=\"About it\"></head><body><p>x</p></body></html>");
    assertThat(doc.title()).contains("My Page");
    assertThat(doc.metadata()).containsEntry("canonicalUrl", "https://example.org/page")
        .containsEntry("language", "en").containsEntry("description", "About it");
  }

  /**
   * A news article among navigation, a cookie banner, breadcrumbs, a sharing bar, related
   * links, comments and a footer; its main content is the headline and six paragraphs.
   */
  static String newsPage() {
    StringBuilder article = new StringBuilder();
    for (int k = 1; k <= 6; k++) {
      article.append("<p>Paragraph ").append(k).append(" of the story, with enough words, commas,"
          + " and sentences to read like an article. It goes on for a while.</p>");
    }
    String html = "<html><head><title>Big news | Site</title></head><body>"
        + "<nav><ul><li><a href=/>Home</a></li><li><a href=/w>World</a></li></ul></nav>"
        + "<div class=\"cookie-banner\"><p>We use cookies to improve your experience, accept"
        + " them all to continue reading.</p></div>"
        + "<div class=\"breadcrumbs\"><a href=/>Home</a> › <a href=/n>News</a></div>"
        + "<article><h1>Big news</h1><p>Updated: Nov. 19, 2019 8:21 am</p>" + article
        + "<div class=\"share-bar\"><a href=#>Facebook</a> <a href=#>Twitter</a></div>"
        + "<ul class=\"related-links\"><li><a href=/a>Another story here</a></li>"
        + "<li><a href=/b>And one more story</a></li></ul></article>"
        + "<section id=\"comments\"><p>I disagree with this article entirely, and here is a long"
        + " comment explaining why, sentence after sentence.</p></section>"
        + "<footer><p>Copyright 2024 Site Inc. All rights reserved.</p></footer></body></html>";
    return html;
  }

  @Test
  void mainContentDropsNavigationCookieBannerSharingCommentsAndRelatedLinks() {
    String html = newsPage();
    ParsedDocument doc = parse(HtmlParser.create(), html);
    // the headline stays (two words are too few to call it a copy of the title); the dateline
    // above the text goes
    assertThat(texts(doc)).hasSize(7).first().isEqualTo("Big news");
    assertThat(texts(doc).subList(1, 7)).allMatch(t -> t.startsWith("Paragraph "));
    assertThat(doc.title()).contains("Big news | Site");
    ParsedDocument everything = parse(ALL, html);
    assertThat(texts(everything)).contains("Big news", "Home", "We use cookies to improve your"
        + " experience, accept them all to continue reading.");
  }

  @Test
  void mainContentKeepsAPageThatIsAllContent() {
    String html = "<h1>Fleet</h1><p>Our aircraft.</p><ul><li>Seats: 8</li><li>Range: long</li>"
        + "</ul><table><tr><th>Class</th><th>Seats</th></tr><tr><td>First</td><td>8</td></tr>"
        + "</table><h2>Notes</h2><p>More details follow in the next section.</p>";
    assertThat(texts(parse(HtmlParser.create(), html)))
        .isEqualTo(texts(parse(ALL, html)));
  }

  @Test
  void bytesAreDecodedByBomHeaderCharsetMetaOrDetection() {
    String text = "<p>Grüße – naïve</p>";
    ParseOptions o = ParseOptions.defaults();
    // windows-1252 declared in a meta tag
    byte[] latin = ("<meta charset=\"windows-1252\">" + text).getBytes(Charset.forName("windows-1252"));
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html", latin), o))).containsExactly(
        "Grüße – naïve");
    // the HTTP header's charset wins over a wrong meta declaration
    byte[] lying = ("<meta charset=\"utf-8\">" + text).getBytes(StandardCharsets.ISO_8859_1);
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html", lying)
        .withCharset(StandardCharsets.ISO_8859_1), o))).containsExactly("Grüße ? naïve");
    // a BOM wins over everything
    byte[] bom = concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
        ("<meta charset=\"iso-8859-1\">" + text).getBytes(StandardCharsets.UTF_8));
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html", bom), o))).containsExactly(
        "Grüße – naïve");
    byte[] utf16 = concat(new byte[] {(byte) 0xFF, (byte) 0xFE},
        text.getBytes(StandardCharsets.UTF_16LE));
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html", utf16), o))).containsExactly(
        "Grüße – naïve");
    // no declaration: valid UTF-8 is UTF-8, anything else windows-1252
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html",
        text.getBytes(StandardCharsets.UTF_8)), o))).containsExactly("Grüße – naïve");
    assertThat(texts(ALL.parse(DocumentSource.ofBytes("a.html",
        text.getBytes(Charset.forName("windows-1252"))), o))).containsExactly("Grüße – naïve");
  }

  @Test
  void aWrongCharsetDeclarationGivesReplacementCharactersNotAFailure() {
    byte[] latin = ("<meta charset=\"utf-8\"><p>Grüße</p>").getBytes(StandardCharsets.ISO_8859_1);
    ParsedDocument doc = ALL.parse(DocumentSource.ofBytes("a.html", latin),
        ParseOptions.defaults());
    assertThat(texts(doc)).containsExactly("Gr\uFFFD\uFFFDe");
  }

  @Test
  void emptyBinaryAndTextlessPagesFailWithTypedErrors() {
    ParseOptions o = ParseOptions.defaults();
    assertThatThrownBy(() -> ALL.parse(DocumentSource.ofBytes("e.html", new byte[0]), o))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.EMPTY);
          assertThat(e.document()).isEqualTo("e.html");
        });
    byte[] binary = new byte[4096];
    for (int k = 0; k < binary.length; k++) {
      binary[k] = (byte) (k * 31);
    }
    assertThatThrownBy(() -> ALL.parse(DocumentSource.ofBytes("b.html", binary), o))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.BINARY));
    assertThatThrownBy(() -> parse(HtmlParser.create(), "<script>x()</script><img src=a>"))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.EMPTY));
  }

  @Test
  void oversizedBlocksAreCutIntoSeveralElements() {
    String words = "word ".repeat(3000);
    ParsedDocument doc = ALL.parse(DocumentSource.ofText("big.html", "<p>" + words + "</p>"),
        ParseOptions.builder().maxElementTokens(100).build());
    assertThat(doc.size()).isGreaterThan(10);
    assertThat(doc.elements()).allMatch(e -> e.tokens() <= 100);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
