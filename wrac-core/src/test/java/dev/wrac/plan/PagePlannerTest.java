package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.TestDocuments;
import java.util.List;
import org.junit.jupiter.api.Test;

class PagePlannerTest {
  private final Chunker chunker = Wrac.builder().planner(ChunkPlanners.byName("page")).build();

  /** A PDF-like document: elements on pages, through the real builder and token counter. */
  static final class Paged {
    final DocumentBuilder builder =
        new DocumentBuilder("report.pdf", "application/pdf", ParseOptions.defaults());
    private int offset;
    private int line = 1;

    Paged heading(int page, int level, String title) {
      builder.heading(level, title, title, span(page, title));
      return this;
    }

    Paged paragraph(int page, String text) {
      builder.block(ElementKind.PARAGRAPH, text, span(page, text));
      return this;
    }

    private SourceSpan span(int page, String text) {
      SourceSpan s = SourceSpan.onPage(offset, offset + text.length(), line, line, page);
      offset += text.length() + 2;
      line += 2;
      return s;
    }
  }

  @Test
  void oneChunkPerPageAndAHeadingAtAPageFootGoesWithItsContent() {
    ParsedDocument doc = new Paged().heading(1, 1, "Annual report").paragraph(1, "Revenue grew.")
        .paragraph(2, "Costs fell.").paragraph(2, "Staff stayed.").heading(2, 2, "Outlook")
        .paragraph(3, "Next year looks good.").paragraph(4, "Appendix text.").builder.build();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().repairs()).isEqualTo(PlanIssues.NONE);
    assertThat(plan.provenance().configuration()).containsEntry("split", "pages")
        .containsEntry("postProcess.split", "0");
    List<Chunk> chunks = chunker.chunk(doc);
    assertThat(chunks).extracting(c -> c.span().endPage()).containsExactly(1, 2, 3, 4);
    assertThat(chunks.get(1).text()).isEqualTo("Annual report\n\nCosts fell.\n\nStaff stayed.");
    assertThat(chunks.get(2).text()).isEqualTo("Annual report\n\nOutlook\n\nNext year looks good.");
  }

  @Test
  void aPageOverTheMaximumIsResplitAtElementBoundaries() {
    Paged d = new Paged().heading(1, 1, "Data");
    for (int k = 0; k < 12; k++) {
      d.paragraph(1, ("Row " + k + " of the long table of figures for the year. ").repeat(20));
    }
    ParsedDocument doc = d.paragraph(2, "End.").builder.build();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().repairs()).isEqualTo(PlanIssues.NONE);
    assertThat(plan.provenance().configuration()).containsEntry("postProcess.split", "1");
    List<Chunk> chunks = chunker.chunk(doc);
    assertThat(chunks.size()).isGreaterThan(3);
    assertThat(chunks).allSatisfy(c -> assertThat(c.embedTokens()).isLessThanOrEqualTo(1100));
    assertThat(chunks.get(chunks.size() - 1).text()).endsWith("End.");
  }

  @Test
  void withoutPagesTheChunksAreTheTopLevelSections() {
    ParsedDocument doc = TestDocuments.named("faq.md").paragraph("Read this first.")
        .heading(2, "Cover").paragraph("What is covered.").heading(3, "Abroad")
        .paragraph("Also abroad.").heading(2, "Claims").paragraph("How to claim.").build();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().configuration()).containsEntry("split", "sections");
    assertThat(chunker.chunk(doc)).extracting(Chunk::text).containsExactly("Read this first.",
        "## Cover\n\nWhat is covered.\n\n### Abroad\n\nAlso abroad.",
        "## Claims\n\nHow to claim.");
  }
}
