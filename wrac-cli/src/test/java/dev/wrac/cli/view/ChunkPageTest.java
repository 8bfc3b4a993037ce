package dev.wrac.cli.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.parse.DocumentSource;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Attribute;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;

class ChunkPageTest {
  static final String GUIDE = """
      # Travel Guide

      Welcome to the guide. It covers packing, money and safety on the road.

      ## Packing

      Pack light. Bring layers, a rain jacket and comfortable shoes for long walks.

      1. Passport and visas
      2. Travel insurance papers
      3. Chargers and adapters

      ## Money

      | Currency | Rate |
      |---|---|
      | EUR | 1.00 |
      | USD | 1.08 |

      ### Cards

      Tell your bank before you travel so that your card is not blocked abroad.

      ```
      pin = 1234
      ```
      """;

  private static final Chunker SMALL = Wrac.builder().maxChunkTokens(48).build();

  @Test
  void showsEveryElementOnceInsideItsChunkWithTokensHeadingsAndIds() {
    ParsedDocument doc = SMALL.parse(DocumentSource.ofText("guide.md", GUIDE));
    ChunkPlan plan = SMALL.plan(doc);
    List<Chunk> chunks = SMALL.assemble(doc, plan);
    assertThat(chunks).hasSizeGreaterThan(2);

    Document page = Jsoup.parse(ChunkPage.render(doc, plan, chunks));

    Elements sections = page.select("main > section.c");
    assertThat(sections).hasSameSizeAs(chunks);
    for (Chunk c : chunks) {
      org.jsoup.nodes.Element s = sections.get(c.index());
      assertThat(s.id()).isEqualTo("c" + c.index());
      assertThat(s.hasClass("c" + c.index() % 2)).as("alternating shade").isTrue();
      assertThat(s.selectFirst(".m").text()).contains("#" + c.index(), c.tokens() + " tok",
          "L" + c.span().line());
      String ids = String.join(" ", s.select(".e").eachAttr("title"));
      c.elementIds().forEach(id -> assertThat(ids).contains(id.value() + " \u00b7"));
      if (!c.headingPath().isEmpty()) {
        assertThat(s.selectFirst(".hp").text()).isEqualTo(String.join(" \u203a ",
            c.headingPath()));
      }
    }
    List<String> shown = page.select("main .e").eachText();
    List<String> expected = doc.elements().stream().map(Element::text)
        .map(t -> t.replaceAll("\\s+", " ").strip()).toList();
    assertThat(shown).as("every element once, in document order").isEqualTo(expected);
    assertThat(page.select("aside dd").eachText())
        .contains(plan.provenance().planner() + " " + plan.provenance().plannerVersion())
        .anySatisfy(t -> assertThat(t).startsWith(chunks.size() + " tokens: mean"));
    assertThat(page.select(".hist tr")).hasSize(16);
    int histogramTotal = page.select(".hist td:last-child").eachText().stream()
        .mapToInt(Integer::parseInt).sum();
    assertThat(histogramTotal).isEqualTo(chunks.size());
  }

  @Test
  void aHostileDocumentCannotInjectMarkupOrScript() {
    String hostile = """
        # <script>alert('h1')</script> Title

        Text <img src=x onerror="alert(1)"> and <b onclick=alert(2)>bold</b> "quotes" 'single'.

        <script>document.title='pwned'</script>

        <iframe src="https://example.com"></iframe>

        ```
        </div></section><script>alert(3)</script>
        ```
        """;
    Chunker chunker = Wrac.defaults();
    ParsedDocument doc = chunker.parse(DocumentSource.ofText(
        "<script>alert('name')</script>\".md", hostile));
    ChunkPlan plan = chunker.plan(doc);
    String html = ChunkPage.render(doc, plan, chunker.assemble(doc, plan));

    assertThat(html.toLowerCase(Locale.ROOT)).doesNotContain("<script", "<img", "<iframe", "<b ");
    Document page = Jsoup.parse(html);
    assertThat(page.select("script, img, iframe, b, object, embed, link")).isEmpty();
    for (org.jsoup.nodes.Element e : page.getAllElements()) {
      for (Attribute a : e.attributes()) {
        assertThat(a.getKey()).doesNotStartWith("on");
        assertThat(a.getValue()).doesNotContain("javascript:");
      }
    }
    assertThat(page.title()).startsWith("<script>alert('name')</script>\".md");
    assertThat(page.select("[href]").eachAttr("href")).allMatch(h -> h.startsWith("#c"));
    assertThat(page.select("[src]")).isEmpty();
    assertThat(html).doesNotContain("url(", "@import", "@font-face");
    String text = page.select("main").text();
    assertThat(text).contains("<script>document.title='pwned'</script>",
        "<img src=x onerror=\"alert(1)\">", "</div></section><script>alert(3)</script>");
  }

