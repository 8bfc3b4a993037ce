package dev.wrac.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.testing.TestDocuments;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTest {

  @Test
  void elementIdRejectsBadShapesWithTheValue() {
    assertThat(ElementId.of("p12").value()).isEqualTo("p12");
    assertThat(ElementId.isValid("heading_5")).isTrue();
    assertThat(ElementId.isValid("12p")).isFalse();
    assertThat(ElementId.isValid("p 1")).isFalse();
    assertThatThrownBy(() -> ElementId.of("")).hasMessageContaining("Invalid element id ''");
  }

  @Test
  void elementCopiesItsListsSoNoMutableListLeaks() {
    List<ElementId> path = new ArrayList<>(List.of(ElementId.of("h1")));
    Element e = Element.builder(ElementKind.PARAGRAPH).id("p1").text("x")
        .span(new SourceSpan(0, 1, 1, 1)).headingPath(path).build();
    path.add(ElementId.of("h2"));
    assertThat(e.headingPath()).containsExactly(ElementId.of("h1"));
    assertThatThrownBy(() -> e.headingPath().add(ElementId.of("h3")))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void headingLevelIsChecked() {
    assertThatThrownBy(() -> Element.builder(ElementKind.HEADING).id("h1").text("#").level(7)
        .span(new SourceSpan(0, 1, 1, 1)).build()).hasMessageContaining("level must be 1-6, was 7");
  }

  @Test
  void documentRejectsDuplicateIdsAndForwardReferences() {
    Element a = Element.builder(ElementKind.PARAGRAPH).id("p1").text("a")
        .span(new SourceSpan(0, 1, 1, 1)).build();
    assertThatThrownBy(() -> new ParsedDocument("d", null, null, null, List.of(a, a)))
        .hasMessageContaining("duplicate element id p1");
    Element b = Element.builder(ElementKind.PARAGRAPH).id("p2").text("b")
        .span(new SourceSpan(2, 3, 2, 2)).headingPath(List.of(ElementId.of("h9"))).build();
    assertThatThrownBy(() -> new ParsedDocument("d", null, null, null, List.of(a, b)))
        .hasMessageContaining("heading path reference h9");
  }

  @Test
  void headingsWithContentAreContextAndBareHeadingsMustBePlaced() {
    ParsedDocument doc = TestDocuments.named("d.md")
        .heading(1, "Title").paragraph("Body.")
        .heading(2, "Empty section")
        .heading(2, "Full").paragraph("More.")
        .table(List.of("A", "B"), List.of()).build();
    assertThat(doc.mustBePlaced(ElementId.of("h1"))).isFalse();
    assertThat(doc.mustBePlaced(ElementId.of("h2"))).as("heading with nothing under it").isTrue();
    assertThat(doc.mustBePlaced(ElementId.of("h3"))).isFalse();
    assertThat(doc.mustBePlaced(ElementId.of("p1"))).isTrue();
    assertThat(doc.mustBePlaced(ElementId.of("th1"))).as("header of a table without rows").isTrue();
  }

  @Test
  void fingerprintChangesWithTextAndNotWithName() {
    ParsedDocument a = TestDocuments.named("a.md").paragraph("same").build();
    ParsedDocument b = TestDocuments.named("b.md").paragraph("same").build();
    ParsedDocument c = TestDocuments.named("a.md").paragraph("other").build();
    assertThat(a.fingerprint()).isEqualTo(b.fingerprint()).hasSize(64);
    assertThat(a.fingerprint()).isNotEqualTo(c.fingerprint());
  }

  @Test
  void usageAddsAndRefusesImpossibleCounts() {
    Usage u = Usage.ofCall(100, 20, 10).plus(Usage.ofCall(50, 0, 5));
    assertThat(u).isEqualTo(new Usage(2, 150, 20, 15));
    assertThat(Usage.ZERO.isZero()).isTrue();
    assertThatThrownBy(() -> new Usage(1, 10, 11, 0)).hasMessageContaining("exceeds inputTokens");
  }

  @Test
  void planIssuesSummariseWhatIsWrong() {
    PlanIssues issues = new PlanIssues(List.of("x9"), List.of(), List.of(ElementId.of("p3")), 2);
    assertThat(issues.summary()).isEqualTo("1 unknown [x9], 1 missing [p3], 2 empty chunk(s)");
    assertThat(PlanIssues.NONE.summary()).isEqualTo("no issues");
  }
}
