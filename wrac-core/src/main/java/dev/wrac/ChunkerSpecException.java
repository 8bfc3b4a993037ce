package dev.wrac;

import java.util.Optional;

/**
 * A bad setting of a {@link ChunkerSpec}, or one a chunker cannot be built with (an unknown
 * planner, token counter or route): the message names the setting as the user wrote it
 * ({@code --max-tokens}, {@code wrac.max-tokens}, {@code maxTokens}: see
 * {@link ChunkerSpec.Spelling}) and the value.
 */
public class ChunkerSpecException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient ChunkerSpec.Setting setting;

  /** An error about {@code setting} (null when the key itself is unknown). */
  public ChunkerSpecException(ChunkerSpec.Setting setting, String message, Throwable cause) {
    super(message, cause);
    this.setting = setting;
  }

  /** The setting at fault, if the error is about a known one. */
  public Optional<ChunkerSpec.Setting> setting() {
    return Optional.ofNullable(setting);
  }
}
