package dev.wrac.parsers.html;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;

/**
 * Run in a child JVM by the large-page test: generates an article page of the given size in
 * megabytes ({@link PathologicalPages#large}), parses it with pages above the given number of
 * characters streamed, and prints the number of elements and the first and last element's text.
 */
public final class LargePageProbe {
  private LargePageProbe() {}

  public static void main(String[] args) {
    byte[] page = PathologicalPages.large(Integer.parseInt(args[0]) << 20);
    HtmlParser parser = HtmlParser.builder().streamAboveChars(Long.parseLong(args[1])).build();
    ParsedDocument doc = parser.parse(DocumentSource.ofBytes("large.html", page),
        ParseOptions.defaults());
    System.out.println("elements=" + doc.size());
    System.out.println("first=" + doc.elements().get(0).text());
    System.out.println("last=" + doc.elements().get(doc.size() - 1).text());
  }
}
