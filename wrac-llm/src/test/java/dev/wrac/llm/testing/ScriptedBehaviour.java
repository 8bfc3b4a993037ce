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
      case INVENTS_IDS -> expanded(perfect, doc, from, to)
          .replaceFirst("\\[\\[\"", "[[\"p9999\",\"zz77\",\"");
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

  /**
   * The right answer rewritten as lists of single IDs ({@code {"chunks":[["h1","p1"],...]}},
   * a form the planner also reads), so single IDs can be changed.
   */
  private static String expanded(String perfect, ParsedDocument doc, int from, int to) {
    StringBuilder sb = new StringBuilder("{\"chunks\":[");
    try {
      com.fasterxml.jackson.databind.JsonNode chunks =
          new com.fasterxml.jackson.databind.ObjectMapper().readTree(perfect).get("chunks");
      for (int c = 0; c < chunks.size(); c++) {
        sb.append(c > 0 ? ",[" : "[");
        boolean first = true;
        for (String token : chunks.get(c).asText().split(" ")) {
          int dash = token.indexOf('-');
          int a = doc.indexOf(dev.wrac.model.ElementId.of(dash < 0 ? token : token.substring(0, dash)));
          int b = dash < 0 ? a : doc.indexOf(dev.wrac.model.ElementId.of(token.substring(dash + 1)));
          for (int i = a; i <= b; i++) {
            sb.append(first ? "" : ",").append('"').append(doc.elements().get(i).id().value())
                .append('"');
            first = false;
          }
        }
        sb.append(']');
      }
    } catch (java.io.IOException e) {
      throw new IllegalStateException("the perfect answer is not JSON: " + perfect, e);
    }
    return sb.append("]}").toString();
  }

  private static String duplicate(String perfect, ParsedDocument doc, int from, int to) {
    String content = firstContent(doc, from, to);
    String all = expanded(perfect, doc, from, to);
    return all.substring(0, all.length() - 3) + ",\"" + content + "\"]]}";
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
