package dev.wrac.pages;

import dev.wrac.error.WracException;
import java.util.Objects;

/**
 * An external program the page route needs (LibreOffice's {@code soffice}, {@code tesseract})
 * is missing, ran past its timeout (and was killed) or failed. The message names the document,
 * the program and, when it is missing, the Debian package that installs it.
 *
 * <pre>{@code
 * try {
 *   route.parse(DocumentSource.of(Path.of("report.docx")));
 * } catch (ExternalToolException e) {
 *   if (e.problem() == ExternalToolException.Problem.MISSING) {
 *     System.err.println("install: apt-get install " + e.debianPackage());
 *   }
 * }
 * }</pre>
 */
public class ExternalToolException extends WracException {
  private static final long serialVersionUID = 1L;

  /** What went wrong with the program. */
  public enum Problem {
    /** The program is not installed (not found on the {@code PATH}). */
    MISSING,
    /** The program ran past its timeout and was killed. */
    TIMED_OUT,
    /** The program ended with an error or wrote no output. */
    FAILED
  }

  private final String tool;
  private final Problem problem;
  private final String debianPackage;

  /**
   * @param tool          the program, such as {@code "soffice"}
   * @param problem       what went wrong
   * @param debianPackage the Debian package(s) that install it, space-separated
   * @param message       the whole message, naming the document
   */
  public ExternalToolException(String tool, Problem problem, String debianPackage,
      String message) {
    super(message);
    this.tool = Objects.requireNonNull(tool, "tool");
    this.problem = Objects.requireNonNull(problem, "problem");
    this.debianPackage = Objects.requireNonNull(debianPackage, "debianPackage");
  }

  /** The program, such as {@code "soffice"} or {@code "tesseract"}. */
  public String tool() {
    return tool;
  }

  /** What went wrong. */
  public Problem problem() {
    return problem;
  }

  /** The Debian package(s) that install the program, space-separated. */
  public String debianPackage() {
    return debianPackage;
  }
}
