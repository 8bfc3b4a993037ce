package dev.wrac.cli.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens {@code wrac view} pages in a real browser: headless Chromium (Debian package
 * {@code chromium}; or the binary named by {@code -Dwrac.chromium=PATH}) loads the page from a
 * file, and the test checks the DOM it built ({@code --dump-dom}) and the pixels it drew
 * ({@code --screenshot}). Skipped, saying so, where Chromium is not installed.
 */
class ChunkPageBrowserTest {
  private static final String HOSTILE = """
      # Notes <script>document.body.setAttribute('data-pwned','script')</script>

      Look: <img src=x onerror="document.body.setAttribute('data-pwned','img')"> and
      <svg onload="document.title='pwned'"></svg> and <a href="javascript:alert(1)">link</a>.

      <script>document.title = 'pwned';</script>

      <style>body{display:none}</style>

      """;

  private static Path chromium;

  @TempDir
  Path dir;

  @BeforeAll
  static void findChromium() {
    chromium = locate();
  }

  @BeforeEach
  void skipWithoutChromium() {
    Assumptions.assumeTrue(chromium != null, "Chromium not found (install the Debian package: "
        + "apt-get install -y chromium, or pass -Dwrac.chromium=PATH): browser check skipped");
  }

  @Test
  void theBrowserBuildsEveryChunkAndRunsNothingFromTheDocument() throws Exception {
    Chunker chunker = Wrac.builder().maxChunkTokens(48).build();
    ParsedDocument doc = chunker.parse(DocumentSource.ofText("guide.md",
        HOSTILE + ChunkPageTest.GUIDE));
    ChunkPlan plan = chunker.plan(doc);
    List<Chunk> chunks = chunker.assemble(doc, plan);
    Path page = Files.writeString(dir.resolve("page.html"), ChunkPage.render(doc, plan, chunks));

    Document dom = Jsoup.parse(run(page, "--dump-dom"));

    assertThat(dom.body().hasAttr("data-pwned")).as("a script of the document ran").isFalse();
    assertThat(dom.title()).isEqualTo("guide.md \u2014 wrac view");
    assertThat(dom.select("main > section.c[id]")).hasSameSizeAs(chunks);
    assertThat(dom.select("script, img, svg, iframe, style:not(head style)")).isEmpty();
    assertThat(dom.select("main").text()).contains(
        "<script>document.title = 'pwned';</script>", "<style>body{display:none}</style>");
    assertThat(dom.select("aside .hist tr")).hasSize(16);
  }

  @Test
  void theScreenshotShowsShadedChunksBesideTheSummary() throws Exception {
    Chunker chunker = Wrac.builder().maxChunkTokens(48).build();
    ParsedDocument doc = chunker.parse(DocumentSource.ofText("guide.md", ChunkPageTest.GUIDE));
    ChunkPlan plan = chunker.plan(doc);
    Path page = Files.writeString(dir.resolve("page.html"),
        ChunkPage.render(doc, plan, chunker.assemble(doc, plan)));
    Path png = dir.resolve("page.png");

    run(page, "--screenshot=" + png, "--window-size=1200,900");

    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(1200);
    assertThat(image.getHeight()).isEqualTo(900);
    int mainWidth = image.getWidth() - 24 * 14;
    assertThat(share(image, 0, mainWidth, 0xe6effd)).as("first shade").isGreaterThan(0.01);
    assertThat(share(image, 0, mainWidth, 0xfdf1dc)).as("second shade").isGreaterThan(0.01);
    assertThat(share(image, mainWidth + 2, image.getWidth(), 0xf4f5f7)).as("summary panel")
        .isGreaterThan(0.5);
    assertThat(share(image, mainWidth + 2, image.getWidth(), 0x5b7fd6)).as("histogram bars")
        .isGreaterThan(0.0);
  }

  /** The share of pixels in columns [from, to) that have exactly this colour. */
  private static double share(BufferedImage image, int from, int to, int rgb) {
    long hits = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = from; x < to; x++) {
        hits += (image.getRGB(x, y) & 0xffffff) == rgb ? 1 : 0;
      }
    }
    return hits / (double) ((to - from) * (long) image.getHeight());
  }

  /** Runs headless Chromium on the page and returns what it printed. */
  private String run(Path page, String... what) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless",
        "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
    command.addAll(List.of(what));
    command.add(page.toUri().toString());
    File out = dir.resolve("chromium.out").toFile();
    File err = dir.resolve("chromium.err").toFile();
    Process p = new ProcessBuilder(command).redirectOutput(out).redirectError(err).start();
    if (!p.waitFor(90, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      throw new AssertionError("Chromium did not finish in 90 s: " + command);
    }
    assertThat(p.exitValue()).as("chromium exit; stderr: %s",
        Files.readString(err.toPath(), StandardCharsets.UTF_8)).isZero();
    return Files.readString(out.toPath(), StandardCharsets.UTF_8);
  }

  private static Path locate() {
    String given = System.getProperty("wrac.chromium", "");
    if (!given.isBlank()) {
      return Files.isExecutable(Path.of(given)) ? Path.of(given) : null;
    }
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : List.of("chromium", "chromium-browser")) {
        Path p = Path.of(d, name);
        if (!d.isEmpty() && Files.isExecutable(p)) {
          return p;
        }
      }
    }
    return null;
  }
}
