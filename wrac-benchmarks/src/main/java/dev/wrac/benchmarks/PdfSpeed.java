package dev.wrac.benchmarks;

import dev.wrac.documents.pdf.PdfParser;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * CPU cost of PDF reading on the real-file set (the PDF manuals of Debian's TeX Live
 * documentation packages, see {@code wrac-benchmarks/scripts/real-pdfs.sh}), the same files
 * read four ways in one run, file by file in alternation so that the load of a shared machine
 * weighs on all alike: our {@link PdfParser} (to elements), PDFBox's bare
 * {@link PDFTextStripper} in its default order and sorted by position (what our reader runs
 * on: the floor of our approach), and Poppler's {@code pdftotext} as a child process. Time is
 * CPU time, not wall time: the reading thread's ({@link ThreadMXBean}) for the readers in this
 * JVM, the children's user + system time that {@code bash}'s {@code times} reports for
 * {@code pdftotext}. The first round warms the JVM up and is not counted.
 *
 * <pre>
 * java -jar wrac-benchmarks/target/benchmarks.jar pdf-speed [--every N] [--rounds R]
 *     [--only REGEX] [--top K] [--ways LIST]
 * java -jar wrac-benchmarks/target/benchmarks.jar pdf-dump OUT [--every N] [--only REGEX]
 * </pre>
 *
 * {@code --every N} reads every N-th file of the set sorted by path (default 5: 83 files, a
 * few minutes on two busy cores); {@code --rounds R} rounds, warm-up included (default 3);
 * {@code --ways wrac,bare,sorted,pdftotext} runs only those (to profile one of them);
 * {@code --top K} prints the K files where ours costs most over PDFBox sorted. The folder is
 * {@code -Dwrac.realPdfs=DIR} or {@code WRAC_REAL_PDFS}, else {@code /usr/share/doc/texlive-doc}
 * or {@code /opt/wrac-real-pdfs/usr/share/doc/texlive-doc}. {@code pdf-dump} writes the
 * elements our reader makes of every corpus PDF and of the sampled real files to {@code OUT},
 * one line per element, to check that a change to the reader's speed leaves its output alone
 * ({@code cmp} the dumps before and after).
 */
public final class PdfSpeed {
  private static final List<Path> DEFAULT_ROOTS = List.of(Path.of("/usr/share/doc/texlive-doc"),
      Path.of("/opt/wrac-real-pdfs/usr/share/doc/texlive-doc"));
  private static final String[] WAYS = {"wrac PdfParser", "PDFBox bare", "PDFBox bare sorted",
      "pdftotext"};
  private static final String[] KEYS = {"wrac", "bare", "sorted", "pdftotext"};
  private static final int WRAC = 0;
  private static final int BARE = 1;
  private static final int SORTED = 2;
  private static final int POPPLER = 3;
  private static final Pattern TIMES = Pattern.compile("(\\d+)m([\\d.]+)s\\s+(\\d+)m([\\d.]+)s");

  private record Pdf(String name, Path path, byte[] bytes, int pages) {}

