package dev.wrac.eval.langchain4j;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.langchain4j.WracDocumentSplitter;
import dev.wrac.langchain4j.WracTokenCountEstimator;
import dev.wrac.model.Usage;
import java.util.ArrayList;
import java.util.List;

/**
 * A langchain4j {@link DocumentSplitter} run the way a langchain4j application runs it: each
 * document becomes a langchain4j {@link Document} with its {@code file_name}, and each segment a
 * chunk. {@code langchain4j-recursive:N} is {@code DocumentSplitters.recursive(N, 0)} counting
 * o200k tokens; {@code langchain4j-wrac[:N]} is W-RAC's {@link WracDocumentSplitter} (at most N
 * tokens per chunk, default 512; the segments hold the {@link ChunkField} the bench asks for).
 */
final class LangChain4jStrategy implements ChunkingStrategy {
  private final String name;
  private final DocumentSplitter splitter;

  LangChain4jStrategy(String name, DocumentSplitter splitter) {
    this.name = name;
    this.splitter = splitter;
  }

  /** langchain4j's recursive splitter at {@code size} o200k tokens, no overlap. */
  static LangChain4jStrategy recursive(String name, int size) {
    return new LangChain4jStrategy(name,
        DocumentSplitters.recursive(size, 0, WracTokenCountEstimator.o200k()));
  }

  /**
   * W-RAC's splitter for langchain4j, at most {@code size} tokens a chunk, its segments holding
   * {@code field} of the chunks.
   */
  static LangChain4jStrategy wrac(String name, int size, ChunkField field) {
    return new LangChain4jStrategy(name, WracDocumentSplitter.builder().maxChunkTokens(size)
        .verbatimText(field == ChunkField.TEXT).build());
  }

  @Override
  public String name() {
    return name;
  }

  private record Result(List<BenchChunk> chunks, String error) {}

  @Override
  public Chunks chunk(BenchOrganisation organisation) {
    List<Result> results = organisation.documents().parallelStream().map(this::chunk).toList();
    List<BenchChunk> all = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Result r : results) {
      all.addAll(r.chunks());
      if (r.error() != null) {
        warnings.add(r.error());
      }
    }
    return new Chunks(all, Usage.ZERO, organisation.documents().size(), warnings);
  }

  private Result chunk(BenchDocument doc) {
    try {
      Document document = Document.from(doc.text(),
          Metadata.from(WracDocumentSplitter.FILE_NAME, doc.path().getFileName().toString()));
      List<BenchChunk> chunks = new ArrayList<>();
      for (TextSegment segment : splitter.split(document)) {
        if (!segment.text().isBlank()) {
          chunks.add(new BenchChunk(doc.name(), segment.text()));
        }
      }
      return new Result(chunks, null);
    } catch (RuntimeException e) {
      return new Result(List.of(), name + " failed on " + doc.name() + ": "
          + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }
  }
}
