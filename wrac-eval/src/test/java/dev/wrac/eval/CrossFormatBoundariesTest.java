package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.FixtureCorpus;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A document saved as Markdown and as HTML must be cut in the same places by the default
 * chunker: {@link BoundaryAgreement} of the two chunkings, averaged over each organisation's
 * documents, at least 0.9. On the fixture corpus, and on RAG-Multi-Corpus when present.
 */
class CrossFormatBoundariesTest {
  private static final Chunker CHUNKER = Wrac.defaults();

  @Test
  void markdownAndHtmlOfTheFixtureDocumentsAreCutAlike() throws IOException {
    assertCutAlike(FixtureCorpus.root());
  }

  @Test
  void markdownAndHtmlOfTheCorpusDocumentsAreCutAlike() throws IOException {
    var corpus = SharedData.ragMultiCorpusIfPresent();
    org.junit.jupiter.api.Assumptions.assumeTrue(corpus.isPresent(),
        "RAG-Multi-Corpus not found (set -Dwrac.corpus or put it in ../shared): skipped");
    assertCutAlike(corpus.get());
  }

  private static void assertCutAlike(Path corpus) throws IOException {
    Map<String, Double> perOrganisation = new TreeMap<>();
    try (Stream<Path> orgs = Files.list(corpus.resolve("datasets"))) {
      for (Path org : orgs.sorted().toList()) {
        List<Double> scores = new ArrayList<>();
        for (Path md : files(org.resolve("md"), ".md")) {
          String stem = md.getFileName().toString().replaceFirst("\\.md$", "");
          Path html = org.resolve("html").resolve(stem + ".html");
          if (Files.isRegularFile(html)) {
            scores.add(BoundaryAgreement.of(ownWords(md), ownWords(html)));
          }
        }
        if (!scores.isEmpty()) {
          perOrganisation.put(org.getFileName().toString(),
              scores.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
        }
      }
    }
    perOrganisation.forEach((org, agreement) -> System.out.printf(
        "%s / %s: Markdown vs HTML boundary agreement %.3f%n", corpus.getFileName(), org,
        agreement));
    assertThat(perOrganisation).isNotEmpty();
    assertThat(perOrganisation.values()).allSatisfy(a -> assertThat(a).isGreaterThanOrEqualTo(0.9));
  }

  private static List<Path> files(Path folder, String suffix) throws IOException {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(folder)) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    }
  }

  /** Each chunk's own elements' words (their content), in order. */
  private static List<List<String>> ownWords(Path file) {
    ParsedDocument doc = CHUNKER.parse(file);
    List<List<String>> out = new ArrayList<>();
    for (Chunk c : CHUNKER.assemble(doc, CHUNKER.plan(doc))) {
      StringBuilder own = new StringBuilder();
      for (ElementId id : c.elementIds()) {
        own.append(doc.element(id).content()).append('\n');
      }
      out.add(BoundaryAgreement.words(own.toString()));
    }
    return out;
  }
}
