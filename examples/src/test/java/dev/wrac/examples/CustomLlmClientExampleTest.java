package dev.wrac.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.wrac.examples.CustomLlmClientExample.GatewayClient;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRateLimitedException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmTransientException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class CustomLlmClientExampleTest {

  @Test
  void theCustomClientPlansEveryWindowThroughTheGateway() throws IOException {
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      CustomLlmClientExample.main(new String[] {"docs/kettle-user-guide.md"});
    } finally {
      System.setOut(original);
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(printed).containsPattern("plan: \\d+ chunks of kettle-user-guide.md by llm "
        + "\\(model house-model-7b\\)")
        .doesNotContain("FELL_BACK")
        .contains("--- chunk 0:");
  }

  @Test
  void httpFailuresBecomeTheSpisExceptions() throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", exchange -> {
      int status = Integer.parseInt(exchange.getRequestURI().getPath().substring(1));
      exchange.getResponseHeaders().set("Retry-After", "7");
      exchange.sendResponseHeaders(status, -1);
      exchange.close();
    });
    server.start();
    try {
      LlmRequest request = LlmRequest.builder().user("Elements:\nh1 3 Title").build();
      String base = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
      assertThatThrownBy(() -> client(base + "429").complete(request))
          .isInstanceOfSatisfying(LlmRateLimitedException.class,
              e -> assertThat(e.retryAfter()).contains(Duration.ofSeconds(7)));
      assertThatThrownBy(() -> client(base + "503").complete(request))
          .isInstanceOf(LlmTransientException.class).hasMessageContaining("HTTP 503");
      assertThatThrownBy(() -> client(base + "401").complete(request))
          .isInstanceOf(LlmPermanentException.class).hasMessageContaining("HTTP 401");
    } finally {
      server.stop(0);
    }
  }

  private static GatewayClient client(String url) {
    return new GatewayClient(URI.create(url), "m", Duration.ofSeconds(10));
  }
}
