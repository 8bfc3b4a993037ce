package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 30: the layout of one page checks the parse's time budget line by line. */
class PageAssemblerDeadlineTest {
  private static List<Line> lines(int n) {
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String text = "Line " + i + " of a page of prose.";
      lines.add(Line.of(new Frag(text, 72, 300, 10, false, text.replace(" ", "").length(), false,
          -1, -1, null, false, 10, false), 100 + 12 * i));
    }
    return lines;
  }

  private static PageAssembler assembler(DocumentBuilder builder, List<Line> lines,
      ParseDeadline deadline) {
    return new PageAssembler(DocStyle.of(List.of(lines)), Vocabulary.of(List.of(lines)),
        new ElementSink(builder), deadline);
  }

  @Test
  void aSpentBudgetEndsThePageWithATimeoutNamingTheStageAndPage() throws InterruptedException {
    ParseOptions options = ParseOptions.builder().timeBudget(Duration.ofNanos(1)).build();
    ParseDeadline deadline = ParseDeadline.start("slow.pdf", options);
    Thread.sleep(2);
    List<Line> lines = lines(20);
    DocumentBuilder builder = new DocumentBuilder("slow.pdf", "application/pdf", options);
    assertThatThrownBy(() -> assembler(builder, lines, deadline).page(7, lines))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
          assertThat(e.detail()).contains("while laying out page 7,");
        });
  }

  @Test
  void withoutABudgetThePageIsLaidOut() {
    ParseOptions options = ParseOptions.defaults();
    List<Line> lines = lines(3);
    DocumentBuilder builder = new DocumentBuilder("plain.pdf", "application/pdf", options);
    assembler(builder, lines, ParseDeadline.start("plain.pdf", options)).page(1, lines);
    assertThat(builder.build().elements()).hasSize(1);
  }
}
