package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
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
    assertThat(source.mediaType()).contains("text/markdown");
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
    assertThat(source.mediaType()).contains("text/html");
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

  private static void assertReason(byte[] bytes, Reason reason) {
    assertThatThrownBy(() -> DocumentSource.ofBytes("x.md", bytes).text(1000))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(reason));
  }
}
