package dev.wrac.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java snippet of the README compiles as shown: its code is a run of lines of a source
 * file that the build compiles (ignoring indentation), its imports are that file's imports, and
 * it shows the import of every type of that file's imports it names. The sources are those of
 * the whole repository: the reactor's modules, and the applications under {@code examples/}
 * that {@code .ci/run} builds from the installed artifacts (langchain4j-app, spring-ai-app).
 */
class ReadmeSnippetsTest {
  private static final Path ROOT = Path.of("..");

  record Snippet(int line, List<String> imports, List<String> code) {
    String first() {
      return code.isEmpty() ? "(empty)" : code.get(0);
    }
  }

  record Source(Path path, List<String> imports, List<String> code) {}

  @Test
  void everyJavaSnippetOfTheReadmeIsCompiledCodeWithItsImports() throws IOException {
    List<Snippet> snippets = snippets(Files.readAllLines(ROOT.resolve("README.md")));
    List<Source> sources = sources();
    assertThat(snippets).hasSizeGreaterThanOrEqualTo(8);

    List<String> problems = new ArrayList<>();
    for (Snippet s : snippets) {
      Source host = sources.stream()
          .filter(src -> Collections.indexOfSubList(src.code(), s.code()) >= 0)
          .findFirst().orElse(null);
      if (host == null) {
        problems.add("README.md:" + s.line() + ": the snippet starting '" + s.first()
            + "' is not a run of lines of any source file");
        continue;
      }
      List<String> unknown = s.imports().stream().filter(i -> !host.imports().contains(i))
          .toList();
      List<String> missing = host.imports().stream()
          .filter(i -> !i.startsWith("import static ") && !s.imports().contains(i))
          .filter(i -> names(s.code(), simpleName(i)))
          .toList();
      if (!unknown.isEmpty() || !missing.isEmpty()) {
        problems.add("README.md:" + s.line() + ": the snippet from " + ROOT.relativize(host.path())
            + (unknown.isEmpty() ? "" : " imports what its source does not: " + unknown)
            + (missing.isEmpty() ? "" : " lacks the imports of the types it names: " + missing));
      }
    }
    assertThat(problems).isEmpty();
  }

  private static List<Snippet> snippets(List<String> readme) {
    List<Snippet> out = new ArrayList<>();
    for (int i = 0; i < readme.size(); i++) {
      if (!readme.get(i).equals("```java")) {
        continue;
      }
      int start = i + 1;
      List<String> imports = new ArrayList<>();
      List<String> code = new ArrayList<>();
      for (i = start; i < readme.size() && !readme.get(i).equals("```"); i++) {
        String line = readme.get(i).strip();
        if (line.startsWith("import ")) {
          imports.add(line);
        } else if (!line.isEmpty()) {
          code.add(line);
        }
      }
      out.add(new Snippet(start, imports, code));
    }
    return out;
  }

  private static List<Source> sources() throws IOException {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/.git/"))
          .map(ReadmeSnippetsTest::source).toList();
    }
  }

  private static Source source(Path file) {
    try {
      List<String> imports = new ArrayList<>();
      List<String> code = new ArrayList<>();
      for (String raw : Files.readAllLines(file)) {
        String line = raw.strip();
        if (line.startsWith("import ")) {
          imports.add(line);
        } else if (!line.isEmpty()) {
          code.add(line);
        }
      }
      return new Source(file, imports, code);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String simpleName(String importLine) {
    String type = importLine.substring("import ".length(), importLine.length() - 1);
    return type.substring(type.lastIndexOf('.') + 1);
  }

  /** Whether {@code code} names {@code type} outside its end-of-line comments. */
  private static boolean names(List<String> code, String type) {
    Pattern word = Pattern.compile("\\b" + Pattern.quote(type) + "\\b");
    return code.stream().map(l -> l.contains("//") ? l.substring(0, l.indexOf("//")) : l)
        .anyMatch(l -> word.matcher(l).find());
  }
}
