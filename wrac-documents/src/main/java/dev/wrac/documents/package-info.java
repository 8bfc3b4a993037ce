/**
 * Parsers for office documents and PDF: each turns its format into the same element model as
 * Markdown (headings, paragraphs, list items, table rows), so planners, assembly and the
 * benchmark work on them unchanged. Found through {@link java.util.ServiceLoader} as
 * {@link dev.wrac.parse.DocumentParser}s.
 */
package dev.wrac.documents;
