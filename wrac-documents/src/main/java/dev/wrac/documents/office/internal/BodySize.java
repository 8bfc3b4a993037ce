package dev.wrac.documents.office.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextParagraph;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.apache.poi.xslf.usermodel.XSLFTextShape;

/**
 * The font sizes of a deck's text: the body size, the size most of its characters are set in
 * (their own or inherited from the layout and master, as POI resolves it; to the half point),
 * against which a larger line reads as a title, as the PDF reader measures its lines.
 */
final class BodySize {
  private BodySize() {}

  /**
   * The body size of these slides' text boxes, placeholders included, in points; 0 where no run
   * states a size. A slide or shape whose properties POI cannot resolve counts for nothing.
   */
  static double of(List<XSLFSlide> slides) {
    Map<Double, Integer> chars = new HashMap<>();
    for (XSLFSlide slide : slides) {
      try {
        for (XSLFShape shape : slide.getShapes()) {
          if (shape instanceof XSLFTextShape text) {
            for (XSLFTextParagraph p : text.getTextParagraphs()) {
              for (XSLFTextRun run : p.getTextRuns()) {
                String t = run.getRawText();
                Double size = t == null || t.isBlank() ? null : run.getFontSize();
                if (size != null && size > 0) {
                  chars.merge(Math.round(size * 2) / 2.0, t.strip().length(), Integer::sum);
                }
              }
            }
          }
        }
      } catch (RuntimeException e) {
        // damaged properties: reading the slide records the damage
      }
    }
    return chars.entrySet().stream().max(Map.Entry.<Double, Integer>comparingByValue()
        .thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).orElse(0.0);
  }

  /** The smallest size of the paragraph's non-blank runs, 0 where one states none. */
  static double smallest(XSLFTextParagraph p) {
    double smallest = Double.MAX_VALUE;
    for (XSLFTextRun run : p.getTextRuns()) {
      String t = run.getRawText();
      if (t != null && !t.isBlank()) {
        Double size = run.getFontSize();
        if (size == null) {
          return 0;
        }
        smallest = Math.min(smallest, size);
      }
    }
    return smallest == Double.MAX_VALUE ? 0 : smallest;
  }
}
