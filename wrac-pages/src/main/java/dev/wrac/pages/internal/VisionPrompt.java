package dev.wrac.pages.internal;

import dev.wrac.pages.PageBatch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The vision transcription prompt (the D-RAC rules in our words) and the answer's page split. */
public final class VisionPrompt {
  /** Changes whenever the prompt's wording changes: part of the cache key. */
  public static final String VERSION = "pages-1";

  private static final Pattern PAGE_MARK =
      Pattern.compile("(?m)^[ \\t]*<!--\\s*page\\s+(\\d+)\\s*-->[ \\t]*$");

  private VisionPrompt() {}

  /** The system message: what to write and what never to write. */
  public static String system() {
    return String.join("\n",
        "You transcribe images of document pages into Markdown that a search index will cut",
        "into passages. Write what the page says, nothing else.",
        "",
        "Rules:",
        "1. Copy the text word for word, in reading order (columns left to right). Never",
        "   summarise, shorten, paraphrase, translate or correct it, and add no comments.",
        "2. Restore the heading hierarchy with Markdown headings: '#' for the document title or",
        "   top-level headings, '##' for sections, '###' and deeper for sub-sections, judging",
        "   the level from size, weight and numbering. Body text stays plain paragraphs.",
        "3. Keep lists as Markdown lists ('- ' or '1. '), one item per line, nested items",
        "   indented.",
        "4. Never write a Markdown or HTML table. Write every table row as one sentence of its",
        "   own paragraph that names each column header with its cell, for example:",
        "   'Plan: Gold; Policy term: 16 years; Premium payment term: 8 years.'",
        "   One row, one sentence. Never merge rows or cells ('16 or 20 years' is forbidden):",
        "   two rows stay two sentences even when they differ in one cell. Repeat merged or",
        "   spanning cells in every row they belong to. Put the table's caption, if any, before",
        "   its rows as a paragraph.",
        "5. Ignore decorative images, logos, page borders and background art. For a chart or",
        "   diagram that carries information, write the words and numbers it shows as text.",
        "   Never write image links or placeholders.",
        "6. Leave out running headers, running footers and page numbers that repeat on every",
        "   page; keep footnotes at the end of their page.",
        "7. Do not wrap the answer in code fences.",
        "8. Start the transcript of every page with a line of its own: <!-- page N --> where N",
        "   is the page number given in the request. A blank page gets only its marker.");
  }

  /** The user message for a batch. */
  public static String user(PageBatch batch) {
    int n = batch.pages().size();
    return "Document '" + batch.document().replaceAll("\\s+", " ") + "', " + n
        + (n == 1 ? " page" : " pages") + ": page " + batch.pageRange().replace("-", " to ")
        + " of " + batch.totalPages() + ". The " + (n == 1 ? "image is" : "images are")
        + " in page order (the first image is page " + batch.firstPage()
        + "). Transcribe every page, following the rules.";
  }

  /**
   * The answer split into the batch's pages by its page markers. Text before the first marker
   * goes to the first page; a marker naming a page outside the batch is ignored (its text stays
   * with the page before), so nothing the model wrote is lost.
   */
  public static List<String> splitPages(String answer, PageBatch batch) {
    String[] pages = new String[batch.pages().size()];
    Arrays.fill(pages, "");
    Matcher m = PAGE_MARK.matcher(answer);
    int current = 0;
    int from = 0;
    List<int[]> cuts = new ArrayList<>();
    while (m.find()) {
      int page = parse(m.group(1)) - batch.firstPage();
      cuts.add(new int[] {current, from, m.start()});
      if (page >= 0 && page < pages.length) {
        current = page;
      }
      from = m.end();
    }
    cuts.add(new int[] {current, from, answer.length()});
    for (int[] cut : cuts) {
      String text = answer.substring(cut[1], cut[2]).strip();
      if (!text.isEmpty()) {
        pages[cut[0]] = pages[cut[0]].isEmpty() ? text : pages[cut[0]] + "\n\n" + text;
      }
    }
    return List.of(pages);
  }

  private static int parse(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
