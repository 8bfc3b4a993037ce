/**
 * Turning source bytes into a {@link dev.wrac.model.ParsedDocument}: the
 * {@link dev.wrac.parse.DocumentParser} SPI (found through {@link java.util.ServiceLoader} by
 * {@link dev.wrac.parse.DocumentParsers}), the formats parsers declare
 * ({@link dev.wrac.parse.DocumentFormat}, {@link dev.wrac.parse.ContentSignature}) and their
 * detection ({@link dev.wrac.parse.DocumentFormats}), the
 * {@link dev.wrac.parse.DocumentSource} a parser reads, the {@link dev.wrac.parse.DocumentBuilder} it fills, its
 * {@link dev.wrac.parse.ParseOptions} and limits, and
 * {@link dev.wrac.parse.DocumentParseException}.
 *
 * <p>May import {@code dev.wrac.context}, {@code dev.wrac.error}, {@code dev.wrac.model} and
 * {@code dev.wrac.tokens}; not the planners, validation or assembly.
 */
package dev.wrac.parse;
