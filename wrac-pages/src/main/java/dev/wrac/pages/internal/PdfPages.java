package dev.wrac.pages.internal;

import dev.wrac.pages.PageImage;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.IOUtils;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * A PDF's pages rendered with PDFBox at a resolution in DPI, scaled down further so the longest
 * side stays within a pixel cap. The file is read through a temporary-file stream cache, and
 * pages are rendered one at a time, so memory does not grow with the page count.
 */
public final class PdfPages implements PageSource {
  private final PDDocument pdf;
  private final PDFRenderer renderer;
  private final float dpi;
  private final int maxSide;

  private PdfPages(PDDocument pdf, float dpi, int maxSide) {
    this.pdf = pdf;
    this.renderer = new PDFRenderer(pdf);
    this.dpi = dpi;
    this.maxSide = maxSide;
  }

  /**
   * Opens {@code file}.
   *
   * @throws DocumentParseException {@link Reason#ENCRYPTED} for a password-protected PDF,
   *     {@link Reason#MALFORMED} for a file PDFBox cannot read
   */
  public static PdfPages open(Path file, float dpi, int maxSide, String document) {
    try {
      PDDocument pdf = Loader.loadPDF(file.toFile(), IOUtils.createTempFileOnlyStreamCache());
      return new PdfPages(pdf, dpi, maxSide);
    } catch (InvalidPasswordException e) {
      throw new DocumentParseException(document, Reason.ENCRYPTED,
          "the PDF is password-protected", e);
    } catch (IOException e) {
      throw new DocumentParseException(document, Reason.MALFORMED,
          "not a readable PDF: " + e.getMessage(), e);
    }
  }

  @Override
  public int pageCount() {
    return pdf.getNumberOfPages();
  }

  /** The scale from PDF points that gives {@code dpi} within the pixel cap. */
  static float scale(float widthPt, float heightPt, float dpi, int maxSide) {
    float scale = dpi / 72f;
    float longest = Math.max(widthPt, heightPt);
    if (longest * scale > maxSide) {
      scale = maxSide / longest;
    }
    return scale;
  }

  @Override
  public PageImage render(int page) throws IOException {
    PDPage p = pdf.getPage(page - 1);
    PDRectangle box = p.getCropBox();
    float scale = scale(box.getWidth(), box.getHeight(), dpi, maxSide);
    BufferedImage image = renderer.renderImage(page - 1, scale, ImageType.RGB);
    return Raster.png(page, Raster.capped(image, maxSide), Math.round(scale * 72));
  }

  @Override
  public void close() throws IOException {
    pdf.close();
  }
}
