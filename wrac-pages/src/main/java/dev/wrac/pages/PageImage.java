package dev.wrac.pages;

import dev.wrac.llm.LlmImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One rendered page as a PNG image.
 *
 * @param page   the 1-based page number (PDF page, slide, sheet page, image frame)
 * @param png    the PNG bytes; not copied, never changed by this library
 * @param width  width in pixels
 * @param height height in pixels
 * @param dpi    the resolution the page was rendered at (dots per inch of the original page),
 *               0 if unknown (images given as files)
 */
public record PageImage(int page, byte[] png, int width, int height, int dpi) {
  public PageImage {
    Objects.requireNonNull(png, "png");
    if (page < 1 || width < 1 || height < 1 || dpi < 0) {
      throw new IllegalArgumentException("Invalid page image: page " + page + ", " + width + "x"
          + height);
    }
  }

  /** The image as an inline {@code image/png} attachment for a vision model. */
  public LlmImage toLlmImage() {
    return LlmImage.of("image/png", png);
  }

  /** Writes the PNG bytes to {@code file}. */
  public void writeTo(Path file) throws IOException {
    Files.write(file, png);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PageImage other && page == other.page && width == other.width
        && height == other.height && dpi == other.dpi && java.util.Arrays.equals(png, other.png);
  }

  @Override
  public int hashCode() {
    return Objects.hash(page, width, height, java.util.Arrays.hashCode(png));
  }

  @Override
  public String toString() {
    return "PageImage[page " + page + ", " + width + "x" + height + ", " + png.length
        + " PNG bytes]";
  }
}
