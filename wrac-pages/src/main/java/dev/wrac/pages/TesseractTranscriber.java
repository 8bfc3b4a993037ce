package dev.wrac.pages;

import dev.wrac.pages.internal.ExternalProcess;
import dev.wrac.pages.internal.Hashing;
import dev.wrac.pages.internal.OcrLayout;
import dev.wrac.pages.internal.StrokeWidth;
import dev.wrac.pages.internal.TranscriptCache;
import dev.wrac.pages.internal.WorkDir;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Offline transcription with Tesseract OCR: each page image goes through the {@code tesseract}
 * program (Debian packages {@code tesseract-ocr} and {@code tesseract-ocr-eng}, or another
 * language's) as TSV, whose blocks, lines and box heights become Markdown paragraphs, list
 * items and, where a short line is taller than the body text or bold (stroke width measured on
 * the page image), headings, and whose word boxes, where they line up in columns, become
 * Markdown tables (kept as tables: {@link #keepsTables()}). No model, no network.
 *
 * <pre>{@code
 * PageTranscriber ocr = TesseractTranscriber.builder().languages("eng+deu").build();
 * }</pre>
 * One page per batch; as many pages at once as the machine has processors (each Tesseract run
 * on one thread). A page past its timeout is killed and fails its batch. Thread-safe.
 */
public final class TesseractTranscriber implements PageTranscriber {
  /** The provider name. */
  public static final String NAME = "ocr";
  /** Changes whenever the TSV-to-Markdown rules change: part of the cache key. */
  public static final String LAYOUT_VERSION = "6";

  private final TranscriberSettings settings;
  private final int parallelism;
  private final ExternalProcess tesseract = new ExternalProcess("Tesseract",
      "tesseract-ocr tesseract-ocr-eng");

  private TesseractTranscriber(TranscriberSettings settings, int parallelism) {
    this.settings = settings;
    this.parallelism = parallelism;
  }

  /** A builder with English, {@code tesseract} on the PATH and 120 s per page. */
  public static Builder builder() {
    return new Builder();
  }

  /** A transcriber with the OCR settings of {@code settings}. */
  public static TesseractTranscriber of(TranscriberSettings settings) {
    return new TesseractTranscriber(settings, Runtime.getRuntime().availableProcessors());
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String model() {
    return null;
  }

  @Override
  public String fingerprint() {
    return NAME + ";languages=" + settings.ocrLanguages() + ";layout=" + LAYOUT_VERSION;
  }

  /** True: the tables rebuilt from the word boxes' column gaps stay Markdown tables. */
  @Override
  public boolean keepsTables() {
    return true;
  }

  @Override
  public int batchSize() {
    return 1;
  }

  @Override
  public int parallelism() {
    return parallelism;
  }

  /**
   * OCRs each page of the batch.
   *
   * @throws ExternalToolException if Tesseract is missing, times out or fails
   */
  @Override
  public BatchTranscript transcribe(PageBatch batch) {
    List<String> pages = new ArrayList<>();
    for (PageImage page : batch.pages()) {
      pages.add(OcrLayout.markdown(tsv(page, batch.document()), StrokeWidth.of(page.png())));
    }
    return BatchTranscript.offline(pages);
  }

  /**
   * Tesseract's TSV for one page. With the system property {@code wrac.ocr.tsvCache} set to a
   * folder, the raw TSV is kept there by the image's SHA-256 (with the languages and DPI), so
   * a run after a change of the layout rules redoes no OCR.
   */
  String tsv(PageImage page, String document) {
    String cacheDir = System.getProperty("wrac.ocr.tsvCache");
    if (cacheDir == null || cacheDir.isBlank()) {
      return runTesseract(page, document);
    }
    String key = Hashing.sha256(settings.ocrLanguages() + ";" + page.dpi() + ";"
        + Hashing.sha256(page.png()));
    Path file = Path.of(cacheDir).resolve(key.substring(0, 32) + ".tsv");
    try {
      if (Files.isRegularFile(file)) {
        return Files.readString(file);
      }
      String tsv = runTesseract(page, document);
      TranscriptCache.writeAtomically(file, tsv);
      return tsv;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String runTesseract(PageImage page, String document) {
    Path exe = tesseract.require(settings.tesseractCommand(), document);
    try (WorkDir dir = WorkDir.create("wrac-ocr-")) {
      Path png = dir.path().resolve("page.png");
      page.writeTo(png);
      List<String> cmd = new ArrayList<>(List.of(exe.toString(), png.toString(), "stdout",
          "-l", settings.ocrLanguages()));
      if (page.dpi() > 0) {
        cmd.addAll(List.of("--dpi", String.valueOf(page.dpi())));
      }
      cmd.add("tsv");
      ExternalProcess.Outcome run = tesseract.run(cmd, dir.path(),
          Map.of("OMP_THREAD_LIMIT", "1"), settings.ocrTimeout(),
          document + " (page " + page.page() + ")");
      if (run.exitCode() != 0) {
        throw tesseract.failed(document, "page " + page.page() + ", exit code "
            + run.exitCode() + ": " + run.stderr() + hint(run.stderr()));
      }
      return run.stdoutText();
    } catch (IOException e) {
      throw new UncheckedIOException("OCR of '" + document + "' page " + page.page()
          + " could not use its work folder: " + e.getMessage(), e);
    }
  }

  private String hint(String stderr) {
    return stderr.contains("Failed loading language") ? " (install the language data: "
        + "apt-get install tesseract-ocr-" + settings.ocrLanguages().split("\\+")[0] + ", one "
        + "package per language of '" + settings.ocrLanguages() + "')" : "";
  }

  @Override
  public String toString() {
    return "TesseractTranscriber[" + settings.ocrLanguages() + ", " + parallelism + " at once]";
  }

  /** Builder for {@link TesseractTranscriber}. */
  public static final class Builder {
    private final TranscriberSettings.Builder settings = TranscriberSettings.builder();
    private int parallelism = Runtime.getRuntime().availableProcessors();

    private Builder() {}

    /** Tesseract's languages, such as {@code "eng"} (default) or {@code "eng+deu"}. */
    public Builder languages(String languages) {
      settings.ocrLanguages(languages);
      return this;
    }

    /** The Tesseract executable; default {@code "tesseract"} on the PATH. */
    public Builder command(String command) {
      settings.tesseractCommand(command);
      return this;
    }

    /** The longest one page may take; default 120 s. */
    public Builder timeout(Duration timeout) {
      settings.ocrTimeout(timeout);
      return this;
    }

    /** Pages OCRed at once, 1–64; default the number of processors. */
    public Builder parallelism(int parallelism) {
      if (parallelism < 1 || parallelism > 64) {
        throw new IllegalArgumentException("parallelism must be 1-64, was " + parallelism);
      }
      this.parallelism = parallelism;
      return this;
    }

    public TesseractTranscriber build() {
      return new TesseractTranscriber(Objects.requireNonNull(settings.build()), parallelism);
    }
  }
}
