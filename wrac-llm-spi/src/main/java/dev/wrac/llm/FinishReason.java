package dev.wrac.llm;

import java.util.Locale;

/** Why the model stopped writing. */
public enum FinishReason {
  /** It finished its answer. */
  STOP,
  /** It hit the output token limit: the answer is cut. */
  LENGTH,
  /** The provider's content filter stopped it. */
  CONTENT_FILTER,
  /** It asked to call a tool (not used by this library). */
  TOOL_CALLS,
  /** Anything else, or not reported. */
  OTHER;

  /** Parses OpenAI's {@code finish_reason} values; unknown or {@code null} give {@link #OTHER}. */
  public static FinishReason fromWire(String value) {
    if (value == null) {
      return OTHER;
    }
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "stop", "end_turn", "stop_sequence", "eos" -> STOP;
      case "length", "max_tokens" -> LENGTH;
      case "content_filter" -> CONTENT_FILTER;
      case "tool_calls", "function_call", "tool_use" -> TOOL_CALLS;
      default -> OTHER;
    };
  }
}
