package dev.wrac.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac parse}: parses files and folders into elements and writes one JSON line per file,
 * {@code {"file", "title", "elements": [{"id", "kind", "level", "text", "content"}]}} (content
 * only where it differs from the text), or with
 * {@code --text} {@code {"file", "text"}}. A file that fails or times out is reported and the
 * run goes on.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
    description = "Parse documents (files or folders: .html, .htm, .html.gz, .md, .txt, ...) and "
        + "write one JSON line per file: file, title, elements (id, kind, level, text, and content "
        + "where markup makes it differ); with "
        + "--text: file and the kept elements' text joined by blank lines.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:every file parsed",
        "1:a file failed, timed out or was skipped (the others were still written)",
        "2:bad option"})
final class ParseCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  @Option(names = "--text", description = "Write the text of the kept elements instead of the "
      + "elements.")
  boolean text;

  @Option(names = "--html", paramLabel = "MODE", defaultValue = "MAIN",
      description = "What HTML pages keep: MAIN (the main content, default) or ALL_VISIBLE.")
  HtmlParser.Content htmlContent;

  @Mixin
  FileOptions fileOptions;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders.")
  List<Path> paths;

  @Override
  public Integer call() throws IOException {
    double timeout = fileOptions.seconds();
    DocumentParsers parsers = parsers(htmlContent);
    ParseOptions options = ParseOptions.defaults();
    InputFiles inputs = InputFiles.expand(paths, parsers);
    inputs.report();
    int[] failed = {0};
    try (OutputStream out = Stdout.open()) {
      new FileRun(1, f -> FileOptions.deadline(timeout, f)).run(inputs.files(), (file, sink) -> {
        sink.write(JSON.writeValueAsBytes(line(file, parsers, options)));
        sink.write('\n');
        return file;
      }, out, r -> {
        if (!r.ok()) {
          failed[0]++;
          System.err.println("error: " + r.file() + ": " + Exit.oneLine(r.error()));
        }
      });
    }
    int skipped = inputs.problems().size();
    System.err.printf("%s (%d failed%s)%n", Exit.count(inputs.files().size(), "file"), failed[0],
        skipped == 0 ? "" : ", " + skipped + " skipped");
    return failed[0] == 0 && skipped == 0 ? Exit.OK : Exit.FAILED;
  }

  /** The discovered parsers with the HTML parser replaced by one keeping {@code content}. */
  static DocumentParsers parsers(HtmlParser.Content content) {
    DocumentParser html = HtmlParser.builder().content(content).build();
    List<DocumentParser> all = new ArrayList<>();
    all.add(html);
    for (DocumentParser p : DocumentParsers.load().all()) {
      if (!p.name().equalsIgnoreCase(html.name())) {
        all.add(p);
      }
    }
    return DocumentParsers.of(all);
  }

  private Map<String, Object> line(Path file, DocumentParsers parsers, ParseOptions options) {
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("file", file.toString());
    DocumentSource source = DocumentSource.of(file);
    ParsedDocument doc = parsers.forSource(source).parse(source, options);
    if (text) {
      line.put("text", doc.elements().stream().map(Element::text)
          .collect(Collectors.joining("\n\n")));
      return line;
    }
    line.put("title", doc.title().orElse(null));
    List<Map<String, Object>> elements = new ArrayList<>(doc.size());
    for (Element e : doc.elements()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", e.id().value());
      m.put("kind", e.kind().name());
      m.put("level", e.level());
      m.put("text", e.text());
      if (e.hasMarkup()) {
        m.put("content", e.content());
      }
      elements.add(m);
    }
    line.put("elements", elements);
    return line;
  }
}
