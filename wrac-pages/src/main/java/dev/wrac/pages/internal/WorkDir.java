package dev.wrac.pages.internal;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** A temporary folder deleted with everything in it when closed. */
public record WorkDir(Path path) implements AutoCloseable {

  /** A new folder under the system's temporary folder. */
  public static WorkDir create(String prefix) throws IOException {
    return new WorkDir(Files.createTempDirectory(prefix));
  }

  @Override
  public void close() {
    try {
      Files.walkFileTree(path, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.deleteIfExists(file);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
          Files.deleteIfExists(dir);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException ignored) {
      // a leftover temporary file is not worth failing a document for
    }
  }
}
