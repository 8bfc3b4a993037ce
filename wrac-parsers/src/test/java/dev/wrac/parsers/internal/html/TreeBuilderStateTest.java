package dev.wrac.parsers.internal.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Iterator;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.jsoup.parser.StreamParser;
import org.junit.jupiter.api.Test;

/**
 * jsoup's tree builder state as the streamed walk reads it: reachable here (so the streaming
 * tests really stream), its open elements, and its list of active formatting elements, which
 * with positions tracked grows with every unclosed formatting element unless trimmed.
 */
class TreeBuilderStateTest {
  private static final String UNCLOSED_BOLD = "<p><b>bold ".repeat(3_000);

  @Test
  void theStateIsReachableSoPagesCanBeStreamed() {
    assertThat(TreeBuilderState.isAvailable()).isTrue();
    assertThat(StreamedPage.isAvailable()).isTrue();
  }

  @Test
  void openElementsAreTheStackAndTheElementsItLiesIn() throws Exception {
    Parser settings = Parser.htmlParser().setTrackPosition(true);
    try (StreamParser parser = new StreamParser(settings)) {
      parser.parse("<div id=a><p id=b>one</p><section id=c><span id=d>two</span>"
          + "<i id=e>three</i> four</section></div>", "");
      OpenElements open = new OpenElements(TreeBuilderState.of(settings).openElements());
      Element span = parser.selectNext("#d"); // reported complete once <i> starts
      open.refresh();
      Element doc = parser.document();
      assertThat(open.contains(doc.selectFirst("#e"))).isTrue();
      assertThat(open.contains(doc.selectFirst("#c"))).isTrue();
      assertThat(open.contains(doc.selectFirst("#a"))).isTrue();
      assertThat(open.contains(doc)).isTrue();
      assertThat(open.contains(span)).isFalse();
      assertThat(open.contains(doc.selectFirst("#b"))).isFalse();
    }
  }

  /** The list's size after streaming {@link #UNCLOSED_BOLD}, trimmed between steps or not. */
  private static int formattingListSize(boolean trim) {
    Parser settings = Parser.htmlParser().setTrackPosition(true);
    try (StreamParser parser = new StreamParser(settings)) {
      parser.parse(UNCLOSED_BOLD, "");
      TreeBuilderState state = TreeBuilderState.of(settings);
      FormattingListTrim trimmer = new FormattingListTrim(state.formattingElements());
      int max = 0;
      for (Iterator<Element> it = parser.iterator(); it.hasNext(); it.next()) {
        if (trim) {
          trimmer.apply();
        }
        max = Math.max(max, state.formattingElements().size());
      }
      return max;
    }
  }

  @Test
  void withPositionsTrackedJsoupKeepsEveryUnclosedFormattingElementAndTheTrimBoundsThem() {
    assertThat(formattingListSize(false)).isGreaterThanOrEqualTo(3_000);
    assertThat(formattingListSize(true)).isLessThanOrEqualTo(2 * 64 + 1);
  }
}
