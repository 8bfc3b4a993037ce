package dev.wrac.assemble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.context.AssemblyOptions;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.testing.TestDocuments;
import dev.wrac.validate.InvalidPlanException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChunkAssemblerTest {
  private final ParsedDocument doc = TestDocuments.named("d.md")
      .heading(1, "Doc").heading(2, "Install").heading(3, "Linux").heading(4, "Debian")
      .paragraph("Run apt.")
      .paragraph("Then:").steps("Open", "Close")
      .table(List.of("K", "V"), List.of(List.of("a", "1"), List.of("b", "2")))
      .build();

  @Test
  void headingContextIsTheOutermostAndTheNearestLevels() {
    Chunk c = assemble(AssemblyOptions.DEFAULT, List.of("p1")).get(0);
    assertThat(c.text()).isEqualTo("# Doc\n\n### Linux\n\n#### Debian\n\nRun apt.");
    assertThat(c.contextIds()).extracting(ElementId::value).containsExactly("h1", "h3", "h4");
    assertThat(c.headingPath()).containsExactly("Doc", "Install", "Linux", "Debian");
  }

  @Test
  void oneLevelKeepsTheNearestHeadingAndZeroNone() {
    assertThat(assemble(new AssemblyOptions(1, true), List.of("p1")).get(0).text())
        .isEqualTo("#### Debian\n\nRun apt.");
    assertThat(assemble(new AssemblyOptions(0, true), List.of("p1")).get(0).text())
        .isEqualTo("Run apt.");
  }

  @Test
  void splitListsRepeatTheirLeadInAndSplitTablesTheirHeader() {
    Chunk steps = assemble(new AssemblyOptions(0, true), List.of("li2")).get(0);
    assertThat(steps.text()).isEqualTo("Then:\n\n2. Close");
    Chunk rows = assemble(new AssemblyOptions(0, true), List.of("tr2")).get(0);
    assertThat(rows.text()).isEqualTo("| K | V |\n|---|---|\n| b | 2 |");
    Chunk bare = assemble(new AssemblyOptions(0, false), List.of("tr2")).get(0);
    assertThat(bare.text()).isEqualTo("| b | 2 |");
  }

  @Test
  void itemsOfOneListAreSeparatedByANewlineAndBlocksByABlankLine() {
    Chunk c = assemble(new AssemblyOptions(0, true), List.of("p2", "li1", "li2")).get(0);
    assertThat(c.text()).isEqualTo("Then:\n\n1. Open\n2. Close");
  }

  @Test
  void tokensAreTheElementsTokensPlusOnePerSeparator() {
    Chunk c = assemble(new AssemblyOptions(0, true), List.of("p2", "li1", "li2")).get(0);
    int sum = doc.element(ElementId.of("p2")).tokens() + doc.element(ElementId.of("li1")).tokens()
        + doc.element(ElementId.of("li2")).tokens();
    assertThat(c.tokens()).isEqualTo(sum + 2);
  }

  @Test
  void spanCoversTheOwnElements() {
    Chunk c = assemble(AssemblyOptions.DEFAULT, List.of("p2", "li2")).get(0);
    assertThat(c.span().start()).isEqualTo(doc.element(ElementId.of("p2")).span().start());
    assertThat(c.span().end()).isEqualTo(doc.element(ElementId.of("li2")).span().end());
  }

  @Test
  void unknownIdsAndEmptyChunksAreRefused() {
    assertThatThrownBy(() -> assemble(AssemblyOptions.DEFAULT, List.of("p1", "p99")))
        .isInstanceOf(InvalidPlanException.class).hasMessageContaining("unknown [p99]");
    assertThatThrownBy(() -> assemble(AssemblyOptions.DEFAULT, List.of()))
        .isInstanceOf(InvalidPlanException.class).hasMessageContaining("1 empty chunk");
  }

  @SafeVarargs
  private List<Chunk> assemble(AssemblyOptions options, List<String>... groups) {
    ChunkPlan plan = ChunkPlan.of(doc, Arrays.stream(groups)
        .map(g -> g.stream().map(ElementId::of).toList()).toList(),
        PlanProvenance.local("test", "1", Map.of()));
    return new ChunkAssembler(options).assemble(doc, plan);
  }
}
