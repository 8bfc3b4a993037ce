/**
 * The Markdown, HTML and plain-text {@link dev.wrac.parse.DocumentParser}s, provided to
 * {@link java.util.ServiceLoader} (so {@code Wrac.parse} finds them with nothing to configure).
 * Only {@code dev.wrac.parsers} is exported; its {@code internal} packages stay inside.
 *
 * <p>Streaming HTML pages over 4 Mi characters reads jsoup's tree-builder state by reflection;
 * on the module path that needs {@code --add-opens org.jsoup/org.jsoup.parser=dev.wrac.parsers}
 * (without it they are read whole, as a DOM, up to 32 Mi characters, and longer ones refused
 * with a {@link dev.wrac.parse.DocumentParseException} that says so).
 */
@SuppressWarnings("requires-automatic") // see docs/modules.md: names derived from jar names
module dev.wrac.parsers {
  requires transitive dev.wrac.core;
  requires flexmark;
  requires flexmark.ext.yaml.front.matter;
  requires flexmark.util.ast;
  requires flexmark.util.data;
  requires flexmark.util.sequence;
  requires org.jsoup;
  requires org.slf4j;

  exports dev.wrac.parsers;

  provides dev.wrac.parse.DocumentParser with
      dev.wrac.parsers.MarkdownParser,
      dev.wrac.parsers.PlainTextParser,
      dev.wrac.parsers.HtmlParser;
}
