package dev.wrac.embed;

import dev.wrac.error.WracException;

/**
 * An embedder that cannot work: the model missing from the class path or failing to load, an
 * unusable cache directory or file. The message names the file or artifact and the problem.
 */
public class EmbeddingException extends WracException {
  private static final long serialVersionUID = 1L;

  public EmbeddingException(String message) {
    super(message);
  }

  public EmbeddingException(String message, Throwable cause) {
    super(message, cause);
  }
}
