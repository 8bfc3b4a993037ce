package dev.wrac.adaptive;

import dev.wrac.adaptive.internal.Mentions;
import dev.wrac.adaptive.internal.Mentions.Mention;
import dev.wrac.adaptive.internal.Mentions.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The default {@link CoreferenceResolver}: rules over a regular-expression tokenizer, for
 * English text only, with no model and no dependency.
 *
 * <p>Method. Sentences are found by the JDK's English sentence rules; tokens are runs of
 * letters and digits (with inner apostrophes or hyphens). Candidate antecedents are (a) runs
 * of capitalised tokens ("ZX Bank", "Velvera Home Loan"; a sentence's first word only when it
 * is not a function word), and (b) noun phrases opened by a determiner or possessive ("the
 * basic plan", "these cards"), whose head is the first word that does not look like an
 * adjective. Number is read from the determiner or the head (plural: {@code these/those}, or a
 * head ending in {@code -s} but not {@code -ss/-us/-is}); a phrase is a person when its head is
 * one of a closed list of person nouns (customer, applicant, …) or a name follows a title
 * (Mr, Ms, Dr). The pronouns are the closed list of third-person personal pronouns ({@code he
 * him his himself she her hers herself it its itself they them their theirs themselves});
 * each takes the nearest preceding compatible antecedent (he/she: a person; it: a singular
 * non-person; they: a plural) in its own sentence or the {@value #SENTENCES_BACK} sentences
 * before it. A pleonastic "it" ("it is important to", "it takes two days") is skipped.
 *
 * <p>Limits. English only; no syntax, so a verb right after a determiner phrase may be taken
 * for its head, and an antecedent is the nearest agreeing one, not the syntactic subject;
 * first- and second-person pronouns (we, you) and demonstratives (this, that) are not
 * resolved, nor are cataphora ("Before it opens, the branch…") and collective nouns taking
 * "they". Good enough to tell whether a cut separates a pronoun from its nearest entity, which
 * is what the references-completeness metric needs.
 */
public final class RuleBasedCoreferenceResolver implements CoreferenceResolver {
  /** How many sentences before a pronoun's own its antecedent may be. */
  public static final int SENTENCES_BACK = 2;

  private static final Set<String> PERSONAL = Set.of("he", "him", "his", "himself", "she", "her",
      "hers", "herself");
  private static final Set<String> SINGULAR = Set.of("it", "its", "itself");
  private static final Set<String> PLURAL = Set.of("they", "them", "their", "theirs",
      "themselves");
  private static final Set<String> BE = Set.of("is", "was", "seems", "seemed", "appears",
      "appeared", "takes", "took", "becomes", "became");
  private static final Set<String> MODALS = Set.of("will", "would", "may", "might", "can",
      "could", "should", "must");

  @Override
  public String name() {
    return "rules-en-1";
  }

  @Override
  public List<Reference> resolve(String text) {
    List<Token> tokens = Mentions.tokens(text);
    List<Mention> mentions = Mentions.of(tokens, text);
    List<Reference> out = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      String w = t.lower();
      Kind wanted = PERSONAL.contains(w) ? Kind.PERSON : SINGULAR.contains(w) ? Kind.THING
          : PLURAL.contains(w) ? Kind.PLURAL : null;
      if (wanted == null || (wanted == Kind.THING && pleonastic(tokens, i))) {
        continue;
      }
      Mention m = antecedent(mentions, t, wanted);
      if (m != null) {
        out.add(new Reference(m.start(), m.end(), t.start(), t.end()));
      }
    }
    return List.copyOf(out);
  }

  private enum Kind { PERSON, THING, PLURAL }

  private static Mention antecedent(List<Mention> mentions, Token pronoun, Kind wanted) {
    for (int k = mentions.size() - 1; k >= 0; k--) {
      Mention m = mentions.get(k);
      if (m.end() > pronoun.start()) {
        continue;
      }
      if (m.sentence() < pronoun.sentence() - SENTENCES_BACK) {
        return null;
      }
      boolean fits = switch (wanted) {
        case PERSON -> m.person();
        case THING -> !m.plural() && !m.person();
        case PLURAL -> m.plural();
      };
      if (fits) {
        return m;
      }
    }
    return null;
  }

  /** "It is important to …", "it takes two days that …": an "it" that refers to nothing. */
  private static boolean pleonastic(List<Token> tokens, int i) {
    if (!tokens.get(i).lower().equals("it") || i + 2 >= tokens.size()) {
      return false;
    }
    String next = tokens.get(i + 1).lower();
    boolean modalBe = MODALS.contains(next) && tokens.get(i + 2).lower().equals("be");
    if (!BE.contains(next) && !modalBe) {
      return false;
    }
    for (int j = i + 2; j < Math.min(tokens.size(), i + 7); j++) {
      Token t = tokens.get(j);
      if (t.sentence() != tokens.get(i).sentence()) {
        return false;
      }
      String w = t.lower();
      if (w.equals("to") || w.equals("that") || w.equals("whether") || w.equals("if")) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
