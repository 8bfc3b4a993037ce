package dev.wrac.pages.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Transcripts on disk, next to the SHA-256 of the source's bytes:
 * {@code ROOT/<source sha256>/<settings sha256, 16 hex>/} holds {@code pages} (the page count)
 * and one {@code pNNNNN.md} per transcribed batch (its first page's number), the batch's raw
 * transcript with a {@code <!-- wrac:page N -->} line before each page. Files are written to a
 * temporary name and moved into place, so a reader never sees half a file; a damaged file is
 * taken for a miss and written again. Thread-safe.
 */
public final class TranscriptCache {
  private static final Pattern MARK = Pattern.compile("(?m)^<!-- wrac:page (\\d+) -->\\n?");

  private final Path dir;

  private TranscriptCache(Path dir) {
    this.dir = dir;
  }

  /** The entry of a source (by content hash) transcribed with these settings. */
  public static TranscriptCache entry(Path root, String sourceSha256, String settings) {
    return new TranscriptCache(root.resolve(sourceSha256).resolve(
        Hashing.sha256(settings).substring(0, 16)));
  }

  /** The folder of this entry. */
  public Path dir() {
    return dir;
  }

  /** The page count stored by an earlier run, if any. */
  public Optional<Integer> pageCount() {
    try {
      Path f = dir.resolve("pages");
      return Files.isRegularFile(f)
          ? Optional.of(Integer.parseInt(Files.readString(f).strip())) : Optional.empty();
    } catch (IOException | NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Stores the page count and a note saying what the entry is. */
  public void putPageCount(int pages, String document, String settings) throws IOException {
    writeAtomically(dir.resolve("about.txt"), "document: " + document + "\nsettings: " + settings + "\n");
    writeAtomically(dir.resolve("pages"), pages + "\n");
  }

  /** The stored transcript of the batch starting at {@code firstPage}, page by page. */
  public Optional<List<String>> batch(int firstPage, int size) {
    Path f = batchFile(firstPage);
    if (!Files.isRegularFile(f)) {
      return Optional.empty();
    }
    try {
      return parse(Files.readString(f, StandardCharsets.UTF_8), firstPage, size);
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Stores the transcript of the batch starting at {@code firstPage}. */
  public void putBatch(int firstPage, List<String> pages) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < pages.size(); i++) {
      sb.append("<!-- wrac:page ").append(firstPage + i).append(" -->\n").append(pages.get(i))
          .append('\n');
    }
    writeAtomically(batchFile(firstPage), sb.toString());
  }

  /** The pages of a stored batch, or empty if its page marks are not the expected ones. */
  static Optional<List<String>> parse(String text, int firstPage, int size) {
    Matcher m = MARK.matcher(text);
    List<Integer> starts = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    int expected = firstPage;
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) != expected++) {
        return Optional.empty();
      }
      if (!starts.isEmpty()) {
        ends.add(m.start());
      }
      starts.add(m.end());
    }
    if (starts.size() != size || (size > 0 && !text.startsWith("<!-- wrac:page "))) {
      return Optional.empty();
    }
    ends.add(text.length());
    List<String> pages = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      String page = text.substring(starts.get(i), ends.get(i));
      pages.add(page.endsWith("\n") ? page.substring(0, page.length() - 1) : page);
    }
    return Optional.of(pages);
  }

  private Path batchFile(int firstPage) {
    return dir.resolve(String.format("p%05d.md", firstPage));
  }

  /**
   * Writes {@code content} to {@code file} through a temporary file in its folder (created if
   * missing), so that a reader never sees a partial file.
   */
  public static void writeAtomically(Path file, String content) throws IOException {
    Path dir = file.getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, ".tmp-", ".part");
    try {
      Files.writeString(tmp, content, StandardCharsets.UTF_8);
      try {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
