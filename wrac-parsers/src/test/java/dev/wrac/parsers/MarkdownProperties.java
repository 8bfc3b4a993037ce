package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.testing.PlanInvariants;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** Properties of parsing and chunking over generated structured Markdown. */
class MarkdownProperties {
  private static final MarkdownParser PARSER = MarkdownParser.create();
  private static final PlanningContext CONTEXT = PlanningContext.defaults();
  /** The only noise the generator writes: thematic breaks, which the parser drops. */
  private static final String BREAK = "***";

  @Provide
  Arbitrary<String> markdown() {
    return MarkdownGenerator.documents(30);
  }

  @Property(tries = 300)
  void spansSliceTheSourceAndNothingButNoiseIsLost(@ForAll("markdown") String md) {
    ParsedDocument doc = parse(md);
    PlanInvariants.assertSpansSliceSource(doc, md);
    StringBuilder kept = new StringBuilder();
    for (Element e : doc.elements()) {
      kept.append(e.text());
    }
    StringBuilder expected = new StringBuilder();
    for (String line : md.split("\n", -1)) {
      if (!line.trim().equals(BREAK)) {
        expected.append(line);
      }
    }
    assertThat(visible(kept)).isEqualTo(visible(expected));
  }

  @Property(tries = 200)
  void chunksOfParsedMarkdownSatisfyTheInvariants(@ForAll("markdown") String md) {
    ParsedDocument doc = parse(md);
    PlanInvariants.assertContentFromText(doc);
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    PlanInvariants.assertCovers(doc, plan);
    List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
  }

  @Property(tries = 100)
  void parsingAndPlanningAreDeterministic(@ForAll("markdown") String md) {
    ParsedDocument a = parse(md);
    ParsedDocument b = parse(md);
    assertThat(PlanJson.toJson(a)).isEqualTo(PlanJson.toJson(b));
    assertThat(PlanJson.toJson(StructuralPlanner.create().plan(a, CONTEXT)))
        .isEqualTo(PlanJson.toJson(StructuralPlanner.create().plan(b, CONTEXT)));
  }

  private static ParsedDocument parse(String md) {
    return PARSER.parse(DocumentSource.ofText("gen.md", md), ParseOptions.defaults());
  }

  private static String visible(CharSequence s) {
    return s.toString().replaceAll("\\s+", "");
  }

  /** Generates structured Markdown: headings, paragraphs, nested lists, tables, quotes, code. */
  static final class MarkdownGenerator {
    private static final List<String> WORDS = List.of("alpha", "beta", "gamma", "delta",
        "*stress*", "**bold**", "`code`", "[link](http://x.y)", "日本語", "שלום", "مرحبا",
        "😀", "zero\u200Bwidth", "naïve", "3.5%", "$100", "e.g.", "API-key");

    static Arbitrary<String> words(int max) {
      return Arbitraries.of(WORDS).list().ofMinSize(1).ofMaxSize(max)
          .map(ws -> String.join(" ", ws));
    }

    static Arbitrary<String> block() {
      Arbitrary<String> atx = Combinators.combine(Arbitraries.integers().between(1, 6), words(5))
          .as((level, title) -> "#".repeat(level) + " " + title);
      Arbitrary<String> setext = Combinators.combine(words(5), Arbitraries.of("===", "---"))
          .as((title, line) -> title + "\n" + line);
      Arbitrary<String> paragraph = words(30).list().ofMinSize(1).ofMaxSize(3)
          .map(lines -> String.join("\n", lines));
      Arbitrary<String> bullets = Combinators.combine(Arbitraries.integers().between(0, 2), words(8))
          .as((depth, text) -> "  ".repeat(depth) + "- " + text)
          .list().ofMinSize(1).ofMaxSize(8)
          .map(items -> {
            // a nested item needs a parent one level up: clamp depths to grow by one at most
            StringBuilder sb = new StringBuilder();
            int previous = -1;
            for (String item : items) {
              int depth = (item.length() - item.stripLeading().length()) / 2;
              int clamped = Math.min(depth, previous + 1);
              sb.append("  ".repeat(clamped)).append(item.stripLeading()).append('\n');
              previous = clamped;
            }
            return sb.toString().stripTrailing();
          });
      Arbitrary<String> steps = words(12).list().ofMinSize(1).ofMaxSize(10).map(items -> {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < items.size(); k++) {
          sb.append(k + 1).append(". ").append(items.get(k)).append('\n');
        }
        return sb.toString().stripTrailing();
      });
      Arbitrary<String> quote = words(15).list().ofMinSize(1).ofMaxSize(3)
          .map(lines -> "> " + String.join("\n> ", lines));
      Arbitrary<String> code = words(10).list().ofMinSize(1).ofMaxSize(4)
          .map(lines -> "```\n" + String.join("\n", lines) + "\n```");
      Arbitrary<String> table = Combinators.combine(Arbitraries.integers().between(1, 4),
              Arbitraries.integers().between(0, 6), words(3))
          .as((cols, rows, cell) -> {
            StringBuilder sb = new StringBuilder("|");
            for (int c = 0; c < cols; c++) {
              sb.append(" H").append(c).append(" |");
            }
            sb.append("\n|").append("---|".repeat(cols));
            for (int r = 0; r < rows; r++) {
              sb.append("\n|");
              for (int c = 0; c < cols; c++) {
                sb.append(' ').append((r + c) % 4 == 0 ? "" : cell.replace("|", "")).append(" |");
              }
            }
            return sb.toString();
          });
      Arbitrary<String> rule = Arbitraries.just(BREAK);
      return Arbitraries.frequencyOf(Tuple.of(3, atx), Tuple.of(1, setext), Tuple.of(5, paragraph),
          Tuple.of(2, bullets), Tuple.of(2, steps), Tuple.of(1, quote), Tuple.of(1, code),
          Tuple.of(1, table), Tuple.of(1, rule));
    }

    static Arbitrary<String> documents(int maxBlocks) {
      return block().list().ofMinSize(1).ofMaxSize(maxBlocks)
          .map(blocks -> "Start.\n\n" + String.join("\n\n", blocks) + "\n");
    }
  }
}
