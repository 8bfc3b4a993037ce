package dev.wrac.eval.internal;

import dev.wrac.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bench's {@code recursive-text:N}, kept to compare with the library's element-based
 * {@code recursive:N} ({@link dev.wrac.plan.RecursivePlanner}, which {@code recursive:N} runs).
 * Split-then-merge by Markdown separators in priority (the adaptive-chunking baseline): split at
 * headings of level 1, then 2, ... 6, then blank lines, line breaks, sentence ends and spaces,
 * each only where a piece is still over the size, with a hard token cut last; then merge
 * neighbouring pieces greedily up to the size. Pieces keep their separators, so the chunks
 * concatenate back to the text (before each chunk is stripped of outer white space).
 */
final class RecursiveSplitter {
  /** Cut positions: before a heading line of each level, after a blank line, a line, ... */
  private static final List<Pattern> SEPARATORS = List.of(
      Pattern.compile("(?m)^# "), Pattern.compile("(?m)^## "), Pattern.compile("(?m)^### "),
      Pattern.compile("(?m)^#### "), Pattern.compile("(?m)^##### "),
      Pattern.compile("(?m)^###### "), Pattern.compile("\\n[ \\t]*\\n(?=[^\\n])"),
      Pattern.compile("\\n(?=[^\\n])"), Pattern.compile("[.!?](?=\\s)"),
      Pattern.compile(" (?=\\S)"));
  /** Whether a separator cuts before its match (headings) or after it. */
  private static final int CUT_BEFORE = 6;

  private final int size;
  private final TokenCounter tokens;

  RecursiveSplitter(int size, TokenCounter tokens) {
    this.size = size;
    this.tokens = tokens;
  }

  List<String> split(String text) {
    List<String> atoms = new ArrayList<>();
    List<Integer> atomTokens = new ArrayList<>();
    atomise(text, 0, atoms, atomTokens);
    List<String> out = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    int currentTokens = 0;
    for (int i = 0; i < atoms.size(); i++) {
      int t = atomTokens.get(i);
      if (current.length() > 0 && currentTokens + t > size) {
        add(out, current);
        current.setLength(0);
        currentTokens = 0;
      }
      current.append(atoms.get(i));
      currentTokens += t;
    }
    add(out, current);
    return out;
  }

  private static void add(List<String> out, CharSequence chunk) {
    String s = chunk.toString().strip();
    if (!s.isEmpty()) {
      out.add(s);
    }
  }

  private void atomise(String text, int level, List<String> atoms, List<Integer> atomTokens) {
    int t = tokens.count(text);
    if (t <= size) {
      atoms.add(text);
      atomTokens.add(t);
      return;
    }
    if (level == SEPARATORS.size()) {
      for (String piece : TextSplitStrategy.hardCut(text, size, tokens)) {
        atoms.add(piece);
        atomTokens.add(tokens.count(piece));
      }
      return;
    }
    List<String> pieces = cut(text, SEPARATORS.get(level), level < CUT_BEFORE);
    for (String piece : pieces) {
      atomise(piece, level + 1, atoms, atomTokens);
    }
  }

  private static List<String> cut(String text, Pattern separator, boolean before) {
    List<String> pieces = new ArrayList<>();
    Matcher m = separator.matcher(text);
    int start = 0;
    while (m.find()) {
      int at = before ? m.start() : m.end();
      if (at > start && at < text.length()) {
        pieces.add(text.substring(start, at));
        start = at;
      }
    }
    pieces.add(text.substring(start));
    return pieces;
  }
}
