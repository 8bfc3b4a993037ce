package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FormatFactDiffTest {
  @TempDir
  Path dir;

  @Test
  void listsTheFactsOnlyOneFormatsChunksHoldWithTheWordsTheOtherLacks() throws IOException {
    Path org = dir.resolve("datasets").resolve("Alpha Bank");
    Path md = Files.createDirectories(org.resolve("md"));
    Path html = Files.createDirectories(org.resolve("html"));
    // the HTML version lost its last paragraph; the first is in both
    Files.writeString(md.resolve("Cards.md"), "# Cards\n\nBlock a lost card in the mobile app "
        + "under Cards, then Block.\n\nReplacement cards arrive within seven working days.\n");
    Files.writeString(html.resolve("Cards.html"), "<html><body><h1>Cards</h1><p>Block a lost "
        + "card in the mobile app under Cards, then Block.</p></body></html>");
    Files.writeString(dir.resolve("queries.csv"), "Enterprise Name,Query Type,Query,"
        + "Supporting Facts\n"
        + "Alpha Bank,Procedural,How do I block a card?,\"[{\"\"filename\"\": \"\"Cards.md\"\", "
        + "\"\"text\"\": \"\"Block a lost card in the mobile app under Cards\"\"}]\"\n"
        + "Alpha Bank,Temporal,When does a new card arrive?,\"[{\"\"filename\"\": \"\"Cards.md\"\", "
        + "\"\"text\"\": \"\"Replacement cards arrive within seven working days\"\"}]\"\n");

    List<FormatFactDiff.Difference> diff = FormatFactDiff.of(dir, "md", "html", Wrac.defaults());

    assertThat(diff).singleElement().satisfies(d -> {
      assertThat(d.organisation()).isEqualTo("Alpha Bank");
      assertThat(d.heldBy()).isEqualTo("md");
      assertThat(d.fact().text()).startsWith("Replacement cards");
      // not even grounded in the HTML's visible text: not judgeable there, nothing to name
      assertThat(d.missing()).isEmpty();
      assertThat(d.cause()).isEqualTo(FormatFactDiff.Cause.LOST_TEXT);
    });
  }

  @Test
  void namesASplitWhenTheOtherFormatsChunksHoldTheFactOnlyTogether() throws IOException {
    Path org = dir.resolve("datasets").resolve("Alpha Bank");
    Path md = Files.createDirectories(org.resolve("md"));
    Path html = Files.createDirectories(org.resolve("html"));
    String filler = "Branches open on weekdays and answer questions about accounts, loans and "
        + "deposits of every kind. ".repeat(150);
    // Markdown keeps the sentence whole; the HTML version has its two halves in sections far
    // apart, with a long section between them
    Files.writeString(md.resolve("Cards.md"), "# Cards\n\nReplacement cards arrive by courier "
        + "within seven working days.\n\n# Branches\n\n" + filler + "\n");
    Files.writeString(html.resolve("Cards.html"), "<html><body><h1>Cards</h1><p>Replacement "
        + "cards arrive by courier</p><h1>Branches</h1><p>" + filler + "</p><h1>Delivery</h1>"
        + "<p>within seven working days.</p></body></html>");
    Files.writeString(dir.resolve("queries.csv"), "Enterprise Name,Query Type,Query,"
        + "Supporting Facts\n"
        + "Alpha Bank,Temporal,When does a new card arrive?,\"[{\"\"filename\"\": "
        + "\"\"Cards.md\"\", \"\"text\"\": \"\"Replacement cards arrive by courier within "
        + "seven working days\"\"}]\"\n");

    List<FormatFactDiff.Difference> diff = FormatFactDiff.of(dir, "md", "html", Wrac.defaults());

    assertThat(diff).singleElement().satisfies(d -> {
      assertThat(d.heldBy()).isEqualTo("md");
      assertThat(d.cause()).isEqualTo(FormatFactDiff.Cause.SPLIT);
      assertThat(d.missing()).isNotEmpty();
    });
  }
}
