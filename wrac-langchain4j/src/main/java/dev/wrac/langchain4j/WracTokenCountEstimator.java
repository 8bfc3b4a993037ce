package dev.wrac.langchain4j;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.Objects;

/**
 * A langchain4j {@link dev.langchain4j.model.TokenCountEstimator} over a W-RAC
 * {@link TokenCounter}, so langchain4j's splitters count tokens as W-RAC budgets do.
 *
 * <pre>{@code
 * DocumentSplitter recursive = DocumentSplitters.recursive(512, 0, WracTokenCountEstimator.o200k());
 * }</pre>
 * Messages count the tokens of their text parts (images and tool calls are not counted).
 */
public final class WracTokenCountEstimator
    implements dev.langchain4j.model.TokenCountEstimator {
  private final TokenCounter counter;

  /** An estimator over {@code counter}. */
  public WracTokenCountEstimator(TokenCounter counter) {
    this.counter = Objects.requireNonNull(counter, "counter");
  }

  /** o200k_base, the encoding W-RAC budgets are counted in by default. */
  public static WracTokenCountEstimator o200k() {
    return new WracTokenCountEstimator(TokenCounters.o200k());
  }

  @Override
  public int estimateTokenCountInText(String text) {
    return counter.count(text);
  }

  @Override
  public int estimateTokenCountInMessage(ChatMessage message) {
    if (message instanceof SystemMessage m) {
      return counter.count(m.text());
    }
    if (message instanceof AiMessage m) {
      return m.text() == null ? 0 : counter.count(m.text());
    }
    if (message instanceof ToolExecutionResultMessage m) {
      return counter.count(m.text());
    }
    if (message instanceof UserMessage m) {
      int n = 0;
      for (var content : m.contents()) {
        if (content instanceof TextContent t) {
          n += counter.count(t.text());
        }
      }
      return n;
    }
    return 0;
  }

  @Override
  public int estimateTokenCountInMessages(Iterable<ChatMessage> messages) {
    int n = 0;
    for (ChatMessage m : messages) {
      n += estimateTokenCountInMessage(m);
    }
    return n;
  }
}
