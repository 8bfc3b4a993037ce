package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A bad Word, PowerPoint or Excel file is refused in words a user understands, as a PDF is:
 * {@code the ZIP file is cut short}, {@code not a Word package: no [Content_Types].xml}; never
 * a Java class name ({@code java.io.IOException: Truncated ZIP file}) or a temporary file's
 * path. Each file is written to disk and read by the real parser; the failure stays the cause.
 */
class OfficeErrorWordsTest {
  @TempDir
  Path dir;

  static List<DocumentParser> parsers() {
    return List.of(DocxParser.create(), PptxParser.create(), XlsxParser.create());
  }

  private static byte[] good(DocumentParser parser) {
    return parser instanceof DocxParser ? DocxFixtures.bytes(DocxFixtures.everything())
        : parser instanceof PptxParser ? OfficeFixtures.bytes(OfficeFixtures.deck())
        : OfficeFixtures.bytes(OfficeFixtures.workbook());
  }

  private static String ext(DocumentParser parser) {
    return parser.fileExtensions().iterator().next();
  }

  private static String app(DocumentParser parser) {
    return parser instanceof DocxParser ? "Word" : parser instanceof PptxParser ? "PowerPoint"
        : "Excel";
  }

  private static String noun(DocumentParser parser) {
    return parser instanceof DocxParser ? "Word document"
        : parser instanceof PptxParser ? "PowerPoint presentation" : "Excel workbook";
  }

  /** The failure of the file {@code name} with {@code bytes}, read from disk, checked common. */
  private DocumentParseException failure(DocumentParser parser, String name, byte[] bytes)
      throws IOException {
    Path file = Files.write(dir.resolve(name + "." + ext(parser)), bytes);
    try {
      parser.parse(DocumentSource.of(file), ParseOptions.defaults());
      throw new AssertionError("parsed the bad file " + file);
    } catch (DocumentParseException e) {
      assertThat(e.getMessage()).as(name)
          .startsWith("Cannot parse '" + file.getFileName() + "': ")
          .doesNotContain("java.").doesNotContain("org.apache").doesNotContain("Exception")
          .doesNotContain("wrac-office-").doesNotContain(" a whole a").doesNotContain(" an a");
      return e;
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void aTruncatedCopyIsCutShort(DocumentParser parser) throws IOException {
    byte[] good = good(parser);
    for (int keep : new int[] {good.length / 2, good.length - 22, 100}) {
      DocumentParseException e = failure(parser, "cut" + keep, Arrays.copyOf(good, keep));
      assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
      assertThat(e.getMessage()).as("kept %d of %d bytes", keep, good.length)
          .contains("the ZIP file is cut short").endsWith("not a whole " + noun(parser));
    }
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void aLargeTruncatedCopyReadFromATemporaryFileIsCutShortToo(DocumentParser parser)
      throws IOException {
    byte[] big = withEntry(good(parser), "media/noise.bin", 5 << 20);  // over the 4 MiB copied
    DocumentParseException half = failure(parser, "bighalf",
        Arrays.copyOf(big, big.length / 2));
    assertThat(half.getMessage()).contains("the ZIP file is cut short (truncated");
    assertThat(half.getCause()).isNotNull();
    DocumentParseException end = failure(parser, "bigend", Arrays.copyOf(big, big.length - 22));
    assertThat(end.getMessage()).contains("the ZIP file is cut short or corrupt (its end, the "
        + "directory of the entries, is missing): not a whole " + noun(parser));
    assertThat(end.getCause()).isNotNull();
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void aZipWithoutContentTypesIsNotAnOfficePackage(DocumentParser parser) throws IOException {
    DocumentParseException e = failure(parser, "nocontenttypes",
        BadFiles.without(good(parser), "[Content_Types].xml"));
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.getMessage()).contains("not a " + app(parser) + " package: no "
        + "[Content_Types].xml");
    assertThat(e.getCause()).isNotNull();   // POI's InvalidFormatException, for logs

    ByteArrayOutputStream zip = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(zip)) {
      z.putNextEntry(new ZipEntry("notes.txt"));
      z.write("any other ZIP file".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    assertThat(failure(parser, "fake", zip.toByteArray()).getMessage())
        .contains("not a " + app(parser) + " package: no [Content_Types].xml");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void aZipWithoutTheMainPartSaysSo(DocumentParser parser) throws IOException {
    DocumentParseException e = failure(parser, "nomain",
        BadFiles.without(good(parser), "_rels/.rels"));
    assertThat(e.getMessage()).contains("without an Office document inside (no main part)");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void damagedCompressedDataIsDamaged(DocumentParser parser) throws IOException {
    byte[] scrambled = good(parser);
    for (int k = 200; k < scrambled.length; k += 7) {
      scrambled[k] ^= 0x5A;
    }
    DocumentParseException e = failure(parser, "scrambled", scrambled);
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.getMessage()).contains("the ZIP file is damaged (an entry's compressed data "
        + "is corrupt: ").endsWith("): not a usable " + noun(parser));
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void randomBytesEmptyFilesAndPasswordsAreSaidInWords(DocumentParser parser)
      throws IOException {
    byte[] noise = new byte[3000];
    new Random(7).nextBytes(noise);
    assertThat(failure(parser, "noise", noise).getMessage())
        .contains("not a ZIP package (Office Open XML files are ZIP archives)");
    assertThat(failure(parser, "empty", new byte[0]).getMessage())
        .endsWith("the file is empty (0 bytes)");
    DocumentParseException locked = failure(parser, "locked",
        BadFiles.encrypted(good(parser), EncryptionMode.agile));
    assertThat(locked.reason()).isEqualTo(Reason.ENCRYPTED);
    assertThat(locked.getMessage()).contains("encrypted (password-protected) "
        + noun(parser)).contains("remove the password");
  }

  /** The package with one more stored entry of {@code bytes} random (incompressible) bytes. */
  private static byte[] withEntry(byte[] zip, String name, int bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipOutputStream z = new ZipOutputStream(out)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        z.putNextEntry(new ZipEntry(e.getName()));
        z.write(in.readAllBytes());
        z.closeEntry();
      }
      byte[] noise = new byte[bytes];
      new Random(3).nextBytes(noise);
      z.putNextEntry(new ZipEntry(name));
      z.write(noise);
      z.closeEntry();
    }
    return out.toByteArray();
  }
}
