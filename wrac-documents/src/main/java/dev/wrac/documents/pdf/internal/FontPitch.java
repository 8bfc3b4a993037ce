package dev.wrac.documents.pdf.internal;

import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.fontbox.ttf.PostScriptTable;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdmodel.font.PDCIDFont;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.PDTrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

/**
 * Whether a font is a typewriter face, every glyph the same width ({@code CMTT10},
 * {@code Courier}, {@code LMMonoLt10-Bold}), from the first place that says so:
 *
 * <ol>
 *   <li>its PDF font descriptor's fixed-pitch flag;
 *   <li>the embedded font program's own declaration (a Type 1 or CFF font's
 *       {@code isFixedPitch}, a TrueType font's {@code post} table);
 *   <li>a simple font's widths: more than {@value #FIGURES} glyphs with a width, nine in
 *       ten of them at one width. pdfTeX writes no flag and Knuth's {@code CMTT10} declares
 *       none, but its widths are all 525. More than ten glyphs, so that a subset of a
 *       proportional font's figures (tabular: all one width) is not taken for one;
 *   <li>its name: a family word of typewriter faces ({@code Mono}, {@code Typewriter},
 *       {@code Courier}, {@code Consolas}), for the composite fonts XeTeX and LuaTeX write
 *       ({@code CMUTypewriter-Bold-Identity-H}, {@code NewCMMono10-Bold}), whose widths cannot
 *       tell a typewriter face from a CJK font's equal full-width ideographs.
 * </ol>
 *
 * <p>It matters for headings: a bold typewriter face marks code, an option or a command
 * ({@code --output}, {@code \section}), not a section's title ({@link Line#bold}).
 */
final class FontPitch {
  /** The figures: a simple font's widths tell its pitch only for more glyphs than these. */
  static final int FIGURES = 10;

  private static final Pattern TYPEWRITER_NAME =
      Pattern.compile("mono|typewriter|courier|consol");

  private FontPitch() {}

  static boolean fixed(PDFont font) {
    if (font == null) {
      return false;
    }
    PDFontDescriptor d = font.getFontDescriptor();
    if (d != null && d.isFixedPitch()) {
      return true;
    }
    try {
      if (font.isEmbedded() && declaredFixed(font)) {
        return true;
      }
    } catch (IOException | RuntimeException e) {
      // a damaged font program declares nothing: its widths and name still tell
    }
    if (font instanceof PDSimpleFont && oneWidth(font.getCOSObject().getCOSArray(COSName.WIDTHS))) {
      return true;
    }
    String name = font.getName();
    return name != null && TYPEWRITER_NAME.matcher(name.toLowerCase(Locale.ROOT)).find();
  }

  private static boolean declaredFixed(PDFont font) throws IOException {
    if (font instanceof PDType1Font t1) {
      return t1.getType1Font() != null && t1.getType1Font().isFixedPitch();
    }
    if (font instanceof PDType1CFont cff) {
      return cff.getCFFType1Font() != null
          && Boolean.TRUE.equals(cff.getCFFType1Font().getTopDict().get("isFixedPitch"));
    }
    if (font instanceof PDTrueTypeFont tt) {
      return postFixed(tt.getTrueTypeFont());
    }
    if (font instanceof PDType0Font t0) {
      PDCIDFont cid = t0.getDescendantFont();
      return cid instanceof PDCIDFontType2 c2 && postFixed(c2.getTrueTypeFont());
    }
    return false;
  }

  private static boolean postFixed(TrueTypeFont ttf) throws IOException {
    PostScriptTable post = ttf == null ? null : ttf.getPostScript();
    return post != null && post.getIsFixedPitch() != 0;
  }

  /** Whether more than {@link #FIGURES} widths are given and nine in ten are one width. */
  static boolean oneWidth(COSArray widths) {
    if (widths == null) {
      return false;
    }
    Map<Float, Integer> counts = new HashMap<>();
    int glyphs = 0;
    int most = 0;
    for (int i = 0; i < widths.size(); i++) {
      if (widths.getObject(i) instanceof COSNumber n && n.floatValue() > 0) {
        glyphs++;
        most = Math.max(most, counts.merge(n.floatValue(), 1, Integer::sum));
      }
    }
    return glyphs > FIGURES && most * 10 >= glyphs * 9;
  }
}
