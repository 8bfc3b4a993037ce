package dev.wrac.documents.pdf.internal;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.encoding.Encoding;
import org.apache.pdfbox.pdmodel.font.encoding.GlyphList;
import org.apache.pdfbox.text.TextPosition;

/**
 * Unicode for the glyphs of simple fonts that PDFBox maps to none: it reads a font's
 * {@code /ToUnicode}, then the encoding's glyph name in the Adobe Glyph List, and where both
 * fail writes the character code itself as a character ("yk" for Arabic letters). As Poppler
 * does, the glyph name says more than the Adobe list knows: ligatures of named parts
 * ({@code afii57457_afii57456}, {@code f_f_i}), several code points in one {@code uni} name
 * ({@code uni06440627}), the list's own names with a script suffix ({@code hehmedial} read as
 * {@code hehmedialarabic}), and names spelt after the Unicode character names, lower-cased
 * without spaces, with or without a contextual form ({@code yehwithhamzaabovemedial},
 * {@code arabicindicdigitsix}, {@code tehmarbutafinal}). A name none of these read (TeX's
 * {@code a97}, a Type 3 font's {@code BE}) keeps PDFBox's character. A name the list gives
 * to another script ({@code alef}, Hebrew there) reads as the list says, even in an Arabic
 * font. One per reader, not thread-safe.
 */
final class GlyphNames {
  private static final GlyphList AGL = GlyphList.getAdobeGlyphList();
  private static final String[] SCRIPT_SUFFIXES = {"arabic", "hebrew"};
  private static final String[] FORMS = {"isolated", "initial", "medial", "final", "isol",
      "init", "medi", "fina"};
  /** Marks an index key that names characters of two scripts (Arabic and Hebrew "alef"). */
  private static final String AMBIGUOUS = "";
  private static volatile Map<String, String> byUnicodeName;

  /** Per font, per code: the recovered text, or {@code NONE} where PDFBox's stands. */
  private final Map<PDFont, String[]> cache = new IdentityHashMap<>();
  private static final String NONE = "\u0000";

  /**
   * The glyph itself, or a copy with the Unicode its glyph name gives where PDFBox fell back to
   * the character code (a simple font, no {@code /ToUnicode} entry, a name the Adobe Glyph List
   * does not hold).
   */
  TextPosition recover(TextPosition glyph) {
    PDFont font = glyph.getFont();
    int[] codes = glyph.getCharacterCodes();
    String unicode = glyph.getUnicode();
    if (!(font instanceof PDSimpleFont simple) || codes == null || codes.length != 1
        || codes[0] < 0 || codes[0] > 255 || unicode == null || unicode.length() != 1
        || unicode.charAt(0) != (char) codes[0]) {
      return glyph;
    }
    String[] known = cache.computeIfAbsent(font, f -> new String[256]);
    String found = known[codes[0]];
    if (found == null) {
      found = lookUp(simple, codes[0]);
      known[codes[0]] = found == null ? NONE : found;
    }
    if (found == null || found == NONE) {
      return glyph;
    }
    return Glyphs.withText(glyph, found);
  }

  private static String lookUp(PDSimpleFont font, int code) {
    try {
      if (font.toUnicode(code, AGL) != null) {
        return null; // PDFBox's own mapping, which happens to be the code
      }
      Encoding encoding = font.getEncoding();
      return encoding == null ? null : unicode(encoding.getName(code));
    } catch (RuntimeException e) {
      return null; // a broken font program or encoding: PDFBox's character stands
    }
  }

  /** The text a glyph name stands for, or null where it says none. */
  static String unicode(String name) {
    if (name == null || name.isEmpty() || name.startsWith(".")) {
      return null;
    }
    int dot = name.indexOf('.');
    String base = dot > 0 ? name.substring(0, dot) : name;
    String stripped = base.replaceAll("^_+|_+$", "");
    if (stripped.contains("_")) {
      StringBuilder joined = new StringBuilder();
      for (String part : stripped.split("_+")) {
        String u = single(part);
        if (u == null) {
          return null;
        }
        joined.append(u);
      }
      return joined.toString();
    }
    return single(stripped);
  }

