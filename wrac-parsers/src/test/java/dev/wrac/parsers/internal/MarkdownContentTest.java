package dev.wrac.parsers.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.ElementKind;
import org.junit.jupiter.api.Test;

class MarkdownContentTest {
  private static String content(ElementKind kind, String text) {
    return MarkdownContent.INSTANCE.content(kind, text);
  }

  private static String paragraph(String text) {
    return content(ElementKind.PARAGRAPH, text);
  }

  @Test
  void emphasisGoesWhereItDelimitsAndStaysInsideWords() {
    assertThat(paragraph("**Note:** keep _max_tokens_ at *2*3* and __bold__ ~~gone~~"))
        .isEqualTo("Note: keep max_tokens at 2*3 and bold gone");
    assertThat(paragraph("a * b and snake_case_name and ~5 min")).isEqualTo(
        "a * b and snake_case_name and ~5 min");
  }

  @Test
  void linksKeepTheirTextAutolinksTheirAddressTagsGo() {
    assertThat(paragraph("See [the guide](https://x.org/a_b \"t\") and ![logo](l.png) or "
        + "<https://x.org> <b>now</b> <!-- note -->"))
        .isEqualTo("See the guide and logo or https://x.org now note");
    assertThat(paragraph("a < b > c and AT&amp;T &lt;3")).isEqualTo("a < b > c and AT&T <3");
  }

  @Test
  void codeSpansKeepTheirCodeAndEscapesTheirCharacter() {
    assertThat(paragraph("Call `f(**kwargs)` or ``a`b`` then \\*not emphasis\\*"))
        .isEqualTo("Call f(**kwargs) or a`b then *not emphasis*");
    assertThat(paragraph("an unmatched ` tick")).isEqualTo("an unmatched tick");
  }

  @Test
  void softBreaksAreSpacesAndHardBreaksNewlines() {
    assertThat(paragraph("one\n  two  \nthree\\\nfour")).isEqualTo("one two\nthree\nfour");
  }

  @Test
  void blockMarkersGo() {
    assertThat(content(ElementKind.HEADING, "## Setup **now** ##")).isEqualTo("Setup now");
    assertThat(content(ElementKind.HEADING, "Setup\n=====")).isEqualTo("Setup");
    assertThat(content(ElementKind.LIST_ITEM, "- **Lilavati Hospital**  \n  A-791, Bandra"))
        .isEqualTo("Lilavati Hospital\nA-791, Bandra");
    assertThat(content(ElementKind.LIST_ITEM, "12) [x] done")).isEqualTo("done");
    assertThat(content(ElementKind.LIST_ITEM, "-5 degrees")).isEqualTo("-5 degrees");
    assertThat(content(ElementKind.QUOTE, "> > quoted\n> text")).isEqualTo("quoted text");
  }

  @Test
  void codeKeepsItsLinesWithoutFences() {
    assertThat(content(ElementKind.CODE, "```java\nint a = 2 * b;\n  x_y();\n```"))
        .isEqualTo("int a = 2 * b;\n  x_y();");
    assertThat(content(ElementKind.CODE, "    indented\n      more")).isEqualTo("indented\n  more");
  }

  @Test
  void tableRowsAreTheirCells() {
    assertThat(content(ElementKind.TABLE_HEADER, "| Model  | **Place** |\n|---|:--:|"))
        .isEqualTo("Model | Place");
    assertThat(content(ElementKind.TABLE_ROW, "| a \\| b | [c](u) |")).isEqualTo("a | b | c");
  }

  @Test
  void frontMatterLosesItsFences() {
    assertThat(content(ElementKind.FRONT_MATTER, "---\ntitle: X\n---")).isEqualTo("title: X");
  }
}
