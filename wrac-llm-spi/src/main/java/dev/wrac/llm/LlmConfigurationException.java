package dev.wrac.llm;

/**
 * The LLM configuration cannot work, found before any call is made: no API key for a
 * provider that needs one, no base URL, an unknown provider, an option out of range. The
 * message names the setting (for example {@code WRAC_LLM_API_KEY}) and what to do; it never
 * contains the key itself.
 */
public class LlmConfigurationException extends LlmPermanentException {
  private static final long serialVersionUID = 1L;

  public LlmConfigurationException(String message) {
    super(message);
  }

  public LlmConfigurationException(String message, Throwable cause) {
    super(message, cause);
  }
}
