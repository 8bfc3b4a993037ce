package com.example.springaiapp;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;

/**
 * A Spring AI {@link EmbeddingModel} that needs no network and no key: BAAI bge-small-en-v1.5
 * (quantized, 384 dimensions), run in process from langchain4j's ONNX artifact. Swap it for your
 * provider's model (OpenAI, Ollama...) in production.
 */
public final class OfflineEmbeddingModel implements EmbeddingModel {
  private final BgeSmallEnV15QuantizedEmbeddingModel model =
      new BgeSmallEnV15QuantizedEmbeddingModel();

  @Override
  public EmbeddingResponse call(EmbeddingRequest request) {
    List<TextSegment> texts = request.getInstructions().stream().map(TextSegment::from).toList();
    List<dev.langchain4j.data.embedding.Embedding> vectors = model.embedAll(texts).content();
    List<Embedding> out = new ArrayList<>(vectors.size());
    for (int i = 0; i < vectors.size(); i++) {
      out.add(new Embedding(vectors.get(i).vector(), i));
    }
    return new EmbeddingResponse(out);
  }

  @Override
  public float[] embed(Document document) {
    return model.embed(document.getText()).content().vector();
  }

  @Override
  public int dimensions() {
    return 384;
  }
}
