package dev.wrac.pages;

import dev.wrac.llm.LlmClient;
import java.time.Duration;
import java.util.Objects;

/**
 * What {@link PageTranscriberProvider}s need to make a transcriber; each takes what it uses.
 *
 * <pre>{@code
 * PageTranscriber llm = PageTranscribers.byName("llm",
 *     TranscriberSettings.builder().llm(LlmClients.fromEnvironment()).build());
 * PageTranscriber ocr = PageTranscribers.byName("ocr", TranscriberSettings.defaults());
 * }</pre>
 *
 * @param llm              the vision model client for {@code llm}; {@code null} means
 *                         {@link dev.wrac.llm.LlmClients#fromEnvironment()} when one is needed
 * @param ocrLanguages     Tesseract's {@code -l} value, such as {@code "eng"} or
 *                         {@code "eng+deu"}; default {@code "eng"}
 * @param tesseractCommand the Tesseract executable; default {@code "tesseract"} on the PATH
 * @param ocrTimeout       the longest one page's OCR may take before Tesseract is killed;
 *                         default 120 s
 */
public record TranscriberSettings(LlmClient llm, String ocrLanguages, String tesseractCommand,
    Duration ocrTimeout) {
  public TranscriberSettings {
    Objects.requireNonNull(ocrLanguages, "ocrLanguages");
    Objects.requireNonNull(tesseractCommand, "tesseractCommand");
    Objects.requireNonNull(ocrTimeout, "ocrTimeout");
    if (!ocrLanguages.matches("[A-Za-z0-9_]+(\\+[A-Za-z0-9_]+)*")) {
      throw new IllegalArgumentException("ocrLanguages must be like 'eng' or 'eng+deu', was '"
          + ocrLanguages + "'");
    }
    if (ocrTimeout.isNegative() || ocrTimeout.isZero()) {
      throw new IllegalArgumentException("ocrTimeout must be positive, was " + ocrTimeout);
    }
  }

  /** No client (taken from the environment when needed), English OCR, 120 s per page. */
  public static TranscriberSettings defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Builder for {@link TranscriberSettings}. */
  public static final class Builder {
    private LlmClient llm;
    private String ocrLanguages = "eng";
    private String tesseractCommand = "tesseract";
    private Duration ocrTimeout = Duration.ofSeconds(120);

    private Builder() {}

    /** The vision model client. */
    public Builder llm(LlmClient llm) {
      this.llm = Objects.requireNonNull(llm, "llm");
      return this;
    }

    /** Tesseract's languages, such as {@code "eng+deu"}. */
    public Builder ocrLanguages(String ocrLanguages) {
      this.ocrLanguages = Objects.requireNonNull(ocrLanguages, "ocrLanguages");
      return this;
    }

    /** The Tesseract executable (a name on the PATH or a path). */
    public Builder tesseractCommand(String tesseractCommand) {
      this.tesseractCommand = Objects.requireNonNull(tesseractCommand, "tesseractCommand");
      return this;
    }

    /** The longest one page's OCR may take. */
    public Builder ocrTimeout(Duration ocrTimeout) {
      this.ocrTimeout = Objects.requireNonNull(ocrTimeout, "ocrTimeout");
      return this;
    }

    public TranscriberSettings build() {
      return new TranscriberSettings(llm, ocrLanguages, tesseractCommand, ocrTimeout);
    }
  }
}
