package dev.wrac.cli;

import dev.wrac.error.WracException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * The exit codes of {@code wrac} and the one-line form of an error. 0: everything worked; 1: an
 * input failed (unreadable, unsupported, timed out, skipped); 2: a usage error (a bad option or
 * configuration), nothing processed; 3: {@code chunk --strict} and a planner fell back.
 */
final class Exit {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;
  static final int FELL_BACK = 3;

  private Exit() {}

  /**
   * The error as one line, without the document name a parse error repeats. A file system
   * error is put in words: Java's message for most of them is the bare path
   * ({@code FileAlreadyExistsException: out}), which says nothing of what went wrong.
   */
  static String oneLine(Throwable e) {
    Throwable t = e instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
    if (t instanceof FileSystemException f) {
      return f.getFile() + (f.getOtherFile() == null ? "" : " (to " + f.getOtherFile() + ")")
          + ": " + reason(f);
    }
    return WracException.oneLine(e, "raise the heap with WRAC_JAVA_OPTS=-Xmx...");
  }

  /**
   * What went wrong with a file, in words: the system's reason when it gave one ("Not a
   * directory"), else what the kind of error means.
   */
  static String reason(FileSystemException f) {
    if (f.getReason() != null && !f.getReason().isBlank()) {
      return f.getReason();
    } else if (f instanceof NoSuchFileException) {
      return "no such file or directory";
    } else if (f instanceof AccessDeniedException) {
      return "permission denied";
    } else if (f instanceof FileAlreadyExistsException) {
      return "already exists";
    } else if (f instanceof NotDirectoryException) {
      return "not a directory";
    } else if (f instanceof DirectoryNotEmptyException) {
      return "directory not empty";
    } else if (f instanceof FileSystemLoopException) {
      return "a loop of symbolic links";
    } else if (f instanceof NotLinkException) {
      return "not a symbolic link";
    }
    return "file system error (" + f.getClass().getSimpleName() + ")";
  }

  /** "1 file", "2 files". */
  static String count(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
