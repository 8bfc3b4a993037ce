package dev.wrac.adaptive;

/**
 * A pronoun and the entity it refers to, found by a {@link CoreferenceResolver}; offsets are
 * into the text given to the resolver.
 *
 * @param antecedentStart start of the entity mention ("ZX Bank")
 * @param antecedentEnd   end of the entity mention
 * @param mentionStart    start of the pronoun ("It")
 * @param mentionEnd      end of the pronoun
 */
public record Reference(int antecedentStart, int antecedentEnd, int mentionStart,
    int mentionEnd) {
  public Reference {
    if (antecedentStart < 0 || antecedentEnd < antecedentStart || mentionStart < 0
        || mentionEnd < mentionStart) {
      throw new IllegalArgumentException("Bad reference offsets " + antecedentStart + ".."
          + antecedentEnd + " -> " + mentionStart + ".." + mentionEnd);
    }
  }

  /** The span from the first to the last character of both mentions: no cut may fall inside. */
  public TextRange span() {
    return new TextRange(Math.min(antecedentStart, mentionStart),
        Math.max(antecedentEnd, mentionEnd), "reference");
  }
}
