/**
 * The light parsers: Markdown ({@link dev.wrac.parsers.MarkdownParser}, flexmark-java), HTML
 * ({@link dev.wrac.parsers.HtmlParser}, jsoup) and plain text
 * ({@link dev.wrac.parsers.PlainTextParser}), found through {@link java.util.ServiceLoader} as
 * {@link dev.wrac.parse.DocumentParser}s.
 *
 * <p>May import wrac-core's {@code model} and {@code parse}, and its own {@code .internal}
 * packages.
 */
package dev.wrac.parsers;
