package dev.wrac.parsers.fuzz;

import dev.wrac.parsers.html.RandomPages;
import dev.wrac.parsers.html.TagSoup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The documents fuzz inputs start from, per format: built-in seeds or the corpus. */
final class FuzzBases {
  private static final String ARTICLE = """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Router guide</title>
      </head><body><header><nav><a href="/">Home</a> | <a href="/help">Help</a></nav></header>
      <main><article><h1>Reset your router</h1><p>Hold the <b>reset</b> button for ten
      seconds.<br>The lights blink.</p><h2>Steps</h2><ol><li>Unplug it.</li><li>Wait.<ul>
      <li>Thirty seconds.</li></ul></li><li>Plug it in.</li></ol><table><caption>Lights
      </caption><tr><th>Light</th><th>Meaning</th></tr><tr><td>Green</td><td>OK</td></tr>
      <tr><td>Red</td><td>Fault</td></tr></table><pre>ping 192.168.0.1
        reply</pre><blockquote><p>Quoted advice.</p></blockquote><dl><dt>WAN</dt><dd>The
      outside port.</dd></dl><figure><img alt="photo"><figcaption>The back panel.</figcaption>
      </figure></article></main><footer><p>© 2026 Example. Cookies.</p></footer></body></html>
      """;
  private static final String MARKDOWN = """
      ---
      title: Notes
      tags: [a, b]
      ---
      # Notes

      Some *text* with `code` and a [link][ref].

      ## Lists

      - one
        - nested **bold**
      1. first
      2. second

      > quoted
      > - item

      | a | b |
      |---|:-:|
      | 1 | 2 |

      ```java
      int x = 1;
      ```

          indented code

      Setext
      ======

      [ref]: https://example.org "Title"
      <!-- a comment -->
      <div>html block</div>
      """;
  private static final String TEXT = "Plain text.\n\nA second paragraph\nover two lines.\r\n\r\n"
      + "\tIndented.\n\n\n\nAfter blank lines. Ünïcödé 数据 🙂\n";

  private FuzzBases() {}

  /** Built-in seeds: hand-written documents, generated pages and the repository's examples. */
  static Map<Format, List<byte[]>> seeds() {
    Map<Format, List<byte[]>> bases = empty();
    bases.get(Format.HTML).add(Mutations.utf8(ARTICLE));
    for (long seed = 0; seed < 16; seed++) {
      bases.get(Format.HTML).add(Mutations.utf8(RandomPages.page(seed).html()));
      bases.get(Format.HTML).add(Mutations.utf8(TagSoup.page(seed)));
    }
    bases.get(Format.MARKDOWN).add(Mutations.utf8(MARKDOWN));
    bases.get(Format.TEXT).add(Mutations.utf8(TEXT));
    Path examples = Path.of("..", "examples", "docs");
    if (Files.isDirectory(examples)) {
      for (byte[] doc : read(examples, ".md")) {
        bases.get(Format.MARKDOWN).add(doc);
        bases.get(Format.TEXT).add(doc);
      }
    }
    return bases;
  }

  /** The corpus's HTML and Markdown documents (Markdown also as plain text). */
  static Map<Format, List<byte[]>> corpus(Path corpus) {
    Map<Format, List<byte[]>> bases = empty();
    bases.get(Format.HTML).addAll(read(corpus.resolve("datasets"), ".html"));
    List<byte[]> markdown = read(corpus.resolve("datasets"), ".md");
    bases.get(Format.MARKDOWN).addAll(markdown);
    bases.get(Format.TEXT).addAll(markdown);
    return bases;
  }

  /** Every base of every format, to splice in. */
  static List<byte[]> all(Map<Format, List<byte[]>> bases) {
    List<byte[]> all = new ArrayList<>();
    bases.values().forEach(all::addAll);
    return all;
  }

  private static Map<Format, List<byte[]>> empty() {
    Map<Format, List<byte[]>> bases = new EnumMap<>(Format.class);
    for (Format f : Format.values()) {
      bases.put(f, new ArrayList<>());
    }
    return bases;
  }

  /** The files under {@code dir} ending in {@code suffix}, in path order. */
  private static List<byte[]> read(Path dir, String suffix) {
    try (Stream<Path> files = Files.walk(dir)) {
      List<byte[]> out = new ArrayList<>();
      for (Path p : files.filter(p -> p.toString().endsWith(suffix)).sorted().toList()) {
        out.add(Files.readAllBytes(p));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
