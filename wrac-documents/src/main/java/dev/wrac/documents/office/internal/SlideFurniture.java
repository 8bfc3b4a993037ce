package dev.wrac.documents.office.internal;

import java.awt.Dimension;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextShape;

/**
 * The running text of a deck: a text box that is no placeholder, lying in the top or bottom fifth
 * of its slide, whose text (every run of digits read as one digit, case and spacing ignored) lies
 * at that edge of at least half of the slides with text, and of two at least: a navigation bar, a
 * "Confidential" line or a presenter's name drawn on every slide. A box wholly in the left or right
 * fifth whose text has a word (two letters in a row) and lies at that side of as many slides is
 * running text too: the entries of a sidebar (beamer's sidebar themes list the talk's sections
 * beside every frame); there digits count as they are, so that the numbers of a list set at the
 * margin of most slides stay text, as do the letters of a formula that overlays build up over
 * several slides. Slide-number, date, footer and header placeholders are left out already, by their
 * kind; these are boxes that say nothing of their kind, as in a deck converted from PDF, where
 * every line is a box. It is the PDF reader's rule for running headers and footers, on boxes
 * instead of lines. A slide keeps such boxes when it has no other text (a picture with its footer:
 * the footer is all there is to read of it). A one-slide deck keeps everything.
 */
final class SlideFurniture {
  /** Share of the slide's height, from the top and from the bottom, where running boxes lie. */
  static final double EDGE_SHARE = 0.2;
  /** Two letters in a row: a sidebar's entries are words, not a formula's letters. */
  private static final Pattern WORD = Pattern.compile("\\p{L}{2}");

  private final double height;
  /** Each slide's running boxes: found while counting, kept for {@link #without}. */
  private final Map<XSLFSlide, Set<XSLFShape>> running;

  private SlideFurniture(double height, Map<XSLFSlide, Set<XSLFShape>> running) {
    this.height = height;
    this.running = running;
  }

  /**
   * The running boxes of these slides, {@code size} their size in points. A slide whose
   * shapes POI cannot build counts as one without text (reading it later records the damage).
   */
  static SlideFurniture of(List<XSLFSlide> slides, Dimension size) {
    double height = size.getHeight();
    double width = size.getWidth();
    Map<XSLFSlide, Map<XSLFShape, String>> keyed = new IdentityHashMap<>();
    Map<String, Integer> counts = new HashMap<>();
    int withText = 0;
    for (XSLFSlide slide : slides) {
      Map<XSLFShape, String> keys = new IdentityHashMap<>();
      boolean text = false;
      try {
        for (XSLFShape shape : slide.getShapes()) {
          if (!(shape instanceof XSLFTextShape box)) {
            continue;
          }
          String collapsed = TableCells.collapse(box.getText());
          if (collapsed.isEmpty()) {
            continue;
          }
          text = true;
          String key = key(box, collapsed, width, height);
          if (key != null) {
            keys.put(shape, key);
          }
        }
      } catch (RuntimeException e) {
        continue;
      }
      if (text) {
        withText++;
        keyed.put(slide, keys);
        new HashSet<>(keys.values()).forEach(k -> counts.merge(k, 1, Integer::sum));
      }
    }
    int needed = Math.max(2, (withText + 1) / 2);
    Map<XSLFSlide, Set<XSLFShape>> running = new IdentityHashMap<>();
    keyed.forEach((slide, keys) -> keys.forEach((shape, key) -> {
      if (counts.get(key) >= needed) {
        running.computeIfAbsent(slide, k -> Collections.newSetFromMap(new IdentityHashMap<>()))
            .add(shape);
      }
    }));
    return new SlideFurniture(height, running);
  }

  /**
   * The slide's shapes without its running boxes, unless those are all of its text. Only the
   * slide's own shapes can be running boxes (a shape in a group has its place in the group's
   * coordinates).
   */
  List<XSLFShape> without(XSLFSlide slide, List<XSLFShape> shapes) {
    Set<XSLFShape> drop = running.getOrDefault(slide, Set.of());
    if (drop.isEmpty()) {
      return shapes;
    }
    List<XSLFShape> kept = new ArrayList<>(shapes.size());
    boolean otherText = false;
    for (XSLFShape shape : shapes) {
      if (!drop.contains(shape)) {
        kept.add(shape);
        otherText |= !(shape instanceof XSLFTextShape box)
            || !TableCells.collapse(box.getText()).isEmpty();
      }
    }
    return otherText ? kept : shapes;
  }

  /** Whether the shape lies wholly in the top fifth of its slide. */
  boolean onTop(XSLFShape shape) {
    return onTop(anchor(shape), height);
  }

  private static boolean onTop(Rectangle2D anchor, double height) {
    return anchor != null && height > 0 && anchor.getMaxY() <= height * EDGE_SHARE;
  }

  private static boolean atBottom(Rectangle2D anchor, double height) {
    return anchor != null && height > 0 && anchor.getMinY() >= height * (1 - EDGE_SHARE);
  }

  /** Whether the place lies wholly in the left or the right fifth of its slide. */
  private static boolean atSide(Rectangle2D anchor, double width) {
    return anchor != null && width > 0 && (anchor.getMaxX() <= width * EDGE_SHARE
        || anchor.getMinX() >= width * (1 - EDGE_SHARE));
  }

  /** The shape's place in points, or null where it has none. */
  private static Rectangle2D anchor(XSLFShape shape) {
    try {
      return shape.getAnchor();
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * The edge and normalized text of a box that could be running text (no placeholder, at an
   * edge), else null; {@code collapsed} is its text, collapsed and not empty.
   */
  private static String key(XSLFTextShape box, String collapsed, double width, double height) {
    if (PptxSlides.placeholder(box) != null) {
      return null;
    }
    Rectangle2D anchor = anchor(box);
    String text = collapsed.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
    String edge = onTop(anchor, height) ? "top " : atBottom(anchor, height) ? "bottom " : null;
    if (edge != null) {
      return edge + text.replaceAll("\\p{Nd}+", "0");
    }
    return atSide(anchor, width) && WORD.matcher(text).find() ? "side " + text : null;
  }
}
