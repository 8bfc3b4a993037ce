package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a new user meets first: where output goes, what --help and --quiet print. */
class DoorsCliTest {
  @TempDir
  Path dir;

  @Test
  void anOutputFileThatCannotBeWrittenIsNamed() throws IOException {
    Path doc = Files.writeString(dir.resolve("guide.md"), "# Guide\n\nText.\n");
    Path proc = Path.of("/proc/version");
    Assumptions.assumeTrue(Files.isRegularFile(proc), "no /proc/version here");
    CliRun run = CliRun.of("chunk", "--quiet", "--out", proc.toString(), doc.toString());
    assertThat(run.exit()).isNotZero();
    assertThat(run.err()).contains("error: cannot write /proc/version: ");
  }

  @Test
  void aPdfOrDocxUnderATextNameIsReadByItsContent() throws IOException {
    Path pdf = dir.resolve("report.md");
    writePdf(pdf, "Quarterly figures rose in every region.", new PDResources(), "");
    Path docx = dir.resolve("notes.txt");
    try (XWPFDocument d = new XWPFDocument(); var out = Files.newOutputStream(docx)) {
      d.createParagraph().createRun().setText("Meeting notes about the kettle recall.");
      d.write(out);
    }
    Path out = dir.resolve("chunks.jsonl");

    CliRun run = CliRun.of("chunk", "--quiet", "--out", out.toString(), pdf.toString(),
        docx.toString());

    assertThat(run.exit()).as(run.err()).isZero();
    String chunks = Files.readString(out);
    assertThat(chunks).contains("Quarterly figures rose in every region.")
        .contains("\"page\":1").contains("Meeting notes about the kettle recall.");
  }

  /**
   * A PDF whose font maps no glyph to Unicode, read in a child JVM (the log levels are set in
   * {@code main}): PDFBox warns once per glyph, and none of that reaches the user.
   */
  @Test
  void pdfBoxsWarningsForEachUnmappedGlyphAreNotPrinted() throws Exception {
    Path pdf = dir.resolve("unmapped.pdf");
    COSArray differences = new COSArray();
    differences.add(COSInteger.get(65));
    for (String name : new String[] {"g1", "g2", "g3"}) {
      differences.add(COSName.getPDFName(name));
    }
    COSDictionary encoding = new COSDictionary();
    encoding.setItem(COSName.TYPE, COSName.ENCODING);
    encoding.setItem(COSName.DIFFERENCES, differences);
    writePdf(pdf, "Readable words before the unmapped ones.", asF1(helvetica(encoding)),
        "BT /F1 12 Tf 72 680 Td (ABCABCABC) Tj ET\n");
    String stderr = parseInChildJvm(pdf, "Readable words before the unmapped ones.");
    assertThat(stderr).doesNotContain("No Unicode mapping").doesNotContain("WARN");
  }

