package dev.wrac.parsers.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The pages of the web-extraction benchmark data (never copied into the repository):
 * {@code ground-truth.json} (page id to {@code articleBody}) and {@code html/<id>.html.gz}.
 */
public final class WebExtractionPages {
  /** One page: its id, its file and the hand-made article text. */
  public record Page(String id, Path file, String articleBody) {}

  private WebExtractionPages() {}

  /** The pages of the data folder, sorted by id. */
  public static List<Page> load(Path folder) {
    try {
      JsonNode truth = new ObjectMapper().readTree(folder.resolve("ground-truth.json").toFile());
      Map<String, Page> pages = new TreeMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = truth.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        Path file = folder.resolve("html").resolve(e.getKey() + ".html.gz");
        if (Files.isRegularFile(file)) {
          pages.put(e.getKey(), new Page(e.getKey(), file,
              e.getValue().path("articleBody").asText("")));
        }
      }
      return new ArrayList<>(pages.values());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the web-extraction data in " + folder, e);
    }
  }

  /** The text the benchmark scores: the kept elements' text joined by blank lines. */
  public static String text(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).collect(Collectors.joining("\n\n"));
  }
}
