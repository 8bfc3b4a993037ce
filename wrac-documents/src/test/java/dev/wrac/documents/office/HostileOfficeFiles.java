package dev.wrac.documents.office;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** The hostile office files of issue 30, made by editing good packages built with POI. */
final class HostileOfficeFiles {
  static final byte[] DOCX = DocxFixtures.bytes(DocxFixtures.everything());
  static final byte[] PPTX = OfficeFixtures.bytes(OfficeFixtures.deck());
  static final byte[] XLSX = OfficeFixtures.bytes(OfficeFixtures.workbook());

  private HostileOfficeFiles() {}

  /** {@code zip} with {@code entry}'s text edited: {@code find} replaced by {@code with}, once. */
  static byte[] edit(byte[] zip, String entry, String find, String with) {
    String xml = BadFiles.entry(zip, entry);
    int at = xml.indexOf(find);
    if (at < 0) {
      throw new IllegalArgumentException(entry + " has no " + find);
    }
    String edited = xml.substring(0, at) + with + xml.substring(at + find.length());
    return BadFiles.replace(zip, entry, edited.getBytes(StandardCharsets.UTF_8));
  }

  /** {@code zip} without {@code entry}. */
  static byte[] remove(byte[] zip, String entry) {
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream out = new ZipOutputStream(bytes)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        if (!e.getName().equals(entry)) {
          out.putNextEntry(new ZipEntry(e.getName()));
          out.write(in.readAllBytes());
          out.closeEntry();
        }
      }
      out.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code open} repeated {@code depth} times, then {@code close} as often. */
  static String nested(String open, String close, int depth) {
    return open.repeat(depth) + close.repeat(depth);
  }

  /** Family 1: a slide of {@code depth} nested group shapes. */
  static byte[] nestedGroups(int depth) {
    String group = "<p:grpSp><p:nvGrpSpPr><p:cNvPr id=\"9\" name=\"g\"/><p:cNvGrpSpPr/><p:nvPr/>"
        + "</p:nvGrpSpPr><p:grpSpPr/>";
    return edit(PPTX, "ppt/slides/slide1.xml", "</p:spTree>",
        nested(group, "</p:grpSp>", depth) + "</p:spTree>");
  }

  /** Family 1: a document body of {@code depth} nested content controls. */
  static byte[] nestedContentControls(int depth) {
    return edit(DOCX, "word/document.xml", "<w:body>",
        "<w:body>" + nested("<w:sdt><w:sdtContent>", "</w:sdtContent></w:sdt>", depth / 2));
  }

  /** Families 1 and 2: {@code zip}'s core properties with {@code depth} nested elements. */
  static byte[] nestedCoreProperties(byte[] zip, int depth) {
    return edit(zip, "docProps/core.xml", "</cp:coreProperties>",
        nested("<cp:keywords>", "</cp:keywords>", depth) + "</cp:coreProperties>");
  }

  /** Family 6: a Word document of {@code count} one-word paragraphs (very repetitive XML). */
  static byte[] oneWordParagraphs(int count) {
    return edit(DOCX, "word/document.xml", "<w:body>",
        "<w:body>" + "<w:p><w:r><w:t>word</w:t></w:r></w:p>".repeat(count));
  }
}
