package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Hostile or broken Markdown: a typed error or a documented result, never a hang or a loss. */
class MarkdownBadInputTest {
  private static final MarkdownParser PARSER = MarkdownParser.create();

  @Test
  void emptyAndBlankFilesAreTypedErrors() {
    assertReason(DocumentSource.ofBytes("empty.md", new byte[0]), Reason.EMPTY);
    assertReason(DocumentSource.ofText("blank.md", "\n\n   \n"), Reason.EMPTY);
    assertReason(DocumentSource.ofText("rules.md", "***\n\n___\n"), Reason.EMPTY);
  }

  @Test
  void binaryAndInvalidUtf8AreTypedErrorsNamingTheFile() {
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13};
    assertReason(DocumentSource.ofBytes("image.md", png), Reason.BINARY);
    byte[] latin1 = "# Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
    assertThatThrownBy(() -> PARSER.parse(DocumentSource.ofBytes("latin1.md", latin1),
        ParseOptions.defaults()))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.MALFORMED_ENCODING);
          assertThat(e.document()).isEqualTo("latin1.md");
        })
        .hasMessageContaining("byte offset 5");
  }

  @Test
  void aSingleTwentyThousandWordParagraphIsCutWithoutLosingAWord() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      sb.append("word").append(i % 97).append(i % 50 == 49 ? ". " : " ");
    }
    String paragraph = sb.toString().trim();
    ParsedDocument doc = PARSER.parse(DocumentSource.ofText("para.md", paragraph),
        ParseOptions.defaults());
    assertThat(doc.size()).isGreaterThan(20);
    assertThat(doc.elements()).allSatisfy(e ->
        assertThat(e.tokens()).isLessThanOrEqualTo(ParseOptions.DEFAULT_MAX_ELEMENT_TOKENS));
    assertThat(String.join(" ", doc.elements().stream().map(Element::text).toList()))
        .isEqualTo(paragraph);
    List<Chunk> chunks = Wrac.chunk(doc);
    assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(512));
  }

  @Test
  void twoThousandDeepBlockQuotesAndListMarkersParseWithoutOverflow() {
    assertDeepQuotesAndListMarkersKeepTheirText(2_000);
  }

  @Test
  @Tag("slow")
  void tenThousandDeepBlockQuotesAndListMarkersParseWithoutOverflow() {
    assertDeepQuotesAndListMarkersKeepTheirText(10_000);
  }

  private static void assertDeepQuotesAndListMarkersKeepTheirText(int depth) {
    String quotes = ">".repeat(depth) + " deep text\n";
    ParsedDocument q = PARSER.parse(DocumentSource.ofText("quotes.md", quotes),
        ParseOptions.defaults());
    assertThat(String.join("", q.elements().stream().map(Element::text).toList()).replaceAll("\\s", ""))
        .isEqualTo(quotes.replaceAll("\\s", ""));
    String markers = "- ".repeat(depth) + "x\n";
    ParsedDocument m = PARSER.parse(DocumentSource.ofText("markers.md", markers),
        ParseOptions.defaults());
    assertThat(m.elements()).isNotEmpty();
    assertThat(m.elements().get(m.size() - 1).text()).endsWith("x");
  }

  @Test
  void aTwoHundredDeepIndentedListIsFlattenedAtTheCapAndSplitWithinTheBudget() {
    assertDeepIndentedListIsFlattenedAndSplitWithinTheBudget(200);
  }

  @Test
  @Tag("slow")
  void aThousandDeepIndentedListIsFlattenedAtTheCapAndSplitWithinTheBudget() {
    assertDeepIndentedListIsFlattenedAndSplitWithinTheBudget(1_000);
  }

  private static void assertDeepIndentedListIsFlattenedAndSplitWithinTheBudget(int depth) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      sb.append("  ".repeat(i)).append("- level ").append(i).append('\n');
    }
    ParsedDocument doc = PARSER.parse(DocumentSource.ofText("nested.md", sb.toString()),
        ParseOptions.defaults());
    int cap = dev.wrac.parsers.internal.MarkdownNesting.MAX_DEPTH;
    // one item per level up to the cap; the deeper ones are text of the item at the cap
    assertThat(doc.elements().subList(0, cap)).extracting(Element::level)
        .isEqualTo(java.util.stream.IntStream.rangeClosed(1, cap).boxed().toList());
    assertThat(doc.elements().subList(cap - 1, doc.size())).extracting(Element::level)
        .containsOnly(cap);
    List<Chunk> chunks = Wrac.chunk(doc);
    assertThat(chunks.size()).isGreaterThan(depth / 100);
    assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(512));
    assertThat(String.join("", chunks.stream().map(Chunk::text).toList()))
        .contains("- level " + (depth - 1));
  }

  @Test
  void unclosedFencesAndTablesWithRaggedRowsKeepAllText() {
    String md = "# T\n\n```\ncode never closed\n\n# not a heading\n";
    ParsedDocument doc = PARSER.parse(DocumentSource.ofText("fence.md", md), ParseOptions.defaults());
    assertThat(doc.elements()).extracting(Element::text)
        .containsExactly("# T", "```\ncode never closed\n\n# not a heading");
    String table = "| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n";
    ParsedDocument t = PARSER.parse(DocumentSource.ofText("ragged.md", table), ParseOptions.defaults());
    assertThat(t.elements()).extracting(Element::text)
        .containsExactly("| a | b |\n|---|---|", "| 1 |", "| 1 | 2 | 3 |");
  }

  /**
   * A document over the segment size (512 Ki characters) chunked with the streaming API places
   * every content element of the whole document exactly once, in document order, in chunks
   * within the budget. (Where a segment is cut, chunk boundaries may differ from the whole
   * document's, and the heading above the cut may be placed again, so headings are left out.)
   * That it does so in bounded memory is measured on 50 MB in a capped JVM by wrac-benchmarks'
   * {@code LargeDocumentMemoryTest} (slow profile) and by the benchmark report.
   */
  @Test
  void aLargeDocumentIsChunkedInSegmentsWithEveryElementOnceInOrder() {
    String text = largeDocument(1_200_000);
    List<Chunk> streamed = new ArrayList<>();
    long count = Wrac.defaults().chunk(DocumentSource.ofText("big.md", text), streamed::add);
    List<Chunk> whole = Wrac.chunk(PARSER.parse(DocumentSource.ofText("big.md", text),
        ParseOptions.defaults()));
    assertThat(count).isEqualTo(streamed.size()).isGreaterThan(500);
    List<String> expected = ids(whole);
    List<String> actual = ids(streamed);
    int k = 0;
    while (k < Math.min(expected.size(), actual.size()) && expected.get(k).equals(actual.get(k))) {
      k++;
    }
    assertThat(actual.subList(k, Math.min(k + 5, actual.size()))).as("element %d of %d", k,
        expected.size()).isEqualTo(expected.subList(k, Math.min(k + 5, expected.size())));
    assertThat(streamed).allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(512));
  }

  /** The chunks' own element IDs in order, headings left out. */
  private static List<String> ids(List<Chunk> chunks) {
    return chunks.stream().flatMap(c -> c.elementIds().stream()).map(Object::toString)
        .filter(id -> !id.matches("h[0-9]+")).toList();
  }

  /** Parts of five sections (a paragraph and three steps each) up to {@code chars}. */
  static String largeDocument(int chars) {
    StringBuilder sb = new StringBuilder(chars + 4096);
    int section = 0;
    while (sb.length() < chars) {
      sb.append("# Part ").append(section).append("\n\n");
      for (int s = 0; s < 5; s++) {
        sb.append("## Section ").append(section).append('.').append(s).append("\n\n")
            .append("Some paragraph text about topic ").append(section)
            .append(" with enough words to matter for retrieval and chunking. ".repeat(6))
            .append("\n\n1. First step\n2. Second step\n3. Third step\n\n");
      }
      section++;
    }
    return sb.toString();
  }

  private static void assertReason(DocumentSource source, Reason reason) {
    assertThatThrownBy(() -> PARSER.parse(source, ParseOptions.defaults()))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(reason);
          assertThat(e.getMessage()).contains(source.name());
        });
  }
}
