package dev.wrac.spring.ai;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.TokenBudget;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import org.springframework.ai.document.DocumentTransformer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Spring Boot auto-configuration: a {@link Chunker} built from {@link WracProperties}
 * ({@code wrac.*}), and a {@link WracDocumentReader} and a {@link WracDocumentTransformer} over
 * it, each only when the application defines none. A {@link ChunkPlanner} bean, when there is exactly one, is the
 * planner; otherwise {@code wrac.planner} names it.
 */
@AutoConfiguration
@ConditionalOnClass({DocumentTransformer.class, Chunker.class})
@EnableConfigurationProperties(WracProperties.class)
public class WracAutoConfiguration {

  /** The chunker configured by {@code wrac.*}. */
  @Bean
  @ConditionalOnMissingBean
  public Chunker wracChunker(WracProperties properties, ObjectProvider<ChunkPlanner> planners) {
    Wrac.Builder builder = Wrac.builder();
    ChunkPlanner planner = planners.getIfUnique();
    builder.planner(planner != null ? planner : ChunkPlanners.byName(properties.getPlanner()));
    if (properties.getMaxChunkTokens() != null) {
      builder.maxChunkTokens(properties.getMaxChunkTokens());
    }
    if (properties.getBudget().isSet()) {
      builder.budget(budget(properties.getBudget()));
    }
    if (properties.getHeadingLevels() != null) {
      builder.headingLevels(properties.getHeadingLevels());
    }
    return builder.build();
  }

  /** The ETL splitter step over the chunker. */
  @Bean
  @ConditionalOnMissingBean
  public WracDocumentTransformer wracDocumentTransformer(Chunker chunker,
      WracProperties properties) {
    return new WracDocumentTransformer(chunker, properties.getDefaultMediaType(),
        properties.isVerbatimText());
  }

  /**
   * The reader of Markdown, HTML, text, PDF and office files with the chunker's parsers and
   * limits: {@code reader.read(resources)}.
   */
  @Bean
  @ConditionalOnMissingBean
  public WracDocumentReader wracDocumentReader(Chunker chunker) {
    return new WracDocumentReader(chunker);
  }

  private static TokenBudget budget(WracProperties.Budget b) {
    TokenBudget.Builder budget = TokenBudget.builder();
    if (b.getMinTokens() != null) {
      budget.minTokens(b.getMinTokens());
    }
    if (b.getTargetTokens() != null) {
      budget.targetTokens(b.getTargetTokens());
    }
    if (b.getSectionTokens() != null) {
      budget.sectionTokens(b.getSectionTokens());
    }
    if (b.getMaxTokens() != null) {
      budget.maxTokens(b.getMaxTokens());
    }
    if (b.getProcedureMaxTokens() != null) {
      budget.procedureMaxTokens(b.getProcedureMaxTokens());
    }
    return budget.build();
  }
}
