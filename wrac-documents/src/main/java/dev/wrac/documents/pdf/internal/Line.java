package dev.wrac.documents.pdf.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A line of a page as PDFBox groups it (text on about the same baseline, left to right), cut
 * into {@link Frag}s at gaps wider than {@link PageReader#SPLIT_GAP_EMS} font sizes.
 *
 * @param frags its fragments, left to right, at least one
 * @param y     baseline, from the page's top
 */
public record Line(List<Frag> frags, float y) {
  /** A section's number opening a line: {@code 3}, {@code 2.1}, {@code 4.2.}. */
  private static final Pattern SECTION_NUMBER = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){0,5}\\.?");

  public Line {
    frags = List.copyOf(frags);
  }

  /** A line of one fragment. */
  public static Line of(Frag frag, float y) {
    return new Line(List.of(frag), y);
  }

  /** Left edge. */
  public float x0() {
    return frags.get(0).x0();
  }

  /** Right edge. */
  public float x1() {
    return frags.get(frags.size() - 1).x1();
  }

  /**
   * The fragments' texts joined by single spaces, in reading order ({@link #inReadingOrder}).
   */
  public String text() {
    if (frags.size() == 1) {
      return frags.get(0).text();
    }
    StringBuilder sb = new StringBuilder();
    for (Frag f : inReadingOrder()) {
      sb.append(sb.length() == 0 ? "" : " ").append(f.text());
    }
    return sb.toString();
  }

  /**
   * Its fragments in reading order: left to right, but right to left where most of their
   * characters are in right-to-left fragments (a Persian heading's number, drawn at its right,
   * comes first), runs of left-to-right fragments kept in their order.
   */
  public List<Frag> inReadingOrder() {
    return frags.size() == 1 ? frags : Direction.wordOrder(frags, Frag::text, Frag::chars);
  }

  /** The font size of most of its characters. */
  public float size() {
    Frag widest = frags.get(0);
    for (Frag f : frags) {
      widest = f.chars() > widest.chars() ? f : widest;
    }
    return widest.size();
  }

  /**
   * Whether its fragments holding most of its characters are bold in a text face. After a
   * section number in bold, a typewriter face's bold counts too: {@code 2.1 \cuNum} is a section
   * named by the command it documents.
   */
  public boolean bold() {
    int bold = 0;
    int anyBold = 0;
    int all = 0;
    for (Frag f : frags) {
      all += f.chars();
      bold += f.bold() ? f.chars() : 0;
      anyBold += f.anyBold() ? f.chars() : 0;
    }
    if (all == 0 || anyBold * 10 < all * 6) {
      return false;
    }
    return bold * 10 >= all * 6 || opensWithBoldSectionNumber();
  }

  /** Whether its first word is a section number ({@link #SECTION_NUMBER}) set in bold. */
  private boolean opensWithBoldSectionNumber() {
    String lead = frags.get(0).text();
    int space = lead.indexOf(' ');
    return leadBold()
        && SECTION_NUMBER.matcher(space < 0 ? lead : lead.substring(0, space)).matches();
  }

  /** Whether its first word is bold. */
  public boolean leadBold() {
    return frags.get(0).leadBold();
  }

  /** Characters without spaces. */
  public int chars() {
    int n = 0;
    for (Frag f : frags) {
      n += f.chars();
    }
    return n;
  }

  /** The drawing order of its first drawn glyph; -1 if unknown for a fragment. */
  public int drawnFirst() {
    int first = Integer.MAX_VALUE;
    for (Frag f : frags) {
      if (f.drawnFirst() < 0) {
        return -1;
      }
      first = Math.min(first, f.drawnFirst());
    }
    return first;
  }

  /** The drawing order of its last drawn glyph; -1 if unknown. */
  public int drawnLast() {
    int last = -1;
    for (Frag f : frags) {
      last = Math.max(last, f.drawnLast());
    }
    return last;
  }

  /**
   * Whether the two lines were drawn interleaved, a glyph of each between two glyphs of the
   * other (the lines of a table row drawn cell by cell).
   */
  public boolean interleaved(Line other) {
    int a = drawnFirst();
    int b = other.drawnFirst();
    return a >= 0 && b >= 0 && a < other.drawnLast() && b < drawnLast();
  }
}
