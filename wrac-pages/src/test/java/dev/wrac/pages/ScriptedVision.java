package dev.wrac.pages;

import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmImage;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.model.Usage;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * The test double at the {@link LlmClient} boundary for the vision route: it decodes every page
 * image of a request (so the images must be real PNGs), records their sizes and ink, and
 * answers with the scripted Markdown of each page, each after its page marker. Batches whose
 * first page is in {@code failing} fail as a provider error would; those in {@code truncating}
 * are answered as cut at the output limit. Counts calls and the most
 * requests in flight at once. Thread-safe.
 */
final class ScriptedVision implements LlmClient {
  private static final Pattern FIRST = Pattern.compile("first image is page (\\d+)");

  /** What the client saw of one image. */
  record Seen(int page, int width, int height, boolean hasInk) {}

  private final IntFunction<String> pages;
  private final Set<Integer> failing;
  private final Set<Integer> truncating;
  private final AtomicInteger calls = new AtomicInteger();
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger maxInFlight = new AtomicInteger();
  private final List<Seen> seen = Collections.synchronizedList(new ArrayList<>());
  private final List<LlmRequest> requests = Collections.synchronizedList(new ArrayList<>());

  ScriptedVision(IntFunction<String> pages, Set<Integer> failing) {
    this(pages, failing, Set.of());
  }

  /** Batches whose first page is in {@code truncating} are answered cut at the limit. */
  ScriptedVision(IntFunction<String> pages, Set<Integer> failing, Set<Integer> truncating) {
    this.pages = pages;
    this.failing = failing;
    this.truncating = truncating;
  }

  int calls() {
    return calls.get();
  }

  int maxInFlight() {
    return maxInFlight.get();
  }

  List<Seen> seen() {
    return List.copyOf(seen);
  }

  List<LlmRequest> requests() {
    return List.copyOf(requests);
  }

  @Override
  public String model() {
    return "scripted-vision";
  }

  @Override
  public int maxConcurrentRequests() {
    return 8;
  }

  @Override
  public LlmResponse complete(LlmRequest request) {
    calls.incrementAndGet();
    requests.add(request);
    maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    try {
      Thread.sleep(30); // lets batches overlap, as real requests do
      Matcher m = FIRST.matcher(request.user());
      if (!m.find()) {
        throw new AssertionError("the prompt does not say which page comes first");
      }
      int first = Integer.parseInt(m.group(1));
      if (failing.contains(first)) {
        throw new LlmTransientException("provider 'scripted': HTTP 503 after 3 attempts");
      }
      StringBuilder answer = new StringBuilder();
      for (int i = 0; i < request.images().size(); i++) {
        seen.add(look(first + i, request.images().get(i)));
        answer.append("<!-- page ").append(first + i).append(" -->\n")
            .append(pages.apply(first + i)).append("\n\n");
      }
      int n = request.images().size();
      return new LlmResponse(answer.toString(),
          truncating.contains(first) ? FinishReason.LENGTH : FinishReason.STOP, model(),
          Usage.ofCall(1000L * n, 0, 100L * n));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LlmTransientException("interrupted");
    } finally {
      inFlight.decrementAndGet();
    }
  }

  private static Seen look(int page, LlmImage image) {
    try {
      BufferedImage img = ImageIO.read(new ByteArrayInputStream(
          Base64.getDecoder().decode(image.base64())));
      if (img == null || !"image/png".equals(image.mediaType())) {
        throw new AssertionError("page " + page + " is not a PNG image");
      }
      return new Seen(page, img.getWidth(), img.getHeight(), hasInk(img));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean hasInk(BufferedImage img) {
    for (int y = 0; y < img.getHeight(); y += 2) {
      for (int x = 0; x < img.getWidth(); x += 2) {
        if ((img.getRGB(x, y) & 0xFF) < 100) {
          return true;
        }
      }
    }
    return false;
  }
}
