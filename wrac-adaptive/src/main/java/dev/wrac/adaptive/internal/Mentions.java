package dev.wrac.adaptive.internal;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tokens and entity mentions for the rule-based coreference resolver (see its Javadoc for the
 * rules).
 */
public final class Mentions {
  private Mentions() {}

  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:['’-][\\p{L}\\p{N}]+)*");
  private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "this", "that",
      "these", "those", "our", "your", "its", "their", "his", "her", "my", "each", "every",
      "any", "another", "such");
  private static final Set<String> SINGULAR_DETERMINERS = Set.of("a", "an", "this", "that",
      "each", "every", "another");
  private static final Set<String> PLURAL_DETERMINERS = Set.of("these", "those");
  private static final Set<String> FUNCTION = Set.of("i", "me", "we", "us", "you", "he", "him",
      "she", "her", "it", "its", "they", "them", "their", "his", "our", "your", "my", "the", "a",
      "an", "this", "that", "these", "those", "and", "or", "but", "nor", "if", "then", "so",
      "as", "at", "by", "for", "from", "in", "into", "of", "on", "onto", "to", "with", "within",
      "without", "about", "after", "before", "over", "under", "up", "down", "out", "off",
      "through", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did",
      "has", "have", "had", "can", "could", "will", "would", "shall", "should", "may", "might",
      "must", "not", "no", "yes", "also", "only", "just", "very", "more", "most", "less",
      "what", "when", "where", "which", "who", "whom", "whose", "why", "how", "there", "here",
      "please", "each", "every", "any", "all", "some", "another", "such", "other", "than",
      "once", "while", "until", "because", "since", "though", "although", "however", "note");
  private static final Set<String> PERSON_NOUNS = Set.of("customer", "customers", "applicant",
      "applicants", "borrower", "borrowers", "user", "users", "member", "members", "holder",
      "holders", "cardholder", "cardholders", "policyholder", "policyholders", "employee",
      "employees", "agent", "agents", "manager", "managers", "officer", "officers", "traveller",
      "travellers", "traveler", "travelers", "client", "clients", "owner", "owners", "driver",
      "drivers", "guest", "guests", "student", "students", "patient", "patients", "person",
      "people", "child", "children", "adult", "adults", "spouse", "partner", "nominee",
      "nominees", "investor", "investors", "buyer", "buyers", "seller", "sellers", "man", "men",
      "woman", "women", "doctor", "doctors", "staff", "advisor", "advisors", "adviser");
  private static final Set<String> PLURAL_VERBS = Set.of("are", "were", "have", "do", "can",
      "will", "may", "must", "should", "could", "would");
  private static final Set<String> TITLES = Set.of("mr", "mrs", "ms", "miss", "dr", "prof");
  private static final Set<String> IRREGULAR_PLURALS = Set.of("people", "children", "men",
      "women", "data", "staff");
  private static final Set<String> ADJECTIVES = Set.of("new", "old", "basic", "main", "full",
      "same", "first", "last", "next", "own", "free", "high", "low", "good", "best", "large",
      "small", "big", "long", "short", "online", "monthly", "annual", "daily", "weekly",
      "total", "minimum", "maximum", "extra", "standard", "premium", "personal", "current",
      "following", "above", "below", "entire", "whole", "further", "additional", "certain");
  private static final String[] ADJECTIVE_SUFFIXES = {"al", "ic", "ive", "ous", "ful", "able",
      "ible", "ent", "ant", "ed", "ing", "ary", "less", "ish", "est"};

  /** A word of the text, with the index of its sentence. */
  public record Token(int start, int end, String text, String lower, int sentence) {
    boolean capitalised() {
      return Character.isUpperCase(text.codePointAt(0));
    }
  }

  /** A candidate antecedent. */
  public record Mention(int start, int end, int sentence, boolean plural, boolean person) {}

