package dev.wrac.pages.internal;

import dev.wrac.pages.PageImage;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

/** Scaling to the longest-side cap and PNG encoding. */
final class Raster {
  private Raster() {}

  /** The image scaled down so its longest side is at most {@code maxSide}, on white, RGB. */
  static BufferedImage capped(BufferedImage image, int maxSide) {
    int w = image.getWidth();
    int h = image.getHeight();
    double scale = Math.min(1.0, maxSide / (double) Math.max(w, h));
    int nw = Math.max(1, (int) Math.round(w * scale));
    int nh = Math.max(1, (int) Math.round(h * scale));
    if (scale == 1.0 && image.getType() == BufferedImage.TYPE_INT_RGB) {
      return image;
    }
    BufferedImage out = new BufferedImage(nw, nh, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = out.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
          RenderingHints.VALUE_INTERPOLATION_BILINEAR);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, nw, nh);
      g.drawImage(image, 0, 0, nw, nh, null);
    } finally {
      g.dispose();
    }
    return out;
  }

  /** The image as a PNG page rendered at {@code dpi} (0 if unknown). */
  static PageImage png(int page, BufferedImage image, int dpi) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 * 1024);
    if (!ImageIO.write(image, "png", bytes)) {
      throw new IOException("no PNG writer available");
    }
    return new PageImage(page, bytes.toByteArray(), image.getWidth(), image.getHeight(), dpi);
  }
}
