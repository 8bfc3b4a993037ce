package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.LineIndex;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One page on its way from decoded text to a {@link ParsedDocument}: read whole as a DOM
 * ({@link DomPage}) or, above a size, as a stream ({@link StreamedPage}); then its blocks become
 * elements, for a streamed page as they are read, and can go out in segments.
 */
public final class HtmlPage {
  /** Bold one-line paragraphs longer than this many characters are not taken as headings. */
  private static final int MAX_BOLD_HEADING_CHARS = 120;

  /**
   * The largest page read as a DOM when pages cannot be streamed (see
   * {@link StreamedPage#isAvailable}): 32 Mi characters, a few GB of heap.
   */
  private static final long MAX_DOM_CHARS = 32L * 1024 * 1024;

  /**
   * How pages are read.
   *
   * @param mainContent      keep only the main content (else everything visible)
   * @param boldHeadings     take bold one-line paragraphs followed by text as headings
   * @param sentences        table rows as "Header: value; …" sentences
   * @param streamAboveChars pages longer than this many characters are read as a stream
   */
  public record Settings(boolean mainContent, boolean boldHeadings, boolean sentences,
      long streamAboveChars) {}

  /**
   * Where a streamed page is cut into segments.
   *
   * @param elements a segment ends, once it holds this many elements, before the next block
   *                 outside every list and table
   * @param most     a segment ends before the next block once it holds this many elements
   *                 even inside a list or table (whose later items then lose their lead-in or
   *                 header as intro: {@link DocumentBuilder#flushSegment} keeps intros within
   *                 a segment only)
   */
  public record Segments(int elements, int most) {
    /** The default: 4096 elements, at most 16384. */
    public static final Segments DEFAULT = new Segments(4096, 16384);

    public Segments {
      if (elements < 1 || most < elements) {
        throw new IllegalArgumentException("need 1 <= elements <= most, was " + elements
            + ", " + most);
      }
    }
  }

  /** Document metadata key: how the page was read, one of the {@link Route} values. */
  public static final String PATH_KEY = "html.path";
  /** Document metadata key: which content was kept ({@code main}, {@code all-visible} or
   * {@code all-visible-fallback} when the main content kept nothing). */
  public static final String CONTENT_KEY = "html.content";

  private static final Logger LOG = LoggerFactory.getLogger(HtmlPage.class);
  private static final AtomicBoolean UNSTREAMABLE_LOGGED = new AtomicBoolean();

  /** How a page is read, as recorded under {@link #PATH_KEY}. */
  public enum Route {
    /** Whole, as a DOM (pages up to the streaming threshold). */
    DOM("dom"),
    /** As a stream. */
    STREAMED("streamed"),
    /** As a DOM although longer than the streaming threshold: streaming is not available. */
    DOM_UNSTREAMABLE("dom-streaming-unavailable");

    private final String value;

    Route(String value) {
      this.value = value;
    }

    /** The metadata value. */
    public String value() {
      return value;
    }
  }

  private static final String READING = CheckedReader.READING;

  private HtmlPage() {}

  /**
   * Parses decoded page text (never fetches anything: no base URI, no resources).
   *
   * @throws DocumentParseException {@link Reason#TOO_LARGE} for a page that should be
   *     streamed where streaming is not available and that is larger than
   *     {@link #MAX_DOM_CHARS}
   */
  public static ParsedDocument parse(String name, String mediaType, String html,
      ParseOptions options, Settings settings, ParseDeadline deadline) {
    DocumentBuilder builder = new DocumentBuilder(name, mediaType, options);
    Route route = route(name, html, settings);
    record(builder, route, settings);
    if (route == Route.STREAMED) {
      Emitter emitter = new Emitter(html, builder, settings.boldHeadings(), null, null,
          deadline);
      PageHead head = StreamedPage.read(html, settings.mainContent(), settings.sentences(),
          emitter);
      emitter.finish();
      head.metadata().forEach(builder::metadata);
      builder.title(head.title() != null ? head.title() : emitter.firstH1);
      return builder.build();
    }
    PageContent page = DomPage.read(html, settings.mainContent(), settings.sentences(),
        deadline);
    page.head().metadata().forEach(builder::metadata);
    if (page.fellBack()) {
      builder.metadata(CONTENT_KEY, "all-visible-fallback");
      LOG.debug("{}: the main content kept nothing; all visible text is kept", name);
    }
    Emitter emitter = new Emitter(html, builder, settings.boldHeadings(), null, null, deadline);
    List<Block> blocks = page.blocks();
    for (int k = 0; k < blocks.size(); k++) {
      emitter.block(blocks.get(k), false, g -> true);
      blocks.set(k, null); // dropped once it is on its way to an element
    }
    emitter.finish();
    builder.title(page.head().title() != null ? page.head().title() : emitter.firstH1);
    return builder.build();
  }

