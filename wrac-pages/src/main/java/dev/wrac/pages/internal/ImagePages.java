package dev.wrac.pages.internal;

import dev.wrac.pages.PageImage;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * A PNG, JPEG or TIFF file as pages: one per image frame (multi-page TIFF scans have several),
 * scaled down so the longest side stays within the pixel cap.
 */
public final class ImagePages implements PageSource {
  /** Extensions read as images. */
  public static final Set<String> EXTENSIONS = Set.of("png", "jpg", "jpeg", "tif", "tiff");

  private final ImageInputStream in;
  private final ImageReader reader;
  private final int pages;
  private final int maxSide;

  private ImagePages(ImageInputStream in, ImageReader reader, int pages, int maxSide) {
    this.in = in;
    this.reader = reader;
    this.pages = pages;
    this.maxSide = maxSide;
  }

  /**
   * Opens {@code file}.
   *
   * @throws DocumentParseException {@link Reason#MALFORMED} if it is no readable image
   */
  public static ImagePages open(Path file, int maxSide, String document) {
    ImageInputStream in = null;
    try {
      in = ImageIO.createImageInputStream(file.toFile());
      Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
      if (readers == null || !readers.hasNext()) {
        throw new IOException("no image reader recognises its content");
      }
      ImageReader reader = readers.next();
      reader.setInput(in);
      int count = reader.getNumImages(true);
      if (count < 1) {
        throw new IOException("the image has no frames");
      }
      return new ImagePages(in, reader, count, maxSide);
    } catch (IOException | RuntimeException e) {
      closeQuietly(in);
      throw new DocumentParseException(document, Reason.MALFORMED,
          "not a readable PNG, JPEG or TIFF image: " + e.getMessage(), e);
    }
  }

  private static void closeQuietly(ImageInputStream in) {
    try {
      if (in != null) {
        in.close();
      }
    } catch (IOException ignored) {
      // nothing more to do with a stream we are giving up
    }
  }

  @Override
  public int pageCount() {
    return pages;
  }

  @Override
  public PageImage render(int page) throws IOException {
    // subsample huge scans while decoding, so a 20,000-pixel frame never sits in memory whole
    int longest = Math.max(reader.getWidth(page - 1), reader.getHeight(page - 1));
    ImageReadParam param = reader.getDefaultReadParam();
    int step = longest / maxSide;
    if (step >= 2) {
      param.setSourceSubsampling(step, step, 0, 0);
    }
    BufferedImage image = reader.read(page - 1, param);
    return Raster.png(page, Raster.capped(image, maxSide), 0);
  }

  @Override
  public void close() throws IOException {
    reader.dispose();
    in.close();
  }
}
