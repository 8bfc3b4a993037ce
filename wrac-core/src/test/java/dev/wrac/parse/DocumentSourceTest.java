package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentSourceTest {
  @TempDir
  Path dir;

  @Test
  void readsAFileWithItsNameAndMediaType() throws IOException {
    Path file = Files.writeString(dir.resolve("Guide.MD"), "# Guide\n");
    DocumentSource source = DocumentSource.of(file);
    assertThat(source.name()).isEqualTo("Guide.MD");
    assertThat(source.extension()).isEqualTo("md");
    assertThat(source.mediaType()).as("core alone declares no format (wrac-parsers has .md)")
        .isEmpty();
    assertThat(source.text(100)).isEqualTo("# Guide\n");
  }

  @Test
  void gzipIsLookedThrough() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
      gz.write("<p>hi</p>".getBytes(StandardCharsets.UTF_8));
    }
    Path file = Files.write(dir.resolve("page.html.gz"), bytes.toByteArray());
    DocumentSource source = DocumentSource.of(file);
    assertThat(source.extension()).isEqualTo("html");
    assertThat(source.text(100)).isEqualTo("<p>hi</p>");
  }

  @Test
  void byteOrderMarksPickTheCharset() {
    byte[] utf16 = "\uFEFFhé".getBytes(StandardCharsets.UTF_16LE);
    assertThat(DocumentSource.ofBytes("a.txt", utf16).text(100)).isEqualTo("hé");
    byte[] utf8 = "\uFEFFhé".getBytes(StandardCharsets.UTF_8);
    assertThat(DocumentSource.ofBytes("a.txt", utf8).text(100)).isEqualTo("hé");
  }

  @Test
  void declaredCharsetIsUsedWithoutBom() {
    byte[] latin1 = "café".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(DocumentSource.ofBytes("a.txt", latin1).withCharset(StandardCharsets.ISO_8859_1)
        .text(100)).isEqualTo("café");
  }

  @Test
  void invalidUtf8IsATypedErrorWithItsPosition() {
    byte[] bad = {'o', 'k', '\n', 'x', (byte) 0xC3, (byte) 0x28};
    assertThatThrownBy(() -> DocumentSource.ofBytes("bad.md", bad).text(100))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.MALFORMED_ENCODING);
          assertThat(e.document()).isEqualTo("bad.md");
        })
        .hasMessageContaining("byte offset 4 (line 2)");
  }

  @Test
  void emptyWhitespaceAndBinaryInputsAreTypedErrors() {
    assertReason(new byte[0], Reason.EMPTY);
    assertReason(" \n\t\n".getBytes(StandardCharsets.UTF_8), Reason.EMPTY);
    assertReason(new byte[] {'P', 'K', 3, 4, 0, 0, 0, 8}, Reason.BINARY);
  }

  @Test
  void tooLargeIsRefusedBeforeDecoding() {
    byte[] big = new byte[10_000];
    java.util.Arrays.fill(big, (byte) 'a');
    assertThatThrownBy(() -> DocumentSource.ofBytes("big.txt", big).text(100))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE));
  }

  @Test
  void unreadableFileIsATypedError() {
    assertThatThrownBy(() -> DocumentSource.of(dir.resolve("missing.md")))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.UNREADABLE))
        .hasMessageContaining("missing.md");
  }

  @Test
  void aFifoIsRefusedWithoutBlocking() throws Exception {
    Path fifo = dir.resolve("pipe.md");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    Assumptions.assumeTrue(mkfifo.waitFor() == 0 && Files.exists(fifo), "mkfifo unavailable");
    // opening a FIFO with no writer would block forever: the check must not open it
    assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
        assertThatThrownBy(() -> DocumentSource.of(fifo))
            .isInstanceOfSatisfying(DocumentParseException.class, e -> {
              assertThat(e.reason()).isEqualTo(Reason.NOT_REGULAR_FILE);
              assertThat(e.document()).isEqualTo("pipe.md");
            })
            .hasMessageContaining("not a regular file"));
  }

  @Test
  void devicesAndDirectoriesAreRefusedBeforeReading() {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.exists(zero), "no /dev/zero here");
    assertThatThrownBy(() -> DocumentSource.of(zero))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.NOT_REGULAR_FILE))
        .hasMessageContaining("/dev/zero");
    assertThatThrownBy(() -> DocumentSource.of(dir))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.NOT_REGULAR_FILE))
        .hasMessageContaining("is a directory");
  }

  @Test
  void aFileOverTheMaximumSizeIsRefusedNamingIt() throws IOException {
    Path file = Files.writeString(dir.resolve("big.md"), "word ".repeat(2_000));
    assertThatThrownBy(() -> DocumentSource.of(file, SourceLimits.defaults().withMaxBytes(4_000)))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE);
          assertThat(e.document()).isEqualTo("big.md");
        })
        .hasMessageContaining("10000 bytes exceed the maximum source size of 4000 bytes");
    assertThat(DocumentSource.of(file, SourceLimits.defaults().withMaxBytes(10_000))
        .text(20_000)).hasSize(10_000);
  }

  @Test
  void aDecompressionBombIsRefusedByItsRatioWhileInflating() throws IOException {
    // 16 MiB of zeros in about 16 KB: 1,000:1, past 100:1 (and past the 1 MiB floor)
    Path bomb = gzip("bomb.html.gz", new byte[1 << 20], 16);
    assertThatThrownBy(() -> DocumentSource.of(bomb))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE);
          assertThat(e.document()).isEqualTo("bomb.html.gz");
        })
        .hasMessageContaining("over the maximum expansion of 100:1")
        .hasMessageContaining("decompression bomb");
    // a looser ratio lets the same file through (its content is then refused as binary)
    assertThat(DocumentSource.of(bomb, SourceLimits.defaults().withMaxExpansionRatio(2_000))
        .byteLength()).isEqualTo(16L << 20);
  }

  @Test
  void aSmallCompressedFileMayInflateUpToTheFloor() throws IOException {
    // 512 KiB of one letter compress about 1,000:1 but stay under the 1 MiB floor
    byte[] letters = new byte[1 << 19];
    Arrays.fill(letters, (byte) 'a');
    Path page = gzip("small.md.gz", letters, 1);
    assertThat(DocumentSource.of(page).text(1 << 20)).hasSize(1 << 19);
    assertThatThrownBy(() -> DocumentSource.of(page,
        SourceLimits.defaults().withExpansionFloorBytes(64 * 1024)))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE));
  }

  @Test
  void compressedContentOverTheMaximumSizeIsRefusedWhileInflating() throws IOException {
    Path page = gzip("page.md.gz", randomText(16 * 1024, 1), 128);   // 2 MiB
    assertThatThrownBy(() -> DocumentSource.of(page, SourceLimits.defaults()
        .withMaxBytes(1_000_000)))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE))
        .hasMessageContaining("inflates to more than the maximum source size of 1000000 bytes");
  }

  @Test
  void largeFilesAreStreamedFromDiskWithTheSameText() throws IOException {
    // over the 4 MiB held in memory: read again from disk (and inflated again) on each read
    String text = new String(randomText(5 << 20, 2), StandardCharsets.UTF_8);
    Path plain = Files.writeString(dir.resolve("large.md"), text);
    Path packed = gzip("large.md.gz", text.getBytes(StandardCharsets.UTF_8), 1);
    for (Path file : List.of(plain, packed)) {
      DocumentSource source = DocumentSource.of(file);
      assertThat(source.byteLength()).isEqualTo(5 << 20);
      assertThat(source.text(Long.MAX_VALUE)).isEqualTo(text);
      assertThat(source.text(Long.MAX_VALUE)).isEqualTo(text);
      try (InputStream in = source.openStream()) {
        assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(text);
      }
      assertThatThrownBy(() -> source.text(1_000_000))
          .isInstanceOfSatisfying(DocumentParseException.class,
              e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE));
    }
  }

  @Test
  void aStreamedFileKeepsItsByteOrderMarkAndErrorPositions() throws IOException {
    String text = "line\n".repeat(1_000_000);   // 5 MB, 1,000,000 lines
    byte[] utf16 = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16BE);
    assertThat(DocumentSource.of(Files.write(dir.resolve("wide.txt"), utf16)).text(1L << 30))
        .isEqualTo(text);
    byte[] bad = (text + "x\u00e9").getBytes(StandardCharsets.UTF_8);
    bad[bad.length - 1] = (byte) 0x28;   // the second byte of é broken
    Path file = Files.write(dir.resolve("bad.md"), bad);
    assertThatThrownBy(() -> DocumentSource.of(file).text(1L << 30))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.MALFORMED_ENCODING))
        .hasMessageContaining("byte offset 5000001 (line 1000001)");
  }

  /** Writes {@code repeat} copies of {@code content} gzipped. */
  private Path gzip(String name, byte[] content, int repeat) throws IOException {
    Path file = dir.resolve(name);
    try (GZIPOutputStream gz = new GZIPOutputStream(Files.newOutputStream(file))) {
      for (int i = 0; i < repeat; i++) {
        gz.write(content);
      }
    }
    return file;
  }

  /** Lines of random lower-case words, as UTF-8. */
  private static byte[] randomText(int bytes, long seed) {
    Random random = new Random(seed);
    byte[] text = new byte[bytes];
    for (int i = 0; i < bytes; i++) {
      int r = random.nextInt(40);
      text[i] = (byte) (r < 26 ? 'a' + r : r < 38 ? ' ' : '\n');
    }
    return text;
  }

  private static void assertReason(byte[] bytes, Reason reason) {
    assertThatThrownBy(() -> DocumentSource.ofBytes("x.md", bytes).text(1000))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(reason));
  }
}