  private static String single(String name) {
    if (name.isEmpty()) {
      return null;
    }
    String u = AGL.toUnicode(name);
    if (u != null) {
      return u;
    }
    u = uniSequence(name);
    if (u != null) {
      return u;
    }
    for (String suffix : SCRIPT_SUFFIXES) {
      u = AGL.toUnicode(name + suffix);
      if (u != null) {
        return u;
      }
    }
    if (!name.matches("[a-z][a-z0-9]+")) {
      return null; // Unicode names are spelt in lower case here: not a Type 3 font's "BE"
    }
    String key = name;
    u = fromIndex(key);
    if (u != null) {
      return u;
    }
    for (String form : FORMS) {
      if (key.length() > form.length() + 1 && key.endsWith(form)) {
        String letter = key.substring(0, key.length() - form.length());
        for (String suffix : SCRIPT_SUFFIXES) {
          u = AGL.toUnicode(letter + suffix);
          if (u != null) {
            return u;
          }
        }
        u = fromIndex(letter);
        if (u != null) {
          return u;
        }
      }
    }
    return null;
  }

  /** {@code uniXXXXYYYY…}: code points of four hex digits each (the list reads one only). */
  private static String uniSequence(String name) {
    if (!name.startsWith("uni") || name.length() < 11 || (name.length() - 3) % 4 != 0) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 3; i < name.length(); i += 4) {
      int cp;
      try {
        cp = Integer.parseInt(name.substring(i, i + 4), 16);
      } catch (NumberFormatException e) {
        return null;
      }
      if (cp >= 0xD800 && cp < 0xE000) {
        return null;
      }
      out.append((char) cp);
    }
    return out.toString();
  }

  private static String fromIndex(String key) {
    String u = index().get(key);
    return u == null || u.isEmpty() ? null : u;
  }

  /**
   * Unicode character names of the Basic Multilingual Plane's characters (but Han, Hangul and
   * Yi, whose names are numbers), lower-cased without spaces or hyphens, each also without its
   * first word (the script), without what comes up to {@code LETTER} or {@code LIGATURE}, and
   * without a presentation form's {@code ISOLATED FORM} (and the others): a short key that two
   * scripts share names neither. Built on first use (a few hundred milliseconds).
   */
  private static Map<String, String> index() {
    Map<String, String> built = byUnicodeName;
    if (built != null) {
      return built;
    }
    Map<String, String> keys = new HashMap<>(1 << 16);
    Map<String, String> shortKeys = new HashMap<>(1 << 16);
    for (int cp = 0x20; cp < 0x10000; cp++) {
      if ((cp >= 0x3400 && cp < 0xA4D0) || (cp >= 0xAC00 && cp < 0xF900)) {
        continue; // CJK, Yi, Hangul syllables, surrogates, private use: names that are numbers
      }
      int type = Character.getType(cp);
      if (type == Character.UNASSIGNED || type == Character.CONTROL) {
        continue;
      }
      String name = Character.getName(cp);
      if (name == null) {
        continue;
      }
      String u = String.valueOf((char) cp);
      keys.putIfAbsent(key(name), u);
      String bare = name;
      for (String form : new String[] {" ISOLATED FORM", " INITIAL FORM", " MEDIAL FORM",
          " FINAL FORM"}) {
        if (bare.endsWith(form)) {
          bare = bare.substring(0, bare.length() - form.length());
        }
      }
      int space = bare.indexOf(' ');
      if (space > 0) {
        addShort(shortKeys, key(bare.substring(space + 1)), u);
      }
      for (String word : new String[] {"LETTER ", "LIGATURE "}) {
        int at = bare.indexOf(word);
        if (at >= 0) {
          addShort(shortKeys, key(bare.substring(at + word.length())), u);
        }
      }
    }
    shortKeys.forEach(keys::putIfAbsent);
    byUnicodeName = keys;
    return keys;
  }

  private static void addShort(Map<String, String> keys, String key, String u) {
    if (key.length() < 3) {
      return; // "be" would read a two-letter name as Cyrillic
    }
    String had = keys.putIfAbsent(key, u);
    if (had != null && !had.equals(u) && !had.isEmpty()
        && Character.UnicodeScript.of(had.codePointAt(0))
        != Character.UnicodeScript.of(u.codePointAt(0))) {
      keys.put(key, AMBIGUOUS);
    }
  }

  /** A Unicode name lower-cased without its spaces and hyphens. */
  private static String key(String name) {
    StringBuilder out = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
      } else if (c >= 'a' && c <= 'z') {
        out.append(c);
      }
    }
    return out.toString();
  }
}
