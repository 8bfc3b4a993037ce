package dev.wrac.eval.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The langchain4j baselines, found by wrac-eval's {@link ChunkingStrategy#byName} through
 * {@link java.util.ServiceLoader} (this module's {@code META-INF/services}), run real langchain4j
 * splitters.
 */
class LangChain4jStrategiesTest {
  private static final TokenCounter O200K = TokenCounters.o200k();
  private static final String GUIDE = "# Guide\n\nIntro paragraph about the product.\n\n"
      + "## Install\n\n1. Download the installer.\n2. Run it and accept the licence.\n\n"
      + "## Use\n\nOpen the app. Sign in with your account. Choose a plan; plans renew monthly."
      + "\n\n### Billing\n\nInvoices arrive by e-mail on the first day of each month.\n";

  @TempDir
  Path dir;

  private BenchOrganisation org(String... texts) throws IOException {
    List<BenchDocument> docs = new java.util.ArrayList<>();
    for (int i = 0; i < texts.length; i++) {
      Path p = dir.resolve("doc" + i + ".md");
      Files.writeString(p, texts[i]);
      docs.add(new BenchDocument(p.getFileName().toString(), p, texts[i]));
    }
    return new BenchOrganisation("Org", docs);
  }

  private static String joined(List<BenchChunk> chunks) {
    StringBuilder sb = new StringBuilder();
    chunks.forEach(c -> sb.append(c.text()));
    return sb.toString();
  }

  @Test
  void langchain4jStrategiesRunLangchain4jSplittersAtTheSameTokenSize() throws IOException {
    List<BenchChunk> recursive = ChunkingStrategy.byName("langchain4j-recursive:20", null)
        .chunk(org(GUIDE)).chunks();
    assertThat(recursive).hasSizeGreaterThan(2).allSatisfy(c -> {
      assertThat(c.document()).isEqualTo("doc0.md");
      assertThat(O200K.count(c.text())).isLessThanOrEqualTo(20);
    });
    assertThat(nonWhite(joined(recursive))).isEqualTo(nonWhite(GUIDE));

    List<BenchChunk> wrac = ChunkingStrategy.byName("langchain4j-wrac:40", null)
        .chunk(org(GUIDE)).chunks();
    List<String> direct = dev.wrac.Wrac.builder().maxChunkTokens(40).build()
        .chunk(dev.wrac.Wrac.parse(dir.resolve("doc0.md"))).stream()
        .map(dev.wrac.model.Chunk::embedText).toList();
    assertThat(wrac).extracting(BenchChunk::text).isEqualTo(direct);
    List<BenchChunk> verbatim = ChunkingStrategy.byName("langchain4j-wrac:40", null,
        dev.wrac.eval.ChunkField.TEXT).chunk(org(GUIDE)).chunks();
    assertThat(verbatim).extracting(BenchChunk::text).isEqualTo(dev.wrac.Wrac.builder()
        .maxChunkTokens(40).build().chunk(dev.wrac.Wrac.parse(dir.resolve("doc0.md"))).stream()
        .map(dev.wrac.model.Chunk::text).toList());
    assertThatThrownBy(() -> ChunkingStrategy.byName("langchain4j-recursive", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("langchain4j-recursive:500");
  }

  @Test
  void aBadSizeIsRefusedNamingTheSpecAndTheUnknownStrategyErrorListsBoth() {
    assertThatThrownBy(() -> ChunkingStrategy.byName("langchain4j-wrac:0", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("'langchain4j-wrac:0'")
        .hasMessageContaining("langchain4j-wrac:500");
    assertThatThrownBy(() -> ChunkingStrategy.byName("nonsense", null))
        .isInstanceOf(BenchException.class)
        .hasMessageContaining("langchain4j-recursive:N, langchain4j-wrac[:N], hierarchical");
  }

  private static String nonWhite(String s) {
    StringBuilder sb = new StringBuilder();
    s.codePoints().filter(c -> !Character.isWhitespace(c)).forEach(sb::appendCodePoint);
    return sb.toString();
  }
}
