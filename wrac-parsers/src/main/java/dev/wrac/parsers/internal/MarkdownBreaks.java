package dev.wrac.parsers.internal;

import com.vladsch.flexmark.ast.ThematicBreak;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.parser.block.AbstractBlockParser;
import com.vladsch.flexmark.parser.block.AbstractBlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockContinue;
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
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Set;

/**
 * Thematic breaks ({@code ***}, {@code - - -}, {@code ___}), recognised as flexmark's own
 * parser does (it is switched off with {@link Parser#THEMATIC_BREAK_PARSER} and this factory
 * added instead) but by a scan of the line: flexmark's regular expression recurses once per
 * marker character, so a line of 100,000 dashes overflowed the stack.
 */
public final class MarkdownBreaks implements CustomBlockParserFactory {
  @Override
  public Set<Class<?>> getAfterDependents() {
    return Set.of(BlockQuoteParser.Factory.class, MarkdownHeadings.class,
        FencedCodeBlockParser.Factory.class, HtmlBlockParser.Factory.class);
  }

  @Override
  public Set<Class<?>> getBeforeDependents() {
    return Set.of(ListBlockParser.Factory.class, IndentedCodeBlockParser.Factory.class);
  }

  @Override
  public boolean affectsGlobalScope() {
    return false;
  }

  @Override
  public BlockParserFactory apply(DataHolder options) {
    return new Factory(options);
  }

  /** Whether {@code s} is a thematic break: three or more of one of {@code * - _}, and blanks. */
  static boolean isBreak(CharSequence s) {
    if (s.length() == 0) {
      return false;
    }
    char marker = s.charAt(0);
    if (marker != '*' && marker != '-' && marker != '_') {
      return false;
    }
    int count = 0;
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == marker) {
        count++;
      } else if (c != ' ' && c != '\t') {
        return false;
      }
    }
    return count >= 3;
  }

  private static final class BreakParser extends AbstractBlockParser {
    private final ThematicBreak block = new ThematicBreak();

    BreakParser(BasedSequence line) {
      block.setChars(line);
    }

    @Override
    public Block getBlock() {
      return block;
    }

    @Override
    public void closeBlock(ParserState state) {
      block.setCharsFromContent();
    }

    @Override
    public BlockContinue tryContinue(ParserState state) {
      return BlockContinue.none();
    }
  }

  private static final class Factory extends AbstractBlockParserFactory {
    private final boolean relaxedStart;

    Factory(DataHolder options) {
      super(options);
      this.relaxedStart = Parser.THEMATIC_BREAK_RELAXED_START.get(options);
    }

    @Override
    public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
      if (state.getIndent() >= 4
          || (matched.getBlockParser().isParagraphParser() && !relaxedStart)) {
        return BlockStart.none();
      }
      BasedSequence line = state.getLine();
      if (isBreak(line.subSequence(state.getNextNonSpaceIndex(), line.length()))) {
        return BlockStart.of(new BreakParser(line.subSequence(state.getIndex())))
            .atIndex(line.length());
      }
      return BlockStart.none();
    }
  }
}
