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

  /** The setting's {@link Chunker.Builder} method name; null when the key is unknown. */
  private final String setting;

  /** An error about {@code setting} (null when the key itself is unknown). */
  public ChunkerSpecException(ChunkerSpec.Setting setting, String message, Throwable cause) {
    this(setting == null ? null : setting.nameIn(ChunkerSpec.Spelling.JAVA), message, cause);
  }

  /** An error about the setting of {@link Chunker.Builder} method {@code javaName}. */
  ChunkerSpecException(String javaName, String message, Throwable cause) {
    super(message, cause);
    this.setting = javaName;
  }

  /** The setting at fault, if the error is about a known one. */
  public Optional<ChunkerSpec.Setting> setting() {
    return setting == null ? Optional.empty() : ChunkerSpec.Setting.byJavaName(setting);
  }
}
