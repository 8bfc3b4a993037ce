package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.loader.FileSystemDocumentLoader;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ElementId;
import dev.wrac.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * One organisation of RAG-Multi-Corpus in every format (md, html, docx, pdf, pptx) through
 * langchain4j's {@link FileSystemDocumentLoader} with {@link WracDocumentParser} and
 * {@link WracDocumentSplitter}, against the code path of {@code wrac chunk}: documents loaded,
 * chunks, failures, and files whose element IDs differ, one line per format on standard output.
 * Slow (a few minutes on 2 cores): {@code mvn -B verify -Pslow}; the organisation is
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
      long files;
      try (var list = Files.list(folder)) {
        files = list.filter(Files::isRegularFile).count();
      }
      long started = System.nanoTime();
      WracDocumentParser parser = new WracDocumentParser();
      List<Document> documents = FileSystemDocumentLoader.loadDocuments(folder, parser);
      WracDocumentSplitter splitter = WracDocumentSplitter.create();
      int chunks = 0;
      int differ = 0;
      for (Document d : documents) {
        List<TextSegment> segments = splitter.split(d);
        chunks += segments.size();
        List<Chunk> expected = new ArrayList<>();
        cli.chunk(folder.resolve(d.metadata().getString("file_name")), expected::add);
        List<String> got = segments.stream()
            .map(s -> s.metadata().getString(ChunkMetadata.ELEMENT_IDS)).toList();
        List<String> want = expected.stream().map(c -> c.elementIds().stream()
            .map(ElementId::value).collect(Collectors.joining(","))).toList();
        differ += got.equals(want) ? 0 : 1;
      }
      System.out.printf("langchain4j %s/%s: %d files, %d documents loaded, %d chunks, "
          + "%d failures, %d files with other element ids than wrac chunk; %.1f s%n", org,
          format, files, documents.size(), chunks, parser.failures().size(), differ,
          (System.nanoTime() - started) / 1e9);
      assertThat(parser.failures()).as(format).isEmpty();
      assertThat(documents).as(format).hasSize((int) files);
      assertThat(differ).as(format).isZero();
    }
  }
}
