package dev.wrac.adaptive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The default resolver on real sentences of the kind the corpus holds. */
class RuleBasedCoreferenceResolverTest {
  private final CoreferenceResolver resolver = new RuleBasedCoreferenceResolver();

  /** Each reference as "pronoun -> antecedent". */
  private List<String> resolve(String text) {
    return resolver.resolve(text).stream()
        .map(r -> text.substring(r.mentionStart(), r.mentionEnd()) + " -> "
            + text.substring(r.antecedentStart(), r.antecedentEnd()))
        .toList();
  }

  @Test
  void itRefersToTheOrganisationNamedBefore() {
    assertThat(resolve("ZX Bank offers home loans to salaried applicants. It also offers "
        + "personal loans at lower rates."))
        .containsExactly("It -> ZX Bank");
  }

  @Test
  void pronounsAgreeInNumberAndPersonWithTheirAntecedents() {
    assertThat(resolve("The customer must sign the application form before he submits it."))
        .containsExactly("he -> The customer", "it -> the application form");
    assertThat(resolve("Travel cards are accepted abroad. They work in 150 countries and "
        + "their fees are low."))
        .containsExactly("They -> Travel cards", "their -> Travel cards");
  }

  @Test
  void aPleonasticItAndFirstOrSecondPersonPronounsAreNotResolved() {
    assertThat(resolve("It is important to keep your PIN secret. You can change it in the "
        + "app.")).containsExactly("it -> your PIN");
    assertThat(resolve("We will call you within two days.")).isEmpty();
  }

  @Test
  void anAntecedentMoreThanTwoSentencesBackIsNotTaken() {
    assertThat(resolve("The policy covers theft. Claims take a week. Payments are made by "
        + "transfer. Refunds follow later. It cannot be renewed online.")).isEmpty();
  }

  @Test
  void offsetsPointIntoTheText() {
    String text = "Velvera Insurance was founded in 1990.\n\nIt has 40 branches.";
    Reference r = resolver.resolve(text).get(0);
    assertThat(text.substring(r.antecedentStart(), r.antecedentEnd()))
        .isEqualTo("Velvera Insurance");
    assertThat(r.span().start()).isZero();
    assertThat(r.span().end()).isEqualTo(text.indexOf("It has") + 2);
  }
}
