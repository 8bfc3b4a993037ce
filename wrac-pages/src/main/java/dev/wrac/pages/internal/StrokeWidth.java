package dev.wrac.pages.internal;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * Measures how wide the strokes of text are in a box of a page image: dark pixels divided by
 * horizontal runs of dark pixels, the mean width of a stroke crossed left to right. Bold text
 * measures about 1.6 to 1.8 times regular text of the same size.
 */
public final class StrokeWidth implements OcrLayout.StrokeMeter {
  private final BufferedImage image;

  private StrokeWidth(BufferedImage image) {
    this.image = image;
  }

  /** A meter over a PNG page, or {@link OcrLayout#NO_IMAGE} if it cannot be decoded. */
  public static OcrLayout.StrokeMeter of(byte[] png) {
    try {
      BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
      return image == null ? OcrLayout.NO_IMAGE : new StrokeWidth(image);
    } catch (IOException e) {
      return OcrLayout.NO_IMAGE;
    }
  }

  @Override
  public double strokeWidth(int left, int top, int width, int height) {
    int x0 = Math.max(0, left);
    int y0 = Math.max(0, top);
    int x1 = Math.min(image.getWidth(), left + width);
    int y1 = Math.min(image.getHeight(), top + height);
    long dark = 0;
    long runs = 0;
    for (int y = y0; y < y1; y++) {
      boolean inRun = false;
      for (int x = x0; x < x1; x++) {
        int rgb = image.getRGB(x, y);
        boolean d = ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) < 3 * 128;
        dark += d ? 1 : 0;
        runs += d && !inRun ? 1 : 0;
        inRun = d;
      }
    }
    return runs == 0 ? 0 : (double) dark / runs;
  }
}
