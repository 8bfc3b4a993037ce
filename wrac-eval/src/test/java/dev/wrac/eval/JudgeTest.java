package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class JudgeTest {
  private final Judge judge = Judge.standard();
  private static final String DOC = "How to open a savings account. Visit any branch with your "
      + "passport, proof of address and a recent photograph. The minimum deposit is 500 rupees. "
      + "Accounts opened online need video verification within seven days.";

  private Judge.Fact fact(String text) {
    return judge.fact(new SupportingFact("Savings.md", text), judge.words(DOC));
  }

  @Test
  void tokensAreNormalisedRunsOfLettersAndDigits() {
    assertThat(judge.words("Ｃafé’s PIN-code: 1234, café!"))
        .containsExactly("café", "s", "pin", "code", "1234");
  }

  @Test
  void stopWordsIncludingYesAreNotContentWords() {
    assertThat(judge.contentWords("Yes, you can open the account at any branch"))
        .containsExactly("open", "account", "branch");
  }

  @Test
  void groundedWordsAreTheContentWordsFoundInTheSourceDocument() {
    Judge.Fact f = fact("The minimum deposit is 500 rupees, waived for students.");
    assertThat(f.contentWords()).containsExactly("minimum", "deposit", "500", "rupees", "waived",
        "students");
    assertThat(f.grounded()).containsExactly("minimum", "deposit", "500", "rupees");
    assertThat(f.judgeable()).isTrue();
  }

  @Test
  void factsWithFewOrMostlyUngroundedWordsOrUnknownDocumentAreSkipped() {
    assertThat(fact("Minimum deposit.").skip()).isEqualTo(Judge.Skip.TOO_FEW_GROUNDED_WORDS);
    assertThat(fact("Minimum deposit rupees: waived students pensioners veterans nurses")
        .skip()).isEqualTo(Judge.Skip.MOSTLY_UNGROUNDED);
    assertThat(judge.fact(new SupportingFact("Missing.md", "minimum deposit 500 rupees"), null)
        .skip()).isEqualTo(Judge.Skip.UNKNOWN_DOCUMENT);
  }

  @Test
  void shortFactsNeedAllGroundedWordsLongOnesEightyPercent() {
    assertThat(Judge.required(3)).isEqualTo(3);
    assertThat(Judge.required(7)).isEqualTo(7);
    assertThat(Judge.required(8)).isEqualTo(7);
    assertThat(Judge.required(10)).isEqualTo(8);
    assertThat(Judge.required(11)).isEqualTo(9);

    Judge.Fact shortFact = fact("Minimum deposit 500 rupees");
    String key = DocumentNames.key("Savings.md");
    assertThat(judge.supports(shortFact, key, judge.words("minimum deposit of 500 rupees")))
        .isTrue();
    assertThat(judge.supports(shortFact, key, judge.words("minimum deposit of 500"))).isFalse();

    Judge.Fact longFact = fact("Visit any branch with your passport, proof of address and a "
        + "recent photograph; minimum deposit 500");
    assertThat(longFact.grounded()).hasSize(10);
    // 8 of 10 grounded words: supported; 7 of 10: not
    assertThat(judge.supports(longFact, key,
        judge.words("visit branch passport proof address recent photograph minimum"))).isTrue();
    assertThat(judge.supports(longFact, key,
        judge.words("visit branch passport proof address recent photograph"))).isFalse();
  }

  @Test
  void aFactSplitAcrossTwoChunksIsSupportedByNeither() {
    Judge.Fact f = fact("Accounts opened online need video verification within seven days.");
    String key = DocumentNames.key("Savings.md");
    Set<String> first = judge.words("Accounts opened online need video");
    Set<String> second = judge.words("verification within seven days.");
    assertThat(judge.supports(f, key, first)).isFalse();
    assertThat(judge.supports(f, key, second)).isFalse();
    assertThat(judge.supports(f, key, judge.words(
        "Accounts opened online need video verification within seven days."))).isTrue();
  }

  @Test
  void aChunkOfAnotherDocumentNeverSupports() {
    Judge.Fact f = fact("The minimum deposit is 500 rupees.");
    assertThat(judge.supports(f, DocumentNames.key("Current.md"),
        judge.words("The minimum deposit is 500 rupees."))).isFalse();
    assertThat(judge.supports(f, DocumentNames.key(" savings.MD"),
        judge.words("The minimum deposit is 500 rupees."))).isTrue();
  }
}
