package dev.wrac.pages.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownCleanupTest {

  @Test
  void codeFenceLinesGoAndTheirContentStays() {
    assertThat(MarkdownCleanup.clean("```markdown\n# Title\n\nText.\n```"))
        .isEqualTo("# Title\n\nText.");
    assertThat(MarkdownCleanup.clean("~~~\nkept\n~~~")).isEqualTo("kept");
  }

  @Test
  void imageReferencesGoAndTheTextAroundThemStays() {
    assertThat(MarkdownCleanup.clean("See ![chart](c.png) here.\n\n![logo][l]\n\n"
        + "<img src=\"x.png\" alt=\"x\">\n\nEnd."))
        .isEqualTo("See  here.\n\nEnd.");
  }

  @Test
  void aPipeTableBecomesOneSentencePerRowNeverMerged() {
    String md = "Premiums:\n\n| Plan | Policy term | Note |\n|:---|---:|---|\n"
        + "| Gold | 16 years | |\n| Gold | 20 years | renewable |\n\nAfter.";
    assertThat(MarkdownCleanup.clean(md)).isEqualTo("Premiums:\n\n"
        + "Plan: Gold; Policy term: 16 years.\n\n"
        + "Plan: Gold; Policy term: 20 years; Note: renewable.\n\nAfter.");
  }

  @Test
  void framedRowsWithoutASeparatorAreATableToo() {
    assertThat(MarkdownCleanup.clean("| Name | Age |\n| Ann | 31 |\n| Bob | 42 |"))
        .isEqualTo("Name: Ann; Age: 31.\n\nName: Bob; Age: 42.");
  }

  @Test
  void aSinglePipeInProseIsNotATable() {
    assertThat(MarkdownCleanup.clean("Either a | b, said the text.\nNext line."))
        .isEqualTo("Either a | b, said the text.\nNext line.");
  }

  @Test
  void escapedPipesStayInTheirCellAndMissingHeadersLeaveTheCellAlone() {
    assertThat(MarkdownCleanup.clean("| Expr | |\n|---|---|\n| a \\| b | extra |"))
        .isEqualTo("Expr: a | b; extra.");
  }
}
