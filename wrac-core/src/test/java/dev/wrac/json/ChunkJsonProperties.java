package dev.wrac.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.RandomDocuments;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The chunk line format round-trips every chunk of random documents. */
class ChunkJsonProperties {

  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Property(tries = 200)
  void everyChunkLineReadsBackToTheSameChunkAndTheSameBytes(
      @ForAll("documents") ParsedDocument doc) {
    for (Chunk c : Wrac.chunk(doc)) {
      String line = ChunkJson.toJson(c);
      assertThat(line).doesNotContain("\n");
      assertThat(new String(ChunkJson.toJsonBytes(c), StandardCharsets.UTF_8)).isEqualTo(line);
      Chunk again = ChunkJson.fromJson(line);
      assertThat(again.id()).isEqualTo(c.id());
      assertThat(ChunkJson.fields(again)).isEqualTo(ChunkJson.fields(c));
      assertThat(ChunkJson.toJson(again)).isEqualTo(line);
      // what the format does not carry: the span's end line
      assertThat(again).isEqualTo(new Chunk(c.document(), c.index(), c.text(), c.elementIds(),
          c.contextIds(), c.headingPath(), new dev.wrac.model.SourceSpan(c.span().start(),
              c.span().end(), c.span().line(), c.span().line(), c.span().page(),
              c.span().endPage()), c.tokens(), c.embedText(), c.embedTokens()));
    }
  }
}
