package dev.wrac.cli.view;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One self-contained HTML page showing how a document was chunked: the document's elements in
 * order, each chunk's extent shaded (colours alternate), its number, tokens and source lines in
 * the margin, its heading context above it, element ids on hover, chunks that a planning
 * window's fallback or repair produced marked, and a summary panel (chunks, token histogram,
 * planner, provenance). No script, no network: plain HTML and inline CSS, every text escaped.
 *
 * <p>Written as it goes, segment by segment ({@link #add}): the page keeps only each chunk's
 * token count and each heading's id (for the summary and to show headings that segments repeat
 * once), so a document of any size renders with the memory of one segment. The summary comes
 * last in the page and is shown in a fixed side panel.
 * Chunk sections use {@code content-visibility: auto}, so the browser lays out only what is on
 * screen and a page of tens of thousands of chunks opens quickly.
 *
 * <pre>{@code
 * try (Writer w = Files.newBufferedWriter(Path.of("page.html"))) {
 *   ChunkPage page = new ChunkPage(w, doc.name());
 *   page.add(doc, plan, chunks);
 *   page.finish();
 * }
 * }</pre>
 */
public final class ChunkPage {
  private final Writer out;
  private final String name;
  private final PageSummary summary = new PageSummary();
  private final Set<ElementId> shownHeadings = new HashSet<>();
  private boolean finished;

  /** Starts the page for document {@code name} on {@code out} (which the caller closes). */
  public ChunkPage(Writer out, String name) {
    this.out = Objects.requireNonNull(out, "out");
    this.name = Objects.requireNonNull(name, "name");
    write(String.format(Locale.ROOT, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\""
        + "utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
        + "<title>%s \u2014 wrac view</title>\n<style>%s</style></head>\n<body>\n<main>\n",
        Html.escape(name), PageStyle.CSS));
  }

  /** The whole page for one document, its plan and its chunks. */
  public static String render(ParsedDocument document, ChunkPlan plan, List<Chunk> chunks) {
    StringWriter w = new StringWriter();
    ChunkPage page = new ChunkPage(w, document.name());
    page.add(document, plan, chunks);
    page.finish();
    return w.toString();
  }

  /**
   * Adds a document, or the next segment of one (headings a segment repeats from the one before
   * are shown once), with its plan and the chunks assembled from it.
   *
   * @throws UncheckedIOException if the writer fails
   */
  public void add(ParsedDocument segment, ChunkPlan plan, List<Chunk> chunks) {
    if (finished) {
      throw new IllegalStateException("The page is finished");
    }
    summary.segment(segment, plan);
    ChunkFlags flags = new ChunkFlags(segment, plan);
    Map<ElementId, Integer> owner = new HashMap<>(segment.size() * 2);
    int[] last = new int[chunks.size()];
    for (int k = 0; k < chunks.size(); k++) {
      for (ElementId id : chunks.get(k).elementIds()) {
        owner.put(id, k);
        last[k] = Math.max(last[k], segment.positionOf(id));
      }
    }
    for (WindowOutcome w : plan.provenance().windows()) {
      if (w.outcome() != Outcome.ACCEPTED && w.outcome() != Outcome.CACHED) {
        int k = firstChunk(segment, owner, w);
        summary.window(w, k < 0 ? -1 : chunks.get(k).index());
      }
    }
    boolean[] shown = new boolean[chunks.size()];
    int open = -1;
    List<Element> elements = segment.elements();
    for (int i = 0; i < elements.size(); i++) {
      Element e = elements.get(i);
      if (e.kind() == ElementKind.HEADING && !shownHeadings.add(e.id())) {
        continue;
      }
      summary.element(e.tokens());
      Integer c = owner.get(e.id());
      if (open < 0 || (c == null ? i > last[open] : c != open)) {
        close(open);
        open = c == null ? -1 : c;
        if (c != null) {
          openChunk(chunks.get(c), flags, !shown[c]);
          shown[c] = true;
        }
      }
      element(e, c == null);
    }
    close(open);
    for (int k = 0; k < chunks.size(); k++) {
      if (!shown[k]) {
        openChunk(chunks.get(k), flags, true);
        write("<div class=\"e\">" + Html.escape(chunks.get(k).text()) + "</div>");
        close(k);
      }
    }
  }

  /** The chunk holding the window's first placed element, or -1. */
  private static int firstChunk(ParsedDocument segment, Map<ElementId, Integer> owner,
      WindowOutcome w) {
    int from = segment.positionOf(w.first());
    int to = segment.positionOf(w.last());
    for (int i = Math.max(0, from); from >= 0 && i <= to; i++) {
      Integer k = owner.get(segment.elements().get(i).id());
      if (k != null) {
        return k;
      }
    }
    return -1;
  }

  /** Writes the summary and ends the page. */
  public void finish() {
    if (finished) {
      return;
    }
    finished = true;
    try {
      out.write("</main>\n");
      summary.write(out, name);
      out.write("</body></html>\n");
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Chunks added so far. */
  public int chunks() {
    return summary.chunks();
  }

  /** Chunks added so far that a fallback or a repair produced. */
  public int markedChunks() {
    return summary.markedCount();
  }

  /** Opens a chunk's section; a chunk cut in two by repair gets a second, unnumbered one. */
  private void openChunk(Chunk c, ChunkFlags flags, boolean first) {
    List<ChunkFlags.Flag> marks = flags.of(c);
    if (first) {
      summary.chunk(c, marks);
    }
    StringBuilder sb = new StringBuilder(256);
    sb.append("<section class=\"c c").append(c.index() % 2);
    marks.stream().map(ChunkFlags.Flag::css).distinct().forEach(k -> sb.append(' ').append(k));
    sb.append(first ? "\" id=\"c" + c.index() : "").append("\" title=\"").append(Html.escape(
        "chunk " + c.index() + ": " + ids(c.elementIds())
        + (c.contextIds().isEmpty() ? "" : "; context " + ids(c.contextIds()))));
    sb.append("\"><div class=\"m\"><a href=\"#c").append(c.index()).append("\">#")
        .append(c.index()).append(first ? "" : " (continued)").append("</a><br>")
        .append(c.tokens()).append(" tok<br>")
        .append(lines(c));
    for (ChunkFlags.Flag f : marks) {
      sb.append("<br><span class=\"fl ").append(f.css()).append("\" title=\"")
          .append(Html.escape(f.detail())).append("\">").append(Html.escape(f.label()))
          .append("</span>");
    }
    sb.append("</div><div class=\"b\">");
    if (!c.headingPath().isEmpty()) {
      sb.append("<div class=\"hp\">").append(Html.escape(String.join(" \u203a ",
          c.headingPath()))).append("</div>");
    }
    write(sb.toString());
  }

  private void close(int chunk) {
    if (chunk >= 0) {
      write("</div></section>\n");
    }
  }

  private void element(Element e, boolean unplaced) {
    String title = e.id() + " \u00b7 " + e.tokens() + " tokens \u00b7 line " + e.span().line()
        + (e.span().endLine() > e.span().line() ? "\u2013" + e.span().endLine() : "")
        + (unplaced ? " \u00b7 in no chunk: repeated as context" : "");
    try {
      out.write("<div class=\"e k-");
      out.write(e.kind().idPrefix());
      out.write(unplaced ? " x\" title=\"" : "\" title=\"");
      Html.write(out, title);
      out.write("\">");
      Html.write(out, e.text());
      out.write("</div>\n");
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
  }

  private static String lines(Chunk c) {
    String lines = "L" + c.span().line() + (c.span().endLine() > c.span().line()
        ? "\u2013" + c.span().endLine() : "");
    if (c.span().hasPage()) {
      lines += "<br>p. " + c.span().page() + (c.span().endPage() > c.span().page()
          ? "\u2013" + c.span().endPage() : "");
    }
    return lines;
  }

  private static String ids(List<ElementId> ids) {
    if (ids.size() <= 4) {
      return ids.stream().map(ElementId::value).collect(Collectors.joining(", "));
    }
    return ids.get(0) + " \u2026 " + ids.get(ids.size() - 1) + " (" + ids.size() + ")";
  }

  private void write(String s) {
    try {
      out.write(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