  /**
   * Parses decoded page text into consecutive segments: a streamed page is handed out while it
   * is read, cut as {@code cuts} says; a page read as a DOM is one segment. The segments'
   * elements are {@link #parse}'s, in order, with the same IDs and spans (unless a list or
   * table outgrows {@link Segments#most}). Each segment carries the head's title and metadata
   * as they are when the body begins; without a {@code <title>} (or {@code og:title}) the
   * title is the page's first level-1 heading on the segments handed out once it is read, and
   * {@code null} on those before.
   *
   * @throws DocumentParseException as {@link #parse}, and {@link Reason#EMPTY} if no element
   *     is found
   */
  public static void parseSegments(String name, String mediaType, String html,
      ParseOptions options, Settings settings, Segments cuts, Consumer<ParsedDocument> sink,
      ParseDeadline deadline) {
    if (route(name, html, settings) != Route.STREAMED) {
      sink.accept(parse(name, mediaType, html, options, settings, deadline));
      return;
    }
    DocumentBuilder builder = new DocumentBuilder(name, mediaType, options);
    record(builder, Route.STREAMED, settings);
    Emitter emitter = new Emitter(html, builder, settings.boldHeadings(), cuts, sink, deadline);
    StreamedPage.read(html, settings.mainContent(), settings.sentences(), emitter);
    emitter.finish();
    if (builder.pendingSize() > 0) {
      sink.accept(builder.flushSegment());
    } else if (emitter.segments == 0) {
      builder.build(); // throws: the page has no text content
    }
  }

  private static void record(DocumentBuilder builder, Route route, Settings settings) {
    builder.metadata(PATH_KEY, route.value());
    builder.metadata(CONTENT_KEY, settings.mainContent() ? "main" : "all-visible");
  }

  /**
   * How the page is read; refuses it if it should be streamed but cannot be and is too long
   * for a DOM. Reading a DOM where a stream was due is logged once per JVM.
   */
  private static Route route(String name, String html, Settings settings) {
    if (html.length() <= settings.streamAboveChars()) {
      return Route.DOM;
    }
    if (StreamedPage.isAvailable()) {
      return Route.STREAMED;
    }
    if (html.length() > Math.max(settings.streamAboveChars(), MAX_DOM_CHARS)) {
      throw new DocumentParseException(name, Reason.TOO_LARGE, html.length()
          + " characters: pages over " + settings.streamAboveChars() + " characters are read as"
          + " a stream, which needs jsoup's parser package open to this code (jsoup on the"
          + " class path, or --add-opens org.jsoup/org.jsoup.parser=<module of wrac-parsers>),"
          + " and as a DOM up to " + MAX_DOM_CHARS + " characters only");
    }
    if (UNSTREAMABLE_LOGGED.compareAndSet(false, true)) {
      LOG.warn("{}: {} characters, read as a DOM instead of a stream (more heap, and the main"
          + " content scored over the whole page): jsoup's parser package is not open to"
          + " wrac-parsers (--add-opens org.jsoup/org.jsoup.parser=<module of wrac-parsers>);"
          + " pages over {} characters will be refused. Logged once; each document records"
          + " {}={}", name, html.length(), MAX_DOM_CHARS, PATH_KEY,
          Route.DOM_UNSTREAMABLE.value());
    }
    return Route.DOM_UNSTREAMABLE;
  }

