package dev.wrac.llm.plan.internal;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;

/**
 * The prompt of the LLM regex splitter and the reading of its answer. The model sees the
 * beginning of the document's text and answers one separator regex as JSON:
 * {@code {"separator": "(?m)^## "}}.
 */
public final class RegexPrompt {
  /** Bumped whenever the prompt's words change. */
  public static final String VERSION = "regex-1";

  static final String SYSTEM = "You decide where a document is cut into chunks for retrieval. "
      + "You answer with one Java regular expression, the separator: a new chunk starts where "
      + "a match starts. Good separators match the start of a section heading, of a numbered "
      + "clause, or of another repeated marker that begins a self-contained part. Answer only "
      + "JSON: {\"separator\": \"<regex>\"}.";

  private RegexPrompt() {}

  /** The system message. */
  public static String system() {
    return SYSTEM;
  }

  /**
   * The user message: the document's name, then its elements' texts (blank-line separated, as
   * {@link #documentText} joins them) while their tokens stay within {@code readTokens}.
   */
  public static String user(ParsedDocument doc, int readTokens) {
    StringBuilder text = new StringBuilder();
    int tokens = 0;
    int shown = 0;
    for (Element e : doc.elements()) {
      if (shown > 0 && tokens + e.tokens() > readTokens) {
        break;
      }
      text.append(shown > 0 ? "\n\n" : "").append(e.text());
      tokens += e.tokens();
      shown++;
    }
    String part = shown == doc.size() ? "The whole document" : "The beginning of the document ("
        + shown + " of " + doc.size() + " blocks)";
    return "Document: " + doc.name() + "\n" + part + " is between the lines of dashes.\n"
        + "----------\n" + text + "\n----------\n"
        + "Write one separator regex in Java syntax (use (?m) for ^ and $ at line ends). It is "
        + "applied to the whole document, blocks separated by a blank line. It must not match "
        + "empty text, and it should not match inside tables or lists: such cuts are dropped. "
        + "Answer {\"separator\": \"...\"}.";
  }

  /** The document's text as the separator is applied to: element texts joined by blank lines. */
  public static String documentText(ParsedDocument doc, int[] starts) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < doc.size(); i++) {
      if (i > 0) {
        text.append("\n\n");
      }
      starts[i] = text.length();
      text.append(doc.elements().get(i).text());
    }
    return text.toString();
  }

  /**
   * The separator in a model's answer.
   *
   * @throws IllegalArgumentException saying what is wrong with the answer
   */
  public static String separator(String answer) {
    LenientJson.Result read = LenientJson.read(answer);
    if (!read.found()) {
      throw new IllegalArgumentException(read.problem());
    }
    JsonNode value = read.json().get("separator");
    if (value == null || !value.isTextual() || value.asText().isEmpty()) {
      throw new IllegalArgumentException("the answer has no \"separator\" string");
    }
    return value.asText();
  }
}
