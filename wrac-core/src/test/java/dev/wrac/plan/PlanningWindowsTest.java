package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.context.PlanningWindow;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.TestDocuments;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlanningWindowsTest {

  @Test
  void aSmallDocumentIsOneWindow() {
    ParsedDocument doc = TestDocuments.named("s.md").heading(1, "T").paragraph("x").build();
    assertThat(PlanningWindows.split(doc, 60)).singleElement()
        .satisfies(w -> assertThat(w.size()).isEqualTo(2));
  }

  @Test
  void largeDocumentsSplitAtTheCoarsestHeadingsAndCarryTheirAncestors() {
    TestDocuments d = TestDocuments.named("big.md").heading(1, "Doc");
    for (int s = 0; s < 4; s++) {
      d.heading(2, "Part " + s);
      for (int i = 0; i < 8; i++) {
        d.paragraph("p " + s + " " + i);
      }
    }
    ParsedDocument doc = d.build();
    List<PlanningWindow> windows = PlanningWindows.split(doc, 10);
    assertThat(windows).hasSize(4);
    assertThat(doc.elements().get(windows.get(1).from()).id()).isEqualTo(ElementId.of("h3"));
    assertThat(windows.get(1).ancestorHeadings()).containsExactly(ElementId.of("h1"));
  }

  @Test
  void neighbouringSmallSectionsShareAWindow() {
    TestDocuments d = TestDocuments.named("many.md").heading(1, "Doc");
    for (int s = 0; s < 30; s++) {
      d.heading(2, "Tiny " + s).paragraph("only " + s);
    }
    ParsedDocument doc = d.build();
    List<PlanningWindow> windows = PlanningWindows.split(doc, 20);
    assertThat(windows).hasSizeLessThanOrEqualTo(4);
    assertThat(windows).allSatisfy(w -> assertThat(w.size()).isLessThanOrEqualTo(20));
  }

  @Test
  void headinglessRunsAreCutIntoFixedSizeWindows() {
    TestDocuments d = TestDocuments.named("flat.md");
    for (int i = 0; i < 25; i++) {
      d.paragraph("paragraph " + i);
    }
    List<PlanningWindow> windows = PlanningWindows.split(d.build(), 10);
    assertThat(windows).extracting(PlanningWindow::size).containsExactly(10, 10, 5);
    assertThat(windows).allSatisfy(w -> assertThat(w.ancestorHeadings()).isEmpty());
  }
}
