package dev.wrac.eval;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The deterministic judge: does a chunk contain a supporting fact?
 *
 * <pre>{@code
 * Judge judge = Judge.standard();
 * Judge.Fact fact = judge.fact(supportingFact, sourceDocumentText);
 * boolean hit = fact.judgeable() && judge.supports(fact, chunkDocument, judge.words(chunkText));
 * }</pre>
 * Text is normalised (NFKC, lower case) and cut into tokens, the runs of letters and digits. A
 * fact's <em>content words</em> are its distinct tokens minus English stop words ({@code yes}
 * included); its <em>grounded words</em> are the content words that occur in its source document.
 * A fact is <em>judgeable</em> when its document is known, it has at least 3 grounded words and
 * at least half of its content words are grounded; other facts are skipped for every strategy
 * alike. A chunk <em>supports</em> a fact when it comes from the fact's document and contains at
 * least 80% of its grounded words (all of them when there are fewer than 8).
 */
public final class Judge {
  private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+");

  /** NLTK's English stop words (as tokens: the parts of contractions are there), plus "yes". */
  private static final Set<String> STOP_WORDS = Set.of((
      "i me my myself we our ours ourselves you your yours yourself yourselves he him his "
      + "himself she her hers herself it its itself they them their theirs themselves what "
      + "which who whom this that these those am is are was were be been being have has had "
      + "having do does did doing a an the and but if or because as until while of at by for "
      + "with about against between into through during before after above below to from up "
      + "down in out on off over under again further then once here there when where why how "
      + "all any both each few more most other some such no nor not only own same so than too "
      + "very s t can will just don should now d ll m o re ve y ain aren couldn didn doesn "
      + "hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn yes")
      .split(" "));

  private static final Judge STANDARD = new Judge();

  private Judge() {}

  /** The judge with the thresholds above. */
  public static Judge standard() {
    return STANDARD;
  }

  /**
   * The words facts are grounded in, per organisation name and document key: the words of each
   * document's {@linkplain BenchDocument#visibleText() visible text}, the same in every format.
   */
  public Map<String, Map<String, Set<String>>> visibleWords(BenchCorpus corpus) {
    Map<String, Map<String, Set<String>>> out = new HashMap<>();
    for (BenchOrganisation o : corpus.organisations()) {
      Map<String, Set<String>> docs = new HashMap<>();
      for (BenchDocument d : o.documents()) {
        docs.put(d.key(), words(d.visibleText()));
      }
      out.put(o.name(), docs);
    }
    return out;
  }

  /** The distinct tokens of {@code text}, in order of first occurrence. */
  public Set<String> words(String text) {
    String normal = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    Set<String> words = new LinkedHashSet<>();
    Matcher m = TOKEN.matcher(normal);
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  /** The content words of {@code text}: its distinct tokens that are not stop words. */
  public Set<String> contentWords(String text) {
    Set<String> words = words(text);
    words.removeAll(STOP_WORDS);
    return words;
  }

  /** Whether {@code word} (a normalised token) is a stop word. */
  public boolean isStopWord(String word) {
    return STOP_WORDS.contains(word);
  }

  /**
   * Prepares a fact for judging.
   *
   * @param fact          the fact
   * @param documentWords the {@link #words} of its source document, or {@code null} when the
   *                      document is not in the corpus
   */
  public Fact fact(SupportingFact fact, Set<String> documentWords) {
    List<String> content = List.copyOf(contentWords(fact.text()));
    if (documentWords == null) {
      return new Fact(fact, DocumentNames.key(fact.document()), content, List.of(),
          Skip.UNKNOWN_DOCUMENT);
    }
    List<String> grounded = new ArrayList<>();
    for (String w : content) {
      if (documentWords.contains(w)) {
        grounded.add(w);
      }
    }
    Skip skip = null;
    if (grounded.size() < 3) {
      skip = Skip.TOO_FEW_GROUNDED_WORDS;
    } else if (grounded.size() * 2 < content.size()) {
      skip = Skip.MOSTLY_UNGROUNDED;
    }
    return new Fact(fact, DocumentNames.key(fact.document()), content, grounded, skip);
  }

  /** Grounded words a chunk must contain to support a fact with {@code grounded} of them. */
  public static int required(int grounded) {
    return grounded < 8 ? grounded : (grounded * 4 + 4) / 5;
  }

  /**
   * Whether a chunk supports a judgeable fact.
   *
   * @param fact          a fact from {@link #fact}; an unjudgeable fact is never supported
   * @param documentKey   the chunk's document, as a {@link DocumentNames#key}
   * @param chunkWords    the chunk's {@link #words}
   */
  public boolean supports(Fact fact, String documentKey, Set<String> chunkWords) {
    if (!fact.judgeable() || !fact.documentKey().equals(documentKey)) {
      return false;
    }
    int need = required(fact.grounded().size());
    int have = 0;
    int left = fact.grounded().size();
    for (String w : fact.grounded()) {
      if (chunkWords.contains(w)) {
        if (++have >= need) {
          return true;
        }
      }
      if (have + --left < need) {
        return false;
      }
    }
    return have >= need;
  }

  /** Why a fact is not judged. */
  public enum Skip {
    /** Its document is not in the corpus. */
    UNKNOWN_DOCUMENT,
    /** Fewer than 3 of its content words occur in its document. */
    TOO_FEW_GROUNDED_WORDS,
    /** Fewer than half of its content words occur in its document. */
    MOSTLY_UNGROUNDED
  }

  /**
   * A fact prepared for judging.
   *
   * @param fact         the fact
   * @param documentKey  its document's {@link DocumentNames#key}
   * @param contentWords its content words
   * @param grounded     the content words found in its document
   * @param skip         why it is not judged, or {@code null} when it is judgeable
   */
  public record Fact(SupportingFact fact, String documentKey, List<String> contentWords,
      List<String> grounded, Skip skip) {
    public Fact {
      contentWords = List.copyOf(contentWords);
      grounded = List.copyOf(grounded);
    }

    /** Whether chunks are judged against this fact. */
    public boolean judgeable() {
      return skip == null;
    }
  }
}
