package dev.wrac.eval.internal;

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
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StrategiesTest {
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
  void wholeGivesOneChunkPerDocument() throws IOException {
    ChunkingStrategy.Chunks out = ChunkingStrategy.byName("whole", null).chunk(org(GUIDE, "x"));
    assertThat(out.chunks()).extracting(BenchChunk::text).containsExactly(GUIDE, "x");
    assertThat(out.usage().isZero()).isTrue();
    assertThat(out.documents()).isEqualTo(2);
  }

  @Test
  void hierarchicalGivesTheLeavesAndNamesABadLevelSpec() throws IOException {
    ChunkingStrategy.Chunks leaves = ChunkingStrategy.byName("hierarchical", null)
        .chunk(org(GUIDE));
    assertThat(leaves.chunks()).extracting(BenchChunk::text).isEqualTo(ChunkingStrategy
        .byName("structural", null).chunk(org(GUIDE)).chunks().stream()
        .map(BenchChunk::text).toList());
    assertThatThrownBy(() -> ChunkingStrategy.byName("hierarchical:structural>nope", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("nope")
        .hasMessageContaining("hierarchical:<leaf spec>><parent spec>");
  }

  @Test
  void fixedCutsConsecutiveCharactersOrTokens() throws IOException {
    List<BenchChunk> chars = ChunkingStrategy.byName("fixed:50", null).chunk(org(GUIDE)).chunks();
    assertThat(joined(chars)).isEqualTo(GUIDE);
    assertThat(chars).allSatisfy(c -> assertThat(c.text()).hasSizeLessThanOrEqualTo(50));
    List<BenchChunk> toks = ChunkingStrategy.byName("fixed-tokens:20", null).chunk(org(GUIDE))
        .chunks();
    assertThat(joined(toks)).isEqualTo(GUIDE);
    assertThat(toks).allSatisfy(c -> assertThat(O200K.count(c.text())).isLessThanOrEqualTo(20));
  }

  @Test
  void recursiveIsTheLibrarysElementPlannerCuttingAtTheCoarsestHeadingThatFits()
      throws IOException {
    List<String> big = ChunkingStrategy.byName("recursive:1100", null).chunk(org(GUIDE))
        .chunks().stream().map(BenchChunk::text).toList();
    assertThat(big).hasSize(1);
    assertThat(big.get(0)).startsWith("Guide\n\nIntro paragraph").endsWith("first day of each "
        + "month."); // the embed text: headings by their titles, no markup
    List<String> small = ChunkingStrategy.byName("recursive:40", null).chunk(org(GUIDE))
        .chunks().stream().map(BenchChunk::text).toList();
    assertThat(small).hasSizeGreaterThan(1);
    assertThat(small).anySatisfy(c -> assertThat(c).startsWith("Guide\n\nUse\n\nOpen the app."));
  }

  @Test
  void recursiveTextSplitsTheSourceAtTheCoarsestHeadingThatFits() throws IOException {
    List<String> big = ChunkingStrategy.byName("recursive-text:1100", null).chunk(org(GUIDE))
        .chunks().stream().map(BenchChunk::text).toList();
    assertThat(big).containsExactly(GUIDE.strip());
    List<String> small = ChunkingStrategy.byName("recursive-text:40", null).chunk(org(GUIDE))
        .chunks().stream().map(BenchChunk::text).toList();
    assertThat(small).hasSizeGreaterThan(1);
    // cut where a level-2 heading starts, small neighbours merged back up to the size
    assertThat(small).allSatisfy(c -> assertThat(c).startsWith("#"));
    assertThat(small).anySatisfy(c -> assertThat(c).startsWith("## Use"));
    assertThat(small).allSatisfy(c -> assertThat(O200K.count(c)).isLessThanOrEqualTo(42));
  }

  @Property(tries = 60)
  void recursiveKeepsEveryCharacterInOrder(
      @ForAll @StringLength(max = 600) String text, @ForAll @IntRange(min = 3, max = 80) int size) {
    List<String> chunks = new RecursiveSplitter(size, O200K).split(text);
    // only white space (what String.strip removes) may go, at the chunk edges
    assertThat(nonWhite(String.join("", chunks))).isEqualTo(nonWhite(text));
    assertThat(chunks).allSatisfy(c -> assertThat(c).isNotBlank());
  }

  @Property(tries = 60)
  void fixedCharsConcatenateBackToTheText(@ForAll @StringLength(max = 400) String text,
      @ForAll @IntRange(min = 1, max = 50) int size) {
    List<String> pieces = TextSplitStrategy.fixedChars(size).apply(text);
    assertThat(String.join("", pieces)).isEqualTo(text);
    assertThat(pieces).allSatisfy(p -> assertThat(p.length()).isBetween(1, size));
  }

  @Test
  void plannerStrategyAssemblesTheLibrarysChunks() throws IOException {
    ChunkingStrategy.Chunks out = ChunkingStrategy.byName("structural", null).chunk(org(GUIDE));
    assertThat(out.chunks()).isNotEmpty();
    assertThat(out.warnings()).isEmpty();
    assertThat(out.chunks()).allSatisfy(c -> assertThat(c.document()).isEqualTo("doc0.md"));
    assertThat(String.join("\n", out.chunks().stream().map(BenchChunk::text).toList()))
        .contains("Invoices arrive by e-mail on the first day of each month.");
  }

  @Test
  void referenceFilesInBothFormatsWithNanAndTheirCost() throws IOException {
    BenchOrganisation org = org(GUIDE, "second");
    Path folder = Files.createDirectories(dir.resolve("ref"));
    Files.writeString(folder.resolve("a_prompt_chunks.json"),
        "{\"file_name\": \"doc0.md\", \"chunks\": [\"Guide > Install steps\", \"Guide > Use\"], "
            + "\"usage\": {\"input_tokens\": 100, \"output_tokens\": 999}}\n"
            + "{\"file_name\": \"Other.md\", \"chunks\": [\"stray\"]}\n"
            + "{\"file_name\": \"DOC1.md\", \"chunks\": [\"second\"]}\n");
    ChunkingStrategy.Chunks agentic = ChunkingStrategy.byName("reference:" + folder, null)
        .chunk(org);
    assertThat(agentic.chunks()).extracting(BenchChunk::text)
        .containsExactly("Guide > Install steps", "Guide > Use", "stray", "second");
    assertThat(agentic.warnings()).singleElement().asString().contains("Other.md");
    // output is counted from the chunks written, not taken from the file
    assertThat(agentic.usage().outputTokens()).isEqualTo(O200K.count("Guide > Install steps")
        + O200K.count("Guide > Use") + O200K.count("stray") + O200K.count("second"));
    assertThat(agentic.usage().llmCalls()).isEqualTo(3);

    Path compact = Files.createDirectories(dir.resolve("compact"));
    Files.writeString(compact.resolve("a_optimised_prompt_chunks.json"),
        "[{\"filename\": \"doc0.md\", \"chunks\": [\"Guide\"], \"chunks_string\": NaN, "
            + "\"token_usage\": {\"input_tokens\": 3000, \"input_tokens_details\": "
            + "{\"cached_tokens\": 1024}, \"output_tokens\": 120}}]");
    ChunkingStrategy.Chunks c = ChunkingStrategy.byName("reference:" + compact, null).chunk(org);
    assertThat(c.usage()).isEqualTo(new dev.wrac.model.Usage(1, 3000, 1024, 120));
  }

  @Test
  void aStrategyOfAnotherModuleIsFoundByNameThroughServiceLoader() throws IOException {
    ChunkingStrategy lines = ChunkingStrategy.byName("LINES:2", null);
    assertThat(lines.name()).isEqualTo("LINES:2");
    assertThat(lines.chunk(org("a\n\nb\nc\n")).chunks()).extracting(BenchChunk::text)
        .containsExactly("a\nb", "c");
    assertThatThrownBy(() -> ChunkingStrategy.byName("lines:0", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("'lines:0'")
        .hasMessageContaining("needs at least one line");
    assertThatThrownBy(() -> ChunkingStrategy.byName("nonsense", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("lines[:N]");
  }

  @Test
  void badSpecsAreRefusedNamingThem() {
    assertThatThrownBy(() -> ChunkingStrategy.byName("fixed:zero", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("fixed:zero");
    assertThatThrownBy(() -> ChunkingStrategy.byName("nonsense", null))
        .isInstanceOf(BenchException.class).hasMessageContaining("structural")
        .hasMessageContaining("recursive").hasMessageContaining("recursive-text:N");
    assertThatThrownBy(() -> ChunkingStrategy.byName("reference:agentic", dir))
        .isInstanceOf(BenchException.class).hasMessageContaining("agentic");
  }

  private static String nonWhite(String s) {
    StringBuilder sb = new StringBuilder();
    s.codePoints().filter(c -> !Character.isWhitespace(c)).forEach(sb::appendCodePoint);
    return sb.toString();
  }
}
