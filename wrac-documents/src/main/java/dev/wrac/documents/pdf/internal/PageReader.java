package dev.wrac.documents.pdf.internal;

import dev.wrac.documents.pdf.internal.PageText.Status;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.ParseDeadline;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * Reads the pages, one after the other in one pass, into {@link Line}s with PDFBox's {@link PDFTextStripper}, sorted by
 * position: PDFBox does what it does well (glyphs to Unicode, ligatures, diacritics, rotated
 * text, words from glyph positions, words on one baseline grouped left to right); we keep each
 * word's box, font size, weight and drawing order instead of its text alone, and cut each line
 * into fragments at wide gaps (column gutters, table cells), where a word overlaps the one
 * before it, or where the drawing skips between two words (something else was drawn between
 * them: a neighbouring table cell), never right after a list marker that starts the line; so
 * our own layout ({@link ColumnLayout}) can put columns in reading order, which sorting by
 * position alone cannot (it reads across both columns). A line whose glyphs sorting by position
 * interleaved or glued (overlapping or touching texts) is read again in drawing order
 * ({@link DrawnRuns}); lines that are one line with raised or lowered text (a formula cut at
 * its sub- and superscripts) are read as one when the page is written ({@link Scripts}).
 * Not thread-safe: one reader per document.
 */
public final class PageReader extends PDFTextStripper {
  /** A gap wider than this many font sizes between two words on a line cuts it. */
  public static final float SPLIT_GAP_EMS = 1.0f;
  /** Lone dots in a row that make a leader (at a line's start, what is left of one). */
  static final int LEADER_DOTS = 4;
  /** A page whose characters are more than this share unmappable has no usable text. */
  static final double MAX_GARBAGE_SHARE = 0.3;

  private final Map<PDFont, Face> faces = new IdentityHashMap<>();
  /** Unicode from glyph names where PDFBox finds none. */
  private final GlyphNames glyphNames = new GlyphNames();
  /** Space glyphs that take no room, dropped. */
  private final EmptySpaces emptySpaces = new EmptySpaces();
  private final List<Word> words = new ArrayList<>();
  /** The words of each line of the page, left to right, until the page ends. */
  private final List<List<Word>> lineWords = new ArrayList<>();
  private final List<Line> lines = new ArrayList<>();
  private int chars;
  private int garbage;
  private float pageWidth;
  private float pageHeight;
  private List<PageText> pages = new ArrayList<>();
  private ParseDeadline deadline;

  /** Each glyph of the page's text in the order it is drawn (after {@link Duplicates}). */
  private final Map<TextPosition, Integer> drawn = new IdentityHashMap<>();
  /** Brahmic marks kept with the letter drawn before them. */
  private final MarkedLetters marks = new MarkedLetters();
  /** PDFBox's own intake of a glyph, after {@link #marks}; made once, not per glyph. */
  private final Consumer<TextPosition> toPdfBox = super::processTextPosition;
  /** {@link #marks}' intake, after {@link #emptySpaces}. */
  private final Consumer<TextPosition> toMarks = g -> marks.accept(g, toPdfBox);
  /** Whether a word of the line being gathered is not one run of drawn glyphs. */
  private boolean lineMixed;

  /**
   * A word of a line; {@code glyphs} its glyphs as PDFBox gives them (kept until the line
   * ends, for {@link DrawnRuns}).
   */
  private record Word(String text, float x0, float x1, float y, float size, Weight weight,
      int chars, List<TextPosition> glyphs, int first, int last) {}

  /**
   * A word's weight and face: a typewriter face marks code, an option or a command; its bold
   * marks no title, and its characters no prose ({@link DocStyle}).
   */
  private enum Weight { REGULAR, BOLD, TYPEWRITER, TYPEWRITER_BOLD }

  public PageReader() {
    setSortByPosition(true);
    setSuppressDuplicateOverlappingText(false); // our own: Duplicates
  }