  /**
   * Turns blocks into elements as they come, one block behind (a bold paragraph is a heading
   * only if text follows), and, given a sink, hands the elements out in segments.
   */
  private static final class Emitter implements StreamedPage.Output {
    private final LineIndex lines;
    private final DocumentBuilder builder;
    private final boolean boldHeadings;
    private final Segments cuts;
    private final Consumer<ParsedDocument> sink;
    /** Builder groups of the lists and tables that may not be complete. */
    private final Map<Integer, String> groups = new HashMap<>();
    private final Map<Integer, ElementId> headers = new HashMap<>();
    /** Groups held when the complete ones are next forgotten. */
    private int forgetAbove = 64;
    private int headingLevel = 1;
    private Block pending;
    private boolean pendingBoundary;
    private boolean started;
    /** The text of the first level-1 heading block, or null. */
    String firstH1;
    /** Segments handed out. */
    long segments;
    private final ParseDeadline deadline;

    Emitter(String html, DocumentBuilder builder, boolean boldHeadings, Segments cuts,
        Consumer<ParsedDocument> sink, ParseDeadline deadline) {
      this.deadline = deadline;
      this.lines = new LineIndex(html);
      this.builder = builder;
      this.boldHeadings = boldHeadings;
      this.cuts = cuts;
      this.sink = sink;
    }

    @Override
    public void start(PageHead head) {
      if (sink != null && !started) {
        started = true;
        head.metadata().forEach(builder::metadata);
        builder.title(head.title());
      }
    }

    @Override
    public void step(int position) {
      deadline.check(READING, position);
    }

    @Override
    public void block(Block b, boolean boundary, IntPredicate open) {
      deadline.check(READING, b.start());
      if (firstH1 == null && b.kind() == ElementKind.HEADING && b.level() == 1) {
        firstH1 = b.text();
        builder.titleIfAbsent(firstH1);
      }
      if (pending != null) {
        emit(pending, pendingBoundary, b);
      }
      pending = b;
      pendingBoundary = boundary;
      if (groups.size() > forgetAbove) {
        // the complete lists and tables get no more blocks: the maps stay as small as the
        // open ones (amortised over the blocks that filled them)
        IntPredicate keep = g -> g == b.group() || open.test(g);
        groups.keySet().removeIf(g -> !keep.test(g));
        headers.keySet().removeIf(g -> !keep.test(g));
        forgetAbove = Math.max(64, 2 * groups.size());
      }
    }

    @Override
    public void fallBack() {
      builder.metadata(CONTENT_KEY, "all-visible-fallback");
      LOG.warn("{}: the main content of this streamed page kept nothing; read again keeping all"
          + " visible text ({}=all-visible-fallback)", builder.name(), CONTENT_KEY);
    }

    void finish() {
      if (pending != null) {
        emit(pending, pendingBoundary, null);
        pending = null;
      }
    }

    private void emit(Block b, boolean boundary, Block next) {
      if (sink != null && builder.pendingSize() > 0
          && (builder.pendingSize() >= cuts.most()
              || boundary && builder.pendingSize() >= cuts.elements())) {
        sink.accept(builder.flushSegment());
        segments++;
      }
      var span = lines.span(b.start(), b.end());
      switch (b.kind()) {
        case HEADING -> {
          builder.heading(b.level(), b.text(), b.text(), span);
          headingLevel = b.level();
        }
        case PARAGRAPH -> {
          if (boldHeadings && isBoldHeading(b, next)) {
            builder.heading(Math.min(6, headingLevel + 1), b.text(), b.text(), span);
          } else {
            builder.block(ElementKind.PARAGRAPH, b.text(), span);
          }
        }
        case LIST_ITEM -> builder.listItem(b.text(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("list")), b.level(),
            b.ordinal());
        case TABLE_HEADER -> headers.put(b.group(), builder.tableHeader(b.text(), b.cells(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("table"))));
        case TABLE_ROW -> builder.tableRow(b.text(), b.cells(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("table")),
            headers.get(b.group()), b.headerCells());
        default -> builder.block(b.kind(), b.text(), span);
      }
    }
  }

  /** A bold one-line paragraph, short, not a sentence, followed by text: a heading. */
  private static boolean isBoldHeading(Block b, Block next) {
    if (!b.allBold() || next == null || next.kind() == ElementKind.HEADING) {
      return false;
    }
    String t = b.text();
    if (t.length() > MAX_BOLD_HEADING_CHARS || t.indexOf('\n') >= 0) {
      return false;
    }
    char last = t.charAt(t.length() - 1);
    return last != '.' && last != ',' && last != ';' && b.linkChars() * 2 < b.chars();
  }
}
