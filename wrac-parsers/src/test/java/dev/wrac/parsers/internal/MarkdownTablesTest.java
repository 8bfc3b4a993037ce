package dev.wrac.parsers.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownTablesTest {

  @Test
  void delimiterRowsNeedAPipeAndDashesInEveryCell() {
    assertThat(delimiter("|---|:--:|--:|")).isTrue();
    assertThat(delimiter("--- | ---")).isTrue();
    assertThat(delimiter("| - |")).isTrue();
    assertThat(delimiter("---")).as("no pipe: a setext underline or a rule").isFalse();
    assertThat(delimiter("| a |")).isFalse();
    assertThat(delimiter("|:|---|")).as("a cell without a dash").isFalse();
    assertThat(delimiter("|   |")).as("no cell at all").isFalse();
  }

  @Test
  void aTableStartsAtTheHeaderAndKeepsEarlierLinesAsParagraph() {
    String text = "Prices below.\n| Plan | Price |\n|---|---|\n| Basic | 5 |\n| Pro | 9 |";
    MarkdownTables.Table t = MarkdownTables.find(text, 0, text.length());
    assertThat(t.headerStart()).isEqualTo(text.indexOf("| Plan"));
    assertThat(text.substring(t.headerStart(), t.headerEnd())).isEqualTo("| Plan | Price |\n|---|---|");
    assertThat(t.rows()).extracting(r -> text.substring(r[0], r[1]))
        .containsExactly("| Basic | 5 |", "| Pro | 9 |");
    assertThat(t.headerCells()).containsExactly("Plan", "Price");
  }

  @Test
  void headerCellsDropMarkupAndKeepEscapedPipes() {
    String text = "| **Item** | a \\| b | `code` |\n|---|---|---|";
    assertThat(MarkdownTables.find(text, 0, text.length()).headerCells())
        .containsExactly("Item", "a | b", "code");
  }

  @Test
  void withoutAPipeInTheHeaderOrADelimiterThereIsNoTable() {
    String noPipe = "Title\n|---|---|\n| 1 | 2 |";
    assertThat(MarkdownTables.find(noPipe, 0, noPipe.length())).isNull();
    String plain = "a | b\nc | d";
    assertThat(MarkdownTables.find(plain, 0, plain.length())).isNull();
  }

  private static boolean delimiter(String line) {
    return MarkdownTables.isDelimiterRow(line, 0, line.length());
  }
}
