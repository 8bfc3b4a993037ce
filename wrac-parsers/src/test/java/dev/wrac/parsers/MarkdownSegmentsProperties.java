package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.PlanInvariants;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Large documents are parsed in segments; segmentation must not change what is parsed. */
class MarkdownSegmentsProperties {

  @Provide
  Arbitrary<String> markdown() {
    return MarkdownProperties.MarkdownGenerator.documents(60);
  }

  @Property(tries = 200)
  void parsingInSegmentsGivesTheSameDocument(@ForAll("markdown") String md,
      @ForAll @IntRange(min = 1, max = 400) int segmentChars) {
    DocumentSource source = DocumentSource.ofText("seg.md", md);
    ParsedDocument whole = new MarkdownParser(Integer.MAX_VALUE).parse(source, ParseOptions.defaults());
    ParsedDocument segmented = new MarkdownParser(segmentChars).parse(source, ParseOptions.defaults());
    assertThat(PlanJson.toJson(segmented)).isEqualTo(PlanJson.toJson(whole));
    PlanInvariants.assertSpansSliceSource(segmented, md);
  }

  @Property(tries = 200)
  void cuttingBlocksAndLinesKeepsEveryCharacterAndSpan(@ForAll("markdown") String md,
      @ForAll @IntRange(min = 1, max = 400) int segmentChars,
      @ForAll @IntRange(min = 1, max = 120) int blockChars) {
    DocumentSource source = DocumentSource.ofText("seg.md", md);
    ParsedDocument whole = new MarkdownParser(Integer.MAX_VALUE).parse(source, ParseOptions.defaults());
    ParsedDocument cut = new MarkdownParser(segmentChars, blockChars)
        .parse(source, ParseOptions.defaults());
    PlanInvariants.assertSpansSliceSource(cut, md);
    java.util.BitSet covered = new java.util.BitSet();
    int previousEnd = 0;
    for (Element e : cut.elements()) {
      assertThat(e.span().start()).as("%s in order, no overlap", e.id())
          .isGreaterThanOrEqualTo(previousEnd);
      previousEnd = e.span().end();
      covered.set(e.span().start(), e.span().end());
    }
    for (Element e : whole.elements()) {
      for (int i = e.span().start(); i < e.span().end(); i++) {
        if (!Character.isWhitespace(md.charAt(i))) {
          assertThat(covered.get(i)).as("character %d of %s kept", i, e.id()).isTrue();
        }
      }
    }
  }

  @Property(tries = 100)
  void streamedChunksPlaceEveryElementOnceAcrossSegments(@ForAll("markdown") String md,
      @ForAll @IntRange(min = 1, max = 400) int segmentChars) {
    MarkdownParser parser = new MarkdownParser(segmentChars);
    Chunker chunker = Wrac.builder().parsers(DocumentParsers.of(List.of(parser))).build();
    DocumentSource source = DocumentSource.ofText("seg.md", md);
    ParsedDocument whole = parser.parse(source, ParseOptions.defaults());
    List<Chunk> chunks = new ArrayList<>();
    long count = chunker.chunk(source, chunks::add);
    assertThat(count).isEqualTo(chunks.size());
    Map<ElementId, Integer> placed = new HashMap<>();
    for (int k = 0; k < chunks.size(); k++) {
      Chunk c = chunks.get(k);
      assertThat(c.index()).isEqualTo(k);
      c.elementIds().forEach(id -> placed.merge(id, 1, Integer::sum));
    }
    for (int i = 0; i < whole.size(); i++) {
      Element e = whole.elements().get(i);
      if (!e.isContextKind()) {
        assertThat(placed.get(e.id())).as("placements of %s", e.id()).isEqualTo(1);
      }
    }
  }
}
