package dev.wrac.documents.office.internal;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.apache.poi.xwpf.usermodel.XWPFStyles;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTDecimalNumber;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTNumPr;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTPPr;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTPPrBase;

/**
 * What a paragraph's style makes of it: a heading level (from the paragraph's own outline
 * level, else its style's name "Heading N" / "Title", else the outline level of the style or
 * the styles it is based on) and a list numbering inherited from the style. Results are cached
 * per style.
 */
public final class DocxStyles {
  /** Level of a paragraph that is body text. */
  public static final int BODY = 0;
  /** Style chains longer than this are cut (a loop in basedOn). */
  private static final int MAX_CHAIN = 16;
  private static final Pattern HEADING_NAME = Pattern.compile("heading\\s*([1-9])");

  private final XWPFStyles styles;
  private final Map<String, Integer> levels = new HashMap<>();
  private final Map<String, Numbering> numberings = new HashMap<>();

  /** A list numbering: numbering instance and level (0-based). */
  public record Numbering(BigInteger numId, int ilvl) {}

  public DocxStyles(XWPFStyles styles) {
    this.styles = styles;
  }

  /** The paragraph's heading level 1..9 ({@link #BODY} for body text). */
  public int headingLevel(XWPFParagraph paragraph) {
    CTPPr ppr = paragraph.getCTP().getPPr();
    if (ppr != null && ppr.isSetOutlineLvl() && ppr.getOutlineLvl().getVal() != null) {
      return outline(ppr.getOutlineLvl().getVal());
    }
    String id = paragraph.getStyleID();
    return id == null ? BODY : levels.computeIfAbsent(id, this::styleLevel);
  }

  /** Whether the paragraph's style is Title (or based on it). */
  public boolean isTitle(XWPFParagraph paragraph) {
    String id = paragraph.getStyleID();
    XWPFStyle style = id == null || styles == null ? null : styles.getStyle(id);
    for (int k = 0; style != null && k < MAX_CHAIN; k++) {
      if ("title".equals(lower(style.getName())) || "title".equals(lower(style.getStyleId()))) {
        return true;
      }
      style = styles.getStyle(style.getBasisStyleID());
    }
    return "title".equals(lower(id));
  }

  /** The numbering the paragraph's style carries when the paragraph has none, or null. */
  public Numbering styleNumbering(XWPFParagraph paragraph) {
    String id = paragraph.getStyleID();
    if (id == null || styles == null) {
      return null;
    }
    return numberings.computeIfAbsent(id, this::findNumbering);
  }

  private int styleLevel(String styleId) {
    XWPFStyle style = styles == null ? null : styles.getStyle(styleId);
    int byName = nameLevel(styleId);
    for (int k = 0; style != null && k < MAX_CHAIN; k++) {
      int named = Math.max(nameLevel(style.getName()), nameLevel(style.getStyleId()));
      if (named > BODY) {
        return named;
      }
      CTPPrBase ppr = style.getCTStyle().getPPr();
      if (ppr != null && ppr.isSetOutlineLvl() && ppr.getOutlineLvl().getVal() != null) {
        return outline(ppr.getOutlineLvl().getVal());
      }
      style = style.getBasisStyleID() == null ? null : styles.getStyle(style.getBasisStyleID());
    }
    return byName;
  }

  private Numbering findNumbering(String styleId) {
    XWPFStyle style = styles.getStyle(styleId);
    for (int k = 0; style != null && k < MAX_CHAIN; k++) {
      CTPPrBase ppr = style.getCTStyle().getPPr();
      CTNumPr numPr = ppr == null ? null : ppr.getNumPr();
      if (numPr != null && numPr.getNumId() != null && numPr.getNumId().getVal() != null) {
        CTDecimalNumber ilvl = numPr.getIlvl();
        int level = ilvl == null || ilvl.getVal() == null ? 0 : ilvl.getVal().intValue();
        return new Numbering(numPr.getNumId().getVal(), level);
      }
      style = style.getBasisStyleID() == null ? null : styles.getStyle(style.getBasisStyleID());
    }
    return null;
  }

  /** "heading 2", "Heading2", "Überschrift 2" in English-named styles: the digit; else 0. */
  static int nameLevel(String name) {
    if (name == null) {
      return BODY;
    }
    String lower = lower(name);
    if (lower.equals("title")) {
      return 1;
    }
    Matcher m = HEADING_NAME.matcher(lower);
    return m.matches() ? Integer.parseInt(m.group(1)) : BODY;
  }

  private static int outline(BigInteger zeroBased) {
    int level = zeroBased.intValue();
    return level >= 0 && level < 9 ? level + 1 : BODY; // 9 means body text
  }

  private static String lower(String s) {
    return s == null ? null : s.strip().toLowerCase(Locale.ROOT);
  }
}
