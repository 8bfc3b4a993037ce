package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.PathologicalPages;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile input: deep nesting, unclosed tags, garbage bytes, through the DOM path and the
 * streamed path (forced with {@code streamAboveChars(0)}); and the promise that parsing never
 * touches the network. Speed per megabyte is measured by the benchmark, not here; the timeouts
 * only catch hangs.
 */
class HtmlRobustnessTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  /** Page sizes above which pages are streamed: never (the DOM path) and always. */
  static List<Long> paths() {
    return List.of(Long.MAX_VALUE, 0L);
  }

  private static HtmlParser main(long streamAboveChars) {
    return HtmlParser.builder().streamAboveChars(streamAboveChars).build();
  }

  private static HtmlParser allVisible(long streamAboveChars) {
    return HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE)
        .streamAboveChars(streamAboveChars).build();
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void tenThousandDeepNestingParsesWithoutRecursion(long streamAboveChars) {
    assertDeepNestingKeepsItsText(streamAboveChars, 10_000);
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  @Tag("slow")
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void hundredThousandDeepNestingParsesWithoutRecursion(long streamAboveChars) {
    assertDeepNestingKeepsItsText(streamAboveChars, 100_000);
  }

  private static void assertDeepNestingKeepsItsText(long streamAboveChars, int depth) {
    for (String tag : List.of("div", "b", "ul", "table")) {
      for (boolean closed : List.of(true, false)) {
        ParsedDocument doc = main(streamAboveChars).parse(DocumentSource.ofText("deep.html",
            PathologicalPages.nested(tag, depth, closed)), OPTIONS);
        assertThat(String.join(" ", texts(doc))).as(tag).contains("deep text");
      }
    }
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void unclosedTagsKeepTheirText(long streamAboveChars) {
    ParsedDocument doc = allVisible(streamAboveChars)
        .parse(DocumentSource.ofText("u.html", PathologicalPages.unclosed(10_000)), OPTIONS);
    String all = String.join(" ", texts(doc));
    for (int k = 0; k < 10_000; k += 997) {
      assertThat(all).contains("unclosed " + k + " ");
    }
    assertThat(all).contains("unclosed 9999");
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void tablesNestedBeyondTheGuardKeepEveryWordAndShallowNestingKeepsItsTables(
      long streamAboveChars) {
    StringBuilder deep = new StringBuilder();
    for (int k = 0; k < 5_000; k++) {
      deep.append("<td><table><tr><td>cell").append(k).append(' ');
    }
    ParsedDocument doc = allVisible(streamAboveChars)
        .parse(DocumentSource.ofText("tables.html", deep.toString()), OPTIONS);
    String all = String.join(" ", texts(doc));
    for (int k = 0; k < 5_000; k += 499) {
      assertThat(all).contains("cell" + k + " ");
    }
    String shallow = "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic"
        + "<table><tr><th>Seat</th></tr><tr><td>one</td></tr></table></td><td>5</td></tr>"
        + "</table>";
    ParsedDocument nested = allVisible(streamAboveChars)
        .parse(DocumentSource.ofText("nested.html", shallow), OPTIONS);
    assertThat(nested.elements()).extracting(e -> e.kind().name())
        .contains("TABLE_HEADER", "TABLE_ROW");
  }

  @Test
  void pagesLargerThanTheLimitAreRefusedWithATypedErrorBeforeParsing() {
    String page = "<html><body><p>" + "words ".repeat(2_000) + "</p></body></html>";
    HtmlParser small = HtmlParser.builder().maxPageChars(1_000).build();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> small.parse(
            DocumentSource.ofBytes("big.html", page.getBytes(StandardCharsets.UTF_8)), OPTIONS))
        .isInstanceOfSatisfying(DocumentParseException.class, e ->
            assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.TOO_LARGE))
        .hasMessageContaining("big.html");
    assertThat(HtmlParser.create().parse(DocumentSource.ofText("ok.html", page), OPTIONS).size())
        .isPositive();
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void garbageBytesParseOrFailWithATypedError(long streamAboveChars) {
    for (long seed = 0; seed < 5; seed++) {
      byte[] page = PathologicalPages.garbage(seed, 200_000);
      try {
        ParsedDocument doc = main(streamAboveChars).parse(
            DocumentSource.ofBytes("g.html", page), OPTIONS);
        assertThat(doc.elements()).isNotEmpty();
      } catch (DocumentParseException e) {
        assertThat(e.reason()).isIn(DocumentParseException.Reason.BINARY,
            DocumentParseException.Reason.EMPTY);
      }
    }
  }

  @Test
  void garbageBytesGiveTheSameElementsOnBothPaths() {
    for (long seed = 0; seed < 3; seed++) {
      DocumentSource page = DocumentSource.ofBytes("g.html",
          PathologicalPages.garbage(seed, 100_000));
      assertThat(allVisible(0).parse(page, OPTIONS).elements())
          .isEqualTo(allVisible(Long.MAX_VALUE).parse(page, OPTIONS).elements());
    }
  }

  @ParameterizedTest(name = "stream above {0} chars")
  @MethodSource("paths")
  void pagesWithoutVisibleTextAreRefusedAsEmpty(long streamAboveChars) {
    String html = "<html><head><title>T</title><script>var x = 1;</script></head><body>"
        + "<div hidden>secret</div><template><p>later</p></template>   </body></html>";
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> allVisible(streamAboveChars)
            .parse(DocumentSource.ofText("empty.html", html), OPTIONS))
        .isInstanceOfSatisfying(DocumentParseException.class, e ->
            assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.EMPTY));
  }

  @Test
  void parsingNeverFetchesLinkedResources() throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
        0);
    AtomicInteger requests = new AtomicInteger();
    server.createContext("/", exchange -> {
      requests.incrementAndGet();
      exchange.sendResponseHeaders(200, -1);
      exchange.close();
    });
    server.start();
    ProxySelector original = ProxySelector.getDefault();
    AtomicInteger connections = new AtomicInteger();
    ProxySelector.setDefault(new ProxySelector() {
      @Override
      public List<Proxy> select(URI uri) {
        connections.incrementAndGet();
        return List.of(Proxy.NO_PROXY);
      }

      @Override
      public void connectFailed(URI uri, SocketAddress sa, IOException e) {
        // nothing to record
      }
    });
    try {
      String base = "http://127.0.0.1:" + server.getAddress().getPort();
      String html = "<html><head><base href=\"" + base + "/\">"
          + "<meta http-equiv=\"refresh\" content=\"0; url=" + base + "/refresh\">"
          + "<link rel=\"stylesheet\" href=\"" + base + "/style.css\">"
          + "<link rel=\"canonical\" href=\"" + base + "/canonical\">"
          + "<script src=\"" + base + "/script.js\"></script>"
          + "<style>@import url(\"" + base + "/import.css\");</style></head><body>"
          + "<iframe src=\"" + base + "/frame\"></iframe><img src=\"" + base + "/img.png\">"
          + "<object data=\"" + base + "/object\"></object><video src=\"" + base + "/v.mp4\">"
          + "</video><p>Text with a <a href=\"" + base + "/link\">link</a>.</p></body></html>";
      for (HtmlParser parser : List.of(main(Long.MAX_VALUE), allVisible(Long.MAX_VALUE),
          main(0), allVisible(0))) {
        parser.parse(DocumentSource.ofText("net.html", html), OPTIONS);
        parser.parse(DocumentSource.ofBytes("net.html", html.getBytes(StandardCharsets.UTF_8)),
            OPTIONS);
      }
    } finally {
      ProxySelector.setDefault(original);
      server.stop(0);
    }
    assertThat(requests).hasValue(0);
    assertThat(connections).as("URL connections attempted").hasValue(0);
  }
}
