package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCorpusTest {
  @TempDir
  Path dir;

  private Path docs() throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("Savings.md"), "# Savings\n\nMinimum deposit 500 rupees.\n");
    Files.writeString(docs.resolve("Loans.md"), "# Loans\n\nHome loans up to 20 years.\n");
    return docs;
  }

  @Test
  void exactDuplicateQueryRowsAreDroppedAndCounted() throws IOException {
    Path csv = dir.resolve("queries.csv");
    String row = "Bank,Descriptive,What is the minimum deposit?,"
        + "\"[{\"\"filename\"\": \"\"savings.md\"\", \"\"text\"\": \"\"Minimum deposit 500\"\"}]\"\n";
    Files.writeString(csv, "Enterprise Name,Query Type,Query,Supporting Facts\n" + row + row
        + "Bank,Boolean,\"Are home loans\nlong?\",\"[{\"\"filename\"\": \"\"Loans.md\"\", "
        + "\"\"text\"\": \"\"up to 20 years\"\"}]\"\n" + row);
    BenchCorpus corpus = BenchCorpus.of(docs(), csv);
    assertThat(corpus.rows()).isEqualTo(4);
    assertThat(corpus.duplicateRowsDropped()).isEqualTo(2);
    assertThat(corpus.queries()).extracting(BenchQuery::text)
        .containsExactly("What is the minimum deposit?", "Are home loans\nlong?");
    assertThat(corpus.queries().get(0).facts())
        .containsExactly(new SupportingFact("savings.md", "Minimum deposit 500"));
    assertThat(corpus.organisations()).singleElement()
        .satisfies(o -> assertThat(o.documents()).extracting(BenchDocument::name)
            .containsExactly("Loans.md", "Savings.md"));
  }

  @Test
  void readsJsonLinesQueries() throws IOException {
    Path jsonl = dir.resolve("queries.jsonl");
    Files.writeString(jsonl, "{\"query\": \"min deposit?\", \"type\": \"Descriptive\", "
        + "\"facts\": [{\"doc\": \"Savings.md\", \"text\": \"Minimum deposit 500 rupees\"}]}\n\n"
        + "{\"query\": \"loan term?\", \"facts\": [{\"filename\": \"Loans\", \"text\": \"20\"}]}\n");
    BenchCorpus corpus = BenchCorpus.of(docs(), jsonl);
    assertThat(corpus.queries()).hasSize(2);
    assertThat(corpus.queries().get(0).type()).isEqualTo("Descriptive");
    assertThat(corpus.queries().get(1).facts().get(0).document()).isEqualTo("Loans");
  }

  @Test
  void aQueriesFileWithoutFactsIsRefusedNamingIt() throws IOException {
    Path csv = dir.resolve("bad.csv");
    Files.writeString(csv, "Query,Answer\nWhat?,That\n");
    assertThatThrownBy(() -> BenchCorpus.of(docs(), csv)).isInstanceOf(BenchException.class)
        .hasMessageContaining("bad.csv").hasMessageContaining("facts");
  }

  @Test
  void aFolderThatIsNotTheCorpusIsRefused() {
    assertThatThrownBy(() -> BenchCorpus.ragMultiCorpus(dir, "md", List.of()))
        .isInstanceOf(BenchException.class).hasMessageContaining("queries.csv");
  }

  @Test
  void ragMultiCorpusLayoutKeepsOnlyTheOrganisationsAskedFor() throws IOException {
    for (String org : List.of("Alpha Bank", "Beta-24", "Gamma Motors")) {
      Path md = Files.createDirectories(dir.resolve("datasets").resolve(org).resolve("md"));
      Files.writeString(md.resolve("Doc.md"), "# " + org + "\n\nText.\n");
    }
    Files.writeString(dir.resolve("queries.csv"), "Enterprise Name,Query Type,Query,"
        + "Supporting Facts\nBeta 24,Descriptive,q1,[]\nAlpha Bank,Descriptive,q2,[]\n"
        + "Nobody,Descriptive,q3,[]\n");
    BenchCorpus beta = BenchCorpus.ragMultiCorpus(dir, "md", List.of("beta 24"));
    assertThat(beta.organisations()).extracting(BenchOrganisation::name)
        .containsExactly("Beta-24");
    assertThat(beta.queries()).singleElement()
        .satisfies(q -> assertThat(q.organisation()).isEqualTo("Beta-24"));
    assertThat(BenchCorpus.ragMultiCorpus(dir, "md", List.of()).organisations()).hasSize(3);
    assertThatThrownBy(() -> BenchCorpus.ragMultiCorpus(dir, "md", List.of("Delta")))
        .isInstanceOf(BenchException.class).hasMessageContaining("Delta")
        .hasMessageContaining("Gamma Motors");
  }
  @Test
  void factsAreGroundedInTheVisibleTextTheSameWordsInEveryFormat() throws IOException {
    Path org = dir.resolve("datasets").resolve("Alpha Bank");
    Path md = Files.createDirectories(org.resolve("md"));
    Path html = Files.createDirectories(org.resolve("html"));
    Files.writeString(md.resolve("Loans.md"), "# Loans\n\nApply **online** at "
        + "[our portal](https://www.example.com/apply-now).\n");
    Files.writeString(html.resolve("Loans.html"), "<html><body><h1>Loans</h1><p>Apply "
        + "<strong>online</strong> at <a href=\"https://www.example.com/apply-now\">our "
        + "portal</a>.</p></body></html>");
    Files.writeString(dir.resolve("queries.csv"), "Enterprise Name,Query Type,Query,"
        + "Supporting Facts\nAlpha Bank,Descriptive,q,[]\n");
    BenchDocument fromMd = BenchCorpus.ragMultiCorpus(dir, "md", List.of()).organisations()
        .get(0).documents().get(0);
    BenchDocument fromHtml = BenchCorpus.ragMultiCorpus(dir, "html", List.of()).organisations()
        .get(0).documents().get(0);
    // the Markdown's text is the file, link target and all; its visible text is what a reader sees
    assertThat(fromMd.text()).contains("https://www.example.com/apply-now");
    assertThat(fromMd.visibleText()).doesNotContain("example").doesNotContain("**");
    Judge judge = Judge.standard();
    assertThat(judge.words(fromMd.visibleText())).isEqualTo(judge.words(fromHtml.visibleText()))
        .contains("loans", "apply", "online", "portal");
  }
}
