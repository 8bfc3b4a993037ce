package dev.wrac.incremental;

import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.RandomDocuments;
import dev.wrac.testing.TestDocuments;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Two versions of a generated document, built through the real {@link TestDocuments} builder
 * (real token counts and spans): a list of blocks, and the same list after one edit.
 */
record Versions(List<Block> before, List<Block> after, String edit) {

  /** One block of a document: a heading, a paragraph, a list or a two-column table. */
  record Block(Kind kind, int level, List<String> texts) {
    enum Kind { HEADING, PARAGRAPH, BULLETS, STEPS, TABLE }

    void addTo(TestDocuments d) {
      switch (kind) {
        case HEADING -> d.heading(level, texts.get(0));
        case PARAGRAPH -> d.paragraph(texts.get(0));
        case BULLETS -> d.bullets(texts.toArray(String[]::new));
        case STEPS -> d.steps(texts.toArray(String[]::new));
        case TABLE -> d.table(List.of("Name", "Value"),
            texts.stream().map(t -> List.of(t, "v" + t.length())).toList());
      }
    }

    Block withText(int item, String text) {
      List<String> t = new ArrayList<>(texts);
      t.set(item, text);
      return new Block(kind, level, t);
    }
  }

  ParsedDocument first() {
    return build(before);
  }

  ParsedDocument second() {
    return build(after);
  }

  static ParsedDocument build(List<Block> blocks) {
    TestDocuments d = TestDocuments.named("doc.md");
    d.paragraph("Start.");
    blocks.forEach(b -> b.addTo(d));
    return d.build();
  }

  static Arbitrary<Block> blocks() {
    Arbitrary<Block> heading = Combinators.combine(Arbitraries.integers().between(1, 4),
        RandomDocuments.text(6)).as((l, t) -> new Block(Block.Kind.HEADING, l,
        List.of(t.replace(".", ""))));
    Arbitrary<Block> paragraph = RandomDocuments.text(80)
        .map(t -> new Block(Block.Kind.PARAGRAPH, 0, List.of(t)));
    Arbitrary<Block> bullets = RandomDocuments.text(12).list().ofMinSize(1).ofMaxSize(8)
        .map(t -> new Block(Block.Kind.BULLETS, 0, t));
    Arbitrary<Block> steps = RandomDocuments.text(25).list().ofMinSize(1).ofMaxSize(8)
        .map(t -> new Block(Block.Kind.STEPS, 0, t));
    Arbitrary<Block> table = RandomDocuments.text(3).list().ofMinSize(0).ofMaxSize(10)
        .map(t -> new Block(Block.Kind.TABLE, 0, t));
    return Arbitraries.frequencyOf(Tuple.of(3, heading), Tuple.of(5, paragraph),
        Tuple.of(2, bullets), Tuple.of(2, steps), Tuple.of(1, table));
  }

  static Arbitrary<List<Block>> programs(int maxBlocks) {
    return blocks().list().ofMinSize(1).ofMaxSize(maxBlocks);
  }

  /** A text edit inside one element (a heading, paragraph, list item or table row). */
  static Arbitrary<Versions> textEdits(int maxBlocks) {
    return Combinators.combine(programs(maxBlocks), Arbitraries.integers().between(0, 10_000),
        Arbitraries.integers().between(0, 10_000), RandomDocuments.text(20))
        .as((blocks, b, item, words) -> {
          List<Integer> editable = new ArrayList<>();
          for (int k = 0; k < blocks.size(); k++) {
            if (!blocks.get(k).texts().isEmpty()) {
              editable.add(k);
            }
          }
          if (editable.isEmpty()) {
            return new Versions(blocks, blocks, "none");
          }
          int at = editable.get(b % editable.size());
          Block old = blocks.get(at);
          int k = item % old.texts().size();
          String edited = old.kind() == Block.Kind.HEADING
              ? old.texts().get(k) + " " + words.replace(".", "")
              : old.texts().get(k).replace(".", " ") + words;
          List<Block> after = new ArrayList<>(blocks);
          after.set(at, old.withText(k, edited));
          return new Versions(blocks, after, "text of block " + at + " item " + k);
        });
  }

  /** Any edit: a text edit, a block inserted, or a block removed. */
  static Arbitrary<Versions> anyEdits(int maxBlocks) {
    Arbitrary<Versions> insert = Combinators.combine(programs(maxBlocks), blocks(),
        Arbitraries.integers().between(0, 10_000)).as((blocks, block, at) -> {
          List<Block> after = new ArrayList<>(blocks);
          after.add(at % (blocks.size() + 1), block);
          return new Versions(blocks, after, "insert at " + at % (blocks.size() + 1));
        });
    Arbitrary<Versions> remove = Combinators.combine(programs(maxBlocks),
        Arbitraries.integers().between(0, 10_000)).as((blocks, at) -> {
          List<Block> after = new ArrayList<>(blocks);
          after.remove(at % blocks.size());
          return new Versions(blocks, after, "remove " + at % blocks.size());
        });
    return Arbitraries.oneOf(textEdits(maxBlocks), insert, remove);
  }
}
