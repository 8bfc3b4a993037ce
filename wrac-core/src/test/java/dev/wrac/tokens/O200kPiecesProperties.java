package dev.wrac.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The hand-written o200k pre-tokenizer cuts exactly where the encoding's regex does. */
class O200kPiecesProperties {
  /** o200k_base's pattern as jtokkit 1.1.0 builds it (flags: UNICODE_CHARACTER_CLASS). */
  private static final Pattern REGEX = Pattern.compile(String.join("|",
      "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+"
          + "(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
      "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*"
          + "(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
      "\\p{N}{1,3}", " ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*", "\\s*[\\r\\n]+", "\\s+(?!\\S)", "\\s+"),
      Pattern.UNICODE_CHARACTER_CLASS);

  /** Characters chosen to hit every class boundary of the pattern. */
  private static final String[] ALPHABET = {
      "a", "z", "A", "Z", "ǅ" /* Lt */, "ʰ" /* Lm */, "あ", "中" /* Lo */, "\u0301", "\u0903",
      "\u20DD" /* marks */, "ß", "ſ" /* folds to s */, "K", "0", "9", "٣" /* Nd */, "Ⅻ" /* Nl */,
      "½" /* No */, " ", "  ", "\t", "\n", "\r", "\r\n", "\f", "\u000B", "\u0085", "\u00A0",
      "\u2028", "\u2029", "\u3000", "'", "'s", "'S", "'re", "'VE", "'m", "'ll", "'LL", "'d",
      "'t", "'ſ", ".", ",", "-", "/", "//", "\\", "$", "€", "😀", "👍🏽", "\uD800" /* lone */,
      "\uDC00", "_", "(", ")", "*", "#", "|", "\u200B", "\u00AD", "e\u0301", "x", "word", "Word", "WORD", "wORD", "12", "!", "é"};

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.of(ALPHABET).list().ofMaxSize(40).map(parts -> String.join("", parts));
  }

  @Property(tries = 20_000)
  void piecesEqualTheRegexPieces(@ForAll("texts") String text) {
    assertThat(pieces(text)).isEqualTo(regexPieces(text));
  }

  /** ASCII text with a few non-ASCII letters and marks: the fast path and its exits. */
  @Property(tries = 10_000)
  void piecesEqualTheRegexPiecesOnAsciiText(@ForAll("asciiTexts") String text) {
    assertThat(pieces(text)).isEqualTo(regexPieces(text));
  }

  @Provide
  Arbitrary<String> asciiTexts() {
    return Arbitraries.strings().withCharRange(' ', '~').withChars("\n\r\t\u00e9\u0301\u00c9\u00bd\u0663")
        .ofMaxLength(60);
  }

  @Property(tries = 5_000)
  void piecesEqualTheRegexPiecesOnArbitraryStrings(@ForAll String text) {
    assertThat(pieces(text)).isEqualTo(regexPieces(text));
  }

  @Test
  void aSentenceSplitsLikeTheEncoding() {
    assertThat(pieces("Don't stop: it's 12345 km!\n\n  Next"))
        .containsExactly("Don't", " stop", ":", " it's", " ", "123", "45", " km", "!\n\n", " ",
            " Next");
  }

  private static List<String> pieces(String text) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < text.length(); ) {
      int end = O200kPieces.end(text, i);
      out.add(text.substring(i, end));
      i = end;
    }
    return out;
  }

  private static List<String> regexPieces(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = REGEX.matcher(text);
    int last = 0;
    while (m.find()) {
      if (m.start() > last) {
        out.add(text.substring(last, m.start()));
      }
      out.add(m.group());
      last = m.end();
    }
    if (last < text.length()) {
      out.add(text.substring(last));
    }
    return out;
  }
}
