package dev.wrac.parse;

import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import java.util.List;
import java.util.Set;

/**
 * A test-only parser of a format W-RAC does not know, declared through
 * {@code format-plugin/META-INF/services} alone: recipes ({@code .recipe}, text that starts with
 * {@code %RECIPE}), one paragraph per line; and cookbooks ({@code .cookbook}, a ZIP holding
 * {@code recipes/} entries), which it only declares.
 */
public final class RecipeParser implements DocumentParser {
  /** The recipe format's media type. */
  public static final String RECIPE = "text/x-recipe";
  /** The cookbook format's media type. */
  public static final String COOKBOOK = "application/x-cookbook";

  @Override
  public String name() {
    return "recipe";
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of(RECIPE, COOKBOOK);
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("recipe", "cookbook");
  }

  @Override
  public List<DocumentFormat> formats() {
    return List.of(
        DocumentFormat.text("recipe", RECIPE, "recipe")
            .withSignatures(ContentSignature.magic("%RECIPE")),
        DocumentFormat.binary("cookbook", COOKBOOK, "cookbook")
            .withSignatures(ContentSignature.zipEntry("recipes/")));
  }

  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    String text = source.text(options.maxSourceChars());
    DocumentBuilder builder = new DocumentBuilder(source.name(),
        source.mediaType().orElse(RECIPE), options);
    int start = 0;
    int line = 1;
    for (String l : text.split("\n", -1)) {
      if (!l.isBlank() && !l.startsWith("%RECIPE")) {
        builder.block(ElementKind.PARAGRAPH, l, new SourceSpan(start, start + l.length(), line,
            line));
      }
      start += l.length() + 1;
      line++;
    }
    return builder.build();
  }
}