  /** The words of {@code text} in order. */
  public static List<Token> tokens(String text) {
    List<Integer> sentenceEnds = new ArrayList<>();
    BreakIterator it = BreakIterator.getSentenceInstance(Locale.ENGLISH);
    it.setText(text);
    for (int end = it.next(); end != BreakIterator.DONE; end = it.next()) {
      sentenceEnds.add(end);
    }
    List<Token> out = new ArrayList<>();
    Matcher m = WORD.matcher(text);
    int sentence = 0;
    while (m.find()) {
      while (sentence < sentenceEnds.size() - 1 && m.start() >= sentenceEnds.get(sentence)) {
        sentence++;
      }
      out.add(new Token(m.start(), m.end(), m.group(), m.group().toLowerCase(Locale.ROOT),
          sentence));
    }
    return out;
  }

  /** The candidate antecedents among {@code tokens}, ordered by their end. */
  public static List<Mention> of(List<Token> tokens, String text) {
    List<Mention> out = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (DETERMINERS.contains(t.lower())) {
        Mention np = nounPhrase(tokens, text, i);
        if (np != null) {
          out.add(np);
        }
      } else if (t.capitalised() && (i == 0 || tokens.get(i - 1).sentence() != t.sentence())
          && Character.isLetter(t.text().charAt(0))) {
        Mention bare = bareNounPhrase(tokens, text, i); // "Travel cards are ..."
        if (bare != null) {
          out.add(bare);
        }
      }
      if (t.capitalised() && (i == 0 || !joined(tokens, text, i - 1)
          || !tokens.get(i - 1).capitalised() || FUNCTION.contains(tokens.get(i - 1).lower()))) {
        Mention name = name(tokens, text, i);
        if (name != null) {
          out.add(name);
        }
      }
    }
    // for one end, the longest mention last: the resolver scans backwards
    return out.stream().distinct().sorted(java.util.Comparator.comparingInt(Mention::end)
        .thenComparing(Mention::start, java.util.Comparator.reverseOrder())).toList();
  }

  /** Whether token {@code i} and the next are in one sentence with only spaces between. */
  private static boolean joined(List<Token> tokens, String text, int i) {
    if (i + 1 >= tokens.size() || tokens.get(i).sentence() != tokens.get(i + 1).sentence()) {
      return false;
    }
    for (int c = tokens.get(i).end(); c < tokens.get(i + 1).start(); c++) {
      if (text.charAt(c) != ' ') {
        return false;
      }
    }
    return true;
  }

  private static Mention nounPhrase(List<Token> tokens, String text, int det) {
    int head = -1;
    for (int j = det + 1; j <= det + 3 && joined(tokens, text, j - 1); j++) {
      Token w = tokens.get(j);
      if (FUNCTION.contains(w.lower()) || !Character.isLetter(w.text().charAt(0))
          || w.capitalised()) {
        break;
      }
      head = j;
      if (!adjectiveLike(w.lower())) {
        break;
      }
    }
    if (head < 0 && joined(tokens, text, det) && tokens.get(det + 1).capitalised()
        && !FUNCTION.contains(tokens.get(det + 1).lower())) {
      head = det + 1; // "your PIN", "the ZX app": a name after a determiner
    }
    if (head < 0) {
      return null;
    }
    head = compound(tokens, text, head, true);
    String d = tokens.get(det).lower();
    String h = tokens.get(head).lower();
    boolean plural = PLURAL_DETERMINERS.contains(d)
        || (!SINGULAR_DETERMINERS.contains(d) && pluralNoun(h));
    return new Mention(tokens.get(det).start(), tokens.get(head).end(),
        tokens.get(det).sentence(), plural, PERSON_NOUNS.contains(h));
  }

  /** A sentence's first words without a determiner: "Travel cards are accepted". */
  private static Mention bareNounPhrase(List<Token> tokens, String text, int first) {
    if (FUNCTION.contains(tokens.get(first).lower())) {
      return null;
    }
    int head = first;
    while (adjectiveLike(tokens.get(head).lower()) && joined(tokens, text, head)
        && head < first + 2 && !FUNCTION.contains(tokens.get(head + 1).lower())
        && !tokens.get(head + 1).capitalised()) {
      head++;
    }
    head = compound(tokens, text, head, false);
    if (head == first) {
      return null; // a capitalised word alone is the name rule's
    }
    String h = tokens.get(head).lower();
    return new Mention(tokens.get(first).start(), tokens.get(head).end(),
        tokens.get(first).sentence(), pluralNoun(h), PERSON_NOUNS.contains(h));
  }

  /**
   * "the application form before", "a prepaid travel card for": one or two more nouns when
   * they end right before a function word or a sentence's end (a word in {@code -s} only
   * before a plural verb such as "are").
   */
  private static int compound(List<Token> tokens, String text, int head, boolean atEnd) {
    if (tokens.get(head).capitalised() && tokens.get(head).sentence() == tokens.get(Math.max(0,
        head - 1)).sentence() && head > 0 && joined(tokens, text, head - 1)) {
      return head; // a name after a determiner ("your PIN") takes no compound
    }
    for (int k = 2; k >= 1; k--) {
      if (compoundOf(tokens, text, head, k, atEnd)) {
        return head + k;
      }
    }
    return head;
  }

  private static boolean compoundOf(List<Token> tokens, String text, int head, int k,
      boolean atEnd) {
    for (int j = head; j < head + k; j++) {
      if (!joined(tokens, text, j)) {
        return false;
      }
      Token w = tokens.get(j + 1);
      if (w.capitalised() || FUNCTION.contains(w.lower()) || adjectiveLike(w.lower())
          || !Character.isLetter(w.text().charAt(0))) {
        return false;
      }
    }
    String last = tokens.get(head + k).lower();
    boolean ends = !joined(tokens, text, head + k);
    String after = ends ? "" : tokens.get(head + k + 1).lower();
    if (ends ? !atEnd : !FUNCTION.contains(after)) {
      return false;
    }
    return !last.endsWith("s") || ends || PLURAL_VERBS.contains(after);
  }

  private static Mention name(List<Token> tokens, String text, int from) {
    int first = from;
    boolean titled = false;
    while (first < tokens.size() && tokens.get(first).capitalised()
        && (FUNCTION.contains(tokens.get(first).lower())
            || TITLES.contains(tokens.get(first).lower()))) {
      titled |= TITLES.contains(tokens.get(first).lower());
      if (!joined(tokens, text, first)) {
        return null;
      }
      first++;
    }
    if (first >= tokens.size() || !tokens.get(first).capitalised()) {
      return null;
    }
    int last = first;
    while (joined(tokens, text, last) && tokens.get(last + 1).capitalised()
        && !FUNCTION.contains(tokens.get(last + 1).lower())) {
      last++;
    }
    String head = tokens.get(last).lower();
    boolean acronym = tokens.get(last).text().equals(tokens.get(last).text()
        .toUpperCase(Locale.ROOT));
    boolean plural = !acronym && pluralNoun(head);
    return new Mention(tokens.get(first).start(), tokens.get(last).end(),
        tokens.get(first).sentence(), plural, titled || PERSON_NOUNS.contains(head));
  }

  private static boolean adjectiveLike(String w) {
    if (ADJECTIVES.contains(w)) {
      return true;
    }
    for (String s : ADJECTIVE_SUFFIXES) {
      if (w.length() > s.length() + 2 && w.endsWith(s)) {
        return true;
      }
    }
    return false;
  }

  private static boolean pluralNoun(String w) {
    if (IRREGULAR_PLURALS.contains(w)) {
      return !w.equals("staff");
    }
    return w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")
        && !w.endsWith("is") && !w.endsWith("ous");
  }
}
