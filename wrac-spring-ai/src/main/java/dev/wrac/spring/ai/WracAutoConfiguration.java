package dev.wrac.spring.ai;

import dev.wrac.Chunker;
import dev.wrac.ChunkerListener;
import dev.wrac.Wrac;
import dev.wrac.plan.ChunkPlanner;
import org.springframework.ai.document.DocumentTransformer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Spring Boot auto-configuration: a {@link Chunker} built from {@link WracProperties}
 * ({@code wrac.*}), and a {@link WracDocumentReader} and a {@link WracDocumentTransformer} over
 * it, each only when the application defines none. A {@link ChunkPlanner} bean, when there is
 * exactly one, is the planner; otherwise {@code wrac.planner} names it. A
 * {@link ChunkerListener} bean, when there is exactly one, observes the auto-configured chunker
 * (parse, plan and assemble timings, planning window outcomes): bind it to Micrometer or a log
 * as the application likes.
 */
@AutoConfiguration
@ConditionalOnClass({DocumentTransformer.class, Chunker.class})
@EnableConfigurationProperties(WracProperties.class)
public class WracAutoConfiguration {

  /** The chunker configured by {@code wrac.*} ({@link WracProperties#spec()}). */
  @Bean
  @ConditionalOnMissingBean
  public Chunker wracChunker(WracProperties properties, ObjectProvider<ChunkPlanner> planners) {
    Chunker.Builder builder = Wrac.builder().spec(properties.spec());
    ChunkPlanner planner = planners.getIfUnique();
    if (planner != null) {
      builder.planner(planner);
    }
    return builder.build();
  }

  /**
   * Hands the auto-configured chunker ({@code wracChunker}) to the application's
   * {@link ChunkerListener} bean, if it has exactly one: the chunker then reports every document
   * to it ({@link Chunker#withListener}). Static, as bean post-processors must be.
   */
  @Bean
  public static BeanPostProcessor wracChunkerListener(ObjectProvider<ChunkerListener> listeners) {
    return new BeanPostProcessor() {
      @Override
      public Object postProcessAfterInitialization(Object bean, String name) {
        if (!(bean instanceof Chunker chunker) || !"wracChunker".equals(name)) {
          return bean;
        }
        ChunkerListener listener = listeners.getIfUnique();
        return listener == null ? chunker : chunker.withListener(listener);
      }
    };
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
}
