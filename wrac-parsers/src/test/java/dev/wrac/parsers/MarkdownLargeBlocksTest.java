package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.PlanInvariants;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Documents over the segment size without heading boundaries: long fenced code blocks and long
 * lines are cut into segments (so no syntax tree grows with the document), and the cut keeps
 * every character and every span. Small segment and block sizes stand in for the real ones.
 */
class MarkdownLargeBlocksTest {
  /** Segments of about 100 characters; blocks and lines cut after 200. */
  private static final MarkdownParser SMALL = new MarkdownParser(100, 200);

  @Test
  void aLongFencedCodeBlockBecomesSeveralCodeElementsThatTogetherAreTheBlock() {
    StringBuilder code = new StringBuilder();
    for (int i = 0; i < 120; i++) {
      code.append("int x").append(i).append(" = ").append(i).append(";\n");
      if (i == 60) {
        code.append("# not a heading: inside the fence\n\n");
      }
    }
    String block = "```java\n" + code + "```";
    String md = "# Title\n\nIntro.\n\n" + block + "\n\nAfter the block.\n\n# End\n\nLast.\n";
    ParsedDocument doc = parse(SMALL, md);

    List<Element> codes = ofKind(doc, ElementKind.CODE);
    assertThat(codes).hasSizeGreaterThan(2);
    int blockStart = md.indexOf(block);
    assertCoversExactly(md, codes, blockStart, blockStart + block.length());
    assertThat(codes.get(0).text()).startsWith("```java\n");
    assertThat(codes.get(codes.size() - 1).text()).endsWith("\n```");
    assertThat(doc.elements()).extracting(Element::text)
        .contains("# Title", "Intro.", "After the block.", "# End", "Last.")
        .doesNotContain("# not a heading: inside the fence");
    assertThat(ofKind(doc, ElementKind.HEADING)).extracting(Element::text)
        .containsExactly("# Title", "# End");
    assertSameLines(doc, parse(new MarkdownParser(Integer.MAX_VALUE), md), "After the block.");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void aFencedBlockOfCrAndCrLfLineBreaksIsCutAndMarkdownResumesAfterIt() {
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      body.append(i % 3 == 0 ? "\r\n" : "\r").append(i % 50 == 0 ? "line " + i : "");
    }
    String md = "```\n" + body + "\n```\r\n\r\nAfter.\r\n# End\r\n";
    ParsedDocument doc = parse(SMALL, md);

    List<Element> codes = ofKind(doc, ElementKind.CODE);
    assertThat(codes).hasSizeGreaterThan(1);
    int blockEnd = md.indexOf("```\r\n", 4) + 3;
    assertCoversExactly(md, codes, 0, blockEnd);
    assertThat(doc.elements()).extracting(Element::text).endsWith("After.", "# End");
    assertSameLines(doc, parse(new MarkdownParser(Integer.MAX_VALUE), md), "After.");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void aLongLineOfOneLetterIsCutBetweenLettersAndKeepsEveryCharacter() {
    String line = "a".repeat(2_000);
    String md = "Intro.\n\n" + line + "\n\n# End\n";
    ParsedDocument doc = parse(SMALL, md);

    List<Element> paragraphs = ofKind(doc, ElementKind.PARAGRAPH);
    int start = md.indexOf(line);
    assertCoversExactly(md, paragraphs.subList(1, paragraphs.size()), start,
        start + line.length());
    assertThat(paragraphs.size()).isGreaterThan(3);
    assertThat(doc.elements().get(doc.size() - 1).text()).isEqualTo("# End");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void aLongLineOfCjkAndWordsIsCutBeforeALetterAndKeepsEveryCharacter() {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < 600; i++) {
      line.append(i % 7 == 0 ? " word " : "").append((char) (0x4E00 + (i * 37) % 0x5000));
    }
    line.append(new String(Character.toChars(0x20000)).repeat(300)); // letters beyond the BMP
    String md = "# Title\n\n" + line + "\n";
    ParsedDocument doc = parse(SMALL, md);

    List<Element> paragraphs = ofKind(doc, ElementKind.PARAGRAPH);
    assertThat(paragraphs.size()).isGreaterThan(2);
    int start = md.indexOf(line.toString());
    assertCoversExactly(md, paragraphs, start, start + line.length());
    for (Element p : paragraphs) {
      assertThat(Character.isLowSurrogate(p.text().charAt(0))).isFalse();
    }
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void aLongParagraphOfShortLinesIsCutAtLineStartsAndKeepsEveryCharacter() {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      lines.append("word").append(i).append(i % 10 == 0 ? "\r\n" : "\n");
    }
    String md = "- item\n" + lines + "\nAfter.\n";
    ParsedDocument doc = parse(SMALL, md);

    List<Element> parts = doc.elements().subList(0, doc.size() - 1);
    assertThat(parts.size()).isGreaterThan(2);
    assertThat(parts.get(0).kind()).isEqualTo(ElementKind.LIST_ITEM);
    assertCoversExactly(md, parts, 0, md.indexOf("After."));
    assertSameLines(doc, parse(new MarkdownParser(Integer.MAX_VALUE), md), "After.");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void documentsWithinTheSegmentSizeAreNotCutWhateverTheirBlocks() {
    String md = "Intro.\n\n```\n" + "code line\n".repeat(40) + "```\n\n" + "b".repeat(300) + "\n";
    MarkdownParser parser = new MarkdownParser(md.length(), 50);
    ParsedDocument fromBytes = parser.parse(
        DocumentSource.ofBytes("big.md", md.getBytes(StandardCharsets.UTF_8)),
        ParseOptions.defaults());
    ParsedDocument whole = parse(new MarkdownParser(Integer.MAX_VALUE), md);
    assertThat(fromBytes).isEqualTo(whole);
    assertThat(ofKind(whole, ElementKind.CODE)).hasSize(1);
  }

  @Test
  void aLongLineInsideAnHtmlBlockIsNotCut() {
    String md = "<pre>\n" + "x".repeat(1_000) + "\n\n# not a heading\n</pre>\n\nAfter.\n";
    ParsedDocument doc = parse(SMALL, md);
    assertThat(ofKind(doc, ElementKind.HEADING)).isEmpty();
    assertThat(doc.elements()).extracting(Element::text).endsWith("After.");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  private static ParsedDocument parse(MarkdownParser parser, String md) {
    return parser.parse(DocumentSource.ofText("big.md", md), ParseOptions.defaults());
  }

  private static List<Element> ofKind(ParsedDocument doc, ElementKind kind) {
    List<Element> out = new ArrayList<>();
    for (Element e : doc.elements()) {
      if (e.kind() == kind) {
        out.add(e);
      }
    }
    return out;
  }

  /**
   * The elements lie in {@code [from, to)} in order without overlap, and what lies between and
   * around them there is white space only: together they are that range's text.
   */
  private static void assertCoversExactly(String md, List<Element> elements, int from, int to) {
    int at = from;
    for (Element e : elements) {
      assertThat(e.span().start()).as("start of %s", e.id()).isGreaterThanOrEqualTo(at);
      assertThat(md.substring(at, e.span().start())).as("gap before %s", e.id()).isBlank();
      assertThat(e.text()).isEqualTo(md.substring(e.span().start(), e.span().end()));
      at = e.span().end();
    }
    assertThat(at).isLessThanOrEqualTo(to);
    assertThat(md.substring(at, to)).isBlank();
  }

  /** The element with {@code text} has the same span, lines included, in both documents. */
  private static void assertSameLines(ParsedDocument a, ParsedDocument b, String text) {
    assertThat(find(a, text).span()).isEqualTo(find(b, text).span());
  }

  private static Element find(ParsedDocument doc, String text) {
    return doc.elements().stream().filter(e -> e.text().equals(text)).findFirst().orElseThrow();
  }
}