  /**
   * Reads every page of {@code document}, in one pass of the stripper over the document; if
   * PDFBox fails on a page's content (it usually logs and goes on), the pages from that one on
   * are read one by one, and a page that fails again is {@link Status#FAILED}.
   *
   * @param deadline checked before each page
   * @param tree the document's pages, from {@link PdfLoader}'s walk of the page tree (never
   *     sized from the tree's {@code /Count})
   */
  public List<PageText> readAll(PDDocument document, List<PDPage> tree, ParseDeadline deadline) {
    this.deadline = deadline;
    int count = tree.size();
    pages = new ArrayList<>(Math.min(count, 1024));
    setStartPage(1);
    setEndPage(count);
    try {
      writeText(document, Writer.nullWriter());
    } catch (DocumentParseException e) {
      throw e; // the time budget spent
    } catch (IOException | RuntimeException e) {
      int done = pages.size();
      for (int p = done + 1; p <= count; p++) {
        pages.add(readOne(document, tree.get(p - 1), p));
      }
    }
    return complete(pages, tree);
  }

  /** Fills in the pages PDFBox skipped (no content stream at all): pages without text. */
  private static List<PageText> complete(List<PageText> read, List<PDPage> tree) {
    int count = tree.size();
    if (read.size() == count) {
      return read;
    }
    PageText[] byNumber = new PageText[count];
    for (PageText t : read) {
      if (t.number() >= 1 && t.number() <= count) {
        byNumber[t.number() - 1] = t;
      }
    }
    List<PageText> all = new ArrayList<>(count);
    for (int p = 1; p <= count; p++) {
      all.add(byNumber[p - 1] != null ? byNumber[p - 1] : new PageText(p,
          width(tree.get(p - 1)), height(tree.get(p - 1)), List.of(), Status.NO_TEXT,
          "no content"));
    }
    return all;
  }

  private PageText readOne(PDDocument document, PDPage page, int number) {
    List<PageText> before = pages;
    pages = new ArrayList<>(1);
    setStartPage(number);
    setEndPage(number);
    try {
      writeText(document, Writer.nullWriter());
    } catch (DocumentParseException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      pages = before;
      return new PageText(number, width(page), height(page), List.of(), Status.FAILED,
          e.toString());
    }
    List<PageText> one = pages;
    pages = before;
    return one.isEmpty() ? new PageText(number, width(page), height(page), List.of(),
        Status.NO_TEXT, "no content") : one.get(0);
  }

  /** PDF's largest page side and farthest box corner, in user-space units (ISO 32000-1, annex C). */
  static final float MAX_SIDE = 14_400;
  /** PDF's smallest page side, in user-space units; a box side below it is not one. */
  static final float MIN_SIDE = 3;
  private static final PDRectangle LETTER = PDRectangle.LETTER;

  /**
   * The page's box as every stage reads it, the one place boxes are clamped: the crop box
   * (PDFBox's, inside the media box, corners put in order), each side that is not a number or
   * is under {@value #MIN_SIDE} units taken from the media box, else from US Letter, each side
   * at most {@value #MAX_SIDE} units, and a lower-left corner that is not a number or lies
   * farther than {@value #MAX_SIDE} units from the origin moved to it. {@code /UserUnit} only
   * scales the physical size (coordinates stay in user-space units) and is not read.
   */
  static PDRectangle box(PDPage page) {
    PDRectangle media = readBox(page, true);
    PDRectangle crop = readBox(page, false);
    float x = corner(crop.getLowerLeftX());
    float y = corner(crop.getLowerLeftY());
    float w = side(crop.getWidth(), side(media.getWidth(), LETTER.getWidth()));
    float h = side(crop.getHeight(), side(media.getHeight(), LETTER.getHeight()));
    return new PDRectangle(x, y, w, h);
  }

  private static PDRectangle readBox(PDPage page, boolean media) {
    try {
      PDRectangle box = media ? page.getMediaBox() : page.getCropBox();
      return box == null ? LETTER : box;
    } catch (RuntimeException e) { // a box of something other than numbers
      return LETTER;
    }
  }