  @Test
  void windowsThatFellBackAreMarkedOnTheirChunksAndCountedInTheSummary() {
    LlmClient noAnswer = new LlmClient() {
      @Override
      public LlmResponse complete(LlmRequest request) {
        return new LlmResponse("I cannot help with that.", FinishReason.STOP, "test-model",
            Usage.ofCall(10, 0, 5));
      }

      @Override
      public String model() {
        return "test-model";
      }
    };
    Chunker chunker = Wrac.builder().maxChunkTokens(48).planner(LlmPlanner.builder(noAnswer)
        .cache(PlanCache.none()).parallelism(1).build()).build();
    ParsedDocument doc = chunker.parse(DocumentSource.ofText("guide.md", GUIDE));
    ChunkPlan plan = chunker.plan(doc);
    List<WindowOutcome> fellBack = plan.provenance().windows().stream()
        .filter(w -> w.outcome() == Outcome.FELL_BACK).toList();
    assertThat(fellBack).as("an unusable answer makes the window fall back").isNotEmpty();

    Document page = Jsoup.parse(ChunkPage.render(doc, plan, chunker.assemble(doc, plan)));

    Elements sections = page.select("main > section.c");
    assertThat(sections).isNotEmpty().allSatisfy(s -> {
      assertThat(s.hasClass("fb")).isTrue();
      assertThat(s.select(".fl.fb").text()).contains("fell back");
      assertThat(s.select(".fl.fb").attr("title")).contains("planning window 0");
    });
    assertThat(page.select("aside").text()).contains(fellBack.size() + " fell back",
        "llm " + LlmPlanner.VERSION + ", model test-model",
        "Marked chunks (" + sections.size() + ")");
  }

  @Test
  void elementsThePlannerLeftOutAreMarkedInTheFallbackChunkRepairMade() {
    ParsedDocument doc = SMALL.parse(DocumentSource.ofText("guide.md", GUIDE));
    ChunkPlan made = SMALL.plan(doc);
    ElementId dropped = made.chunks().get(1).get(made.chunks().get(1).size() - 1);
    List<List<ElementId>> groups = new ArrayList<>();
    for (List<ElementId> g : made.chunks()) {
      List<ElementId> copy = new ArrayList<>(g);
      copy.remove(dropped);
      if (!copy.isEmpty()) {
        groups.add(copy);
      }
    }
    ChunkPlan repaired = PlanValidator.repair(doc, made.withChunks(groups), SMALL.context());
    assertThat(repaired.provenance().repairs().missingIds()).containsExactly(dropped);
    List<Chunk> chunks = SMALL.assemble(doc, repaired);

    Document page = Jsoup.parse(ChunkPage.render(doc, repaired, chunks));

    Elements marked = page.select("main > section.c.fb");
    assertThat(marked).hasSize(1);
    assertThat(marked.get(0).select(".fl").text()).isEqualTo("fallback chunk");
    assertThat(marked.get(0).select(".e").eachAttr("title"))
        .anySatisfy(t -> assertThat(t).startsWith(dropped.value() + " \u00b7"));
    assertThat(page.select("aside").text()).contains("1 missing [" + dropped.value() + "]");
  }

  @Test
  void aHeadingGroupedApartFromItsSectionIsLeftToContextAndEveryElementStillShows() {
    ParsedDocument doc = SMALL.parse(DocumentSource.ofText("t.md",
        "# Title\n\nIntro text.\n\n## Part\n\nPart text.\n"));
    List<List<ElementId>> groups = List.of(List.of(ElementId.of("p1")),
        List.of(ElementId.of("h1"), ElementId.of("h2"), ElementId.of("p2")));
    ChunkPlan plan = PlanValidator.repair(doc, SMALL.plan(doc).withChunks(groups),
        SMALL.context());
    assertThat(plan.chunks().get(1)).as("repair keeps only the context next to the content")
        .containsExactly(ElementId.of("h2"), ElementId.of("p2"));
    List<Chunk> chunks = SMALL.assemble(doc, plan);

    Document page = Jsoup.parse(ChunkPage.render(doc, plan, chunks));

    assertThat(page.select("main .e").eachText())
        .containsExactly("# Title", "Intro text.", "## Part", "Part text.");
    assertThat(page.text()).doesNotContain("(continued)");
    assertThat(page.select("aside").text()).contains("chunks 2");
  }
}
