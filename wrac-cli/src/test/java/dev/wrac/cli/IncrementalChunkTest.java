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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wrac chunk --previous old.jsonl --delta delta.jsonl --out new.jsonl}. */
class IncrementalChunkTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A guide of several sections, each a few paragraphs long: several chunks. */
  private static String guide(String title, String editedSentence) {
    StringBuilder md = new StringBuilder("# " + title + "\n\nAn introduction to " + title
        + ".\n\n");
    for (int s = 1; s <= 6; s++) {
      md.append("## Section ").append(s).append("\n\n");
      for (int p = 1; p <= 3; p++) {
        md.append("Paragraph ").append(p).append(" of section ").append(s).append(" of ")
            .append(title).append(" tells ").append("a fairly long story. ".repeat(12));
        if (s == 3 && p == 2) {
          md.append(editedSentence);
        }
        md.append("\n\n");
      }
    }
    return md.toString();
  }

  @Test
  void writesTheFullOutputAndTheExactChangeSet(@TempDir Path dir) throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), guide("Alpha", ""));
    Files.writeString(docs.resolve("b.md"), guide("Beta", ""));
    Files.writeString(docs.resolve("c.md"), guide("Gamma", ""));
    Path old = dir.resolve("old.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", old.toString(), docs.toString()).exit()).isZero();

    Files.writeString(docs.resolve("b.md"), guide("Beta", "One sentence more."));
    Files.delete(docs.resolve("c.md"));
    Files.writeString(docs.resolve("d.md"), guide("Delta", ""));
    Path next = dir.resolve("new.jsonl");
    Path delta = dir.resolve("delta.jsonl");
    CliRun run = CliRun.of("chunk", "--previous", old.toString(), "--delta", delta.toString(),
        "--out", next.toString(), docs.toString());

    assertThat(run.exit()).as(run.err()).isZero();
    Path plain = dir.resolve("plain.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", plain.toString(), docs.toString()).exit())
        .isZero();
    assertThat(Files.readString(next)).isEqualTo(Files.readString(plain));
    List<Map<String, Object>> changes = lines(delta);
    assertThat(apply(lines(old), changes)).isEqualTo(byId(lines(next)));
    assertThat(changes).noneMatch(c -> c.get("doc").equals("a.md"));
    assertThat(changes).filteredOn(c -> c.get("doc").equals("c.md"))
        .hasSize(count(lines(old), "c.md")).allMatch(c -> c.get("op").equals("delete")
            && c.keySet().equals(java.util.Set.of("op", "id", "doc")));
    assertThat(changes).filteredOn(c -> c.get("doc").equals("d.md"))
        .hasSize(count(lines(next), "d.md"))
        .allMatch(c -> c.get("op").equals("upsert") && c.get("embed").equals(true));
    List<Map<String, Object>> beta = changes.stream()
        .filter(c -> c.get("doc").equals("b.md")).toList();
    assertThat(beta).filteredOn(c -> c.get("embed") == Boolean.TRUE)
        .isNotEmpty().allMatch(c -> c.get("text").toString().contains("Section 3"));
    assertThat(beta.size()).isLessThan(count(lines(next), "b.md"));
    assertThat(run.err()).contains("delta: ").contains("deletes");
  }

  /** Over 512 Ki characters: the Markdown parser hands it out in segments. */
  @Test
  void aDocumentReadInSegmentsIsUpdatedSegmentBySegment(@TempDir Path dir) throws IOException {
    StringBuilder big = new StringBuilder();
    for (int part = 0; big.length() < 700_000; part++) {
      big.append(guide("Part " + part, part == 40 ? "An edit in part forty." : ""));
    }
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Path doc = Files.writeString(docs.resolve("big.md"),
        big.toString().replace("An edit in part forty.", ""));
    Path old = dir.resolve("old.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", old.toString(), docs.toString()).exit()).isZero();
    Files.writeString(doc, big.toString());
    Path next = dir.resolve("new.jsonl");
    Path delta = dir.resolve("delta.jsonl");

    CliRun run = CliRun.of("chunk", "--previous", old.toString(), "--delta", delta.toString(),
        "--out", next.toString(), docs.toString());

    assertThat(run.exit()).as(run.err()).isZero();
    Path plain = dir.resolve("plain.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", plain.toString(), docs.toString()).exit())
        .isZero();
    assertThat(Files.readString(next)).isEqualTo(Files.readString(plain));
    List<Map<String, Object>> changes = lines(delta);
    assertThat(apply(lines(old), changes)).isEqualTo(byId(lines(next)));
    assertThat(changes).filteredOn(c -> c.get("embed") == Boolean.TRUE).isNotEmpty()
        .allMatch(c -> c.get("text").toString().contains("Part 40"));
    assertThat(lines(next).size()).isGreaterThan(500);
  }

  @Test
  void anUnchangedFolderGivesAnEmptyDelta(@TempDir Path dir) throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), guide("Alpha", ""));
    Path old = dir.resolve("old.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", old.toString(), docs.toString()).exit()).isZero();
    Path delta = dir.resolve("delta.jsonl");
    Path next = dir.resolve("new.jsonl");

    CliRun run = CliRun.of("chunk", "--previous", old.toString(), "--delta", delta.toString(),
        "--out", next.toString(), docs.toString());

    assertThat(run.exit()).isZero();
    assertThat(Files.readString(delta)).isEmpty();
    assertThat(Files.readString(next)).isEqualTo(Files.readString(old));
    assertThat(run.err()).contains("delta: 0 upserts (0 to embed), 0 deletes");
  }

  @Test
  void aPreviousFileMadeWithOtherSettingsIsRefusedSayingWhich(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), guide("Alpha", ""));
    Path defaults = dir.resolve("defaults.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", defaults.toString(), docs.toString()).exit())
        .isZero();
    assertThat(Files.readString(defaults)).as("a default run records nothing")
        .doesNotContain("\"settings\"");

    CliRun mixed = CliRun.of("chunk", "--previous", defaults.toString(), "--max-tokens", "256",
        "--out", dir.resolve("mixed.jsonl").toString(), docs.toString());
    assertThat(mixed.exit()).isEqualTo(2);
    assertThat(mixed.err()).contains("--previous " + defaults + " was made with settings the "
        + "defaults, this run uses 'max-tokens=256'").contains("re-chunk in full");
    assertThat(dir.resolve("mixed.jsonl")).doesNotExist();

    Path small = dir.resolve("small.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--max-tokens", "256", "--out", small.toString(),
        docs.toString()).exit()).isZero();
    assertThat(lines(small)).allMatch(l -> "max-tokens=256".equals(l.get("settings")));
    CliRun back = CliRun.of("chunk", "--previous", small.toString(), docs.toString());
    assertThat(back.exit()).isEqualTo(2);
    assertThat(back.err()).contains("was made with settings 'max-tokens=256', this run uses the "
        + "defaults");

    Path delta = dir.resolve("delta.jsonl");
    Path next = dir.resolve("next.jsonl");
    CliRun same = CliRun.of("chunk", "--previous", small.toString(), "--max-tokens", "256",
        "--delta", delta.toString(), "--out", next.toString(), docs.toString());
    assertThat(same.exit()).isZero();
    assertThat(Files.readString(next)).isEqualTo(Files.readString(small));
    assertThat(Files.readString(delta)).isEmpty();
  }

  @Test
  void aBadPreviousFileIsAUsageErrorNamingTheLine(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("a.md"), guide("Alpha", ""));
    Path old = dir.resolve("old.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", old.toString(), doc.toString()).exit()).isZero();
    List<String> good = Files.readAllLines(old);

    Path garbled = Files.write(dir.resolve("garbled.jsonl"),
        List.of(good.get(0), good.get(1), "{\"doc\": \"a.md\", \"chunk\": "));
    CliRun a = CliRun.of("chunk", "--previous", garbled.toString(), doc.toString());
    assertThat(a.exit()).isEqualTo(2);
    assertThat(a.err()).contains("--previous " + garbled + ": line 3: not JSON");

    Path edited = Files.write(dir.resolve("edited.jsonl"),
        List.of(good.get(0).replace("An introduction", "A preface")));
    CliRun b = CliRun.of("chunk", "--previous", edited.toString(), doc.toString());
    assertThat(b.exit()).isEqualTo(2);
    assertThat(b.err()).contains("line 1: \"id\"").contains("does not match the chunk's content");

    Path missing = Files.write(dir.resolve("missing.jsonl"),
        List.of("{\"id\":\"x\",\"doc\":\"a.md\",\"chunk\":0,\"text\":\"t\"}"));
    CliRun c = CliRun.of("chunk", "--previous", missing.toString(), doc.toString());
    assertThat(c.exit()).isEqualTo(2);
    assertThat(c.err()).contains("line 1: \"line\" missing or not an integer");
    assertThat(a.out() + b.out() + c.out()).as("nothing processed").isEmpty();
  }

  @Test
  void aFileThatFailsKeepsItsPreviousChunksAndChangesNothing(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), guide("Alpha", ""));
    Files.writeString(docs.resolve("b.md"), guide("Beta", ""));
    Path old = dir.resolve("old.jsonl");
    assertThat(CliRun.of("chunk", "-q", "--out", old.toString(), docs.toString()).exit()).isZero();
    Files.write(docs.resolve("b.md"), "caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    Path delta = dir.resolve("delta.jsonl");
    Path next = dir.resolve("new.jsonl");

    CliRun run = CliRun.of("chunk", "--previous", old.toString(), "--delta", delta.toString(),
        "--out", next.toString(), docs.toString());

    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("b.md").contains("previous chunks kept for 1 failed file");
    assertThat(Files.readString(delta)).isEmpty();
    assertThat(Files.readString(next)).isEqualTo(Files.readString(old));
  }

  @Test
  void twoFilesOfTheSameNameAreRefused(@TempDir Path dir) throws IOException {
    Path one = Files.createDirectories(dir.resolve("one"));
    Path two = Files.createDirectories(dir.resolve("two"));
    Files.writeString(one.resolve("a.md"), "# A\n\nText.\n");
    Files.writeString(two.resolve("a.md"), "# A\n\nOther text.\n");

    CliRun run = CliRun.of("chunk", "--delta", dir.resolve("d.jsonl").toString(), one.toString(),
        two.toString());

    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).contains("are both 'a.md'");
  }

  private static int count(List<Map<String, Object>> lines, String doc) {
    return (int) lines.stream().filter(l -> l.get("doc").equals(doc)).count();
  }

  /** The store after the changes: id to chunk line. */
  private static Map<String, Map<String, Object>> apply(List<Map<String, Object>> old,
      List<Map<String, Object>> changes) {
    Map<String, Map<String, Object>> store = byId(old);
    for (Map<String, Object> c : changes) {
      if (c.get("op").equals("delete")) {
        assertThat(store.remove(c.get("id"))).as("deleted id was stored").isNotNull();
      } else {
        Map<String, Object> line = new LinkedHashMap<>(c);
        line.remove("op");
        line.remove("embed");
        store.put((String) c.get("id"), line);
      }
    }
    return store;
  }

  private static Map<String, Map<String, Object>> byId(List<Map<String, Object>> lines) {
    Map<String, Map<String, Object>> m = new LinkedHashMap<>();
    lines.forEach(l -> m.put((String) l.get("id"), l));
    return m;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> lines(Path file) throws IOException {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      out.add(JSON.readValue(line, LinkedHashMap.class));
    }
    return out;
  }
}