  private static float side(float side, float otherwise) {
    return !(side >= MIN_SIDE) ? otherwise : Math.min(side, MAX_SIDE);
  }

  private static float corner(float at) {
    return Float.isFinite(at) && Math.abs(at) <= MAX_SIDE ? at : 0;
  }

  /**
   * The page's width as the later stages read it: the clamped box's, not turned by
   * {@code /Rotate} (turning it lost words of rotated slides in the real-PDF set:
   * latex/seminar/semsamp3.pdf, /Rotate 270, 0.988 to 0.941).
   */
  private static float width(PDPage page) {
    return box(page).getWidth();
  }

  /** The page's height as the later stages read it: the clamped box's (see {@link #width}). */
  private static float height(PDPage page) {
    return box(page).getHeight();
  }

  /**
   * Reads the page within its clamped box ({@link #box}): the box is written over the page's
   * own media and crop boxes (in memory only), so PDFBox places the glyphs in it too.
   */
  @Override
  public void processPage(PDPage page) throws IOException {
    int number = getCurrentPageNo(); // PDFBox offers every page; only those in range are read
    if (number >= getStartPage() && number <= getEndPage()) {
      PDRectangle box = box(page);
      page.setMediaBox(box);
      page.setCropBox(box);
    }
    super.processPage(page);
  }


  private static final int GLYPHS_PER_CHECK = 1024;
  private int glyphs;

  private void checkTime(String stage) {
    if (deadline != null) {
      deadline.check(stage, getCurrentPageNo());
    }
  }

  /**
   * Takes each glyph as PDFBox places it; counts them and checks the time budget every
   * {@value #GLYPHS_PER_CHECK}: a page of a million glyphs ends at the budget, not after.
   */
  @Override
  protected void processTextPosition(TextPosition glyph) {
    if ((++glyphs & (GLYPHS_PER_CHECK - 1)) == 0) {
      checkTime("reading page");
    }
    emptySpaces.accept(TallGlyphs.capped(glyphNames.recover(glyph)), toMarks);
  }

  /**
   * Hands on the glyphs {@link EmptySpaces} and {@link MarkedLetters} hold back, before the
   * marked-content state they were drawn in changes: PDFBox gives the first glyph that reaches it
   * inside a span's {@code /ActualText} that text (a ligature's "fi"), so a glyph drawn before
   * the span must reach it before the span begins.
   */
  private void flushHeld() {
    emptySpaces.flush(toMarks);
    marks.flush(toPdfBox);
  }

  @Override
  public void beginMarkedContentSequence(COSName tag, COSDictionary properties) {
    flushHeld();
    super.beginMarkedContentSequence(tag, properties);
  }

  @Override
  public void endMarkedContentSequence() {
    flushHeld();
    super.endMarkedContentSequence();
  }

  @Override
  protected void writePage() throws IOException {
    checkTime("reading page");
    flushHeld();
    Duplicates.drop(getCharactersByArticle(), deadline, getCurrentPageNo());
    checkTime("reading the lines of page");
    int order = 0;
    for (List<TextPosition> article : getCharactersByArticle()) {
      for (TextPosition glyph : article) {
        String u = glyph.getUnicode();
        if (u != null && !u.isBlank()) {
          drawn.put(glyph, order++);
        }
      }
    }
    super.writePage();
    finishLines(); // while the drawing order is known
    drawn.clear();
  }

  @Override
  protected void startPage(PDPage page) {
    if (deadline != null && deadline.bounded()) { // the parse's time budget, before each page
      deadline.check("reading page " + getCurrentPageNo());
    }
    drawn.clear();
    marks.reset();
    glyphs = 0;
    lineMixed = false;
    words.clear();
    lineWords.clear();
    lines.clear();
    chars = 0;
    garbage = 0;
    pageWidth = width(page);
    pageHeight = height(page);
  }

