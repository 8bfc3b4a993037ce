package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wrac chunk --levels structural,page --previous old.jsonl --delta delta.jsonl}: the
 * change set of a chunk hierarchy, per level by chunk id, on real Markdown, parser and tokenizer.
 */
class IncrementalLevelsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final String[] LEVELS = {"--levels", "structural,page"};

  /** Four parts (top-level sections: one page parent each), three topics of three paragraphs. */
  static List<Part> guide() {
    List<Part> parts = new ArrayList<>();
    for (int p = 1; p <= 4; p++) {
      List<Topic> topics = new ArrayList<>();
      for (int t = 1; t <= 3; t++) {
        List<String> paragraphs = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
          paragraphs.add("Paragraph " + k + " of topic " + p + "." + t + " tells "
              + "a fairly long story. ".repeat(8).strip());
        }
        topics.add(new Topic("Topic " + p + "." + t, paragraphs));
      }
      parts.add(new Part("Part " + p, topics));
    }
    return parts;
  }

  /** A top-level section of the guide. */
  record Part(String title, List<Topic> topics) {
    Part {
      topics = new ArrayList<>(topics);
    }
  }

  /** A second-level section: a heading and its paragraphs. */
  record Topic(String title, List<String> paragraphs) {
    Topic {
      paragraphs = new ArrayList<>(paragraphs);
    }
  }

  static String markdown(List<Part> parts) {
    StringBuilder md = new StringBuilder();
    for (Part p : parts) {
      md.append("# ").append(p.title()).append("\n\n");
      for (Topic t : p.topics()) {
        md.append("## ").append(t.title()).append("\n\n");
        t.paragraphs().forEach(para -> md.append(para).append("\n\n"));
      }
    }
    return md.toString();
  }

  @Test
  void anEditedParagraphReEmbedsOnlyTheLeavesHoldingItAndUpsertsTheirParentAsARecord(
      @TempDir Path dir) throws IOException {
    List<Part> parts = guide();
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Path doc = Files.writeString(docs.resolve("guide.md"), markdown(parts));
    Path old = run(dir, "old.jsonl", docs);
    List<Map<String, Object>> before = lines(old);
    assertThat(before).filteredOn(l -> l.get("level").equals(1)).hasSize(4);

    parts.get(1).topics().get(1).paragraphs().set(1, "An edited paragraph of topic 2.2.");
    Files.writeString(doc, markdown(parts));
    Changes c = incremental(dir, docs, old);

    assertThat(c.run.exit()).as(c.run.err()).isZero();
    assertThat(apply(before, c.delta)).isEqualTo(byId(c.next));
    // the leaves holding the edited paragraph: the only lines to embed
    List<Map<String, Object>> embed = c.delta.stream().filter(l -> l.get("embed") == Boolean.TRUE)
        .toList();
    assertThat(embed).isNotEmpty().allSatisfy(l -> {
      assertThat(l.get("level")).isEqualTo(0);
      assertThat(l.get("text").toString()).contains("# Part 2").contains("## Topic 2.2");
    });
    assertThat(embed).anySatisfy(l -> assertThat(l.get("text").toString())
        .contains("An edited paragraph of topic 2.2."));
    assertThat(ids(embed)).isEqualTo(newIds(before, c.next, 0));
    // their parent: a new id (its text changed), upserted as a record; the old one deleted
    Map<String, Map<String, Object>> was = byId(before);
    List<Map<String, Object>> parents = c.upserts().stream()
        .filter(l -> l.get("level").equals(1) && !was.containsKey(l.get("id"))).toList();
    assertThat(parents).singleElement().satisfies(p -> {
      assertThat(p.get("embed")).isEqualTo(false);
      assertThat(p.get("text").toString()).contains("# Part 2")
          .contains("An edited paragraph of topic 2.2.");
    });
    assertThat(c.upserts()).filteredOn(l -> !was.containsKey(l.get("id")))
        .allSatisfy(l -> assertThat(l.get("text").toString()).contains("# Part 2"));
    // every other upsert keeps its id and its vector: the other leaves of that parent get its
    // new parentId; the chunks below the edit (it shortened the text) move
    for (Map<String, Object> l : c.upserts()) {
      Map<String, Object> stored = was.get(l.get("id"));
      if (stored == null) {
        continue;
      }
      assertThat(l.get("embed")).isEqualTo(false);
      assertThat(without(l, "op", "embed", "parentId", "start", "end", "line"))
          .isEqualTo(without(stored, "parentId", "start", "end", "line"));
      if (l.get("text").toString().contains("# Part 2")) {
        assertThat(l.get("level")).isEqualTo(0);
        assertThat(l.get("parentId")).isEqualTo(parents.get(0).get("id"));
      } else {
        assertThat(l.get("text").toString()).containsAnyOf("# Part 3", "# Part 4");
        assertThat(l.get("parentId")).isEqualTo(stored.get("parentId"));
      }
    }
    // deletes: exactly the old leaves holding the paragraph and their old parent
    Set<Object> deleted = ids(c.deletes());
    assertThat(deleted).isEqualTo(goneIds(before, c.next));
    assertThat(c.deletes()).filteredOn(l -> l.get("level").equals(1)).hasSize(1);
    assertThat(before).filteredOn(l -> deleted.contains(l.get("id")))
        .allSatisfy(l -> assertThat(l.get("text").toString()).contains("# Part 2"));
    assertThat(c.upserts()).noneMatch(l -> l.get("text").toString().contains("# Part 1"));
    assertThat(c.run.err()).contains("delta: " + c.upserts().size() + " upserts ("
        + embed.size() + " to embed), " + deleted.size() + " deletes")
        .contains("every level of 1 document planned again");
  }

  @Test
  void deletingTheLastSectionDeletesItsLeavesAndItsParentAndNothingElse(@TempDir Path dir)
      throws IOException {
    List<Part> parts = guide();
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Path doc = Files.writeString(docs.resolve("guide.md"), markdown(parts));
    Path old = run(dir, "old.jsonl", docs);
    List<Map<String, Object>> before = lines(old);

    parts.remove(3);
    Files.writeString(doc, markdown(parts));
    Changes c = incremental(dir, docs, old);

    assertThat(c.run.exit()).as(c.run.err()).isZero();
    assertThat(c.upserts()).isEmpty();
    List<Map<String, Object>> part4 = before.stream()
        .filter(l -> l.get("text").toString().contains("# Part 4")).toList();
    assertThat(part4).filteredOn(l -> l.get("level").equals(1)).hasSize(1);
    assertThat(part4).filteredOn(l -> l.get("level").equals(0)).hasSizeGreaterThan(1);
    assertThat(c.delta).containsExactlyInAnyOrderElementsOf(part4.stream()
        .map(l -> Map.<String, Object>of("op", "delete", "id", l.get("id"), "doc", "guide.md",
            "level", l.get("level"))).toList());
    assertThat(apply(before, c.delta)).isEqualTo(byId(c.next));
  }

  @Test
  void deletingASectionInTheMiddleDeletesItsLeavesAndParentAndTheDeltaStaysExact(
      @TempDir Path dir) throws IOException {
    List<Part> parts = guide();
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Path doc = Files.writeString(docs.resolve("guide.md"), markdown(parts));
    Path old = run(dir, "old.jsonl", docs);
    List<Map<String, Object>> before = lines(old);

    parts.remove(1);
    Files.writeString(doc, markdown(parts));
    Changes c = incremental(dir, docs, old);

    assertThat(c.run.exit()).as(c.run.err()).isZero();
    Set<Object> part2 = before.stream().filter(l -> l.get("text").toString()
        .contains("# Part 2")).map(l -> l.get("id")).collect(Collectors.toSet());
    assertThat(ids(c.deletes())).containsAll(part2);
    assertThat(c.next).noneMatch(l -> l.get("text").toString().contains("# Part 2"));
    assertThat(c.upserts()).noneMatch(l -> l.get("text").toString().contains("# Part 1"));
    assertThat(apply(before, c.delta)).isEqualTo(byId(c.next));
  }

  @Test
  void embedParentsMarksANewParentForEmbeddingAndIsRecordedInTheSettings(@TempDir Path dir)
      throws IOException {
    List<Part> parts = guide();
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Path doc = Files.writeString(docs.resolve("guide.md"), markdown(parts));
    Path old = run(dir, "old.jsonl", docs, "--embed-parents");
    List<Map<String, Object>> before = lines(old);
    assertThat(before).allMatch(l -> "levels=structural>page,embed-parents=true"
        .equals(l.get("settings")));

    parts.get(2).topics().get(0).paragraphs().add("A new paragraph in topic 3.1.");
    Files.writeString(doc, markdown(parts));
    Changes c = incremental(dir, docs, old, "--embed-parents");

    assertThat(c.run.exit()).as(c.run.err()).isZero();
    assertThat(apply(before, c.delta)).isEqualTo(byId(c.next));
    List<Map<String, Object>> parents = c.upserts().stream()
        .filter(l -> l.get("level").equals(1)).toList();
    assertThat(parents).isNotEmpty().allSatisfy(p -> {
      assertThat(p.get("embed")).isEqualTo(!byId(before).containsKey(p.get("id")));
    });
    assertThat(parents).anySatisfy(p -> {
      assertThat(p.get("embed")).isEqualTo(true);
      assertThat(p.get("text").toString()).contains("A new paragraph in topic 3.1.");
    });

    CliRun without = CliRun.of("chunk", "--levels", "structural,page", "--previous",
        old.toString(), docs.toString());
    assertThat(without.exit()).isEqualTo(2);
    assertThat(without.err()).contains("was made with settings "
        + "'levels=structural>page,embed-parents=true', this run uses 'levels=structural>page'");
    CliRun flat = CliRun.of("chunk", "--embed-parents", docs.toString());
    assertThat(flat.exit()).isEqualTo(2);
    assertThat(flat.err()).contains("--embed-parents is for a chunk hierarchy: add --levels");
  }

  @Test
  void aPreviousFileOfOtherLevelsOrOfAFlatRunIsRefused(@TempDir Path dir) throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("guide.md"), markdown(guide()));
    Path levels = run(dir, "levels.jsonl", docs);
    Path flat = dir.resolve("flat.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", flat.toString(), docs.toString()).exit())
        .isZero();

    CliRun three = CliRun.of("chunk", "--levels", "structural,structural:512,page",
        "--previous", levels.toString(), "--out", dir.resolve("x.jsonl").toString(),
        docs.toString());
    assertThat(three.exit()).isEqualTo(2);
    assertThat(three.err()).contains("was made with settings 'levels=structural>page', this run "
        + "uses 'levels=structural>structural:512>page'");
    assertThat(dir.resolve("x.jsonl")).doesNotExist();
    CliRun fromFlat = CliRun.of("chunk", "--levels", "structural,page", "--previous",
        flat.toString(), docs.toString());
    assertThat(fromFlat.exit()).isEqualTo(2);
    assertThat(fromFlat.err()).contains("was made with settings the defaults");
    CliRun backToFlat = CliRun.of("chunk", "--previous", levels.toString(), docs.toString());
    assertThat(backToFlat.exit()).isEqualTo(2);
    assertThat(backToFlat.err()).contains("was made with settings 'levels=structural>page'");
  }

  @Test
  void aParentLineWhoseIdDoesNotMatchItsContentIsRefusedNamingTheLine(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("guide.md"), markdown(guide()));
    Path levels = run(dir, "levels.jsonl", docs);
    List<String> text = Files.readAllLines(levels);
    int parent = 0;
    while (!text.get(parent).contains("\"level\":1")) {
      parent++;
    }
    text.set(parent, text.get(parent).replace("Paragraph 1 of topic", "Paragraph one of topic"));
    Path edited = Files.write(dir.resolve("edited.jsonl"), text);

    CliRun run = CliRun.of("chunk", "--levels", "structural,page", "--previous",
        edited.toString(), docs.toString());

    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).contains("line " + (parent + 1) + ": \"id\"")
        .contains("does not match the chunk's content");
  }

  @Test
  void anUnchangedDocumentGivesAnEmptyDeltaAndTheSameOutput(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("guide.md"), markdown(guide()));
    Path old = run(dir, "old.jsonl", docs);

    Changes c = incremental(dir, docs, old);

    assertThat(c.run.exit()).as(c.run.err()).isZero();
    assertThat(c.delta).isEmpty();
    assertThat(Files.readString(dir.resolve("new.jsonl"))).isEqualTo(Files.readString(old));
  }

  @Test
  void deltaWithoutPreviousUpsertsEveryChunkEmbeddingTheLeavesAlone(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("guide.md"), markdown(guide()));
    Path delta = dir.resolve("delta.jsonl");
    Path out = dir.resolve("out.jsonl");

    CliRun run = CliRun.of("chunk", "--levels", "structural,page", "--delta", delta.toString(),
        "--out", out.toString(), docs.toString());

    assertThat(run.exit()).as(run.err()).isZero();
    List<Map<String, Object>> changes = lines(delta);
    assertThat(changes).hasSameSizeAs(lines(out)).allSatisfy(l -> {
      assertThat(l.get("op")).isEqualTo("upsert");
      assertThat(l.get("embed")).isEqualTo(l.get("level").equals(0));
    });
    assertThat(apply(List.of(), changes)).isEqualTo(byId(lines(out)));
  }

  @Test
  void aFileThatFailsKeepsItsChunksAndADocumentGoneIsDeletedAtEveryLevel(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), markdown(guide()));
    Files.writeString(docs.resolve("b.md"), markdown(guide()));
    Files.writeString(docs.resolve("c.md"), markdown(guide()));
    Path old = run(dir, "old.jsonl", docs);
    List<Map<String, Object>> before = lines(old);
    Files.write(docs.resolve("b.md"), "caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    Files.delete(docs.resolve("c.md"));
    Path delta = dir.resolve("delta.jsonl");
    Path next = dir.resolve("new.jsonl");

    CliRun run = CliRun.of("chunk", "--levels", "structural,page", "--previous", old.toString(),
        "--delta", delta.toString(), "--out", next.toString(), docs.toString());

    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("b.md").contains("previous chunks kept for 1 failed file");
    List<Map<String, Object>> gone = before.stream().filter(l -> l.get("doc").equals("c.md"))
        .toList();
    assertThat(gone).extracting(l -> l.get("level")).contains(0, 1);
    assertThat(lines(delta)).containsExactlyElementsOf(gone.stream()
        .map(l -> Map.<String, Object>of("op", "delete", "id", l.get("id"), "doc", "c.md",
            "level", l.get("level"))).toList());
    assertThat(lines(next)).isEqualTo(before.stream().filter(l -> !l.get("doc").equals("c.md"))
        .toList());
  }

  /** What an incremental run gave: its result, its delta lines and its full output. */
  record Changes(CliRun run, List<Map<String, Object>> delta, List<Map<String, Object>> next) {
    List<Map<String, Object>> upserts() {
      return delta.stream().filter(l -> l.get("op").equals("upsert")).toList();
    }

    List<Map<String, Object>> deletes() {
      return delta.stream().filter(l -> l.get("op").equals("delete")).toList();
    }
  }

  /**
   * {@code --levels --previous old --delta --out new} over {@code docs}; checks that the output
   * is byte for byte a plain {@code --levels} run's.
   */
  static Changes incremental(Path dir, Path docs, Path old, String... more) throws IOException {
    Path next = dir.resolve("new.jsonl");
    Path delta = dir.resolve("delta.jsonl");
    List<String> args = new ArrayList<>(List.of("chunk"));
    args.addAll(List.of(LEVELS));
    args.addAll(List.of(more));
    args.addAll(List.of("--previous", old.toString(), "--delta", delta.toString(), "--out",
        next.toString(), docs.toString()));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    if (run.exit() != 0) {
      return new Changes(run, List.of(), List.of());
    }
    Path plain = run(dir, "plain.jsonl", docs, more);
    assertThat(Files.readString(next)).as("--out is what a plain --levels run writes")
        .isEqualTo(Files.readString(plain));
    return new Changes(run, lines(delta), lines(next));
  }

  /** A plain {@code --levels} run over {@code docs} into {@code dir/name}. */
  static Path run(Path dir, String name, Path docs, String... more) {
    Path out = dir.resolve(name);
    List<String> args = new ArrayList<>(List.of("chunk", "-q"));
    args.addAll(List.of(LEVELS));
    args.addAll(List.of(more));
    args.addAll(List.of("--out", out.toString(), docs.toString()));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exit()).as(run.err()).isZero();
    return out;
  }

  /** The ids of {@code next} at {@code level} that {@code before} does not have. */
  static Set<Object> newIds(List<Map<String, Object>> before, List<Map<String, Object>> next,
      int level) {
    Set<Object> old = ids(before);
    return next.stream().filter(l -> l.get("level").equals(level))
        .map(l -> l.get("id")).filter(id -> !old.contains(id)).collect(Collectors.toSet());
  }

  /** The ids of {@code before} that {@code next} no longer has. */
  static Set<Object> goneIds(List<Map<String, Object>> before, List<Map<String, Object>> next) {
    Set<Object> now = ids(next);
    return before.stream().map(l -> l.get("id")).filter(id -> !now.contains(id))
        .collect(Collectors.toSet());
  }

  static Set<Object> ids(List<Map<String, Object>> lines) {
    return lines.stream().map(l -> l.get("id")).collect(Collectors.toSet());
  }

  static Map<String, Object> without(Map<String, Object> line, String... keys) {
    Map<String, Object> m = new LinkedHashMap<>(line);
    for (String k : keys) {
      m.remove(k);
    }
    return m;
  }

  /**
   * The store after the changes: id to chunk line; a delete must name a stored id and its level,
   * an upsert must change what is stored.
   */
  static Map<String, Map<String, Object>> apply(List<Map<String, Object>> old,
      List<Map<String, Object>> changes) {
    Map<String, Map<String, Object>> store = byId(old);
    for (Map<String, Object> c : changes) {
      if (c.get("op").equals("delete")) {
        Map<String, Object> gone = store.remove(c.get("id"));
        assertThat(gone).as("deleted id was stored").isNotNull();
        assertThat(c.get("level")).as("a delete names the level").isEqualTo(gone.get("level"));
      } else {
        Map<String, Object> line = without(c, "op", "embed");
        assertThat(line).as("an upsert changes something")
            .isNotEqualTo(store.get((String) c.get("id")));
        store.put((String) c.get("id"), line);
      }
    }
    return store;
  }

  static Map<String, Map<String, Object>> byId(List<Map<String, Object>> lines) {
    Map<String, Map<String, Object>> m = new LinkedHashMap<>();
    lines.forEach(l -> m.put((String) Objects.requireNonNull(l.get("id")), l));
    return m;
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> lines(Path file) throws IOException {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      out.add(JSON.readValue(line, LinkedHashMap.class));
    }
    return out;
  }
}
