package dev.wrac.parsers.html;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parsers.HtmlParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Run in a child JVM by the large-page test: generates a page of the given size in megabytes
 * ({@code article}: {@link PathologicalPages#large}, {@code unclosed}:
 * {@link PathologicalPages#unclosed}) and chunks it with {@link Chunker#chunk(DocumentSource,
 * java.util.function.Consumer)} ({@code segments}) or whole ({@code whole}: parsed into one
 * document, then chunked), printing the number of chunks and the last chunk's text.
 */
public final class ChunkProbe {
  private ChunkProbe() {}

  public static void main(String[] args) throws IOException {
    int bytes = Integer.parseInt(args[1]) << 20;
    byte[] page = args[0].equals("unclosed")
        ? PathologicalPages.unclosed(bytes / 40).getBytes(StandardCharsets.UTF_8)
        : PathologicalPages.large(bytes);
    Chunker chunker = Wrac.builder()
        .parsers(DocumentParsers.of(List.of(HtmlParser.create()))).build();
    Path file = Files.createTempFile("wrac-large", ".html");
    Files.write(file, page);
    page = null; // the page is read back from the file, as a source of that size would be
    DocumentSource source = DocumentSource.of(file);
    String[] last = {null};
    long chunks;
    if (args[2].equals("whole")) {
      var all = chunker.chunk(chunker.parsers().forSource(source).parse(source,
          chunker.parseOptions()));
      chunks = all.size();
      last[0] = all.get(all.size() - 1).text();
    } else {
      chunks = chunker.chunk(source, c -> last[0] = c.text());
    }
    Files.delete(file);
    System.out.println("chunks=" + chunks);
    System.out.println("last=" + last[0].substring(0, Math.min(60, last[0].length())));
  }
}
