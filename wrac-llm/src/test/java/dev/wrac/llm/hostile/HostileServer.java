package dev.wrac.llm.hostile;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An OpenAI-compatible chat-completions endpoint on 127.0.0.1 that answers as its
 * {@link Mode} says: the real wire format, or something hostile. Closed after each test.
 */
final class HostileServer implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What the server does for the n-th request (0-based). */
  @FunctionalInterface
  interface Mode {
    void answer(int n, HttpExchange exchange) throws Exception;
  }

  private final HttpServer server;
  private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(r, "hostile-server");
    t.setDaemon(true);
    return t;
  });
  private final AtomicInteger requests = new AtomicInteger();
  private final List<String> authorizations = Collections.synchronizedList(new ArrayList<>());

  HostileServer(Mode mode) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(threads);
    server.createContext("/v1/chat/completions", exchange -> {
      int n = requests.getAndIncrement();
      try (exchange) {
        exchange.getRequestBody().readAllBytes();
        authorizations.add(String.valueOf(exchange.getRequestHeaders().getFirst("Authorization")));
        mode.answer(n, exchange);
      } catch (Exception e) {
        // the client hung up on a hostile answer: that is the point
      }
    });
    server.start();
  }

  /** The base URL, {@code http://127.0.0.1:PORT/v1}, with {@code userInfo@} if given. */
  String url(String userInfo) {
    return "http://" + (userInfo == null ? "" : userInfo + "@") + "127.0.0.1:"
        + server.getAddress().getPort() + "/v1";
  }

  int requests() {
    return requests.get();
  }

  List<String> authorizations() {
    return List.copyOf(authorizations);
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }

  /** Sends {@code body} whole, with a length. */
  static void send(HttpExchange exchange, int status, String contentType, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", contentType);
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    if (bytes.length > 0) {
      exchange.getResponseBody().write(bytes);
    }
  }

  static void json(HttpExchange exchange, int status, String body) throws IOException {
    send(exchange, status, "application/json", body);
  }

  /** Headers at once, then {@code body} one byte every {@code pauseMillis}. */
  static void trickle(HttpExchange exchange, String body, long pauseMillis) throws Exception {
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(200, 0);
    OutputStream out = exchange.getResponseBody();
    for (byte b : body.getBytes(StandardCharsets.UTF_8)) {
      out.write(b);
      out.flush();
      Thread.sleep(pauseMillis);
    }
  }

  /** Headers, then 64 KiB blocks of {@code [} as fast as the client takes them, never ending. */
  static void endless(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(200, 0);
    OutputStream out = exchange.getResponseBody();
    byte[] block = "[".repeat(65_536).getBytes(StandardCharsets.UTF_8);
    while (!Thread.currentThread().isInterrupted()) {
      out.write(block);  // throws once the client has hung up
    }
  }

  /** A chat-completions body whose message content is {@code content}. */
  static String completion(String content, String finish) {
    try {
      return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1,"
          + "\"model\":\"gpt-4.1-2025-04-14\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
          + "\"assistant\",\"content\":" + JSON.writeValueAsString(content) + "},"
          + "\"finish_reason\":\"" + finish + "\"}],\"usage\":{\"prompt_tokens\":900,"
          + "\"completion_tokens\":40,\"total_tokens\":940}}";
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
