package com.example.bomapp;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.langchain4j.WracDocumentSplitter;
import dev.wrac.model.ChunkMetadata;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Splits the bundled FAQ into langchain4j segments and prints each with its provenance. */
public final class App {
  private App() {}

  /** The FAQ's segments, at most {@code maxTokens} tokens each. */
  public static List<TextSegment> segments(int maxTokens) {
    try (InputStream in = App.class.getResourceAsStream("/faq.md")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      Document doc = Document.from(text, Metadata.from("file_name", "faq.md"));
      return WracDocumentSplitter.builder().maxChunkTokens(maxTokens).build().split(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static void main(String[] args) {
    for (TextSegment s : segments(64)) {
      Metadata m = s.metadata();
      System.out.printf("#%d %s lines %d-%d [%s] %d tokens%n",
          m.getInteger(ChunkMetadata.CHUNK_INDEX), m.getString(ChunkMetadata.HEADING_PATH),
          m.getInteger(ChunkMetadata.LINE), m.getInteger(ChunkMetadata.END_LINE),
          m.getString(ChunkMetadata.ELEMENT_IDS), m.getInteger(ChunkMetadata.TOKENS));
    }
  }
}
