package dev.wrac.json;

import dev.wrac.error.WracException;

/**
 * Text given to {@link ChunkJson} is not one chunk line: not JSON, not an object, a field
 * missing or of the wrong type, an {@code "id"} that does not match the chunk's content, or a
 * format version this reader does not know. The message names the field and the problem.
 */
public class ChunkJsonException extends WracException {
  private static final long serialVersionUID = 1L;

  public ChunkJsonException(String message, Throwable cause) {
    super(message, cause);
  }

  public ChunkJsonException(String message) {
    super(message);
  }
}
