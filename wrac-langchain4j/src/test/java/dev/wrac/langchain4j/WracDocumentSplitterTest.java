package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The splitter's segments are W-RAC's chunks, with their provenance in the metadata. */
class WracDocumentSplitterTest {
  private static final String GUIDE = "# Travel guide\n\nIntro text.\n\n## Baggage\n\n"
      + "Carry-on bags weigh at most 7 kg.\n\n- One personal item\n- One cabin bag\n\n"
      + "## Refunds\n\nRefunds take 7 days.\n\n| Plan | Fee |\n|---|---|\n| Basic | 5 |\n";

  @Test
  void segmentsAreTheChunksWithTheirElementIdsHeadingsSpansAndTokens() {
    Document doc = Document.from(GUIDE, Metadata.from("file_name", "guide.md"));
    List<TextSegment> segments = WracDocumentSplitter.builder().maxChunkTokens(40).build()
        .split(doc);
    List<TextSegment> verbatim = WracDocumentSplitter.builder().maxChunkTokens(40)
        .verbatimText(true).build().split(doc);
    List<Chunk> chunks = Wrac.builder().maxChunkTokens(40).build()
        .chunk(Wrac.parse(DocumentSource.ofText("guide.md", GUIDE)));

    assertThat(segments).hasSameSizeAs(chunks).hasSameSizeAs(verbatim).hasSizeGreaterThan(1);
    for (int i = 0; i < segments.size(); i++) {
      Chunk chunk = chunks.get(i);
      Metadata m = segments.get(i).metadata();
      assertThat(segments.get(i).text()).isEqualTo(chunk.embedText());
      assertThat(verbatim.get(i).text()).isEqualTo(chunk.text());
      assertThat(m.getString("file_name")).isEqualTo("guide.md");
      assertThat(m.getString(ChunkMetadata.DOCUMENT)).isEqualTo("guide.md");
      assertThat(m.getInteger(ChunkMetadata.CHUNK_INDEX)).isEqualTo(i);
      assertThat(m.getString("index")).isEqualTo(String.valueOf(i));
      assertThat(m.getString(ChunkMetadata.ELEMENT_IDS)).isEqualTo(chunk.elementIds().stream()
          .map(ElementId::value).collect(Collectors.joining(",")));
      assertThat(m.getInteger(ChunkMetadata.TOKENS)).isEqualTo(chunk.embedTokens());
      assertThat(verbatim.get(i).metadata().getInteger(ChunkMetadata.TOKENS))
          .isEqualTo(chunk.tokens());
      int start = m.getInteger(ChunkMetadata.START);
      int end = m.getInteger(ChunkMetadata.END);
      assertThat(start).isEqualTo(chunk.span().start());
      assertThat(end).isEqualTo(chunk.span().end());
      assertThat(m.getInteger(ChunkMetadata.LINE)).isEqualTo(chunk.span().line());
      assertThat(m.getInteger(ChunkMetadata.END_LINE)).isEqualTo(chunk.span().endLine());
      String first = GUIDE.substring(start, end).lines().findFirst().orElseThrow();
      assertThat(verbatim.get(i).text()).contains(first);
      assertThat(GUIDE.lines().skip(chunk.span().line() - 1).findFirst().orElseThrow())
          .isEqualTo(first);
      assertThat(m.containsKey(ChunkMetadata.PAGE)).isFalse();
    }
    TextSegment refunds = segments.stream()
        .filter(s -> s.text().contains("Refunds take")).findFirst().orElseThrow();
    assertThat(refunds.text()).doesNotContain("## ");
    assertThat(refunds.metadata().getString(ChunkMetadata.HEADING_PATH))
        .isEqualTo("Travel guide > Refunds");
    assertThat(refunds.metadata().getString(ChunkMetadata.CONTEXT_IDS)).isEqualTo("h1");
  }

  @Test
  void theSameDocumentGivesTheSameSegments() {
    Document doc = Document.from(GUIDE, Metadata.from("file_name", "guide.md"));
    WracDocumentSplitter splitter = WracDocumentSplitter.create();
    assertThat(splitter.split(doc)).isEqualTo(splitter.split(doc));
  }

  @Test
  void anHtmlFileNameSelectsTheHtmlParser() {
    String page = "<html><head><title>Fees</title></head><body><nav>Home | About</nav><main>"
        + "<h1>Fees</h1><p>Transfers cost 2 EUR.</p><h2>Cards</h2><p>Cards are free.</p>"
        + "</main></body></html>";
    List<TextSegment> segments = WracDocumentSplitter.create()
        .split(Document.from(page, Metadata.from("file_name", "fees.html")));

    String all = segments.stream().map(TextSegment::text).collect(Collectors.joining("\n"));
    assertThat(all).contains("Transfers cost 2 EUR.", "Cards are free.").doesNotContain("<p>",
        "Home | About");
    int start = segments.get(0).metadata().getInteger(ChunkMetadata.START);
    int end = segments.get(0).metadata().getInteger(ChunkMetadata.END);
    assertThat(page.substring(start, end)).startsWith("<p>Transfers cost");
  }

  @Test
  void textAlreadyExtractedFromAPdfIsReadAsTheDefaultFormat() {
    Document doc = Document.from("# Report\n\nRevenue grew.\n",
        Metadata.from("file_name", "report.pdf"));
    List<TextSegment> segments = WracDocumentSplitter.create().split(doc);
    assertThat(segments).singleElement().satisfies(s -> {
      assertThat(s.text()).isEqualTo("Report\n\nRevenue grew.");
      assertThat(s.metadata().getString(ChunkMetadata.ELEMENT_IDS)).isEqualTo("h1,p1");
    });
    List<TextSegment> plain = WracDocumentSplitter.builder().defaultMediaType("text/plain")
        .build().split(Document.from("Line one.\n\nLine two.\n"));
    assertThat(plain).singleElement()
        .satisfies(s -> assertThat(s.metadata().getString(ChunkMetadata.DOCUMENT))
            .isEqualTo("document"));
  }

  @Test
  void anUnknownMediaTypeFailsNamingTheDocumentAndTheParsers() {
    Document doc = Document.from("x", Metadata.from(ChunkMetadata.DOCUMENT, "notes")
        .put(WracMetadata.MEDIA_TYPE, "application/x-nothing"));
    assertThatThrownBy(() -> WracDocumentSplitter.create().split(doc))
        .isInstanceOf(DocumentParseException.class)
        .hasMessageContaining("notes").hasMessageContaining("markdown");
  }

  @Test
  void pagesAreWrittenOnlyWhenTheSourceHasThem() {
    Chunk paged = new Chunk("r.pdf", 3, "Revenue grew.", List.of(ElementId.of("p7")), List.of(),
        List.of("Report"), new SourceSpan(10, 23, 4, 4, 2, 3), 3, null, 0);
    Metadata m = WracMetadata.put(new Metadata(), paged, false);
    assertThat(m.getInteger(ChunkMetadata.PAGE)).isEqualTo(2);
    assertThat(m.getInteger(ChunkMetadata.END_PAGE)).isEqualTo(3);
    assertThat(m.getString(ChunkMetadata.HEADING_PATH)).isEqualTo("Report");
    assertThat(m.containsKey(ChunkMetadata.CONTEXT_IDS)).isFalse();
  }
}
