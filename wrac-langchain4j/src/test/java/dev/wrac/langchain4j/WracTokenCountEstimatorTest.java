package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.tokens.TokenCounters;
import java.util.List;
import org.junit.jupiter.api.Test;

/** langchain4j's own splitter counts o200k tokens through the estimator. */
class WracTokenCountEstimatorTest {
  @Test
  void countsAsTheW_racCounterAndBoundsLangchain4jSegments() {
    WracTokenCountEstimator estimator = WracTokenCountEstimator.o200k();
    String text = "Cards work abroad. Fees apply to cash withdrawals.";
    assertThat(estimator.estimateTokenCountInText(text))
        .isEqualTo(TokenCounters.o200k().count(text));
    assertThat(estimator.estimateTokenCountInMessages(List.of(SystemMessage.from(text),
        UserMessage.from(text), AiMessage.from(text))))
        .isEqualTo(3 * TokenCounters.o200k().count(text));

    String doc = ("## Fees\n\n" + "A withdrawal abroad costs two euros, and more. ".repeat(30)
        + "\n\n").repeat(4);
    List<TextSegment> segments = DocumentSplitters.recursive(64, 0, estimator)
        .split(Document.from(doc));
    assertThat(segments).hasSizeGreaterThan(4).allSatisfy(s ->
        assertThat(TokenCounters.o200k().count(s.text())).isLessThanOrEqualTo(64));
  }
}
