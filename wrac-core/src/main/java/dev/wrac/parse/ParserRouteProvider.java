package dev.wrac.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * A named way of reading documents that replaces some of the discovered parsers, chosen by a
 * string ({@code --route pages}, {@code wrac.route=pages}): wrac-pages provides {@code pages},
 * the D-RAC page route. The route {@code offline}, the discovered parsers as they are, needs no
 * provider. Listed in {@code META-INF/services/dev.wrac.parse.ParserRouteProvider}.
 */
public interface ParserRouteProvider {

  /**
   * The route providers {@link ServiceLoader} finds (the class path, and on the module path the
   * modules that provide this service), in the order it finds them.
   */
  static List<ParserRouteProvider> providers() {
    List<ParserRouteProvider> found = new ArrayList<>();
    ServiceLoader.load(ParserRouteProvider.class,
        Thread.currentThread().getContextClassLoader()).forEach(found::add);
    return found;
  }

  /** The name this route answers to; lookups ignore case. */
  String name();

  /**
   * The parsers of this route over {@code loaded}: the route's parser in place of every
   * parser of a format it reads.
   *
   * @param transcriber the name of the transcriber that reads pages ({@code ocr}, {@code llm})
   * @throws IllegalArgumentException if {@code transcriber} is unknown, naming the known ones
   */
  DocumentParsers over(DocumentParsers loaded, String transcriber);
}
