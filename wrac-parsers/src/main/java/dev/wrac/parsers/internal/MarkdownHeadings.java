package dev.wrac.parsers.internal;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.ListItem;
import com.vladsch.flexmark.parser.InlineParser;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.parser.block.AbstractBlockParser;
import com.vladsch.flexmark.parser.block.AbstractBlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockContinue;
import com.vladsch.flexmark.parser.block.BlockParser;
import com.vladsch.flexmark.parser.block.BlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockStart;
import com.vladsch.flexmark.parser.block.CustomBlockParserFactory;
import com.vladsch.flexmark.parser.block.MatchedBlockParser;
import com.vladsch.flexmark.parser.block.ParserState;
import com.vladsch.flexmark.parser.core.BlockQuoteParser;
import com.vladsch.flexmark.parser.core.FencedCodeBlockParser;
import com.vladsch.flexmark.parser.core.HtmlBlockParser;
import com.vladsch.flexmark.parser.core.IndentedCodeBlockParser;
import com.vladsch.flexmark.parser.core.ListBlockParser;
import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.ast.BlockContent;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Set;

/**
 * ATX and setext headings, parsed as flexmark's own heading parser does with default options
 * (it is switched off with {@link Parser#HEADING_PARSER} and this factory added instead), in
 * linear time. flexmark's parser asks for the whole paragraph's content on every line it
 * examines, whether or not the line is a setext underline, so a paragraph of {@code n} lines
 * (a long pipe table, a run of link reference definitions) cost {@code n²}; this one asks only
 * under an underline. The closing {@code #}s of an ATX heading are found by a backward scan
 * instead of flexmark's regular expression, which backtracks over long runs of spaces.
 */
public final class MarkdownHeadings implements CustomBlockParserFactory {
  @Override
  public Set<Class<?>> getAfterDependents() {
    return Set.of(BlockQuoteParser.Factory.class);
  }

  @Override
  public Set<Class<?>> getBeforeDependents() {
    return Set.of(FencedCodeBlockParser.Factory.class, HtmlBlockParser.Factory.class,
        MarkdownBreaks.class, ListBlockParser.Factory.class,
        IndentedCodeBlockParser.Factory.class);
  }

  @Override
  public boolean affectsGlobalScope() {
    return false;
  }

  @Override
  public BlockParserFactory apply(DataHolder options) {
    return new Factory(options);
  }

  /** The parser of one heading: a heading is one line, or a paragraph and its underline. */
  private static final class HeadingBlockParser extends AbstractBlockParser {
    private final Heading block = new Heading();

    HeadingBlockParser(int level) {
      block.setLevel(level);
    }

    @Override
    public Block getBlock() {
      return block;
    }

    @Override
    public BlockContinue tryContinue(ParserState state) {
      return BlockContinue.none();
    }

    @Override
    public void parseInlines(InlineParser inlineParser) {
      inlineParser.parse(block.getText(), block);
    }

    @Override
    public void closeBlock(ParserState state) {
      // nothing to close: the heading was complete when it started
    }
  }

  private static final class Factory extends AbstractBlockParserFactory {
    private final boolean canInterruptItemParagraph;

    Factory(DataHolder options) {
      super(options);
      this.canInterruptItemParagraph = Parser.HEADING_CAN_INTERRUPT_ITEM_PARAGRAPH.get(options);
    }

    @Override
    public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
      if (state.getIndent() >= 4 || state.getActiveBlockParser() instanceof FencedCodeBlockParser) {
        return BlockStart.none();
      }
      BlockParser parser = matched.getBlockParser();
      if (!canInterruptItemParagraph && parser.isParagraphParser()
          && parser.getBlock().getParent() instanceof ListItem
          && parser.getBlock() == parser.getBlock().getParent().getFirstChild()) {
        return BlockStart.none();
      }
      BasedSequence line = state.getLine();
      BasedSequence rest = line.subSequence(state.getNextNonSpaceIndex(), line.length());
      int opening = atxOpening(rest);
      if (opening > 0) {
        return atx(rest, opening, line.length());
      }
      int setext = setextLevel(rest);
      if (setext == 0 || !parser.isParagraphParser()) {
        return BlockStart.none();
      }
      // only now, under an underline, is the paragraph's content built
      BlockContent content = new BlockContent();
      content.addAll(matched.getParagraphLines(), matched.getParagraphEolLengths());
      HeadingBlockParser heading = new HeadingBlockParser(setext);
      heading.block.setText(content.getContents().trim());
      heading.block.setClosingMarker(line.trim());
      heading.block.setCharsFromContent();
      return BlockStart.of(heading).atIndex(line.length()).replaceActiveBlockParser();
    }

    private static BlockStart atx(BasedSequence rest, int opening, int lineLength) {
      BasedSequence marker = rest.subSequence(0, opening).trim();
      BasedSequence text = rest.subSequence(opening);
      BasedSequence closing = null;
      int closingStart = atxClosingStart(text);
      if (closingStart >= 0) {
        closing = text.subSequence(closingStart).trim();
        text = text.subSequence(0, closingStart);
      }
      HeadingBlockParser heading = new HeadingBlockParser(marker.length());
      heading.block.setOpeningMarker(marker);
      heading.block.setText(text.trim());
      heading.block.setClosingMarker(closing);
      heading.block.setCharsFromContent();
      return BlockStart.of(heading).atIndex(lineLength);
    }
  }

  /**
   * The length of an ATX opening ({@code ^#{1,6}(?:[ \t]+|$)}: the {@code #}s and the white
   * space after them) at the start of {@code s}, or 0.
   */
  static int atxOpening(CharSequence s) {
    int n = s.length();
    int hashes = 0;
    while (hashes < n && hashes < 7 && s.charAt(hashes) == '#') {
      hashes++;
    }
    if (hashes == 0 || hashes > 6) {
      return 0;
    }
    if (hashes == n) {
      return hashes;
    }
    int end = hashes;
    while (end < n && (s.charAt(end) == ' ' || s.charAt(end) == '\t')) {
      end++;
    }
    return end > hashes ? end : 0;
  }

  /**
   * Where the closing sequence of an ATX heading's text starts (flexmark's
   * {@code (^| |\t)[ \t]*#+[ \t]*$}: {@code #}s at the end, after white space or alone), or -1.
   */
  static int atxClosingStart(CharSequence s) {
    int end = s.length();
    while (end > 0 && isBlank(s.charAt(end - 1))) {
      end--;
    }
    int hashes = end;
    while (hashes > 0 && s.charAt(hashes - 1) == '#') {
      hashes--;
    }
    if (hashes == end) {
      return -1;
    }
    int space = hashes;
    while (space > 0 && isBlank(s.charAt(space - 1))) {
      space--;
    }
    if (space == 0) {
      return 0;
    }
    return space < hashes ? space : -1;
  }

  /** 1 for a {@code =} underline, 2 for {@code -} ({@code ^(?:=+|-+)[ \t]*$}), else 0. */
  static int setextLevel(CharSequence s) {
    int n = s.length();
    if (n == 0 || (s.charAt(0) != '=' && s.charAt(0) != '-')) {
      return 0;
    }
    char c = s.charAt(0);
    int i = 0;
    while (i < n && s.charAt(i) == c) {
      i++;
    }
    while (i < n && isBlank(s.charAt(i))) {
      i++;
    }
    return i == n ? (c == '=' ? 1 : 2) : 0;
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }
}
