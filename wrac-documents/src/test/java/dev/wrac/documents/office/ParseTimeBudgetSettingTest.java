package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code parse-time-budget} setting ({@link Chunker.Builder#parseTimeBudget}) reaches the
 * parsers: a tiny budget on a big Word document is a TIMEOUT naming the stage it ran out in.
 */
class ParseTimeBudgetSettingTest {
  @TempDir
  static Path dir;
  static Path big;

  @BeforeAll
  static void bigDocument() throws IOException {
    XWPFDocument doc = new XWPFDocument();
    for (int i = 0; i < 1500; i++) {
      if (i % 40 == 0) {
        doc.createParagraph().createRun().setText("Section " + i);
        doc.getLastParagraph().setStyle("Heading1");
      }
      doc.createParagraph().createRun().setText("Paragraph " + i + " of a long generated "
          + "document: the claim form must be sent within thirty days of the incident.");
    }
    big = Files.write(dir.resolve("big.docx"), DocxFixtures.bytes(doc));
  }

  @Test
  void aTinyBudgetFromTheSpecIsATimeoutNamingTheStage() {
    Chunker chunker = Chunker.from(ChunkerSpec.parse("parse-time-budget=1ms"));
    assertThat(chunker.parseOptions().timeBudget()).isEqualTo(Duration.ofMillis(1));
    assertThatThrownBy(() -> chunker.chunk(big, c -> { }))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
          assertThat(e.getMessage()).contains("big.docx");
          assertThat(e.detail()).contains("time budget of 1 ms").containsPattern(
              "ran out while (opening the package|reading the document body)");
        });
  }

  @Test
  void theBuilderTakesTheBudgetAndAnAmpleOneChunksTheWholeDocument() {
    assertThatThrownBy(() -> Wrac.builder().parseTimeBudget(Duration.ofNanos(1)).build()
        .chunk(big, c -> { })).isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.TIMEOUT));
    List<Chunk> chunks = new ArrayList<>();
    Wrac.builder().parseTimeBudget(Duration.ofMinutes(5)).build().chunk(big, chunks::add);
    assertThat(chunks).hasSizeGreaterThan(100);
    assertThat(chunks.get(chunks.size() - 1).text()).contains("Paragraph 1499");
  }
}