  private PdfSpeed() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    quiet();
    int every = intArg(args, "--every", 5);
    int rounds = Math.max(2, intArg(args, "--rounds", 3));
    int top = intArg(args, "--top", 10);
    String ways = stringArg(args, "--ways", "wrac,bare,sorted,pdftotext");
    Pattern only = Pattern.compile(stringArg(args, "--only", ""));
    Path root = root();
    List<Pdf> pdfs = sample(root, every, only);
    int pages = pdfs.stream().mapToInt(Pdf::pages).sum();
    long bytes = pdfs.stream().mapToLong(p -> p.bytes().length).sum();
    System.out.printf(Locale.ROOT, "%s: %d files (every %d%s), %d pages, %.1f MB; %d rounds, "
        + "the first a warm-up; %s%n", root, pdfs.size(), every,
        only.pattern().isEmpty() ? "" : ", matching " + only.pattern(), pages, bytes / 1e6,
        rounds, Runtime.version());
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    PdfParser parser = PdfParser.create();
    ParseOptions options = ParseOptions.defaults();
    double[][] perFile = new double[WAYS.length][pdfs.size()];
    double[] total = new double[WAYS.length];
    int[] failed = new int[WAYS.length];
    for (int r = 0; r < rounds; r++) {
      boolean counted = r > 0;
      double[] round = new double[WAYS.length];
      long wall = System.nanoTime();
      for (int i = 0; i < pdfs.size(); i++) {
        Pdf pdf = pdfs.get(i);
        for (int way = 0; way < WAYS.length; way++) {
          if (!ways.contains(KEYS[way])) {
            continue;
          }
          double seconds;
          boolean ok = true;
          if (way == POPPLER) {
            double cpu = pdftotext(pdf.path());
            ok = cpu >= 0;
            seconds = Math.max(0, cpu);
          } else {
            long t0 = threads.getCurrentThreadCpuTime();
            try {
              read(way, pdf, parser, options);
            } catch (DocumentParseException | IOException e) {
              ok = false;
            }
            seconds = (threads.getCurrentThreadCpuTime() - t0) / 1e9;
          }
          round[way] += seconds;
          if (counted) {
            perFile[way][i] += seconds;
            total[way] += seconds;
            failed[way] += ok ? 0 : 1;
          }
        }
      }
      System.out.printf(Locale.ROOT, "round %d%s (%.0f s wall): CPU s: wrac %.2f, bare %.2f, "
          + "bare sorted %.2f, pdftotext %.2f; wrac/pdftotext %.2f, wrac/bare sorted %.2f%n",
          r + 1, counted ? "" : " (warm-up)", (System.nanoTime() - wall) / 1e9, round[WRAC],
          round[BARE], round[SORTED], round[POPPLER], round[WRAC] / round[POPPLER],
          round[WRAC] / round[SORTED]);
    }
    int measured = rounds - 1;
    System.out.printf(Locale.ROOT, "%nCPU time over %d rounds of %d files, %d pages each:%n", measured, pdfs.size(), pages);
    for (int way = 0; way < WAYS.length; way++) {
      if (!ways.contains(KEYS[way])) {
        continue;
      }
      System.out.printf(Locale.ROOT, "  %-20s %8.2f CPU s  %8.1f pages per CPU second%s%n",
          WAYS[way], total[way], pages * measured / total[way],
          failed[way] == 0 ? "" : "  (" + failed[way] / measured + " files failed"
              + (way == WRAC ? ": no text on any page, refused as EMPTY)" : ")"));
    }
    System.out.printf(Locale.ROOT, "ratios of CPU time: wrac/pdftotext %.2f, wrac/PDFBox bare "
        + "%.2f, wrac/PDFBox bare sorted %.2f, PDFBox bare/pdftotext %.2f, PDFBox bare "
        + "sorted/pdftotext %.2f%n", total[WRAC] / total[POPPLER], total[WRAC] / total[BARE],
        total[WRAC] / total[SORTED], total[BARE] / total[POPPLER],
        total[SORTED] / total[POPPLER]);
    if (top > 0) {
      System.out.printf(Locale.ROOT, "%nfiles where wrac costs most over PDFBox bare sorted "
          + "(CPU s over the rounds: wrac, bare sorted, pdftotext):%n");
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < pdfs.size(); i++) {
        order.add(i);
      }
      order.sort((a, b) -> Double.compare(perFile[WRAC][b] - perFile[SORTED][b],
          perFile[WRAC][a] - perFile[SORTED][a]));
      for (int i : order.subList(0, Math.min(top, order.size()))) {
        System.out.printf(Locale.ROOT, "  %6.2f %6.2f %6.2f  %4d pages  %s%n", perFile[WRAC][i],
            perFile[SORTED][i], perFile[POPPLER][i], pdfs.get(i).pages(), pdfs.get(i).name());
      }
    }
  }

  /** {@code pdf-dump OUT}: our elements of every corpus PDF and of the sampled real files. */
  public static void dump(String[] args) throws IOException {
    if (args.length == 0 || args[0].startsWith("--")) {
      throw new IllegalArgumentException("usage: pdf-dump OUT [--every N] [--only REGEX]");
    }
    quiet();
    Path out = Path.of(args[0]);
    int every = intArg(args, "--every", 5);
    Pattern only = Pattern.compile(stringArg(args, "--only", ""));
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(BenchmarkData.corpus().resolve("datasets"))) {
      files.addAll(walk.filter(PdfSpeed::isPdf).sorted().toList());
    }
    Path root = root();
    for (Pdf pdf : sample(root, every, only)) {
      files.add(pdf.path());
    }
    PdfParser parser = PdfParser.create();
    ParseOptions options = ParseOptions.defaults();
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Path f : files) {
        w.write("== " + f + "\n");
        try {
          ParsedDocument doc = parser.parse(DocumentSource.of(f), options);
          w.write("title " + doc.title() + "\n");
          for (Map.Entry<String, String> e : doc.metadata().entrySet()) {
            w.write("meta " + e.getKey() + "=" + e.getValue() + "\n");
          }
          for (Element e : doc.elements()) {
            w.write(e.toString().replace("\n", "\\n"));
            w.write('\n');
          }
        } catch (DocumentParseException e) {
          w.write("failed " + e.getMessage() + "\n");
        }
      }
    }
    System.out.println(files.size() + " PDFs dumped to " + out);
  }

  /**
   * PDFBox's warnings (glyphs without Unicode, broken CMaps: thousands on this set) off, unless
   * the logging level is set: they would bury the report, and writing them costs time.
   */
  private static void quiet() {
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "error");
      System.setProperty("org.slf4j.simpleLogger.log.org.apache.pdfbox", "off");
      System.setProperty("org.slf4j.simpleLogger.log.org.apache.fontbox", "off");
    }
  }

  private static void read(int way, Pdf pdf, PdfParser parser, ParseOptions options)
      throws IOException {
    if (way == WRAC) {
      parser.parse(DocumentSource.ofBytes(pdf.name(), pdf.bytes()), options);
      return;
    }
    try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
      PDFTextStripper stripper = new PDFTextStripper();
      stripper.setSortByPosition(way == SORTED);
      stripper.getText(doc);
    }
  }

  /**
   * The CPU seconds (user + system) of {@code pdftotext} reading the file to /dev/null, from
   * {@code bash}'s {@code times} (its children's line), or -1 where it fails.
   */
  private static double pdftotext(Path pdf) throws IOException, InterruptedException {
    Process p = new ProcessBuilder("bash", "-c",
        "pdftotext -q -enc UTF-8 \"$1\" /dev/null; s=$?; times; exit $s", "pdftotext",
        pdf.toString()).redirectErrorStream(true).start();
    String out;
    try (InputStream in = p.getInputStream()) {
      out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    int exit = p.waitFor();
    String[] lines = out.strip().split("\n");
    Matcher m = TIMES.matcher(lines[lines.length - 1]);
    if (!m.find()) {
      throw new IllegalStateException("no CPU times from bash for pdftotext: " + out);
    }
    double cpu = Integer.parseInt(m.group(1)) * 60 + Double.parseDouble(m.group(2))
        + Integer.parseInt(m.group(3)) * 60 + Double.parseDouble(m.group(4));
    return exit == 0 ? cpu : -1;
  }

  /** Every {@code every}-th PDF under {@code root} sorted by path, with its page count. */
  private static List<Pdf> sample(Path root, int every, Pattern only) throws IOException {
    List<Path> all;
    try (Stream<Path> walk = Files.walk(root)) {
      all = walk.filter(PdfSpeed::isPdf).sorted().toList();
    }
    List<Pdf> pdfs = new ArrayList<>();
    for (int i = 0; i < all.size(); i += Math.max(1, every)) {
      Path p = all.get(i);
      String name = root.relativize(p).toString();
      if (!only.matcher(name).find()) {
        continue;
      }
      byte[] bytes = Files.readAllBytes(p);
      int pages;
      try (PDDocument doc = Loader.loadPDF(bytes)) {
        pages = doc.getNumberOfPages();
      } catch (IOException e) {
        continue; // PDFBox cannot open it: no reader to compare
      }
      pdfs.add(new Pdf(name, p, bytes, pages));
    }
    if (pdfs.isEmpty()) {
      throw new IllegalStateException("no PDF sampled under " + root);
    }
    return pdfs;
  }

  private static boolean isPdf(Path p) {
    return p.toString().toLowerCase(Locale.ROOT).endsWith(".pdf") && Files.isRegularFile(p);
  }

  private static Path root() {
    String set = System.getProperty("wrac.realPdfs");
    if (set == null || set.isBlank()) {
      set = System.getenv("WRAC_REAL_PDFS");
    }
    if (set != null && !set.isBlank()) {
      return Path.of(set);
    }
    for (Path p : DEFAULT_ROOTS) {
      if (Files.isDirectory(p)) {
        return p;
      }
    }
    throw new IllegalStateException("the real PDF set is absent (" + DEFAULT_ROOTS + "): "
        + "install it with wrac-benchmarks/scripts/real-pdfs.sh --install-only, or set "
        + "WRAC_REAL_PDFS");
  }

  private static int intArg(String[] args, String name, int otherwise) {
    String v = stringArg(args, name, null);
    return v == null ? otherwise : Integer.parseInt(v);
  }

  private static String stringArg(String[] args, String name, String otherwise) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return otherwise;
  }
}
