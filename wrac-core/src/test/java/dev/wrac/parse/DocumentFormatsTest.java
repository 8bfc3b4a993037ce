package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Format detection asks the parsers: a parser found through a services file alone (here the
 * test-only {@link RecipeParser}, listed in {@code format-plugin/META-INF/services}) is detected
 * by its extension and its signatures, with no change to core. The formats W-RAC ships are
 * tested beside their parsers (wrac-parsers, wrac-documents).
 */
class DocumentFormatsTest {
  private static final String RECIPE = RecipeParser.RECIPE;
  private static final String COOKBOOK = RecipeParser.COOKBOOK;

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] zip(String... names) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      for (String name : names) {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(utf8("x"));
        zip.closeEntry();
      }
    }
    return out.toByteArray();
  }

  /** A class loader that sees the test's services file of the recipe format, as a jar would. */
  private static URLClassLoader plugin() {
    URL root = DocumentFormatsTest.class.getResource("/format-plugin/");
    assertThat(root).as("test resource format-plugin/").isNotNull();
    return new URLClassLoader(new URL[] {root}, DocumentFormatsTest.class.getClassLoader());
  }

  private static <T> T withContextLoader(ClassLoader loader, Callable<T> call) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      return call.call();
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  @Test
  void aFormatDeclaredInAServicesFileIsDetectedByExtensionAndBySignature() throws Exception {
    try (URLClassLoader plugin = plugin()) {
      DocumentFormats formats = DocumentFormats.load(plugin);
      assertThat(formats.all()).extracting(DocumentFormat::name).contains("recipe", "cookbook");
      assertThat(DocumentFormats.load(DocumentFormatsTest.class.getClassLoader()).all())
          .extracting(DocumentFormat::name).doesNotContain("recipe");

      assertThat(formats.byFileName("Soup.RECIPE")).contains(RECIPE);
      assertThat(formats.byFileName("soup.recipe.gz")).contains(RECIPE);
      assertThat(formats.detect("soup", null, utf8("%RECIPE v1\nLeeks"))).contains(RECIPE);
      assertThat(formats.detect("soup.txt", "text/plain", utf8("%RECIPE v1\nLeeks")))
          .as("a magic prefix proves the format over the name and the declared type")
          .contains(RECIPE);
      assertThat(formats.detect("soup.txt", null, "%RECIPE v1\nLeeks")).contains(RECIPE);
      assertThat(formats.detect(null, null, zip("index.txt", "recipes/soup.txt")))
          .contains(COOKBOOK);
      assertThat(formats.proven(zip("recipes/soup.txt"))).contains(COOKBOOK);
      assertThat(formats.isBinary(COOKBOOK)).isTrue();
      assertThat(formats.isBinary(RECIPE + "; charset=utf-8")).isFalse();
      assertThat(formats.detect("soup", null, utf8("Leeks"))).isEmpty();
      assertThat(formats.forExtension("cookbook").map(DocumentFormat::binary)).contains(true);
    }
  }

  @Test
  void sourcesAndTheChunkerUseTheInstalledFormats(@TempDir Path dir) throws Exception {
    Path misnamed = Files.write(dir.resolve("soup.txt"), utf8("%RECIPE v1\nLeeks\n\nSalt\n"));
    Path named = Files.write(dir.resolve("stew.recipe"), utf8("Beans\n"));
    ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(gzipped)) {
      gz.write(utf8("Rice\n"));
    }
    Path packed = Files.write(dir.resolve("pilaf.recipe.gz"), gzipped.toByteArray());
    try (URLClassLoader plugin = plugin()) {
      withContextLoader(plugin, () -> {
        assertThat(DocumentFormats.installed().all()).extracting(DocumentFormat::name)
            .contains("recipe");
        assertThat(DocumentSource.of(misnamed).mediaType()).contains(RECIPE);
        assertThat(DocumentSource.of(named).mediaType()).contains(RECIPE);
        assertThat(DocumentSource.of(packed).mediaType()).as("gzip looked through")
            .contains(RECIPE);
        assertThat(DocumentSource.ofBytes("soup", utf8("%RECIPE\nx")).mediaType())
            .contains(RECIPE);
        Chunker chunker = Wrac.builder().build();
        ParsedDocument soup = chunker.parse(misnamed);
        assertThat(soup.mediaType()).isEqualTo(RECIPE);
        assertThat(soup.elements()).extracting(Element::text).containsExactly("Leeks", "Salt");
        assertThat(chunker.parse(named).elements()).extracting(Element::text)
            .containsExactly("Beans");
        assertThat(chunker.parse(packed).elements()).extracting(Element::text)
            .containsExactly("Rice");
        return null;
      });
    }
    assertThat(DocumentSource.of(named).mediaType()).as("without the plugin").isEmpty();
  }

  @Test
  void coreAloneKnowsNoFormatButTheZipContainer() throws IOException {
    DocumentFormats none = DocumentFormats.of(List.of());
    assertThat(none.all()).isEmpty();
    assertThat(none.detect(null, null, zip("word/document.xml"))).contains(DocumentFormats.ZIP);
    assertThat(none.proven(zip("word/document.xml"))).isEmpty();
    assertThat(none.isBinary(DocumentFormats.ZIP)).isTrue();
    assertThat(none.detect("report.pdf", null, utf8("%PDF-1.7\n"))).isEmpty();
    assertThat(none.detect("notes.md", "text/markdown", utf8("# x"))).contains("text/markdown");
    assertThat(none.detect(null, "application/octet-stream", utf8("x")))
        .as("a generic declared type decides nothing").isEmpty();
    assertThat(none.byFileName("notes.txt")).isEmpty();
  }

  /** A parser that claims one extension and one magic prefix for its own media type. */
  private record Claim(String name, int priority, String mediaType) implements DocumentParser {
    @Override
    public Set<String> mediaTypes() {
      return Set.of(mediaType);
    }

    @Override
    public Set<String> fileExtensions() {
      return Set.of("note");
    }

    @Override
    public List<DocumentFormat> formats() {
      return List.of(DocumentFormat.text(name, mediaType, "note")
          .withSignatures(ContentSignature.magic("NOTE")));
    }

    @Override
    public ParsedDocument parse(DocumentSource source, ParseOptions options) {
      throw new UnsupportedOperationException();
    }
  }

  @Test
  void twoParsersClaimingOneExtensionFollowTheParserPreference() {
    DocumentParser alpha = new Claim("alpha", 0, "text/x-alpha");
    DocumentParser beta = new Claim("beta", 0, "text/x-beta");
    DocumentParser gamma = new Claim("gamma", 5, "text/x-gamma");
    for (List<DocumentParser> order : List.of(List.of(alpha, beta), List.of(beta, alpha))) {
      DocumentFormats formats = DocumentFormats.of(order);
      assertThat(formats.byFileName("a.note")).as("same priority: first name").contains(
          "text/x-alpha");
      assertThat(formats.detect(null, null, utf8("NOTE 1"))).contains("text/x-alpha");
      assertThat(DocumentParsers.of(order).forSource(DocumentSource.ofText("a.note", "x"))
          .name()).isEqualTo("alpha");
    }
    DocumentFormats withGamma = DocumentFormats.of(List.of(alpha, beta, gamma));
    assertThat(withGamma.byFileName("a.note")).as("higher priority").contains("text/x-gamma");
    assertThat(withGamma.detect(null, null, utf8("NOTE 1"))).contains("text/x-gamma");
    assertThat(withGamma.forMediaType("text/x-beta").map(DocumentFormat::name))
        .as("each keeps its own media type").contains("beta");
  }

  @Test
  void aFormatItsParserDoesNotClaimIsRefusedNamingBoth() {
    DocumentParser wrongExtension = new DocumentParser() {
      @Override
      public String name() {
        return "wrong";
      }

      @Override
      public Set<String> mediaTypes() {
        return Set.of("text/x-wrong");
      }

      @Override
      public Set<String> fileExtensions() {
        return Set.of("wrong");
      }

      @Override
      public List<DocumentFormat> formats() {
        return List.of(DocumentFormat.text("wrong", "text/x-wrong", "wrong", "wrng"));
      }

      @Override
      public ParsedDocument parse(DocumentSource source, ParseOptions options) {
        throw new UnsupportedOperationException();
      }
    };
    assertThatThrownBy(() -> DocumentFormats.of(List.of(wrongExtension)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("parser 'wrong'").hasMessageContaining("'wrng'");
    assertThat(DocumentFormats.of(List.of(new RecipeParser())).all()).hasSize(2);
  }

  @Test
  void aParserThatDeclaresNothingGetsOneTextFormatOfItsExtensions() {
    DocumentParser plain = new DocumentParser() {
      @Override
      public String name() {
        return "org";
      }

      @Override
      public Set<String> mediaTypes() {
        return Set.of("application/x-org", "text/x-org");
      }

      @Override
      public Set<String> fileExtensions() {
        return Set.of("org", "orgmode");
      }

      @Override
      public ParsedDocument parse(DocumentSource source, ParseOptions options) {
        throw new UnsupportedOperationException();
      }
    };
    assertThat(plain.formats()).containsExactly(new DocumentFormat("org", "text/x-org",
        List.of("org", "orgmode"), false, List.of()));
    assertThat(DocumentFormats.of(List.of(plain)).byFileName("todo.ORGMODE"))
        .contains("text/x-org");
  }

  @Test
  void anUnsupportedFormatNamesTheFileTheParsersAndTheModulesToAdd() {
    DocumentParsers parsers = DocumentParsers.of(List.of(new RecipeParser()));
    assertThatThrownBy(() -> parsers.forSource(DocumentSource.ofText("table.csv", "a,b")))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT);
          assertThat(e.getMessage()).contains("table.csv")
              .contains("no DocumentParser for extension 'csv'")
              .contains("recipe [cookbook, recipe]")
              .contains("Add the wrac-parsers dependency for Markdown, HTML and plain text")
              .contains("Add the wrac-documents dependency for PDF, DOCX, PPTX and XLSX");
        });
    assertThatThrownBy(() -> parsers.forSource(DocumentSource.ofText("README", "# x")))
        .as("no Markdown parser to read what names no format").isInstanceOfSatisfying(
            DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT))
        .hasMessageContaining("extension ''");
  }

  @Test
  void aFormatDeclarationIsNormalisedAndCheckedWhenMade() {
    DocumentFormat f = new DocumentFormat("notes", " Text/X-Notes ", List.of(".NTS", "nts"),
        false, List.of());
    assertThat(f.mediaType()).isEqualTo("text/x-notes");
    assertThat(f.extensions()).containsExactly("nts");
    assertThatThrownBy(() -> DocumentFormat.text("x", "text/plain; charset=utf-8", "x"))
        .hasMessageContaining("'text/plain; charset=utf-8'");
    assertThatThrownBy(() -> DocumentFormat.text("x", "text/plain", "tar.gz"))
        .hasMessageContaining("'tar.gz'");
    assertThatThrownBy(() -> ContentSignature.magic("")).isInstanceOf(
        IllegalArgumentException.class);
    assertThatThrownBy(() -> ContentSignature.magic("\u20ac")).hasMessageContaining("U+00FF");
  }
}
