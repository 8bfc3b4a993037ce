package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LeadersTest {

  @Test
  void texsSpacedDotsAndAWordProcessorsRunLeaveOneSpaceBetweenEntryAndPage() {
    assertThat(Leaders.strip("Errors . . . . . . . . . . . . . 13")).isEqualTo("Errors 13");
    assertThat(Leaders.strip("1.1 Formatting........................5"))
        .isEqualTo("1.1 Formatting 5");
    assertThat(Leaders.strip("Index \u00B7 \u00B7 \u00B7 \u00B7 \u00B7 \u00B7 271"))
        .isEqualTo("Index 271");
  }

  @Test
  void leadersAtEitherEndOfALineLeaveNothing() {
    assertThat(Leaders.strip("Errors . . . . . .\n. . . . . . 13")).isEqualTo("Errors\n13");
    assertThat(Leaders.strip(". . . . . . . .")).isEmpty();
  }

  @Test
  void ellipsesFullStopsAndDottedNumbersStay() {
    for (String kept : new String[] {"Wait... and see.", "It ended.... Then", "1.2.3.4.5 v2",
        "a . b . c . d", "Errors 13", ""}) {
      assertThat(Leaders.strip(kept)).as(kept).isSameAs(kept);
    }
  }
}
