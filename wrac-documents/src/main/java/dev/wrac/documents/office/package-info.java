/**
 * The office parsers, on Apache POI: Word ({@link dev.wrac.documents.office.DocxParser}),
 * PowerPoint ({@link dev.wrac.documents.office.PptxParser}) and Excel
 * ({@link dev.wrac.documents.office.XlsxParser}), found through
 * {@link java.util.ServiceLoader} as {@link dev.wrac.parse.DocumentParser}s.
 *
 * <p>May import wrac-core's {@code model} and {@code parse}, and its own {@code .internal}.
 */
package dev.wrac.documents.office;
