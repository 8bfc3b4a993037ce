package dev.wrac;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.TestDocuments;
import dev.wrac.validate.PlanMismatchException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkerTest {
  private final Chunker chunker = Wrac.builder().build();

  private static ParsedDocument guide(String step) {
    return TestDocuments.named("guide.md").heading(1, "Guide").paragraph("Intro.")
        .heading(2, "Setup").paragraph(step).paragraph("Then restart.").build();
  }

  @Test
  void aStoredPlanAssemblesTheDocumentItWasMadeFor() {
    ParsedDocument doc = guide("Install it.");
    ChunkPlan stored = PlanJson.fromJson(PlanJson.toJson(chunker.plan(doc)));
    assertThat(chunker.assemble(doc, stored)).isEqualTo(chunker.chunk(doc));
  }

  @Test
  void aPlanForAnotherVersionOfTheDocumentIsRefusedUnlessRevalidated() {
    ChunkPlan old = chunker.plan(guide("Install it."));
    ParsedDocument changed = guide("Install version 2 of it.");
    assertThatThrownBy(() -> chunker.assemble(changed, old))
        .isInstanceOf(PlanMismatchException.class)
        .hasMessageContaining("'guide.md' was made for another version")
        .hasMessageContaining("assembleRevalidated");
    List<Chunk> chunks = chunker.assembleRevalidated(changed, old);
    assertThat(String.join("\n", chunks.stream().map(Chunk::text).toList()))
        .contains("Install version 2 of it.");
  }

  @Test
  void chunkIdsAreContentDerivedAndStableAcrossRunsAndIndexes() {
    ParsedDocument doc = TestDocuments.named("guide.md").heading(1, "Guide")
        .paragraph("Intro. ".repeat(60)).heading(2, "Setup").paragraph("Install it. ".repeat(60))
        .heading(2, "Use").paragraph("Run it. ".repeat(60)).build();
    Chunker small = Wrac.builder().maxChunkTokens(200).build();
    List<Chunk> first = small.chunk(doc);
    List<Chunk> again = Wrac.builder().maxChunkTokens(200).build().chunk(doc);
    assertThat(first).hasSizeGreaterThan(2);
    assertThat(first.stream().map(Chunk::id).distinct()).hasSize(first.size());
    assertThat(again.stream().map(Chunk::id).toList())
        .isEqualTo(first.stream().map(Chunk::id).toList());
    assertThat(first.get(1).withIndex(7).id()).isEqualTo(first.get(1).id());
    assertThat(first.get(0).id()).matches("[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[89ab][0-9a-f]{3}"
        + "-[0-9a-f]{12}");

    ParsedDocument edited = TestDocuments.named("guide.md").heading(1, "Guide")
        .paragraph("Intro. ".repeat(60)).heading(2, "Setup").paragraph("Install it. ".repeat(60))
        .heading(2, "Use").paragraph("Run it twice. ".repeat(50)).build();
    List<Chunk> after = small.chunk(edited);
    assertThat(after.get(0).id()).isEqualTo(first.get(0).id());
    assertThat(after.get(after.size() - 1).id()).isNotEqualTo(first.get(first.size() - 1).id());
    Chunk renamed = new Chunk("other.md", 0, first.get(0).text(), first.get(0).elementIds(),
        first.get(0).contextIds(), first.get(0).headingPath(), first.get(0).span(),
        first.get(0).tokens(), null, 0);
    assertThat(renamed.id()).isNotEqualTo(first.get(0).id());
  }

  @Test
  void aPlanForAnotherDocumentIsRefused() {
    ParsedDocument other = TestDocuments.named("other.md").paragraph("Install it.").build();
    ChunkPlan plan = chunker.plan(guide("Install it."));
    assertThatThrownBy(() -> chunker.assemble(other, plan))
        .isInstanceOf(PlanMismatchException.class)
        .hasMessage("The plan is for 'guide.md', not for 'other.md'");
  }

  @Test
  void theBudgetIsSetByOneCallNotOverwrittenByAnother() {
    assertThatThrownBy(() -> Wrac.builder().maxChunkTokens(800).budget(TokenBudget.DEFAULT))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("budget(TokenBudget) conflicts with the earlier maxChunkTokens(int)");
    assertThatThrownBy(() -> Wrac.builder().budget(TokenBudget.DEFAULT).maxChunkTokens(800))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void badValuesFailAtTheCallNamingTheOption() {
    assertThatThrownBy(() -> Wrac.builder().maxChunkTokens(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxTokens must be positive, was 0");
    assertThatThrownBy(() -> TokenBudget.builder().targetTokens(-5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("targetTokens must be positive, was -5");
    assertThatThrownBy(() -> Wrac.builder().maxChunkTokens(100).maxElementTokens(200).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("maxElementTokens 200 exceeds the budget's maxTokens 100");
  }

  @Test
  void parsersCalledDirectlyAndTheChunkerCutElementsAlike() {
    assertThat(Wrac.builder().build().parseOptions().maxElementTokens())
        .isEqualTo(ParseOptions.defaults().maxElementTokens())
        .isEqualTo(ParseOptions.DEFAULT_MAX_ELEMENT_TOKENS);
    assertThat(Wrac.builder().maxChunkTokens(800).build().parseOptions().maxElementTokens())
        .isEqualTo(ParseOptions.maxElementTokensFor(800));
    assertThat(Wrac.builder().build().context().windowElements())
        .isEqualTo(PlanningContext.defaults().windowElements())
        .isEqualTo(PlanningContext.DEFAULT_WINDOW_ELEMENTS);
  }
}
