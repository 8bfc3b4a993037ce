package dev.wrac.langchain4j;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.Content;
import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmImage;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.ResponseFormat;
import dev.wrac.model.Usage;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An {@link LlmClient} over any langchain4j {@link ChatModel}, so every model langchain4j
 * supports can plan W-RAC chunks.
 *
 * <pre>{@code
 * ChatModel model = OpenAiChatModel.builder().apiKey(key).modelName("gpt-4.1").build();
 * LlmClient llm = new LangChain4jLlmClient(model, "gpt-4.1");
 * Chunker wrac = Wrac.builder().planner(LlmPlanner.using(llm)).build();
 * }</pre>
 *
 * <p>Mapping: the system and user messages (images as {@link ImageContent}), temperature and
 * output cap go into a {@link ChatRequest}; JSON and JSON-schema formats both become
 * langchain4j's JSON format (the planner reads answers leniently); the seed is not passed (no
 * portable langchain4j parameter). Token usage and finish reason come back as reported by
 * the model; langchain4j does not report cached input tokens, so they count as uncached.
 * langchain4j failures become {@link LlmTransientException} when their message points at a
 * timeout, rate limit or server error, else {@link LlmPermanentException}.
 */
public final class LangChain4jLlmClient implements LlmClient {
  private final ChatModel model;
  private final String modelName;
  private final int maxConcurrentRequests;

  /** A client over {@code model}, named {@code modelName} in plans and price lookups. */
  public LangChain4jLlmClient(ChatModel model, String modelName) {
    this(model, modelName, 4);
  }

  /** As above, with the number of calls the planner may make at once. */
  public LangChain4jLlmClient(ChatModel model, String modelName, int maxConcurrentRequests) {
    this.model = Objects.requireNonNull(model, "model");
    this.modelName = Objects.requireNonNull(modelName, "modelName");
    if (maxConcurrentRequests < 1) {
      throw new IllegalArgumentException("maxConcurrentRequests must be at least 1, was "
          + maxConcurrentRequests);
    }
    this.maxConcurrentRequests = maxConcurrentRequests;
  }

  @Override
  public String model() {
    return modelName;
  }

  @Override
  public int maxConcurrentRequests() {
    return maxConcurrentRequests;
  }

  @Override
  public LlmResponse complete(LlmRequest request) {
    List<ChatMessage> messages = new ArrayList<>();
    if (!request.system().isEmpty()) {
      messages.add(SystemMessage.from(request.system()));
    }
    if (request.images().isEmpty()) {
      messages.add(UserMessage.from(request.user()));
    } else {
      List<Content> parts = new ArrayList<>();
      if (!request.user().isEmpty()) {
        parts.add(TextContent.from(request.user()));
      }
      for (LlmImage image : request.images()) {
        parts.add(image.url() != null ? ImageContent.from(URI.create(image.url()))
            : ImageContent.from(image.base64(), image.mediaType()));
      }
      messages.add(UserMessage.from(parts));
    }
    ChatRequest.Builder chat = ChatRequest.builder().messages(messages)
        .temperature(request.temperature()).maxOutputTokens(request.maxOutputTokens());
    if (request.responseFormat().type() != ResponseFormat.Type.TEXT) {
      chat.responseFormat(dev.langchain4j.model.chat.request.ResponseFormat.JSON);
    }
    ChatResponse response;
    try {
      response = model.chat(chat.build());
    } catch (RuntimeException e) {
      String message = "langchain4j model '" + modelName + "' failed: "
          + e.getClass().getSimpleName();
      String detail = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
      if (detail.contains("timeout") || detail.contains("timed out") || detail.contains("429")
          || detail.contains("rate limit") || detail.contains(" 5")) {
        throw new LlmTransientException(message, e);
      }
      throw new LlmPermanentException(message, e);
    }
    TokenUsage usage = response.tokenUsage();
    long in = usage == null || usage.inputTokenCount() == null ? 0 : usage.inputTokenCount();
    long out = usage == null || usage.outputTokenCount() == null ? 0 : usage.outputTokenCount();
    String text = response.aiMessage() == null ? "" : response.aiMessage().text();
    return new LlmResponse(text, finishReason(response.finishReason()),
        response.modelName() != null ? response.modelName() : modelName,
        Usage.ofCall(in, 0, out));
  }

  private static FinishReason finishReason(dev.langchain4j.model.output.FinishReason reason) {
    if (reason == null) {
      return FinishReason.OTHER;
    }
    return switch (reason) {
      case STOP -> FinishReason.STOP;
      case LENGTH -> FinishReason.LENGTH;
      case CONTENT_FILTER -> FinishReason.CONTENT_FILTER;
      case TOOL_EXECUTION -> FinishReason.TOOL_CALLS;
      default -> FinishReason.OTHER;
    };
  }
}
