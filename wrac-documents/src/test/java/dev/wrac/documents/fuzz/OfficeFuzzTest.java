package dev.wrac.documents.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.wrac.documents.office.DocxParser;
import dev.wrac.documents.office.PptxParser;
import dev.wrac.documents.office.XlsxParser;
import dev.wrac.parse.DocumentParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Fuzzes the office parsers with structure-aware edits of a good package (one per format,
 * stored in src/test/resources/dev/wrac/documents/fuzz/): the recipe ({@link Recipe}) deletes
 * entries, nests elements deep, repeats stretches, drops elements, sets attributes to hostile
 * values, splices bytes and truncates the ZIP. The stored inputs in
 * {@code OfficeFuzzTestInputs/<method>/} reproduce the families of issue 30 and run in every
 * build.
 */
class OfficeFuzzTest {
  static final int NEST = 0;
  static final int DELETE = 1;
  static final int SPLICE = 2;
  static final int REPEAT = 3;
  static final int DROP = 4;
  static final int ATTRIBUTE = 5;
  static final int TRUNCATE = 6;
  static final String[] TAGS = {"p:grpSp", "w:sdt", "cp:keywords", "a:p", "w:tbl", "row", "x"};
  static final String[] DROPPED = {"spPr", "sdtContent", "t", "v", "c", "row", "ph", "nvSpPr",
      "sheetData", "body", "txBody", "Override"};
  static final String[] ATTRIBUTES = {"r", "Target", "Id", "val", "id", "idx", "type", "name",
      "t", "s", "ContentType", "PartName"};
  static final String[] VALUES = {"1E10", "-1", "2147483647", "", "../slideLayouts/missing.xml",
      "NaN", "A0", "XFD1048577", "rId999", "/docProps/core.xml", "s", "99999999999999999999"};

  private static final Map<String, byte[]> DOCX = entries("seed.docx");
  private static final Map<String, byte[]> PPTX = entries("seed.pptx");
  private static final Map<String, byte[]> XLSX = entries("seed.xlsx");

  @FuzzTest(maxDuration = "10m")
  void docx(byte[] input) {
    Findings.parse(DocxParser.create(), "fuzz.docx", edit(DOCX, new Recipe(input)));
  }

  @FuzzTest(maxDuration = "10m")
  void pptx(byte[] input) {
    Findings.parse(PptxParser.create(), "fuzz.pptx", edit(PPTX, new Recipe(input)));
  }

  @FuzzTest(maxDuration = "10m")
  void xlsx(byte[] input) {
    Findings.parse(XlsxParser.create(), "fuzz.xlsx", edit(XLSX, new Recipe(input)));
  }

  /** The package after the recipe's edits (entry names sorted, chosen by index). */
  static byte[] edit(Map<String, byte[]> seed, Recipe recipe) {
    Map<String, byte[]> entries = new TreeMap<>(seed);
    int truncate = -1;
    int edits = recipe.next(6);
    for (int k = 0; k < edits; k++) {
      int op = recipe.next(7);
      List<String> names = new ArrayList<>(entries.keySet());
      if (names.isEmpty()) {
        break;
      }
      String name = names.get(recipe.next(names.size()));
      String xml = new String(entries.get(name), StandardCharsets.UTF_8);
      switch (op) {
        case NEST -> {
          String tag = recipe.pick(TAGS);
          int depth = recipe.size(4 * 256, 3_000, 10_000, 20_000, 40_000); // limit: 256
          int root = rootContent(xml);
          xml = xml.substring(0, root) + ("<" + tag + ">").repeat(depth)
              + ("</" + tag + ">").repeat(depth) + xml.substring(root);
        }
        case DELETE -> {
          entries.remove(name);
          continue;
        }
        case SPLICE -> {
          byte[] old = entries.get(name);
          int at = recipe.next(old.length + 1);
          int cut = Math.min(old.length - at, recipe.next(65));
          byte[] with = recipe.bytes(64);
          byte[] spliced = new byte[old.length - cut + with.length];
          System.arraycopy(old, 0, spliced, 0, at);
          System.arraycopy(with, 0, spliced, at, with.length);
          System.arraycopy(old, at + cut, spliced, at + with.length, old.length - at - cut);
          entries.put(name, spliced);
          continue;
        }
        case REPEAT -> {
          int at = recipe.next(xml.length() + 1);
          int length = Math.min(xml.length() - at, recipe.next(201));
          int times = recipe.size(2_000, 30_000);
          xml = xml.substring(0, at) + xml.substring(at, at + length).repeat(times)
              + xml.substring(at);
        }
        case DROP -> {
          String local = recipe.pick(DROPPED);
          Matcher m = Pattern.compile("<(\\w+:)?" + local + "\\b[^>]*?(/>|>.*?</(\\w+:)?"
              + local + ">)", Pattern.DOTALL).matcher(xml);
          xml = m.find() ? xml.substring(0, m.start()) + xml.substring(m.end()) : xml;
        }
        case ATTRIBUTE -> {
          String attribute = recipe.pick(ATTRIBUTES);
          int which = recipe.next(8);
          String value = recipe.pick(VALUES);
          Matcher m = Pattern.compile("\\s" + attribute + "=\"[^\"]*\"").matcher(xml);
          for (int i = 0; m.find(); i++) {
            if (i == which) {
              xml = xml.substring(0, m.start()) + " " + attribute + "=\"" + value + "\""
                  + xml.substring(m.end());
              break;
            }
          }
        }
        default -> {
          truncate = recipe.next(1 << 20);
          continue;
        }
      }
      entries.put(name, xml.getBytes(StandardCharsets.UTF_8));
    }
    byte[] zip = zip(entries);
    return truncate >= 0 && truncate < zip.length ? Arrays.copyOf(zip, truncate) : zip;
  }

  /** Where the root element's content starts (after its start tag), or 0. */
  private static int rootContent(String xml) {
    int at = 0;
    while ((at = xml.indexOf('<', at)) >= 0) {
      if (at + 1 < xml.length() && xml.charAt(at + 1) != '?' && xml.charAt(at + 1) != '!') {
        int end = xml.indexOf('>', at);
        return end < 0 ? 0 : end + 1;
      }
      at++;
    }
    return 0;
  }

  static Map<String, byte[]> entries(String resource) {
    Map<String, byte[]> entries = new TreeMap<>();
    try (var raw = OfficeFuzzTest.class.getResourceAsStream(resource);
        ZipInputStream in = new ZipInputStream(raw)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        entries.put(e.getName(), in.readAllBytes());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }

  static byte[] zip(Map<String, byte[]> entries) {
    try (ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream out = new ZipOutputStream(bytes)) {
      // [Content_Types].xml first, as Office writes it
      List<String> names = new ArrayList<>(entries.keySet());
      names.sort((a, b) -> a.equals("[Content_Types].xml") ? -1
          : b.equals("[Content_Types].xml") ? 1 : a.compareTo(b));
      for (String name : names) {
        out.putNextEntry(new ZipEntry(name));
        out.write(entries.get(name));
        out.closeEntry();
      }
      out.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
