package dev.wrac.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac parse}: parses files and folders into elements and writes one JSON line per file,
 * {@code {"file", "title", "elements": [{"id", "kind", "level", "text"}]}}, or with
 * {@code --text} {@code {"file", "text"}}. A file that fails is reported and the run goes on.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
    description = "Parse documents (files or folders: .html, .htm, .html.gz, .md, .txt, ...) and "
        + "write one JSON line per file: file, title, elements (id, kind, level, text); with "
        + "--text: file and the kept elements' text joined by blank lines.")
final class ParseCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).build();

  @Option(names = "--text", description = "Write the text of the kept elements instead of the "
      + "elements.")
  boolean text;

  @Option(names = "--html", paramLabel = "MODE", defaultValue = "MAIN",
      description = "What HTML pages keep: MAIN (the main content, default) or ALL_VISIBLE.")
  HtmlParser.Content htmlContent;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders.")
  List<Path> paths;

  @Override
  public Integer call() throws Exception {
    DocumentParsers parsers = DocumentParsers.load()
        .with(List.of(HtmlParser.builder().content(htmlContent).build()));
    ParseOptions options = ParseOptions.defaults();
    int failed = 0;
    List<Path> files = InputFiles.expand(paths, parsers);
    Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    for (Path file : files) {
      Map<String, Object> line = new LinkedHashMap<>();
      line.put("file", file.toString());
      try {
        DocumentSource source = DocumentSource.of(file);
        ParsedDocument doc = parsers.forSource(source).parse(source, options);
        if (text) {
          line.put("text", doc.elements().stream().map(Element::text)
              .collect(Collectors.joining("\n\n")));
        } else {
          line.put("title", doc.title().orElse(null));
          List<Map<String, Object>> elements = new ArrayList<>(doc.size());
          for (Element e : doc.elements()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", e.id().value());
            m.put("kind", e.kind().name());
            m.put("level", e.level());
            m.put("text", e.text());
            elements.add(m);
          }
          line.put("elements", elements);
        }
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
        failed++;
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        System.err.println("error: " + file + ": " + message);
        continue;
      }
      JSON.writeValue(out, line);
      out.write('\n');
    }
    out.flush();
    System.err.printf("%d files (%d failed)%n", files.size(), failed);
    return failed == 0 ? 0 : 1;
  }
}
