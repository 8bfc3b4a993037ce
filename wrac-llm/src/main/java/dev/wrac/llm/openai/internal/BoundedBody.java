package dev.wrac.llm.openai.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A response body read as UTF-8 text, at most {@code maxBytes}; larger bodies end with a
 * {@link TooLarge} failure and the connection is dropped. {@link #abort()} drops it too, so a
 * caller whose deadline has passed stops a body that is still trickling in.
 */
public final class BoundedBody implements HttpResponse.BodySubscriber<String> {
  private final int maxBytes;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final CompletableFuture<String> result = new CompletableFuture<>();
  private final AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
  private volatile boolean aborted;

  /** The body was larger than allowed. */
  public static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge(int maxBytes) {
      super("the response body is larger than " + maxBytes + " bytes");
    }
  }

  public BoundedBody(int maxBytes) {
    this.maxBytes = maxBytes;
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    if (!subscription.compareAndSet(null, s) || aborted) {
      s.cancel();
      return;
    }
    s.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> items) {
    if (result.isDone()) {
      return;
    }
    for (ByteBuffer b : items) {
      if (bytes.size() + b.remaining() > maxBytes) {
        result.completeExceptionally(new TooLarge(maxBytes));
        abort();
        return;
      }
      byte[] chunk = new byte[b.remaining()];
      b.get(chunk);
      bytes.write(chunk, 0, chunk.length);
    }
  }

  @Override
  public void onError(Throwable t) {
    result.completeExceptionally(t);
  }

  @Override
  public void onComplete() {
    result.complete(bytes.toString(StandardCharsets.UTF_8));
  }

  @Override
  public CompletionStage<String> getBody() {
    return result;
  }

  /** Stops reading and drops the connection; the body completes with a failure. */
  public void abort() {
    aborted = true;
    Flow.Subscription s = subscription.get();
    if (s != null) {
      s.cancel();
    }
    result.completeExceptionally(new IOException("the response was abandoned"));
  }
}
