package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.CoverageRecords;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real-file sets ({@link RealSet}): issue 25's, the PDF manuals of Debian's TeX Live
 * documentation packages (see {@code wrac-benchmarks/scripts/real-pdfs.sh}), and issue 39's
 * second set, which no reader rule was developed on: the PDF files of other Debian packages,
 * TeX Live's other languages, XeTeX, Greek and Cyrillic packages and the documentation of font
 * packages made with LibreOffice, Word, Quartz and cairo, and pages of LibreOffice's Dzongkha
 * help that the script exports to PDF, for Tibetan ({@code real-pdfs-2.sh}). Nobody here wrote
 * any of their text. Each file's
 * coverage is the share of the units ({@link WordCoverage#units}: words; Han, kana, Thai, Lao,
 * Khmer and Myanmar characters one by one; right-to-left words as their letters and letter
 * pairs without marks) of Poppler's {@code pdftotext} text of the same file that our
 * elements hold. Beside it, where MuPDF's {@code mutool} is installed, the "agreed" coverage:
 * of the units that Poppler's text and MuPDF's, two readers independent of each other and of
 * PDFBox, both hold ({@link #agreed}), so that a reference's own error (a glyph written as its
 * character code, a listing's letters spaced out) does not count as ours. It fails when a file
 * recorded in its set's resource ({@value #RECORDED}, {@code real-pdfs-2-coverage.tsv}) falls
 * under its recorded coverage, or its recorded agreed coverage, by more than {@value #SLACK},
 * and prints the per-file table and the summaries (median, mean, share at 0.95 or more, by
 * script class, by producer, by main script and by the script of the agreed units; against
 * pdftotext and on the agreed units).
 *
 * <p>Each set's folder is its own property or environment variable, else its default folders
 * ({@link RealSet}); a set is skipped with a message when absent or when {@code pdftotext} is
 * not installed. {@code -Dwrac.realPdfs.set=NAME} measures one set only;
 * {@code -Dwrac.realPdfs.out=FILE} writes every file's row in the recorded format (with one set
 * named); {@code -Dwrac.realPdfs.only=REGEX} reads only the matching paths. Tagged slow: about
 * 400 and 300 files, minutes each.
 */
@Tag("slow")
class RealPdfCoverageTest {
  /** The first set's recorded per-file coverage, a test resource. */
  static final String RECORDED = "real-pdfs-coverage.tsv";
  /** How far under its recorded coverage a file may fall. */
  static final double SLACK = CoverageRecords.SLACK;

  /**
   * A real-file set: its name ({@code -Dwrac.realPdfs.set}), the property and environment
   * variable naming its folder, the folders tried otherwise, its recorded per-file coverage (a
   * test resource) and the script that installs it.
   */
  record RealSet(String name, String property, String env, List<Path> defaults,
      String recorded, String script) {
    @Override
    public String toString() {
      return name;
    }

    /** The set's folder; aborts the test with a message where it is absent. */
    Path root() {
      String set = System.getProperty(property);
      if (set == null || set.isBlank()) {
        set = System.getenv(env);
      }
      if (set != null && !set.isBlank()) {
        Path p = Path.of(set);
        if (!Files.isDirectory(p)) {
          throw new IllegalStateException(property + " / " + env + " names no folder: " + p);
        }
        return p;
      }
      for (Path p : defaults) {
        if (Files.isDirectory(p)) {
          return p;
        }
      }
      Assumptions.abort("the real PDF set " + name + " is absent (" + defaults + "; install it "
          + "as wrac-benchmarks/scripts/" + script + " says, or set " + env + ")");
      return null;
    }
  }

  /** Issue 25's set: the PDF manuals of five TeX Live documentation packages. */
  static final RealSet TEXLIVE = new RealSet("texlive-docs", "wrac.realPdfs", "WRAC_REAL_PDFS",
      List.of(Path.of("/usr/share/doc/texlive-doc"),
          Path.of("/opt/wrac-real-pdfs/usr/share/doc/texlive-doc")), RECORDED, "real-pdfs.sh");
  /** Issue 39's second set: the PDF files of 22 other Debian packages (under usr/share/doc). */
  static final RealSet DEBIAN_DOCS = new RealSet("debian-docs", "wrac.realPdfs2",
      "WRAC_REAL_PDFS_2", List.of(Path.of("/opt/wrac-real-pdfs-2/usr/share/doc")),
      "real-pdfs-2-coverage.tsv", "real-pdfs-2.sh");

  /** The sets measured: all, or the one {@code -Dwrac.realPdfs.set} names. */
  static List<RealSet> sets() {
    String only = System.getProperty("wrac.realPdfs.set", "");
    List<RealSet> all = List.of(TEXLIVE, DEBIAN_DOCS);
    if (only.isBlank()) {
      return all;
    }
    return all.stream().filter(s -> s.name().equals(only)).findFirst().map(List::of)
        .orElseThrow(() -> new IllegalStateException("wrac.realPdfs.set names no set: " + only
            + " (" + all + ")"));
  }

  /** One file's result. */
  record Row(String file, String script, int units, double coverage, double raw, String note,
      double agreed, int agreedUnits, String producer, String writing,
      Map<String, int[]> agreedByScript) {
    Row(String file, String script, int units, double coverage, double raw, String note) {
      this(file, script, units, coverage, raw, note, Double.NaN, 0, "-", "-", Map.of());
    }

    Row(String file, String script, int units, double coverage, double raw, String note,
        double agreed, int agreedUnits) {
      this(file, script, units, coverage, raw, note, agreed, agreedUnits, "-", "-", Map.of());
    }

    Row withCoverage(double value) {
      return new Row(file, script, units, value, raw, note, agreed, agreedUnits, producer,
          writing, agreedByScript);
    }
  }

  /** A script's units of a file, at least this many, count in the by-script unit summaries. */
  static final int SCRIPT_UNITS = 20;

  /**
   * Of the agreed units {@code both}, by the script of each unit's first letter (units without
   * a letter left out): how many our text holds and how many there are.
   */
  static Map<String, int[]> byScript(Map<String, Integer> both, Map<String, Integer> actual) {
    Map<String, int[]> out = new java.util.TreeMap<>();
    both.forEach((unit, n) -> {
      String script = writing(unit);
      if (!script.equals("-")) {
        int[] c = out.computeIfAbsent(script, k -> new int[2]);
        c[0] += Math.min(n, actual.getOrDefault(unit, 0));
        c[1] += n;
      }
    });
    return out;
  }

  /** The first set's folder (issue 25's). */
  static Path root() {
    return TEXLIVE.root();
  }

  /** Poppler's text of the file, or null where pdftotext fails on it. */
  static String pdftotext(Path pdf) {
    return pdftotext(pdf, false);
  }

  /** Poppler's text of the file, in its layout mode (a line is a row across the page) or not. */
  static String pdftotext(Path pdf, boolean layout) {
    List<String> command = new ArrayList<>(List.of("pdftotext", "-q", "-enc", "UTF-8"));
    if (layout) {
      command.add("-layout");
    }
    command.addAll(List.of(pdf.toString(), "-"));
    return textOf(command);
  }

  /**
   * MuPDF's text of the file ({@code mutool draw -F txt}), a second reader independent of
   * both Poppler and PDFBox, or null where it fails or {@code mutool} is not installed.
   */
  static String mupdf(Path pdf) {
    return textOf(List.of("mutool", "draw", "-q", "-F", "txt", "-o", "-", pdf.toString()));
  }

  /** What {@code command} writes, or null where it cannot run, fails or takes over a minute. */
  private static String textOf(List<String> command) {
    try {
      Process p = new ProcessBuilder(command)
          .redirectErrorStream(false).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      byte[] out;
      try (InputStream in = p.getInputStream()) {
        out = in.readAllBytes();
      }
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return null;
      }
      return p.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static boolean hasPdftotext() {
    try {
      Process p = new ProcessBuilder("pdftotext", "-v").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Poppler's text without its running headers, footers and page numbers, found in that text
   * alone (independently of our reader): pages are cut at form feeds; a line among the two
   * first or two last non-blank lines of a page whose text, digits read as one digit, is there
   * on half of the pages, two at least, is left out, unless those lines hold more than half of
   * the page's characters. The reader drops running lines by design (issue 25), so they are no
   * text it should keep; the coverage against the whole text is printed beside ("raw").
   */
  static String withoutRunningLines(String text) {
    return withoutRunningLines(text, null);
  }

  /**
   * As {@link #withoutRunningLines(String)}, with the running rows of Poppler's layout text of
   * the same file ({@code layout}, null for none) left out too. Poppler writes a page's text
   * block by block, so a header row of several blocks (a slide's section navigation, "Author
   * ... Talk ... 3" in a footer) is several lines, of which only the two outermost count as
   * the page's edge, while our reader, like Poppler's layout mode, reads a row across the page
   * as one line: the two sides compared unlike lines. A row of the layout text that is
   * running by the same rule (among a page's two first or two last rows, on half of the pages)
   * now takes with it the lines among the page's {@value #ROW_LINES} first or last lines whose
   * text is part of it. The words compared stay those of the plain text (the layout mode does
   * not join words hyphenated at a line end).
   */
  static String withoutRunningLines(String text, String layout) {
    List<List<String>> lines = pageLines(text);
    List<List<String>> rows = layout == null ? null : pageLines(layout);
    Set<String>[] running = edgeKeys(lines);
    Set<String>[] runningRows = rows == null ? null : edgeKeys(rows);
    StringBuilder out = new StringBuilder();
    for (int p = 0; p < lines.size(); p++) {
      List<String> l = lines.get(p);
      List<String> droppedRows = new ArrayList<>();
      if (rows != null && p < rows.size()) {
        List<String> r = rows.get(p);
        for (int i = 0; i < r.size(); i++) {
          String k = runningKey(r.get(i));
          if ((i < 2 && runningRows[0].contains(k))
              || (i >= r.size() - 2 && runningRows[1].contains(k))) {
            droppedRows.add(k);
          }
        }
      }
      boolean[] drop = new boolean[l.size()];
      int all = 0;
      int dropped = 0;
      for (int i = 0; i < l.size(); i++) {
        String k = runningKey(l.get(i));
        drop[i] = (i < 2 && running[0].contains(k))
            || (i >= l.size() - 2 && running[1].contains(k));
        if (!drop[i] && k.length() > 1 && (i < ROW_LINES || i >= l.size() - ROW_LINES)) {
          for (String row : droppedRows) {
            if (row.contains(k)) {
              drop[i] = true;
              break;
            }
          }
        }
        int chars = l.get(i).strip().length();
        all += chars;
        dropped += drop[i] ? chars : 0;
      }
      for (int i = 0; i < l.size(); i++) {
        if (!drop[i] || dropped * 2 > all) {
          out.append(l.get(i)).append('\n');
        }
      }
      out.append('\n');
    }
    return out.toString();
  }

  /** Lines from a page's edge whose text may be part of one of its running rows. */
  static final int ROW_LINES = 8;

  /** Each page's non-blank lines. */
  private static List<List<String>> pageLines(String text) {
    List<List<String>> pages = new ArrayList<>();
    for (String page : text.split("\f", -1)) {
      pages.add(page.lines().filter(s -> !s.isBlank()).toList());
    }
    return pages;
  }

  /**
   * The keys of the lines among the two first (index 0) and the two last (1) of a page that
   * are there on half of the pages with text, two at least.
   */
  @SuppressWarnings("unchecked")
  private static Set<String>[] edgeKeys(List<List<String>> pages) {
    Map<String, Integer> top = new java.util.HashMap<>();
    Map<String, Integer> bottom = new java.util.HashMap<>();
    int withText = 0;
    for (List<String> l : pages) {
      if (l.isEmpty()) {
        continue;
      }
      withText++;
      Set<String> t = new java.util.HashSet<>();
      Set<String> b = new java.util.HashSet<>();
      for (int i = 0; i < Math.min(2, l.size()); i++) {
        t.add(runningKey(l.get(i)));
        b.add(runningKey(l.get(l.size() - 1 - i)));
      }
      t.forEach(k -> top.merge(k, 1, Integer::sum));
      b.forEach(k -> bottom.merge(k, 1, Integer::sum));
    }
    int needed = Math.max(2, (withText + 1) / 2);
    Set<String>[] keys = new Set[] {new java.util.HashSet<String>(),
        new java.util.HashSet<String>()};
    top.forEach((k, n) -> {
      if (n >= needed) {
        keys[0].add(k);
      }
    });
    bottom.forEach((k, n) -> {
      if (n >= needed) {
        keys[1].add(k);
      }
    });
    return keys;
  }

  private static final Pattern BRACKETED = Pattern.compile("[\u27e8\u2329\u3008]\\s*"
      + "([\\p{L}\\p{N}][\\p{L}\\p{N}\\s-]*?)\\s*[\u27e9\u232a\u3009]");

  /**
   * Poppler's text with the angle brackets it wrote as letters put back where our text has
   * them. Poppler writes a glyph whose name it cannot map to Unicode as its character code,
   * and TeX's math symbol fonts ({@code cmsy}, {@code lmsy}) hold {@code angbracketleft} and
   * {@code angbracketright} (no Adobe Glyph List name) at codes 0x68 and 0x69: "h" and "i", so
   * {@code \macro{⟨name⟩}} reads {@code \macro{hnamei}} (or {@code hname i} after an
   * italic correction). A word {@code h}X{@code i} of the reference is those two glyphs around
   * X wherever our text, read from the same glyphs, holds {@code ⟨X⟩}: it is rewritten to
   * {@code ⟨X⟩} there, so that both sides compare X (the word the reader was asked to keep),
   * not a code fallback with a Unicode character. A reference without such a word is
   * returned unchanged; our text is not touched.
   */
  static String withPopplersAngleBrackets(String reference, String ours) {
    java.util.Set<String> inner = new java.util.TreeSet<>(Comparator
        .comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
    java.util.regex.Matcher m = BRACKETED.matcher(ours);
    while (m.find()) {
      inner.add(m.group(1).strip().replaceAll("\\s+", " "));
    }
    String out = reference;
    for (String x : inner) {
      if (out.indexOf('h') < 0) {
        break;
      }
      Pattern fallback = Pattern.compile("h" + Pattern.quote(x).replace(" ", "\\E\\s*\\Q")
          + " ?i(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
      out = fallback.matcher(out).replaceAll(java.util.regex.Matcher.quoteReplacement(
          " \u27e8" + x + "\u27e9 "));
    }
    return out;
  }

  private static String runningKey(String line) {
    return line.toLowerCase(Locale.ROOT).replaceAll("\\d+", "0").replaceAll("\\s+", " ").strip();
  }

  /** "cjk", "rtl" or "ltr": the script most of the reference's letters are in. */
  static String script(String text) {
    int cjk = 0;
    int rtl = 0;
    int letters = 0;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      if (!Character.isLetter(cp)) {
        continue;
      }
      letters++;
      if (WordCoverage.isCjk(cp) || Character.UnicodeScript.of(cp)
          == Character.UnicodeScript.HANGUL) {
        cjk++;
      }
      byte d = Character.getDirectionality(cp);
      if (d == Character.DIRECTIONALITY_RIGHT_TO_LEFT
          || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) {
        rtl++;
      }
    }
    return cjk * 5 > letters ? "cjk" : rtl * 5 > letters ? "rtl" : "ltr";
  }

  /**
   * The script most of the text's letters are in, by its Unicode name in title case
   * ("Latin", "Arabic", "Ethiopic", "Tibetan", "Devanagari", "Thai", "Han" ...), "-" for none:
   * the finer class the by-script summaries of issue 39 use.
   */
  static String writing(String text) {
    Map<Character.UnicodeScript, Integer> counts = new java.util.EnumMap<>(
        Character.UnicodeScript.class);
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.isLetter(cp)) {
        counts.merge(Character.UnicodeScript.of(cp), 1, Integer::sum);
      }
    }
    return counts.entrySet().stream().max(Map.Entry.comparingByValue())
        .map(e -> e.getKey().name().charAt(0)
            + e.getKey().name().substring(1).toLowerCase(Locale.ROOT).replace('_', ' '))
        .orElse("-");
  }

  /**
   * What made the file, from its document information: "TeX" (pdfTeX, XeTeX, LuaTeX, dvips,
   * dvipdfmx), "LibreOffice", "MS-Office" (Word's and Excel's PDFMaker, Microsoft Print to PDF,
   * Acrobat Distiller from Windows' PostScript driver), "Quartz" (Mac OS), "cairo",
   * "Ghostscript" or "other".
   */
  static String producer(Path pdf) {
    String producer = "";
    String creator = "";
    try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(
        pdf.toFile())) {
      org.apache.pdfbox.pdmodel.PDDocumentInformation info = doc.getDocumentInformation();
      producer = String.valueOf(info.getProducer());
      creator = String.valueOf(info.getCreator());
    } catch (IOException | RuntimeException e) {
      return "other";
    }
    String both = (creator + " " + producer).toLowerCase(Locale.ROOT);
    if (both.contains("quartz")) {
      return "Quartz";
    }
    if (both.contains("libreoffice") || both.contains("openoffice")) {
      return "LibreOffice";
    }
    if (Pattern.compile("\\b(pdf|xe|lua|e|pdfe|la|xela)?tex\\b|dvips|dvipdf|tex output")
        .matcher(both).find()) {
      return "TeX";
    }
    if (both.contains("microsoft") || both.contains("pscript") || both.contains("word")
        || both.contains("pdfmaker")) {
      return "MS-Office";
    }
    if (both.contains("cairo")) {
      return "cairo";
    }
    return both.contains("ghostscript") ? "Ghostscript" : "other";
  }

  /** Our text of the file: its elements' texts. */
  static String ours(Path pdf) {
    ParsedDocument doc = PdfParser.create().parse(DocumentSource.of(pdf),
        ParseOptions.defaults());
    StringBuilder sb = new StringBuilder();
    for (Element e : doc.elements()) {
      sb.append(e.text()).append('\n');
    }
    return sb.toString();
  }

  static Row measure(Path root, Path pdf) {
    String reference = pdftotext(pdf);
    Row r = measureText(root, pdf, reference);
    return new Row(r.file(), r.script(), r.units(), r.coverage(), r.raw(), r.note(), r.agreed(),
        r.agreedUnits(), producer(pdf), reference == null ? "-" : writing(reference),
        r.agreedByScript());
  }

  private static Row measureText(Path root, Path pdf, String reference) {
    String name = root.relativize(pdf).toString();
    if (reference == null) {
      return new Row(name, "-", 0, 1, 1, "pdftotext fails", 1, 0);
    }
    String script = script(reference);
    if (WordCoverage.units(withoutRunningLines(reference)).isEmpty()) {
      return new Row(name, script, 0, 1, 1, "pdftotext has no text", 1, 0);
    }
    try {
      String text = ours(pdf);
      String fixed = withPopplersAngleBrackets(reference, text);
      String layout = pdftotext(pdf, true);
      Map<String, Integer> expected = WordCoverage.units(withoutRunningLines(fixed,
          layout == null ? null : withPopplersAngleBrackets(layout, text)));
      int units = expected.values().stream().mapToInt(Integer::intValue).sum();
      Map<String, Integer> actual = WordCoverage.units(text);
      String second = mupdf(pdf);
      Map<String, Integer> both = second == null ? Map.of()
          : agreed(expected, WordCoverage.units(second));
      double agreed = both.isEmpty() ? Double.NaN : WordCoverage.coverage(both, actual);
      return new Row(name, script, units, WordCoverage.coverage(expected, actual),
          WordCoverage.coverage(WordCoverage.units(fixed), actual),
          WordCoverage.missing(expected, actual, 8) + (both.isEmpty() ? ""
              : "; of both: " + WordCoverage.missing(both, actual, 8)), agreed,
          both.values().stream().mapToInt(Integer::intValue).sum(), "-", "-",
          byScript(both, actual));
    } catch (RuntimeException e) {
      int units = WordCoverage.units(withoutRunningLines(reference)).values().stream()
          .mapToInt(Integer::intValue).sum();
      return new Row(name, script, units, 0, 0, e.getClass().getSimpleName() + ": "
          + String.valueOf(e.getMessage()).lines().findFirst().orElse(""), 0, 0);
    }
  }

  /**
   * The units two independent readers agree on: each unit of {@code poppler} as many times as
   * {@code mupdf} holds it too. Where a reference reader is wrong (Poppler writes an unmapped
   * glyph as its character code, spaces out the letters of a listing, glues a decoration to a
   * word), the other rarely makes the same mistake, so coverage of what both read tells a
   * reference's error from our reader's: a unit both hold that our text lacks is ours.
   */
  static Map<String, Integer> agreed(Map<String, Integer> poppler, Map<String, Integer> mupdf) {
    Map<String, Integer> both = new java.util.HashMap<>();
    poppler.forEach((unit, n) -> {
      int m = Math.min(n, mupdf.getOrDefault(unit, 0));
      if (m > 0) {
        both.put(unit, m);
      }
    });
    return both;
  }

  static Map<String, Double> recorded() throws IOException {
    return recorded(RECORDED, 2);
  }

  /**
   * One column of the recorded rows of resource {@code resource} by file: 2 the coverage, 5
   * the agreed coverage (files without it left out).
   */
  static Map<String, Double> recorded(String resource, int column) throws IOException {
    Map<String, Double> rows = new LinkedHashMap<>();
    try (InputStream in = RealPdfCoverageTest.class.getResourceAsStream("/" + resource)) {
      if (in == null) {
        return rows;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        if (column < f.length && !f[column].equals("-")) {
          rows.put(f[0], Double.parseDouble(f[column]));
        }
      }
    }
    return rows;
  }

  static String summary(String label, List<Row> rows) {
    double[] c = rows.stream().mapToDouble(Row::coverage).sorted().toArray();
    if (c.length == 0) {
      return label + ": none";
    }
    double median = c.length % 2 == 1 ? c[c.length / 2]
        : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
    double mean = java.util.Arrays.stream(c).average().orElse(1);
    long ok = java.util.Arrays.stream(c).filter(x -> x >= 0.95).count();
    long low = java.util.Arrays.stream(c).filter(x -> x < 0.80).count();
    return String.format(Locale.ROOT, "%s: %d files, median %.4f, mean %.4f, >= 0.95: %d "
        + "(%.1f%%), < 0.80: %d, min %.4f", label, c.length, median, mean, ok,
        100.0 * ok / c.length, low, c[0]);
  }

  /** The summaries of {@code rows} by {@code key}, one line each, keys in order. */
  private static void printSummaries(String label, List<Row> rows,
      java.util.function.Function<Row, String> key) {
    new java.util.TreeMap<>(rows.stream().collect(java.util.stream.Collectors.groupingBy(key)))
        .forEach((k, group) -> System.out.println(summary(label + " " + k, group)));
  }

  @ParameterizedTest
  @MethodSource("sets")
  void everyRealPdfKeepsAtLeastItsRecordedCoverageOfPopplersText(RealSet set)
      throws IOException {
    Path root = set.root();
    Assumptions.assumeTrue(hasPdftotext(), "pdftotext (poppler-utils) is not installed");
    String only = System.getProperty("wrac.realPdfs.only", "");
    Pattern filter = only.isBlank() ? null : Pattern.compile(only);
    List<Path> pdfs;
    try (Stream<Path> all = Files.walk(root)) {
      pdfs = all.filter(p -> p.toString().endsWith(".pdf") && Files.isRegularFile(p))
          .filter(p -> filter == null || filter.matcher(root.relativize(p).toString()).find())
          .sorted().toList();
    }
    Assumptions.assumeFalse(pdfs.isEmpty(), "no PDFs under " + root);
    long started = System.nanoTime();
    List<Row> rows = new ArrayList<>();
    for (Path pdf : pdfs) {
      rows.add(measure(root, pdf));
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    List<Row> byCoverage = new ArrayList<>(rows);
    byCoverage.sort(Comparator.comparingDouble(Row::coverage));
    System.out.printf(Locale.ROOT, "real PDFs under %s (set %s), %.0f s%n", root, set.name(),
        seconds);
    for (Row r : byCoverage) {
      if (r.coverage() < 0.99 || System.getProperty("wrac.realPdfs.all") != null) {
        System.out.printf(Locale.ROOT,
            "  %.4f (raw %.4f, agreed %.4f of %d) %s %s %s %6d %s  missing: %s%n", r.coverage(),
            r.raw(), r.agreed(), r.agreedUnits(), r.script(), r.writing(), r.producer(),
            r.units(), r.file(), r.note());
      }
    }
    System.out.println(summary("all", rows));
    System.out.println(summary("all, against pdftotext's text with its running lines",
        rows.stream().map(r -> r.withCoverage(r.raw())).toList()));
    for (String s : List.of("ltr", "rtl", "cjk")) {
      System.out.println(summary(s, rows.stream().filter(r -> r.script().equals(s)).toList()));
    }
    List<Row> agreed = rows.stream().filter(r -> !Double.isNaN(r.agreed()))
        .map(r -> r.withCoverage(r.agreed())).toList();
    if (!agreed.isEmpty()) {
      System.out.println(summary("all, on the units pdftotext and MuPDF both read ("
          + (rows.size() - agreed.size()) + " files where MuPDF fails or the two share no unit "
          + "left out)", agreed));
      for (String s : List.of("ltr", "rtl", "cjk")) {
        System.out.println(summary(s + ", agreed",
            agreed.stream().filter(r -> r.script().equals(s)).toList()));
      }
    }
    System.out.println("by script (the one most of pdftotext's letters are in), by producer:");
    printSummaries("script", rows, Row::writing);
    printSummaries("script, agreed", agreed, Row::writing);
    Map<String, List<Row>> unitsByScript = new java.util.TreeMap<>();
    for (Row r : rows) {
      r.agreedByScript().forEach((script, c) -> {
        if (c[1] >= SCRIPT_UNITS) {
          unitsByScript.computeIfAbsent(script, k -> new ArrayList<>())
              .add(r.withCoverage((double) c[0] / c[1]));
        }
      });
    }
    unitsByScript.forEach((script, group) -> System.out.println(summary("units in " + script
        + " (agreed, files with " + SCRIPT_UNITS + " or more)", group)));
    printSummaries("producer", rows, Row::producer);
    printSummaries("producer, agreed", agreed, Row::producer);
    System.out.println("by producer end");
    String out = System.getProperty("wrac.realPdfs.out");
    if (out != null && !out.isBlank()) {
      if (System.getProperty("wrac.realPdfs.set", "").isBlank()) {
        throw new IllegalStateException("wrac.realPdfs.out needs wrac.realPdfs.set: which set");
      }
      List<String> lines = new ArrayList<>();
      lines.add("# file (under " + root.getFileName() + ")\tscript\tcoverage\tunits\traw "
          + "coverage\tagreed coverage (of the units MuPDF reads too)\tproducer\twriting: the "
          + "real-PDF set " + set.name() + ", written by RealPdfCoverageTest -Dwrac.realPdfs.out "
          + "(" + set.script() + ")");
      rows.stream().sorted(Comparator.comparing(Row::file)).forEach(r -> lines.add(String.format(
          Locale.ROOT, "%s\t%s\t%.4f\t%d\t%.4f\t%s\t%s\t%s", r.file(), r.script(),
          r.coverage(), r.units(), r.raw(), Double.isNaN(r.agreed()) ? "-"
              : String.format(Locale.ROOT, "%.4f", r.agreed()), r.producer(), r.writing())));
      Files.write(Path.of(out), lines, StandardCharsets.UTF_8);
    }
    Map<String, Double> measured = new java.util.HashMap<>();
    Map<String, String> notes = new java.util.HashMap<>();
    rows.forEach(r -> measured.put(r.file(), r.coverage()));
    rows.forEach(r -> notes.put(r.file(), "missing: " + r.note()));
    List<String> worse = CoverageRecords.fallen(recorded(set.recorded(), 2), measured,
        notes::get);
    assertThat(worse).as("files under their recorded coverage by more than %.2f", SLACK)
        .isEmpty();
    Map<String, Double> measuredAgreed = new java.util.HashMap<>();
    rows.stream().filter(r -> !Double.isNaN(r.agreed()))
        .forEach(r -> measuredAgreed.put(r.file(), r.agreed()));
    List<String> worseAgreed = CoverageRecords.fallen(recorded(set.recorded(), 5),
        measuredAgreed, notes::get);
    assertThat(worseAgreed).as("files under their recorded coverage of the units pdftotext and "
        + "MuPDF both read by more than %.2f", SLACK).isEmpty();
  }
}
