package dev.wrac.adaptive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wrac.Wrac;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.parse.DocumentSource;
import dev.wrac.tokens.TokenCounters;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The five metrics on a real Markdown document, parsed by the real parser, real BGE-small. */
class MetricsTest {
  static final BgeSmallEmbedder BGE = BgeSmallEmbedder.create(2);
  static final String MARKDOWN = """
      # ZX Bank travel card

      ZX Bank issues a prepaid travel card for trips abroad.

      It can hold up to 16 currencies, and it is accepted in 150 countries.

      ## Fees

      | Fee | Amount |
      |---|---|
      | Issuance | 100 |
      | Reload | 50 |
      | Cash withdrawal abroad | 2 per cent |

      ## How to reload

      1. Open the ZX Bank app.
      2. Choose the card and the currency.
      3. Confirm with your PIN.

      Refunds of unused balance take five working days.
      """;

  static final ParsedDocument DOC = Wrac.parse(DocumentSource.ofText("travel.md", MARKDOWN));

  static DocumentAnalysis analysis() {
    return DocumentAnalysis.of(DOC, TokenCounters.o200k(), BGE,
        new RuleBasedCoreferenceResolver());
  }

  /** A candidate whose chunks start at the content elements matching {@code startsChunk}. */
  static CandidatePlan cutBefore(DocumentAnalysis a, String name, Predicate<Element> startsChunk) {
    List<List<ElementId>> groups = new ArrayList<>();
    for (Element e : DOC.elements()) {
      if (groups.isEmpty() || startsChunk.test(e)) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(e.id());
    }
    ChunkPlan plan = ChunkPlan.of(DOC, groups, PlanProvenance.local(name, "1", Map.of()));
    return CandidatePlan.of(name, a, plan,
        new ChunkAssembler(AssemblyOptions.DEFAULT).assemble(DOC, plan));
  }

  @Test
  void blocksAreTheTableTheListRunAndEachParagraph() {
    assertThat(analysis().blocks()).extracting(TextRange::kind)
        .containsExactly("paragraph", "paragraph", "table", "list", "paragraph");
  }

  @Test
  void blockIntegrityCountsBlocksACutFallsInside() {
    DocumentAnalysis a = analysis();
    CandidatePlan whole = cutBefore(a, "whole", e -> false);
    CandidatePlan byHeading = cutBefore(a, "sections", e -> e.kind() == ElementKind.HEADING);
    CandidatePlan byRow = cutBefore(a, "rows", e -> e.kind() == ElementKind.TABLE_ROW
        || e.kind() == ElementKind.LIST_ITEM);
    BlockIntegrity bi = new BlockIntegrity();
    assertThat(bi.score(a, whole)).isEqualTo(1.0);
    assertThat(bi.score(a, byHeading)).isEqualTo(1.0);
    // cuts between table rows and between list items break two of the five blocks
    assertThat(bi.score(a, byRow)).isEqualTo(0.6);
  }

  @Test
  void referenceCompletenessFallsWhenACutSeparatesAPronounFromItsEntity() {
    DocumentAnalysis a = analysis();
    assertThat(a.references()).extracting(r -> a.text().substring(r.mentionStart(),
        r.mentionEnd()) + " -> " + a.text().substring(r.antecedentStart(), r.antecedentEnd()))
        .containsExactly("It -> a prepaid travel card", "it -> a prepaid travel card");
    ReferenceCompleteness rc = new ReferenceCompleteness();
    assertThat(rc.score(a, cutBefore(a, "whole", e -> false))).isEqualTo(1.0);
    // a cut between the two paragraphs leaves both pronouns without their entity
    assertThat(rc.score(a, cutBefore(a, "paragraphs", e -> e.kind() == ElementKind.PARAGRAPH)))
        .isEqualTo(0.0);
    assertThat(rc.score(a, cutBefore(a, "sections", e -> e.kind() == ElementKind.HEADING)))
        .isEqualTo(1.0);
  }

  @Test
  void sizeComplianceIsTheShareOfChunksInRange() {
    DocumentAnalysis a = analysis();
    CandidatePlan sections = cutBefore(a, "sections", e -> e.kind() == ElementKind.HEADING);
    long inRange = sections.chunks().stream()
        .filter(c -> c.embedTokens() >= 20 && c.embedTokens() <= 60).count();
    assertThat(new SizeCompliance(20, 60).score(a, sections))
        .isEqualTo(inRange / (double) sections.chunks().size());
    // the whole document in one chunk, smaller than the minimum: nothing better is possible
    assertThat(new SizeCompliance().score(a, cutBefore(a, "whole", e -> false))).isEqualTo(1.0);
  }

  @Test
  void cohesionAndCoherenceAreCosinesInTheUnitInterval() {
    DocumentAnalysis a = analysis();
    CandidatePlan whole = cutBefore(a, "whole", e -> false);
    CandidatePlan rows = cutBefore(a, "rows", e -> !e.isContextKind());
    for (IntrinsicMetric m : List.of(new IntraChunkCohesion(), new ContextualCoherence())) {
      assertThat(m.score(a, whole)).isBetween(0.0, 1.0);
      assertThat(m.score(a, rows)).isBetween(0.0, 1.0);
    }
    // one chunk of the whole document is its own window
    assertThat(new ContextualCoherence().score(a, whole)).isCloseTo(1.0, within(0.02));
    // one-element chunks hold sentences closer to their chunk than the whole document does
    assertThat(new IntraChunkCohesion().score(a, rows))
        .isGreaterThan(new IntraChunkCohesion().score(a, whole));
    // and are further from their context window
    assertThat(new ContextualCoherence().score(a, rows))
        .isLessThan(new ContextualCoherence().score(a, whole));
  }
}
