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
    });
  }
}
