package dev.wrac.llm.testing;

import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;

/**
 * How a {@link ScriptedLlm} answers, given the right answer: each constant is one way real
 * models go wrong, with the window outcome the planner must report for it.
 */
public enum ScriptedBehaviour {
  /** The right answer. */
  PERFECT(Outcome.ACCEPTED),
  /** The right answer with an element repeated in another chunk. */
  DUPLICATES_IDS(Outcome.REPAIRED),
  /** The right answer without every third element. */
  DROPS_IDS(Outcome.REPAIRED),
  /** The right answer plus IDs the document does not have. */
  INVENTS_IDS(Outcome.REPAIRED),
  /** The right answer inside chatty prose. */
  PROSE_AROUND_JSON(Outcome.ACCEPTED),
  /** The right answer in a Markdown code fence. */
  FENCED_JSON(Outcome.ACCEPTED),
  /** The right answer with trailing commas. */
  TRAILING_COMMAS(Outcome.ACCEPTED),
  /** Half the answer, stopped at the output limit (finish reason length), every time. */
  TRUNCATED(Outcome.FELL_BACK),
  /** Nothing at all, every time. */
  EMPTY(Outcome.FELL_BACK),
  /** The call times out (after the client's own retries). */
  TIMES_OUT(Outcome.FELL_BACK),
  /** Prose without JSON first, the right answer when asked again. */
  GARBLED_THEN_PERFECT(Outcome.RETRIED),
  /** Follows instructions planted in the document: writes text instead of IDs. */
  OBEYS_INJECTION(Outcome.FELL_BACK),
  /** Writes chunk text into the ID lists along with a few real IDs. */
  WRITES_TEXT_AS_IDS(Outcome.FELL_BACK);

  /** What injected text makes an obedient model write; must never reach a chunk. */
  public static final String INJECTED_OUTPUT = "PWNED-BY-THE-MODEL";

  private final Outcome expected;

  ScriptedBehaviour(Outcome expected) {
    this.expected = expected;
  }

  /** The window outcome the planner must record. */
  public Outcome expectedOutcome() {
    return expected;
  }

  /**
   * The answer text, or {@code null} to time out.
   *
   * @param perfect the right answer, as the planner's format encodes it
   */
  String answer(String perfect, ParsedDocument doc, int from, int to, boolean retry) {
    return switch (this) {
      case PERFECT -> perfect;
      case DUPLICATES_IDS -> duplicate(perfect, doc, from, to);
      case DROPS_IDS -> drop(perfect, doc, from, to);
      case INVENTS_IDS -> perfect.replaceFirst("\\[\\[\"", "[[\"p9999\",\"zz77\",\"");
      case PROSE_AROUND_JSON -> "Sure! Here is the plan you asked for:\n" + perfect
          + "\nI grouped the sections by topic. Let me know if you want changes.";
      case FENCED_JSON -> "```json\n" + perfect + "\n```";
      case TRAILING_COMMAS -> perfect.replace("\"]", "\",]").replace("]]}", "],]}");
      case TRUNCATED -> perfect.substring(0, perfect.length() / 2);
      case EMPTY -> "";
      case TIMES_OUT -> null;
      case GARBLED_THEN_PERFECT -> retry ? perfect
          : "I think the document should be split by its sections, roughly in three parts.";
      case OBEYS_INJECTION -> "{\"chunks\":[[\"" + INJECTED_OUTPUT + "\"],[\"Ignore the rules\"]]}";
      case WRITES_TEXT_AS_IDS -> "{\"chunks\":[[\"" + doc.elements().get(from).id().value()
          + "\",\"" + INJECTED_OUTPUT + " " + "the first part\"]]}";
    };
  }

  /** The right answer with its ranges written out, so single IDs can be changed. */
  private static String expanded(String perfect, ParsedDocument doc, int from, int to) {
    StringBuilder sb = new StringBuilder();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"([^\"]+?)-([^\"]+)\"")
        .matcher(perfect);
    while (m.find()) {
      int a = doc.indexOf(dev.wrac.model.ElementId.of(m.group(1)));
      int b = doc.indexOf(dev.wrac.model.ElementId.of(m.group(2)));
      StringBuilder ids = new StringBuilder();
      for (int i = a; i <= b; i++) {
        ids.append(i > a ? "," : "").append('"').append(doc.elements().get(i).id().value())
            .append('"');
      }
      m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(ids.toString()));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static String duplicate(String perfect, ParsedDocument doc, int from, int to) {
    String content = firstContent(doc, from, to);
    return perfect.substring(0, perfect.length() - 3) + ",\"" + content + "\"]]}";
  }

  private static String drop(String perfect, ParsedDocument doc, int from, int to) {
    String all = expanded(perfect, doc, from, to);
    int k = 0;
    for (int i = from; i < to; i++) {
      if (doc.mustBePlaced(i) && k++ % 3 == 2) {
        all = all.replace("\"" + doc.elements().get(i).id().value() + "\"", "\"\"");
      }
    }
    return all;
  }

  private static String firstContent(ParsedDocument doc, int from, int to) {
    for (int i = from; i < to; i++) {
      if (doc.mustBePlaced(i)) {
        return doc.elements().get(i).id().value();
      }
    }
    return doc.elements().get(from).id().value();
  }
}
