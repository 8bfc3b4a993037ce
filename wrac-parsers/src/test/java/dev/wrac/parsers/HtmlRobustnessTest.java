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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile input: deep nesting, unclosed tags, garbage bytes; and the promise that parsing never
 * touches the network. Speed per megabyte is measured by the benchmark, not here; the timeouts
 * only catch hangs.
 */
class HtmlRobustnessTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void hundredThousandDeepNestingParsesWithoutRecursion() {
    for (String tag : List.of("div", "b", "ul", "table")) {
      for (boolean closed : List.of(true, false)) {
        ParsedDocument doc = HtmlParser.create().parse(DocumentSource.ofText("deep.html",
            PathologicalPages.nested(tag, 100_000, closed)), OPTIONS);
        assertThat(String.join(" ", texts(doc))).as(tag).contains("deep text");
      }
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void unclosedTagsKeepTheirText() {
    ParsedDocument doc = HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build()
        .parse(DocumentSource.ofText("u.html", PathologicalPages.unclosed(10_000)), OPTIONS);
    String all = String.join(" ", texts(doc));
    assertThat(all).contains("unclosed 0 ", "unclosed 9999");
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void tablesNestedBeyondTheGuardKeepEveryWordAndShallowNestingKeepsItsTables() {
    StringBuilder deep = new StringBuilder();
    for (int k = 0; k < 5_000; k++) {
      deep.append("<td><table><tr><td>cell").append(k).append(' ');
    }
    ParsedDocument doc = HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build()
        .parse(DocumentSource.ofText("tables.html", deep.toString()), OPTIONS);
    String all = String.join(" ", texts(doc));
    for (int k = 0; k < 5_000; k += 499) {
      assertThat(all).contains("cell" + k + " ");
    }
    String shallow = "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic"
        + "<table><tr><th>Seat</th></tr><tr><td>one</td></tr></table></td><td>5</td></tr>"
        + "</table>";
    ParsedDocument nested = HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build()
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

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void garbageBytesParseOrFailWithATypedError() {
    for (long seed = 0; seed < 5; seed++) {
      byte[] page = PathologicalPages.garbage(seed, 200_000);
      try {
        ParsedDocument doc = HtmlParser.create().parse(DocumentSource.ofBytes("g.html", page),
            OPTIONS);
        assertThat(doc.elements()).isNotEmpty();
      } catch (DocumentParseException e) {
        assertThat(e.reason()).isIn(DocumentParseException.Reason.BINARY,
            DocumentParseException.Reason.EMPTY);
      }
    }
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
      for (HtmlParser parser : List.of(HtmlParser.create(),
          HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build())) {
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