  /**
   * A PDF whose font's ToUnicode map is malformed (an entry without its input code, as the
   * arabi package's Arabic fonts have): PDFBox logs an ERROR with its stack trace for each
   * font it loads and reads the glyphs by the font's encoding instead. The text is read, and
   * no stack trace reaches the user.
   */
  @Test
  void pdfBoxsStackTracesForAFontsUnreadableUnicodeMapAreNotPrinted() throws Exception {
    Path pdf = dir.resolve("broken-cmap.pdf");
    COSStream cmap = new COSStream();
    try (var out = cmap.createOutputStream()) {
      out.write(("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
          + "1 begincodespacerange <00> <FF> endcodespacerange\n"
          + "1 beginbfchar 65 <0041> endbfchar\n"
          + "endcmap CMapName currentdict /CMap defineresource pop end end\n")
          .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
    COSDictionary font = helvetica(COSName.WIN_ANSI_ENCODING);
    font.setItem(COSName.TO_UNICODE, cmap);
    writePdf(pdf, "Words in a sound font.", asF1(font),
        "BT /F1 12 Tf 72 680 Td (Words read by their encoding.) Tj ET\n");
    String stderr = parseInChildJvm(pdf, "Words read by their encoding.");
    assertThat(stderr).doesNotContain("ToUnicode").doesNotContain("Exception")
        .doesNotContain("ERROR");
  }

  /**
   * Runs {@code wrac parse --text} on {@code pdf} in a child JVM (the log levels are set in
   * {@code main}), checks that it succeeds and prints {@code expected}, and returns what it
   * wrote to standard error.
   */
  private String parseInChildJvm(Path pdf, String expected) throws Exception {
    ChildRun run = childJvm("parse", "--text", pdf.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains(expected);
    return run.err();
  }

  /** What a child JVM's run of the command printed, and its exit code. */
  private record ChildRun(int exit, String out, String err) {}

  /**
   * Runs the command's {@code main} with {@code args} in a child JVM (slf4j-simple reads its
   * levels once per JVM, and {@code main} sets them), within a minute.
   */
  private ChildRun childJvm(String... args) throws Exception {
    Path err = dir.resolve("err.txt");
    Path out = dir.resolve("out.txt");
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), WracCommand.class.getName()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    return new ChildRun(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  /** Helvetica (Type 1, not embedded) with {@code encoding}, as a font dictionary. */
  private static COSDictionary helvetica(COSBase encoding) {
    COSDictionary font = new COSDictionary();
    font.setItem(COSName.TYPE, COSName.FONT);
    font.setItem(COSName.SUBTYPE, COSName.TYPE1);
    font.setName(COSName.BASE_FONT, "Helvetica");
    font.setItem(COSName.ENCODING, encoding);
    return font;
  }

  /** Page resources with {@code font} as font {@code /F1}. */
  private static PDResources asF1(COSDictionary font) {
    COSDictionary fonts = new COSDictionary();
    fonts.setItem(COSName.getPDFName("F1"), font);
    PDResources resources = new PDResources();
    resources.getCOSObject().setItem(COSName.FONT, fonts);
    return resources;
  }

  @Test
  void aBinaryPreviousFileIsSaidToBeNoChunksFile() throws IOException {
    Path doc = Files.writeString(dir.resolve("guide.md"), "# Guide\n\nText.\n");
    Path binary = Files.write(dir.resolve("binary.md"), new byte[] {'%', 'P', 'D', 'F', '-', '1',
        '\n', (byte) 0xE2, (byte) 0xE3, (byte) 0xCF, (byte) 0xD3, '\n'});
    CliRun run = CliRun.of("chunk", "--previous", binary.toString(), "--out",
        dir.resolve("out.jsonl").toString(), doc.toString());
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).contains("error: --previous " + binary + ": not a chunks file")
        .doesNotContain("Input length");
  }

  @Test
  void theTopLevelHelpDescribesCostInAWholeSentence() {
    CliRun run = CliRun.of("--help");
    assertThat(run.out().replaceAll("\\s+", " ")).contains("cost Count the tokens and dollars "
        + "of planning documents without calling a model. parse");
  }

  @Test
  void viewWritesItsPageIntoTheTemporaryFolderNotTheCurrentOne() throws IOException {
    Path doc = Files.writeString(dir.resolve("doors-view-guide.md"), "# Guide\n\nText.\n");
    Path expected = Path.of(System.getProperty("java.io.tmpdir"), "wrac-view",
        "doors-view-guide.md.html");
    try {
      CliRun run = CliRun.of("view", doc.toString());
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(run.err()).contains("page: " + expected);
      assertThat(expected).isRegularFile();
      assertThat(Path.of("doors-view-guide.md.html")).doesNotExist();
    } finally {
      Files.deleteIfExists(expected);
    }
  }

  /**
   * slf4j-simple reads its levels once per JVM, so this runs the command's {@code main} in a
   * child JVM: with {@code --quiet --strict}, a planner's fallback changes the exit code and
   * prints no WARN line.
   */
  @Test
  void quietStrictPrintsNoWarnLines() throws Exception {
    Path doc = Files.writeString(dir.resolve("unanswered.md"), "# Unanswered\n\nThree.\n");
    Path replay = Files.writeString(dir.resolve("recorded.json"), """
        [{"filename": "unanswered.md",
          "structure_map_output": [{"id": "1", "text": "Unanswered", "line": 0}]}]
        """);
    ChildRun run = childJvm("chunk", "--quiet", "--strict", "--planner", "replay:" + replay,
        "--out", dir.resolve("out.jsonl").toString(), doc.toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(3);
    assertThat(run.err()).doesNotContain("WARN");
  }

  /**
   * Writes a one-page PDF: {@code line} in Helvetica, then {@code rawOps} drawn with the fonts
   * of {@code resources}.
   */
  private static void writePdf(Path file, String line, PDResources resources, String rawOps)
      throws IOException {
    try (PDDocument d = new PDDocument()) {
      PDPage page = new PDPage();
      page.setResources(resources);
      d.addPage(page);
      try (PDPageContentStream c = new PDPageContentStream(d, page)) {
        c.beginText();
        c.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
        c.newLineAtOffset(72, 700);
        c.showText(line);
        c.endText();
        c.appendRawCommands(rawOps);
      }
      d.save(file.toFile());
    }
  }
}
