/**
 * The PDF parser ({@link dev.wrac.documents.pdf.PdfParser}, Apache PDFBox) and its hook for
 * pages without text ({@link dev.wrac.documents.pdf.PageFallback}).
 */
package dev.wrac.documents.pdf;
