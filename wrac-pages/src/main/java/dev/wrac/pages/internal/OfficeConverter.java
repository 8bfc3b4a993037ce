package dev.wrac.pages.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Converts office documents (DOCX, PPTX, XLSX, ODF, RTF, legacy binary formats) to PDF with
 * LibreOffice headless: {@code soffice --headless --convert-to pdf}, a throwaway user profile
 * per run (so runs never share or lock a profile), a timeout after which LibreOffice and its
 * children are killed.
 */
public final class OfficeConverter {
  /** Extensions LibreOffice Writer converts. */
  public static final Set<String> WRITER = Set.of("docx", "doc", "odt", "rtf", "fodt", "docm");
  /** Extensions LibreOffice Impress converts. */
  public static final Set<String> IMPRESS = Set.of("pptx", "ppt", "odp", "fodp", "pptm");
  /** Extensions LibreOffice Calc converts. */
  public static final Set<String> CALC = Set.of("xlsx", "xls", "ods", "fods", "xlsm");

  private final String command;
  private final Duration timeout;

  public OfficeConverter(String command, Duration timeout) {
    this.command = command;
    this.timeout = timeout;
  }

  /** Whether files with this extension are converted. */
  public static boolean handles(String extension) {
    return WRITER.contains(extension) || IMPRESS.contains(extension)
        || CALC.contains(extension);
  }

  /** The Debian package of the LibreOffice component that converts this extension. */
  public static String debianPackage(String extension) {
    return IMPRESS.contains(extension) ? "libreoffice-impress-nogui"
        : CALC.contains(extension) ? "libreoffice-calc-nogui" : "libreoffice-writer-nogui";
  }

  /**
   * Converts {@code input} (named {@code input.EXT}) into a PDF in {@code workDir}.
   *
   * @throws dev.wrac.pages.ExternalToolException if soffice is missing, times out or fails
   * @throws DocumentParseException with {@link Reason#MALFORMED} if it writes no PDF
   */
  public Path toPdf(Path input, String extension, Path workDir, String document) {
    ExternalProcess soffice = new ExternalProcess("LibreOffice", debianPackage(extension));
    Path exe = soffice.require(command, document);
    Path profile = workDir.resolve("lo-profile");
    Path outDir = workDir.resolve("pdf");
    try {
      Files.createDirectories(outDir);
    } catch (IOException e) {
      throw new DocumentParseException(document, Reason.UNREADABLE,
          "cannot create a work folder: " + e, e);
    }
    List<String> cmd = List.of(exe.toString(), "--headless", "--norestore", "--nolockcheck",
        "-env:UserInstallation=" + profile.toUri(), "--convert-to", "pdf",
        "--outdir", outDir.toString(), input.toString());
    ExternalProcess.Outcome outcome = soffice.run(cmd, workDir, Map.of("HOME",
        workDir.toString()), timeout, document);
    String base = input.getFileName().toString();
    Path pdf = outDir.resolve(base.substring(0, base.lastIndexOf('.')) + ".pdf");
    if (outcome.exitCode() != 0) {
      throw soffice.failed(document, "exit code " + outcome.exitCode() + ": "
          + outcome.stderr());
    }
    if (!Files.isRegularFile(pdf)) {
      throw new DocumentParseException(document, Reason.MALFORMED, "LibreOffice could not "
          + "convert it to PDF (is it really a ." + extension + " file?)"
          + (outcome.stderr().isEmpty() ? "" : ": " + outcome.stderr()));
    }
    return pdf;
  }
}
