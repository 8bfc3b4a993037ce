package dev.wrac.documents.pdf.internal;

import java.io.IOException;
import java.util.Locale;
import org.apache.fontbox.ttf.OS2WindowsMetricsTable;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDCIDFont;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType0;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDTrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

/**
 * Whether a font is bold, from the first of three places that says so:
 *
 * <ol>
 *   <li>its name ({@code Arial-BoldMT}, {@code LMRoman10-Bold}, {@code KurierHeavy});
 *   <li>its PDF font descriptor ({@code /FontWeight} 600 or more, or the force-bold flag);
 *   <li>the weight the embedded font program declares: a Type 1 or CFF font's
 *       {@code /Weight} ({@code Bold}, {@code Demi}, …), a TrueType font's OS/2 weight class
 *       (600 or more).
 * </ol>
 *
 * <p>The third matters for TeX: its fonts are named by Knuth's scheme, not by weight
 * ({@code CMBX10} is Computer Modern bold extended, {@code SFSX1095} cm-super's sans bold
 * extended), and pdfTeX and dvipdfmx write no {@code /FontWeight}; only the font program says
 * {@code Bold}. The weight of a font that is not embedded is not read: PDFBox would answer
 * with the weight of the system font it substitutes.
 */
final class FontWeight {
  /** The OS/2 weight class from which a TrueType font is bold: semibold (600) and above. */
  static final int BOLD_WEIGHT_CLASS = 600;

  private FontWeight() {}

  static boolean bold(PDFont font) {
    if (font == null) {
      return false;
    }
    if (boldWord(font.getName())) {
      return true;
    }
    PDFontDescriptor d = font.getFontDescriptor();
    if (d != null && (d.isForceBold() || d.getFontWeight() >= BOLD_WEIGHT_CLASS)) {
      return true;
    }
    try {
      return font.isEmbedded() && declaredBold(font);
    } catch (RuntimeException e) {
      return false; // a damaged font program declares nothing
    }
  }

  /** Whether a font name or a declared weight names a bold weight. */
  static boolean boldWord(String name) {
    if (name == null) {
      return false;
    }
    String s = name.toLowerCase(Locale.ROOT);
    return s.contains("bold") || s.contains("black") || s.contains("heavy") || s.contains("demi");
  }

  private static boolean declaredBold(PDFont font) {
    if (font instanceof PDType1Font t1) {
      return t1.getType1Font() != null && boldWord(t1.getType1Font().getWeight());
    }
    if (font instanceof PDType1CFont cff) {
      return cff.getCFFType1Font() != null
          && cff.getCFFType1Font().getTopDict().get("Weight") instanceof String w && boldWord(w);
    }
    if (font instanceof PDTrueTypeFont tt) {
      return boldClass(tt.getTrueTypeFont());
    }
    if (font instanceof PDType0Font t0) {
      PDCIDFont cid = t0.getDescendantFont();
      if (cid instanceof PDCIDFontType0 c0) {
        return c0.getCFFFont() != null
            && c0.getCFFFont().getTopDict().get("Weight") instanceof String w && boldWord(w);
      }
      if (cid instanceof PDCIDFontType2 c2) {
        return boldClass(c2.getTrueTypeFont());
      }
    }
    return false;
  }

  private static boolean boldClass(TrueTypeFont ttf) {
    if (ttf == null) {
      return false;
    }
    try {
      OS2WindowsMetricsTable os2 = ttf.getOS2Windows();
      return os2 != null && os2.getWeightClass() >= BOLD_WEIGHT_CLASS;
    } catch (IOException e) {
      return false;
    }
  }
}