  @Override
  protected void endPage(PDPage page) {
    finishLines();
    int number = getCurrentPageNo();
    PageText text;
    if (chars == 0) {
      text = new PageText(number, pageWidth, pageHeight, List.of(), Status.NO_TEXT,
          garbage == 0 ? "no text layer" : "only unmappable characters");
    } else if (garbage > MAX_GARBAGE_SHARE * (chars + garbage)) {
      text = new PageText(number, pageWidth, pageHeight, List.of(), Status.UNREADABLE,
          String.format(Locale.ROOT, "%d of %d characters have no Unicode mapping", garbage,
              chars + garbage));
    } else {
      text = new PageText(number, pageWidth, pageHeight, lines, Status.TEXT, "");
    }
    pages.add(text);
  }

  @Override
  protected void writeString(String text, List<TextPosition> positions) {
    if (positions.isEmpty()) {
      return;
    }
    checkTime("reading the lines of page");
    text = spacedThin(spacedWide(text, positions), positions);
    StringBuilder clean = new StringBuilder(text.length());
    int kept = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean unmapped = isGarbage(c);
      garbage += unmapped ? 1 : 0;
      if (!unmapped && !Character.isWhitespace(c)) {
        clean.append(c);
        kept++;
      } else if (clean.length() > 0 && clean.charAt(clean.length() - 1) != ' ') {
        clean.append(' ');
      }
    }
    if (kept == 0) {
      return;
    }
    chars += kept;
    String word = clean.toString().strip();
    TextPosition first = positions.get(0);
    TextPosition last = positions.get(positions.size() - 1);
    float size = sizeOf(first);
    DrawnRuns.Span span = DrawnRuns.span(positions, drawn);
    words.add(new Word(word, first.getXDirAdj(),
        last.getXDirAdj() + last.getWidthDirAdj(), first.getYDirAdj(), size,
        weight(first.getFont(), word), kept, positions, span.first(), span.last()));
    lineMixed = lineMixed || !span.oneRun();
  }

  /**
   * A word of Hangul, Han or kana text with a space where two of its glyphs, one of them such a
   * character, stand more than {@value #WIDE_SPACE_EMS} font sizes apart: PDFBox guesses spaces
   * from the font's space width, which CJK fonts often lack, and glues Korean words ("모든
   * 인간은" read "모든인간은"); glyphs set solid, as Han and kana are, get no space. The text
   * itself where its glyphs do not spell it one after the other.
   */
  static String spacedWide(String text, List<TextPosition> positions) {
    boolean wide = false;
    for (int i = 0; i < text.length() && !wide; i++) {
      wide = isWide(text.charAt(i));
    }
    if (!wide || positions.size() < 2) {
      return text;
    }
    StringBuilder joined = new StringBuilder(text.length() + 8);
    int spaces = 0;
    TextPosition before = null;
    for (TextPosition g : positions) {
      String u = g.getUnicode();
      if (u == null) {
        return text;
      }
      if (before != null && !u.isEmpty() && before.getUnicode() != null
          && !before.getUnicode().isEmpty()
          && (isWide(u.charAt(0)) || isWide(before.getUnicode().charAt(
              before.getUnicode().length() - 1)))) {
        float gap = g.getXDirAdj() - (before.getXDirAdj() + before.getWidthDirAdj());
        if (gap > WIDE_SPACE_EMS * Math.max(1f, sizeOf(g))) {
          joined.append(' ');
          spaces++;
        }
      }
      joined.append(u);
      before = g;
    }
    if (spaces == 0 || !joined.toString().replace(" ", "").equals(text.replace(" ", ""))) {
      return text;
    }
    return joined.toString();
  }

  /**
   * A word with a space where a gap between two of its glyphs is at least {@value
   * #THIN_SPACE_EMS} font sizes and wider than the word's narrowest gap by {@value
   * #THIN_SPACE_STANDS_OUT_EMS} at least: TeX's thin space (1/6 em, {@code Or\,a\,b}) in a
   * font whose space is wide, which PDFBox's guess from the space width and the average glyph
   * width misses ("Orab"). Letters spaced out evenly (tracking) keep their word: no gap stands
   * out. Words of two glyphs, and words whose glyphs do not spell the text one after the other
   * on one line, are returned as they are.
   */
  static String spacedThin(String text, List<TextPosition> positions) {
    int n = positions.size();
    if (n < 3) {
      return text;
    }
    for (int i = 0; i < text.length(); i++) {
      if (isWide(text.charAt(i))) {
        return text; // spacedWide's
      }
    }
    float[] gaps = new float[n];
    float narrowest = Float.MAX_VALUE;
    float widest = -Float.MAX_VALUE;
    float smallest = Float.MAX_VALUE;
    for (int i = 1; i < n; i++) {
      TextPosition before = positions.get(i - 1);
      TextPosition g = positions.get(i);
      if (g.getUnicode() == null || before.getUnicode() == null
          || Math.abs(g.getYDirAdj() - before.getYDirAdj()) > 0.5f * sizeOf(g)) {
        return text;
      }
      gaps[i] = g.getXDirAdj() - (before.getXDirAdj() + before.getWidthDirAdj());
      narrowest = Math.min(narrowest, gaps[i]);
      widest = Math.max(widest, gaps[i]);
      smallest = Math.min(smallest, Math.max(1f, sizeOf(g)));
    }
    if (widest < THIN_SPACE_EMS * smallest
        || widest - narrowest < THIN_SPACE_STANDS_OUT_EMS * smallest) {
      return text; // no gap is a space (most words): nothing to build
    }
    StringBuilder joined = new StringBuilder(text.length() + 4);
    int spaces = 0;
    for (int i = 0; i < n; i++) {
      String u = positions.get(i).getUnicode();
      float size = Math.max(1f, sizeOf(positions.get(i)));
      if (i > 0 && !u.isBlank() && !positions.get(i - 1).getUnicode().isBlank()
          && gaps[i] >= THIN_SPACE_EMS * size
          && gaps[i] - narrowest >= THIN_SPACE_STANDS_OUT_EMS * size) {
        joined.append(' ');
        spaces++;
      }
      joined.append(u);
    }
    if (spaces == 0 || !joined.toString().replace(" ", "").equals(text.replace(" ", ""))) {
      return text;
    }
    return joined.toString();
  }

  /** A gap inside a word at least this many ems wide may be a space (TeX's thin space: 1/6). */
  static final float THIN_SPACE_EMS = 0.15f;
  /** How much wider than the word's narrowest gap, in ems, a gap read as a space is. */
  static final float THIN_SPACE_STANDS_OUT_EMS = 0.1f;

  /** A gap between two glyphs of Hangul, Han or kana text wider than this many ems is a space. */
  static final float WIDE_SPACE_EMS = 0.2f;

  private static boolean isWide(char c) {
    if (c < '\u1100') { // below Hangul Jamo, the first of the four scripts: most text
      return false;
    }
    Character.UnicodeScript s = Character.UnicodeScript.of(c);
    return s == Character.UnicodeScript.HANGUL || s == Character.UnicodeScript.HAN
        || s == Character.UnicodeScript.HIRAGANA || s == Character.UnicodeScript.KATAKANA;
  }

  /** The font size of a glyph, from its height where the font gives none. */
  static float sizeOf(TextPosition glyph) {
    return glyph.getFontSizeInPt() > 0.5f ? glyph.getFontSizeInPt()
        : Math.max(1f, glyph.getHeightDir() / 0.7f);
  }

  /** Appends the characters of {@code unicode} a word keeps (no spaces, no garbage). */
  private static int appendKept(String unicode, StringBuilder out) {
    int kept = 0;
    for (int i = 0; unicode != null && i < unicode.length(); i++) {
      char c = unicode.charAt(i);
      if (!isGarbage(c) && !Character.isWhitespace(c)) {
        out.append(c);
        kept++;
      }
    }
    return kept;
  }

  private static boolean isGarbage(char c) {
    return c < 0x20 || c == '\uFFFD' || c == '\uFFFF' || (c >= '\uE000' && c <= '\uF8FF');
  }

  /**
   * A word's weight and face: a typewriter face ({@code --output}, {@code \section}) apart from
   * a text face. Hangul, Han and kana are never in a typewriter face: their fonts set every
   * character at one width.
   */
  private Weight weight(PDFont font, CharSequence word) {
    // FontWeight and FontPitch: null is neither bold nor fixed
    Face face = faces.computeIfAbsent(font, f -> new Face(FontWeight.bold(f), FontPitch.fixed(f)));
    boolean typewriter = face.fixed() && word.chars().noneMatch(c -> isWide((char) c));
    return face.bold() ? (typewriter ? Weight.TYPEWRITER_BOLD : Weight.BOLD)
        : typewriter ? Weight.TYPEWRITER : Weight.REGULAR;
  }

  /** What a font's name, descriptor and program say of its weight and pitch. */
  private record Face(boolean bold, boolean fixed) {}

  @Override
  protected void writeLineSeparator() {
    endLine();
  }

  @Override
  protected void writeParagraphEnd() {
    endLine();
  }

  @Override
  protected void writeWordSeparator() {
    // words keep their positions: gaps are measured, not written
  }

  /** Ends the last line and turns the page's lines so far into {@link Line}s. */
  private void finishLines() {
    endLine();
    withScripts();
    for (List<Word> line : lineWords) {
      lines.add(line(line));
    }
    lineWords.clear();
  }

  /** Keeps the words gathered since the last line end as a line of the page. */
  private void endLine() {
    checkTime("reading the lines of page");
    if (words.isEmpty()) {
      lineMixed = false;
      return;
    }
    if (lineMixed) {
      redraw();
      lineMixed = false;
      if (words.isEmpty()) {
        return;
      }
    }
    words.sort((a, b) -> Float.compare(a.x0, b.x0));
    lineWords.add(List.copyOf(words));
    words.clear();
  }

  /**
   * Reads consecutive lines that are one line with raised or lowered text ({@link Scripts}) as
   * one line, its words rebuilt from its glyphs, on the main baseline and at the main size.
   */
  private void withScripts() {
    if (lineWords.size() < 2) {
      return;
    }
    List<List<TextPosition>> glyphs = new ArrayList<>(lineWords.size());
    for (List<Word> line : lineWords) {
      List<TextPosition> kept = new ArrayList<>();
      for (Word w : line) {
        for (TextPosition g : w.glyphs) {
          if (g.getUnicode() != null && !g.getUnicode().isBlank()) {
            kept.add(g);
          }
        }
      }
      glyphs.add(kept);
    }
    List<Scripts.Group> groups = Scripts.groups(glyphs);
    for (int k = groups.size() - 1; k >= 0; k--) { // from the end: indexes stay valid
      int from = groups.get(k).from();
      int to = groups.get(k).to();
      Scripts.Main main = groups.get(k).main();
      List<TextPosition> all = new ArrayList<>();
      for (List<TextPosition> line : glyphs.subList(from, to)) {
        all.addAll(line);
      }
      List<Word> merged = new ArrayList<>();
      for (List<TextPosition> run : Scripts.words(all, main)) {
        Word w = word(run);
        if (w != null) {
          merged.add(new Word(w.text, w.x0, w.x1, main.y(), Scripts.size(run, main), w.weight,
              w.chars, w.glyphs, w.first, w.last));
        }
      }
      lineWords.subList(from, to).clear();
      if (!merged.isEmpty()) {
        merged.sort((a, b) -> Float.compare(a.x0, b.x0));
        lineWords.add(from, merged);
      }
    }
  }

  /** The line of {@code words} (left to right), cut into fragments at wide gaps. */
  private Line line(List<Word> words) {
    List<Integer> ends = new ArrayList<>(); // where each fragment's words end
    boolean[] leader = leaderDots(words);
    int from = 0;
    float reach = words.get(0).x1;
    for (int i = 1; i <= words.size(); i++) {
      boolean cut = i == words.size();
      if (!cut) {
        Word prev = words.get(i - 1);
        Word next = words.get(i);
        float em = Math.max(prev.size, next.size);
        boolean apart = next.x0 - reach > SPLIT_GAP_EMS * em && !leader[i - 1] && !leader[i]
            || reach - next.x0 > DrawnRuns.SPACE_EMS * em
            || (prev.last >= 0 && next.first >= 0 && next.first != prev.last + 1);
        cut = apart && !(i - from == 1 && ListMarker.isMarker(prev.text));
      }
      if (cut) {
        ends.add(i);
        from = i;
      }
      reach = cut ? (i < words.size() ? words.get(i).x1 : reach)
          : Math.max(reach, words.get(i).x1);
    }
    boolean tableRow = ends.size() > 1; // glyph positions kept only where cells may be cut
    List<Frag> frags = new ArrayList<>(ends.size());
    from = 0;
    for (int end : ends) {
      frags.add(frag(words.subList(from, end), tableRow));
      from = end;
    }
    return new Line(frags, words.get(0).y);
  }

  /**
   * Which words are the dots of a leader: words of dots alone (TeX draws each dot apart, word
   * processors a run), {@value #LEADER_DOTS} dots or more in a row. A leader leads from an entry
   * to its number, so the gaps on either side of it (TeX sets its dots on a grid) join rather
   * than cut.
   */
  private static boolean[] leaderDots(List<Word> words) {
    boolean[] leader = new boolean[words.size()];
    int from = 0;
    int dots = 0;
    for (int k = 0; k <= words.size(); k++) {
      int n = k < words.size() ? Leaders.dotsAlone(words.get(k).text()) : 0;
      if (n > 0) {
        dots += n;
      } else {
        if (dots >= LEADER_DOTS) {
          java.util.Arrays.fill(leader, from, k, true);
        }
        from = k + 1;
        dots = 0;
      }
    }
    return leader;
  }

  /**
   * Rebuilds the line's words from its glyphs cut into the runs they were drawn in
   * ({@link DrawnRuns}): where text overlaps or touches (table cells too narrow for their
   * text), sorting by position interleaves or glues the glyphs of different runs.
   */
  private void redraw() {
    List<TextPosition> glyphs = new ArrayList<>();
    for (Word w : words) {
      glyphs.addAll(w.glyphs);
    }
    words.clear();
    for (List<TextPosition> run : DrawnRuns.cut(glyphs, drawn)) {
      Word w = word(run);
      if (w != null) {
        words.add(w);
      }
    }
  }

  /**
   * The word of {@code run} (glyphs in the order they are read), its text from its glyphs
   * (right-to-left text in logical order); null if it keeps no character.
   */
  private Word word(List<TextPosition> run) {
    StringBuilder text = new StringBuilder();
    int kept = 0;
    for (TextPosition g : run) {
      kept += appendKept(g.getUnicode(), text);
    }
    if (kept == 0) {
      return null;
    }
    if (Direction.hasRtl(text)) { // right-to-left: read where the glyphs are seen, then bidi
      List<TextPosition> seen = new ArrayList<>(run);
      seen.sort((a, b) -> Float.compare(a.getXDirAdj(), b.getXDirAdj()));
      text.setLength(0);
      for (TextPosition g : seen) {
        appendKept(g.getUnicode(), text);
      }
      text.replace(0, text.length(), Direction.logical(text.toString()));
    }
    TextPosition first = run.get(0);
    float x0 = Float.MAX_VALUE;
    float x1 = -Float.MAX_VALUE;
    for (TextPosition g : run) {
      x0 = Math.min(x0, g.getXDirAdj());
      x1 = Math.max(x1, g.getXDirAdj() + g.getWidthDirAdj());
    }
    DrawnRuns.Span span = DrawnRuns.span(run, drawn);
    return new Word(DrawnRuns.normalize(text.toString()), x0, x1, first.getYDirAdj(),
        sizeOf(first), weight(first.getFont(), text), kept, run, span.first(), span.last());
  }

  private static Frag frag(List<Word> run, boolean keepGlyphs) {
    StringBuilder text = new StringBuilder();
    int chars = 0;
    int bold = 0;
    int typewriterBold = 0;
    int typewriter = 0;
    Map<Float, Integer> sizes = new java.util.HashMap<>();
    float x1 = run.get(0).x1;
    boolean rtl = false;
    for (Word w : run) {
      rtl = rtl || Direction.hasRtl(w.text);
      text.append(text.length() == 0 ? "" : " ").append(w.text);
      chars += w.chars;
      bold += w.weight == Weight.BOLD ? w.chars : 0;
      typewriterBold += w.weight == Weight.TYPEWRITER_BOLD ? w.chars : 0;
      typewriter += w.weight == Weight.TYPEWRITER ? w.chars : 0;
      sizes.merge(halfPoint(w.size), w.chars, Integer::sum);
      x1 = Math.max(x1, w.x1);
    }
    float size = 0;
    int best = -1;
    for (Map.Entry<Float, Integer> e : sizes.entrySet()) {
      if (e.getValue() > best || (e.getValue() == best && e.getKey() > size)) {
        best = e.getValue();
        size = e.getKey();
      }
    }
    int first = Integer.MAX_VALUE;
    int last = -1;
    for (Word w : run) {
      first = w.first >= 0 ? Math.min(first, w.first) : first;
      last = Math.max(last, w.last);
    }
    if (rtl && run.size() > 1) { // words in reading order; offsets of glyphs no longer hold
      text.setLength(0);
      for (String w : Direction.wordOrder(run.stream().map(Word::text).toList())) {
        text.append(text.length() == 0 ? "" : " ").append(w);
      }
    }
    return new Frag(text.toString(), run.get(0).x0, x1, size, bold * 10 >= chars * 6, chars,
        run.get(0).weight == Weight.BOLD, last < 0 ? -1 : first, last,
        keepGlyphs && !rtl ? glyphs(run) : null, (bold + typewriterBold) * 10 >= chars * 6,
        halfPoint(run.get(0).size), (typewriter + typewriterBold) * 2 > chars);
  }

  /** A font size to the half point, as fragments' sizes are compared. */
  private static float halfPoint(float size) {
    return Math.round(size * 2) / 2f;
  }

  /**
   * Where the text of the fragment of {@code run} may be cut ({@link Frag.Glyphs}), or null if
   * a word's glyphs do not spell its text one after the other (ligatures decomposed) or do not
   * run left to right.
   */
  private static Frag.Glyphs glyphs(List<Word> run) {
    int n = 0;
    for (Word w : run) {
      n += w.glyphs.size();
    }
    int[] at = new int[n];
    float[] left = new float[n];
    float[] right = new float[n];
    int k = 0;
    int offset = 0;
    float before = -Float.MAX_VALUE;
    for (Word w : run) {
      int i = 0;
      for (TextPosition g : w.glyphs) {
        StringBuilder kept = new StringBuilder();
        if (appendKept(g.getUnicode(), kept) == 0) {
          continue;
        }
        while (i < w.text.length() && Character.isWhitespace(w.text.charAt(i))) {
          i++; // a space inside the word's text ("City State" drawn as one text)
        }
        if (!w.text.startsWith(kept.toString(), i) || g.getXDirAdj() < before) {
          return null;
        }
        at[k] = offset + i;
        left[k] = g.getXDirAdj();
        right[k] = g.getXDirAdj() + g.getWidthDirAdj();
        before = left[k];
        k++;
        i += kept.length();
      }
      if (i != w.text.length()) {
        return null;
      }
      offset += w.text.length() + 1;
    }
    if (k < 2) {
      return null;
    }
    // the first glyph starts the fragment: only the others are places to cut
    return new Frag.Glyphs(java.util.Arrays.copyOfRange(at, 1, k),
        java.util.Arrays.copyOfRange(left, 1, k), java.util.Arrays.copyOfRange(right, 1, k));
  }
}
