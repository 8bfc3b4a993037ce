package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.ChunkerListener;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.SectionPlanner;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The auto-configuration, through Spring Boot's test support. */
class WracAutoConfigurationTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(WracAutoConfiguration.class));

  @Test
  void springBootFindsTheAutoConfigurationOnTheClassPath() {
    assertThat(ImportCandidates.load(AutoConfiguration.class, getClass().getClassLoader()))
        .contains(WracAutoConfiguration.class.getName());
  }

  @Test
  void defaultsGiveTheStructuralPlannerAndATransformer() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(Chunker.class)
          .hasSingleBean(WracDocumentTransformer.class).hasSingleBean(WracDocumentReader.class);
      Chunker chunker = context.getBean(Chunker.class);
      assertThat(chunker.planner().name()).isEqualTo("structural");
      assertThat(chunker.context().budget().maxTokens()).isEqualTo(512);
      assertThat(chunker.assembly().headingLevels()).isEqualTo(3);
    });
  }

  @Test
  void wracPropertiesSetTheBudgetHeadingLevelsAndPlanner() {
    runner.withPropertyValues("wrac.max-chunk-tokens=256", "wrac.heading-levels=1",
        "wrac.planner=sections").run(context -> {
          Chunker chunker = context.getBean(Chunker.class);
          assertThat(chunker.context().budget().maxTokens()).isEqualTo(256);
          assertThat(chunker.context().budget().targetTokens()).isEqualTo(64);
          assertThat(chunker.assembly().headingLevels()).isEqualTo(1);
          assertThat(chunker.planner().name()).isEqualTo("sections");
        });
    runner.withPropertyValues("wrac.budget.max-tokens=300", "wrac.budget.target-tokens=100")
        .run(context -> {
          Chunker chunker = context.getBean(Chunker.class);
          assertThat(chunker.context().budget().maxTokens()).isEqualTo(300);
          assertThat(chunker.context().budget().targetTokens()).isEqualTo(100);
        });
  }

  @Test
  void theTransformerChunksWithTheConfiguredBudget() {
    String text = "# Guide\n\n" + "Sentence about fees and cards. ".repeat(60) + "\n\n## Next\n\n"
        + "Another paragraph.\n";
    runner.withPropertyValues("wrac.max-chunk-tokens=128").run(context -> {
      List<Document> chunks = context.getBean(WracDocumentTransformer.class)
          .apply(List.of(new Document(text)));
      assertThat(chunks).hasSizeGreaterThan(2).allSatisfy(d -> assertThat(
          (Integer) d.getMetadata().get(ChunkMetadata.TOKENS)).isLessThanOrEqualTo(128));
    });
  }

  @Test
  void badOrConflictingSettingsFailAtStartUpNamingThem() {
    runner.withPropertyValues("wrac.max-chunk-tokens=256", "wrac.budget.max-tokens=300")
        .run(context -> assertThat(context).hasFailed().getFailure()
            .hasStackTraceContaining("conflicts"));
    runner.withPropertyValues("wrac.heading-levels=9").run(context -> assertThat(context)
        .hasFailed().getFailure()
        .hasStackTraceContaining("wrac.heading-levels must be 0-6, was 9"));
    runner.withPropertyValues("wrac.planner=nonsense").run(context -> assertThat(context)
        .hasFailed().getFailure().hasStackTraceContaining("Unknown planner 'nonsense'"));
  }

  @Test
  void theApplicationsOwnBeansWin() {
    ChunkPlanner sections = SectionPlanner.create();
    runner.withBean(ChunkPlanner.class, () -> sections).run(context ->
        assertThat(context.getBean(Chunker.class).planner()).isSameAs(sections));
    WracDocumentTransformer own = new WracDocumentTransformer();
    runner.withBean(WracDocumentTransformer.class, () -> own).run(context ->
        assertThat(context.getBean(WracDocumentTransformer.class)).isSameAs(own));
  }

  @Test
  void aChunkerListenerBeanObservesTheAutoConfiguredChunker() {
    List<String> planned = new java.util.concurrent.CopyOnWriteArrayList<>();
    ChunkerListener listener = new ChunkerListener() {
      @Override
      public void planned(ParsedDocument document, ChunkPlan plan, long nanos) {
        planned.add(document.name() + ": " + plan.size() + " chunks");
      }
    };
    runner.withBean(ChunkerListener.class, () -> listener).run(context -> {
      List<Document> chunks = context.getBean(WracDocumentTransformer.class).apply(List.of(
          new Document("# Guide\n\nFirst paragraph.\n\n## Next\n\nSecond paragraph.\n")));
      assertThat(planned).hasSize(1);
      assertThat(planned.get(0)).endsWith(": " + chunks.size() + " chunks");
    });
  }
}
