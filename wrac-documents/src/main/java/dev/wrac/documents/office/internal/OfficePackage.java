package dev.wrac.documents.office.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.poi.openxml4j.opc.OPCPackage;

/**
 * An opened package and, for a large source, the temporary copy it is read from; closing
 * drops the package without writing and deletes the copy.
 */
public final class OfficePackage implements AutoCloseable {
  private final OPCPackage pkg;
  private final Path copy;

  OfficePackage(OPCPackage pkg, Path copy) {
    this.pkg = pkg;
    this.copy = copy;
  }

  /** The package, read-only. */
  public OPCPackage pkg() {
    return pkg;
  }

  @Override
  public void close() {
    try {
      pkg.revert();
    } finally {
      delete(copy);
    }
  }

  static void delete(Path copy) {
    if (copy != null) {
      try {
        Files.deleteIfExists(copy);
      } catch (IOException e) {
        copy.toFile().deleteOnExit();
      }
    }
  }
}
