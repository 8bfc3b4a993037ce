package dev.wrac.testing;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * jqwik generators of arbitrary structured documents built through {@link TestDocuments}:
 * headings of random levels (skipped levels, empty sections), paragraphs of mixed scripts
 * (Latin, CJK, RTL, emoji, zero-width characters), bulleted lists, steps, tables (empty
 * cells, no rows), code. Shared by property tests of every module.
 */
public final class RandomDocuments {
  private RandomDocuments() {}

  private static final List<String> WORDS = List.of("alpha", "beta", "gamma", "delta",
      "account", "loan", "engine", "tyre", "server", "deploy", "日本語", "中文", "שלום",
      "مرحبا", "😀", "zero\u200Bwidth", "naïve", "Straße", "e.g.", "3.5%", "$100", "API-key");

  /** Words joined into a sentence-ish text of 1..{@code maxWords} words. */
  public static Arbitrary<String> text(int maxWords) {
    return Arbitraries.of(WORDS).list().ofMinSize(1).ofMaxSize(maxWords)
        .map(ws -> String.join(" ", ws) + ".");
  }

  /** One step of a document program. */
  private interface Op {
    void apply(TestDocuments doc);
  }

  private static Arbitrary<Op> ops() {
    Arbitrary<Op> heading = Combinators.combine(Arbitraries.integers().between(1, 4), text(6))
        .as((level, title) -> d -> d.heading(level, title.replace(".", "")));
    Arbitrary<Op> paragraph = text(120).map(t -> d -> d.paragraph(t));
    Arbitrary<Op> bullets = text(12).list().ofMinSize(1).ofMaxSize(8)
        .map(items -> d -> d.bullets(items.toArray(String[]::new)));
    Arbitrary<Op> steps = text(30).list().ofMinSize(1).ofMaxSize(12)
        .map(items -> d -> d.steps(items.toArray(String[]::new)));
    Arbitrary<Op> code = text(40).map(t -> d -> d.code(t));
    Arbitrary<Op> table = Combinators.combine(
            Arbitraries.integers().between(1, 4), Arbitraries.integers().between(0, 12), text(3))
        .as((cols, rows, cell) -> d -> {
          List<String> header = new ArrayList<>();
          for (int c = 0; c < cols; c++) {
            header.add("Col" + c);
          }
          List<List<String>> body = new ArrayList<>();
          for (int r = 0; r < rows; r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < cols; c++) {
              row.add((r + c) % 5 == 0 ? "" : cell + r);
            }
            body.add(row);
          }
          d.table(header, body);
        });
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, heading), net.jqwik.api.Tuple.of(5, paragraph),
        net.jqwik.api.Tuple.of(2, bullets), net.jqwik.api.Tuple.of(2, steps),
        net.jqwik.api.Tuple.of(1, code), net.jqwik.api.Tuple.of(1, table));
  }

  /** Documents of 1 to {@code maxOps} blocks. */
  public static Arbitrary<ParsedDocument> documents(int maxOps) {
    return builders(maxOps).map(TestDocuments::build);
  }

  /**
   * Documents of 1 to {@code maxOps} blocks laid out on pages as a PDF's or a deck's are: every
   * element carries a page, a new page every 1 to 6 elements, so page breaks fall inside
   * sections, lists and tables as a printer puts them.
   */
  public static Arbitrary<ParsedDocument> pagedDocuments(int maxOps) {
    return Combinators.combine(documents(maxOps), Arbitraries.integers().between(1, 6))
        .as(RandomDocuments::onPages);
  }

  /** {@code doc} with its elements on pages, {@code elementsPerPage} elements to a page. */
  public static ParsedDocument onPages(ParsedDocument doc, int elementsPerPage) {
    if (elementsPerPage < 1) {
      throw new IllegalArgumentException("elementsPerPage must be positive, was "
          + elementsPerPage);
    }
    List<Element> elements = new ArrayList<>(doc.size());
    for (int i = 0; i < doc.size(); i++) {
      Element e = doc.elements().get(i);
      SourceSpan s = e.span();
      elements.add(new Element(e.id(), e.kind(), e.level(), e.text(),
          SourceSpan.onPage(s.start(), s.end(), s.line(), s.endLine(), 1 + i / elementsPerPage),
          e.tokens(), e.headingPath(), e.title(), e.group(), e.ordinal(), e.intro(),
          e.headerCells(), e.content(), e.contentTokens()));
    }
    return new ParsedDocument(doc.name(), doc.mediaType(), doc.title().orElse(null),
        doc.metadata(), elements);
  }

  /** The builders themselves, for tests that also need the source text. */
  public static Arbitrary<TestDocuments> builders(int maxOps) {
    return ops().list().ofMinSize(1).ofMaxSize(maxOps).map(list -> {
      TestDocuments d = TestDocuments.named("random.md");
      d.paragraph("Start.");
      list.forEach(op -> op.apply(d));
      return d;
    });
  }
}
