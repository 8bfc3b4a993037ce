package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import org.junit.jupiter.api.Test;

class BoundaryAgreementTest {
  private static List<List<String>> chunks(String... texts) {
    return java.util.Arrays.stream(texts).map(BoundaryAgreement::words).toList();
  }

  @Test
  void wordsFoldCaseQuotesAndMarkup() {
    assertThat(BoundaryAgreement.words("The **owner’s** manual, p. 3"))
        .containsExactly("the", "owner", "s", "manual", "p", "3");
  }

  @Test
  void theSameCutsAgreeFullyWhateverTheMarkup() {
    assertThat(BoundaryAgreement.of(chunks("# A\n\n**one** two", "three four", "five"),
        chunks("A one two", "three four", "five"))).isEqualTo(1.0);
    assertThat(BoundaryAgreement.of(chunks("one two"), chunks("one two"))).isEqualTo(1.0);
  }

  @Test
  void aMovedCutHalvesTheAgreementOfTwoCuts() {
    // A cuts after "two" and "four"; B after "two" and "five": one of two boundaries agrees
    assertThat(BoundaryAgreement.of(chunks("one two", "three four", "five six"),
        chunks("one two", "three four five", "six"))).isCloseTo(0.5, offset(1e-9));
  }

  @Test
  void cutsAreCarriedAcrossWordsThatOnlyOneFormatHas() {
    // the HTML lost a link target the Markdown kept; the cut after "three" still agrees
    assertThat(BoundaryAgreement.of(
        chunks("one two https example org three", "four five six"),
        chunks("one two three", "four five six"))).isEqualTo(1.0);
  }

  @Test
  void noCutInEitherIsFullAgreementAndACutInOneOnlyIsNone() {
    assertThat(BoundaryAgreement.of(chunks("a b c"), chunks("a b", "c"))).isEqualTo(0.0);
  }
}
