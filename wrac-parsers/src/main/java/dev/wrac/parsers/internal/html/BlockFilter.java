package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.regex.Pattern;

/** Drops blocks of the main content that are page furniture rather than content. */
final class BlockFilter {
  /** Short lines that label ads and widgets rather than say anything. */
  private static final Pattern FURNITURE = Pattern.compile(
      "(?i)(advertisement|advertising|sponsored( content)?|ad|skip (to|this) (content|ad)"
          + "|share( this( article| story)?)?|read more|continue reading|related( articles?| stories)?"
          + "|more (stories|articles)|click here|loading\\.*|subscribe|sign up|log ?in|print"
          + "|.{0,30}\\b(share|tweet|email) (it|this( story| article| page)?)\\b.{0,30})"
          + "[\\s:.!?»›>…]*");

  /** A date or time as bylines and datelines write them. */
  private static final Pattern DATE = Pattern.compile(
      "(?i)\\b(?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{4}[./-]\\d{1,2}[./-]\\d{1,2}"
          + "|\\d{1,2}:\\d{2}\\s*(?:[ap]\\.?m\\.?)?"
          + "|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}"
          + "|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?,?\\s+\\d{4})");
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

  private final Set<String> seen = new HashSet<>();
  private final String titleWords;
  private boolean headlineDropped;
  private int textBefore;

  /**
   * A filter for one page, fed its blocks in document order ({@link #keep}): a single forward
   * pass, so a streamed page is filtered as it is read.
   *
   * @param title the page title, or {@code null}
   */
  BlockFilter(String title) {
    this.titleWords = words(title);
  }

  /**
   * The blocks that are content: drops link lists, repeats (not of list items or table rows),
   * labels of ads and widgets, datelines, and the headline that repeats the page title (the
   * title is on the document). A step of an ordered list is kept even when mostly a link.
   */
  static List<Block> apply(List<Block> blocks, String title) {
    List<Block> kept = new ArrayList<>(blocks.size());
    BlockFilter filter = new BlockFilter(title);
    for (Block b : blocks) {
      if (filter.keep(b)) {
        kept.add(b);
      }
    }
    return kept;
  }

  /** Whether the next block of the page is content (see {@link #apply}). */
  boolean keep(Block b) {
    if (b.kind() == ElementKind.HEADING && !headlineDropped && textBefore < 200
        && repeatsTitle(b.text(), titleWords)) {
      headlineDropped = true;
      return false;
    }
    if (b.kind() == ElementKind.HEADING) {
      seen.clear(); // a repeat under another heading is content (opening hours per branch)
    }
    if (b.kind() == ElementKind.PARAGRAPH) {
      if (textBefore < 200 && isDateline(b.text())) {
        return false; // a dateline before the article text
      }
      textBefore += b.chars();
    }
    // list items and table rows repeat as content (the same document required by two lists)
    if (b.kind() != ElementKind.TABLE_ROW && b.kind() != ElementKind.TABLE_HEADER
        && b.kind() != ElementKind.LIST_ITEM && b.text().length() >= 20 && !seen.add(b.text())) {
      return false; // a repeat: gallery labels, pull quotes, widget titles
    }
    // a step of an ordered list is content even when it is mostly a link ("Log in to <a>")
    boolean step = b.kind() == ElementKind.LIST_ITEM && b.ordinal() > 0;
    if (b.kind() != ElementKind.HEADING && b.kind() != ElementKind.TABLE_ROW
        && b.kind() != ElementKind.TABLE_HEADER && !step && b.linkDensity() > 0.5) {
      return false;
    }
    return b.text().length() >= 40 || !FURNITURE.matcher(b.text()).matches();
  }

  /** A short line that is mostly a date or time: "Updated: Sat 8:31 PM, Feb 17, 2018". */
  static boolean isDateline(String text) {
    if (text.indexOf('\n') >= 0) {
      for (String line : text.split("\n")) {
        if (!line.isBlank() && !isDateline(line)) {
          return false;
        }
      }
      return true;
    }
    if (text.length() > 100 || !DATE.matcher(text).find()) {
      return false;
    }
    int words = 0;
    var m = WORD.matcher(text);
    while (m.find()) {
      words++;
    }
    return words <= 14;
  }

  /** Whether a heading's words are a run of the title's words (3 words at least). */
  static boolean repeatsTitle(String heading, String titleWords) {
    if (titleWords.isEmpty()) {
      return false;
    }
    String h = words(heading);
    int count = h.isEmpty() ? 0 : h.split(" ").length;
    return (count >= 3 || h.equals(titleWords)) && (" " + titleWords + " ").contains(" " + h + " ");
  }

  private static String words(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    var m = WORD.matcher(s.toLowerCase(java.util.Locale.ROOT));
    while (m.find()) {
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(m.group());
    }
    return out.toString();
  }
}
