package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParserDiscoveryTest {

  @Test
  void serviceLoaderFindsTheParsersOfThisModule() {
    assertThat(DocumentParsers.load().all()).extracting(DocumentParser::name)
        .contains("markdown", "text");
  }

  @Test
  void theParserFollowsTheExtensionAndTheDeclaredMediaTypeWins(@TempDir Path dir)
      throws IOException {
    Path md = Files.writeString(dir.resolve("a.MD"), "# Title\n\ntext\n");
    Path txt = Files.writeString(dir.resolve("b.txt"), "# not a heading\n\ntext\n");
    assertThat(Wrac.parse(md).elements().get(0).kind()).isEqualTo(ElementKind.HEADING);
    assertThat(Wrac.parse(txt).elements()).extracting(e -> e.kind())
        .containsOnly(ElementKind.PARAGRAPH);
    ParsedDocument asMarkdown = Wrac.parse(DocumentSource.of(txt).withMediaType("text/markdown"));
    assertThat(asMarkdown.elements().get(0).kind()).isEqualTo(ElementKind.HEADING);
  }

  @Test
  void anUnknownFormatNamesTheAvailableParsers() {
    assertThatThrownBy(() -> Wrac.parse(DocumentSource.ofText("data.csv", "a,b")))
        .isInstanceOfSatisfying(DocumentParseException.class, e ->
            assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.UNSUPPORTED_FORMAT))
        .hasMessageContaining("data.csv").hasMessageContaining("markdown [");
  }

  @Test
  void anExplicitParserWithHigherPriorityReplacesTheBuiltIn() {
    DocumentParser shouting = new DocumentParser() {
      @Override
      public String name() {
        return "shouting-markdown";
      }

      @Override
      public Set<String> mediaTypes() {
        return Set.of("text/markdown");
      }

      @Override
      public Set<String> fileExtensions() {
        return Set.of("md");
      }

      @Override
      public int priority() {
        return 10;
      }

      @Override
      public ParsedDocument parse(DocumentSource source, ParseOptions options) {
        String upper = source.text(options.maxSourceChars()).toUpperCase(java.util.Locale.ROOT);
        return MarkdownParser.create().parse(DocumentSource.ofText(source.name(), upper), options);
      }
    };
    ParsedDocument doc = Wrac.builder().parser(shouting).build()
        .parse(DocumentSource.ofText("x.md", "# hello\n"));
    assertThat(doc.elements().get(0).text()).isEqualTo("# HELLO");
    assertThat(DocumentParsers.of(List.of(MarkdownParser.create(), shouting))
        .forSource(DocumentSource.ofText("y.md", "z")).name()).isEqualTo("shouting-markdown");
  }
}
