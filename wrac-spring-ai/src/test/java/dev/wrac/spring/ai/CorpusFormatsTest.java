package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ElementId;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

/**
 * One organisation of RAG-Multi-Corpus in every format (md, html, docx, pdf, pptx) through
 * {@link WracDocumentReader} (file resources, one at a time so a failure is counted, not fatal)
 * and {@link WracDocumentTransformer}, against the code path of {@code wrac chunk}: documents
 * read, chunks, failures, and files whose element IDs differ, one line per format on standard
 * output. Slow (a few minutes on 2 cores): {@code mvn -B verify -Pslow}; the organisation is
 * {@code -Dwrac.org=...} (default ZX Bank). Skipped without the corpus.
 */
@Tag("slow")
class CorpusFormatsTest {
  @Test
  void everyFormatOfAnOrganisationChunksAsTheCliDoes() throws Exception {
    Path corpus = SharedData.ragMultiCorpusIfPresent().orElse(null);
    Assumptions.assumeTrue(corpus != null, "RAG-Multi-Corpus is absent");
    String org = System.getProperty("wrac.org", "ZX Bank");
    Chunker cli = Wrac.defaults();
    for (String format : List.of("md", "html", "docx", "pdf", "pptx")) {
      Path folder = corpus.resolve("datasets").resolve(org).resolve(format);
      if (!Files.isDirectory(folder)) {
        continue;
      }
      long started = System.nanoTime();
      Resource[] files = new PathMatchingResourcePatternResolver()
          .getResources(folder.toUri() + "*");
      WracDocumentReader reader = new WracDocumentReader(cli);
      WracDocumentTransformer transformer = new WracDocumentTransformer();
      int read = 0;
      int chunks = 0;
      int failures = 0;
      int differ = 0;
      for (Resource file : files) {
        Document d;
        try {
          d = reader.read(file).get(0);
        } catch (DocumentParseException e) {
          failures++;
          continue;
        }
        read++;
        List<Document> pieces = transformer.apply(List.of(d));
        chunks += pieces.size();
        List<Chunk> expected = new ArrayList<>();
        cli.chunk(folder.resolve(file.getFilename()), expected::add);
        List<Object> got = pieces.stream()
            .map(p -> p.getMetadata().get(ChunkMetadata.ELEMENT_IDS)).toList();
        List<Object> want = expected.stream().map(c -> (Object) c.elementIds().stream()
            .map(ElementId::value).collect(Collectors.joining(","))).toList();
        differ += got.equals(want) ? 0 : 1;
      }
      System.out.printf("spring-ai %s/%s: %d files, %d documents read, %d chunks, %d failures, "
          + "%d files with other element ids than wrac chunk; %.1f s%n", org, format,
          files.length, read, chunks, failures, differ, (System.nanoTime() - started) / 1e9);
      assertThat(failures).as(format).isZero();
      assertThat(differ).as(format).isZero();
    }
  }
}
