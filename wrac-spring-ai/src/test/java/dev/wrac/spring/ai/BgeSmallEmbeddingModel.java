package dev.wrac.spring.ai;

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
 * A real Spring AI {@link EmbeddingModel}: BAAI bge-small-en-v1.5 (quantized), run in process
 * by langchain4j's ONNX packaging. No network, deterministic.
 */
final class BgeSmallEmbeddingModel implements EmbeddingModel {
  private final BgeSmallEnV15QuantizedEmbeddingModel model =
      new BgeSmallEnV15QuantizedEmbeddingModel();

  @Override
  public EmbeddingResponse call(EmbeddingRequest request) {
    List<TextSegment> segments = request.getInstructions().stream().map(TextSegment::from)
        .toList();
    List<dev.langchain4j.data.embedding.Embedding> vectors = model.embedAll(segments).content();
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
