package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every DOCX and PPTX file of RAG-Multi-Corpus ({@code datasets/<organisation>/docx|pptx})
 * parses through ServiceLoader and chunks with the core invariants (skipped with a message
 * when the corpus is absent).
 */
class OfficeCorpusTest {
  static List<Path> files(String format) throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
    try (Stream<Path> all = Files.walk(datasets, 3)) {
      List<Path> files = all.filter(p -> p.getParent().getFileName().toString().equals(format)
          && p.getFileName().toString().endsWith("." + format)).sorted().toList();
      assumeTrue(!files.isEmpty(), "no " + format + " folders under " + datasets
          + "/<organisation>/: skipped");
      return files;
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"docx", "pptx"})
  void everyCorpusFileChunksWithTheCoreInvariants(String format) throws IOException {
    Chunker chunker = Wrac.defaults();
    int elements = 0;
    List<Path> files = files(format);
    for (Path file : files) {
      ParsedDocument doc = chunker.parse(file);
      ChunkPlan plan = chunker.plan(doc);
      List<Chunk> chunks = chunker.assemble(doc, plan);
      PlanInvariants.assertCovers(doc, plan);
      PlanInvariants.assertVerbatim(doc, plan, chunks);
      for (Element e : doc.elements()) {
        assertThat(e.span().line()).as("line of %s in %s", e.id(), file).isPositive();
        assertThat(e.span().hasPage()).as("page of %s in %s", e.id(), file)
            .isEqualTo(format.equals("pptx"));
      }
      elements += doc.size();
    }
    System.out.printf("%s: %d files, %d elements, all chunked with the core invariants%n",
        format, files.size(), elements);
  }
}
