package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.cli.IncrementalLevelsTest.Changes;
import dev.wrac.cli.IncrementalLevelsTest.Part;
import dev.wrac.cli.IncrementalLevelsTest.Topic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * Delta exactness with levels: for random edits of a guide (a sentence added, a paragraph
 * inserted or removed, a heading renamed, a topic or part removed or added), applying
 * {@code wrac chunk --levels --previous --delta} to the previous file gives exactly a full
 * {@code --levels} run of the new version, {@code --out} is byte for byte that run, and
 * {@code "embed"} is true exactly for new or re-worded leaves (and parents with
 * {@code --embed-parents}).
 */
class IncrementalLevelsProperties {

  /** One edit: what, and where (indexes taken modulo the guide's sizes). */
  record Edit(Kind kind, int part, int topic, int paragraph) {
    void applyTo(List<Part> parts) {
      Part p = parts.get(part % parts.size());
      Topic t = p.topics().get(topic % p.topics().size());
      int k = paragraph % t.paragraphs().size();
      switch (kind) {
        case APPEND_SENTENCE -> t.paragraphs().set(k, t.paragraphs().get(k)
            + " One sentence more.");
        case INSERT_PARAGRAPH -> t.paragraphs().add(k, "A new paragraph about " + t.title()
            + ", " + "short but real. ".repeat(3).strip());
        case REMOVE_PARAGRAPH -> {
          if (t.paragraphs().size() > 1) {
            t.paragraphs().remove(k);
          }
        }
        case RENAME_TOPIC -> p.topics().set(p.topics().indexOf(t),
            new Topic(t.title() + " revised", t.paragraphs()));
        case REMOVE_TOPIC -> {
          if (p.topics().size() > 1) {
            p.topics().remove(t);
          }
        }
        case REMOVE_PART -> {
          if (parts.size() > 1) {
            parts.remove(p);
          }
        }
        case ADD_PART -> parts.add(new Part("Appendix " + parts.size(), List.of(
            new Topic("Notes", List.of("Notes at the end. " + "Short and plain. ".repeat(4))))));
      }
    }
  }

  enum Kind {
    APPEND_SENTENCE, INSERT_PARAGRAPH, REMOVE_PARAGRAPH, RENAME_TOPIC, REMOVE_TOPIC,
    REMOVE_PART, ADD_PART
  }

  @Provide
  Arbitrary<List<Edit>> edits() {
    Arbitrary<Integer> index = Arbitraries.integers().between(0, 11);
    return Combinators.combine(Arbitraries.of(Kind.class), index, index, index).as(Edit::new)
        .list().ofMinSize(1).ofMaxSize(3);
  }

  @Property(tries = 4)
  void applyingTheDeltaGivesExactlyAFullLevelsRunOfTheNewVersion(
      @ForAll("edits") List<Edit> edits, @ForAll boolean embedParents) throws IOException {
    check(edits, embedParents);
  }

  /** The same over many random edits (no edge cases): in the slow profile ({@code -Pslow}). */
  @Property(tries = 150, edgeCases = EdgeCasesMode.NONE)
  @Tag("slow")
  void applyingTheDeltaGivesExactlyAFullLevelsRunOfTheNewVersionOverManyEdits(
      @ForAll("edits") List<Edit> edits, @ForAll boolean embedParents) throws IOException {
    check(edits, embedParents);
  }

  private static void check(List<Edit> edits, boolean embedParents) throws IOException {
    Path dir = Files.createTempDirectory("wrac-levels-delta");
    try {
      List<Part> parts = IncrementalLevelsTest.guide();
      Path docs = Files.createDirectories(dir.resolve("docs"));
      Path doc = Files.writeString(docs.resolve("guide.md"),
          IncrementalLevelsTest.markdown(parts));
      String[] more = embedParents ? new String[] {"--embed-parents"} : new String[0];
      Path old = IncrementalLevelsTest.run(dir, "old.jsonl", docs, more);
      List<Map<String, Object>> before = IncrementalLevelsTest.lines(old);
      edits.forEach(e -> e.applyTo(parts));
      Files.writeString(doc, IncrementalLevelsTest.markdown(parts));

      Changes c = IncrementalLevelsTest.incremental(dir, docs, old, more);

      assertThat(c.run().exit()).as(c.run().err()).isZero();
      assertThat(IncrementalLevelsTest.apply(before, c.delta()))
          .isEqualTo(IncrementalLevelsTest.byId(c.next()));
      Map<String, Map<String, Object>> was = IncrementalLevelsTest.byId(before);
      for (Map<String, Object> u : c.upserts()) {
        Map<String, Object> stored = was.get(u.get("id"));
        boolean newText = stored == null
            || !Objects.equals(stored.get("embedText"), u.get("embedText"));
        boolean embeddable = u.get("level").equals(0) || embedParents;
        assertThat(u.get("embed")).as("embed of %s at level %s", u.get("id"), u.get("level"))
            .isEqualTo(embeddable && newText);
      }
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
