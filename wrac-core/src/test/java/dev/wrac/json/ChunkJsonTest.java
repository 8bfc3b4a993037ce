package dev.wrac.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChunkJsonTest {
  private static final Chunk PAGED = new Chunk("deck.pptx", 2, "# Fees\nCards cost 5 EUR.",
      List.of(ElementId.of("p3")), List.of(ElementId.of("h1")), List.of("Fees"),
      new SourceSpan(10, 30, 4, 4, 2, 3), 9, "Fees\nCards cost 5 EUR.", 8);

  @Test
  void version1LinesAreWrittenInTheFieldOrderWithoutAVersionField() {
    String line = ChunkJson.toJson(PAGED);
    assertThat(line).isEqualTo("{\"id\":\"" + PAGED.id() + "\",\"doc\":\"deck.pptx\",\"chunk\":2,"
        + "\"text\":\"# Fees\\nCards cost 5 EUR.\",\"embedText\":\"Fees\\nCards cost 5 EUR.\","
        + "\"elementIds\":[\"p3\"],\"contextIds\":[\"h1\"],\"headingPath\":[\"Fees\"],"
        + "\"tokens\":9,\"embedTokens\":8,\"start\":10,\"end\":30,\"line\":4,\"page\":2,"
        + "\"endPage\":3}");
    assertThat(ChunkJson.fields(PAGED).keySet()).containsExactlyElementsOf(
        Arrays.stream(ChunkJson.Field.values()).map(ChunkJson.Field::key)
            .filter(k -> !k.equals("level") && !k.equals("parentId")).toList());
    assertThat(ChunkJson.fromJson(line)).isEqualTo(PAGED);
  }

  @Test
  void hierarchyLinesCarryTheirIdLevelAndParentAfterTheIndex() {
    HierarchyChunk leaf = new HierarchyChunk(PAGED.id(), 0, "parent-1", List.of(), PAGED);
    HierarchyChunk top = new HierarchyChunk("parent-1", 1, null, List.of(PAGED.id()), PAGED);
    String leafLine = ChunkJson.toJson(ChunkJson.fields(leaf));
    assertThat(leafLine).startsWith("{\"id\":\"" + PAGED.id() + "\",\"doc\":\"deck.pptx\","
        + "\"chunk\":2,\"level\":0,\"parentId\":\"parent-1\",\"text\":");
    assertThat(ChunkJson.toJson(ChunkJson.fields(top))).startsWith("{\"id\":\"parent-1\","
        + "\"doc\":\"deck.pptx\",\"chunk\":2,\"level\":1,\"parentId\":null,\"text\":");
    assertThat(ChunkJson.fields(leaf).keySet()).containsExactlyElementsOf(
        Arrays.stream(ChunkJson.Field.values()).map(ChunkJson.Field::key).toList());
    assertThat(ChunkJson.fromJson(leafLine)).isEqualTo(PAGED);
  }

  @Test
  void aHierarchyLineIsReadBackWhenItsIdIsTheOneOfItsLevel() {
    String parentId = HierarchyChunk.idOf(1, PAGED);
    assertThat(parentId).isNotEqualTo(PAGED.id()).isEqualTo(HierarchyChunk.idOf(1, PAGED));
    assertThat(HierarchyChunk.idOf(0, PAGED)).isEqualTo(PAGED.id());
    Map<String, Object> parent = ChunkJson.fields(
        new HierarchyChunk(parentId, 1, null, List.of(PAGED.id()), PAGED));
    assertThat(ChunkJson.fromJson(ChunkJson.toJson(parent))).isEqualTo(PAGED);

    parent.put("level", 2);
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(parent)))
        .isInstanceOf(ChunkJsonException.class)
        .hasMessageStartingWith("\"id\" " + parentId + " does not match the chunk's content "
            + "(its id is " + HierarchyChunk.idOf(2, PAGED) + ")");
    parent.put("level", "one");
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(parent)))
        .hasMessage("\"level\" is not a whole number of at least 0: one");
    parent.put("level", 1);
    parent.put("parentId", 7);
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(parent)))
        .hasMessage("\"parentId\" is neither a string nor null");
  }

  @Test
  void optionalFieldsAreLeftOutForChunksWithoutPages() {
    Chunk plain = new Chunk("a.md", 0, "Hello.", List.of(ElementId.of("p1")), null, null,
        new SourceSpan(0, 6, 1, 1), 2, null, 0);
    assertThat(ChunkJson.fields(plain)).doesNotContainKeys("page", "endPage");
    assertThat(ChunkJson.fromJson(ChunkJson.toJson(plain))).isEqualTo(plain);
  }

  @Test
  void readersAcceptVersion1AndUnknownFieldsAndRefuseNewerVersionsNamingThem() {
    Map<String, Object> fields = ChunkJson.fields(PAGED);
    fields.put("v", 1);
    fields.put("level", 0);
    assertThat(ChunkJson.fromJson(ChunkJson.toJson(fields))).isEqualTo(PAGED);
    fields.put("v", 2);
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(fields)))
        .isInstanceOf(ChunkJsonException.class)
        .hasMessage("chunk line format \"v\" 2 is not one this reader knows (1 to 1): written "
            + "by a newer version");
  }

  @Test
  void aBadLineIsATypedErrorNamingTheFieldAndTheProblem() {
    Map<String, Object> fields = ChunkJson.fields(PAGED);
    fields.put("text", "changed");
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(fields)))
        .isInstanceOf(ChunkJsonException.class)
        .hasMessageStartingWith("\"id\" " + PAGED.id() + " does not match the chunk's content");
    fields.put("tokens", "nine");
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(fields)))
        .hasMessage("\"tokens\" missing or not an integer");
    fields.remove("elementIds");
    assertThatThrownBy(() -> ChunkJson.fromJson(ChunkJson.toJson(fields)))
        .hasMessage("\"elementIds\" missing");
    assertThatThrownBy(() -> ChunkJson.fromJson("[1]")).hasMessage("not a JSON object");
    assertThatThrownBy(() -> ChunkJson.fromJson("{\"id\":")).isInstanceOf(ChunkJsonException.class)
        .hasMessageStartingWith("not JSON (");
  }
}
