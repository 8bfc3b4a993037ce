package dev.wrac.context;

/**
 * What the assembler adds around a chunk's own elements. Planners read the same options so
 * their size estimates match the assembled text.
 *
 * @param headingLevels how many enclosing headings precede a chunk's elements: the outermost
 *                      one (usually the document title) and the nearest {@code headingLevels - 1}
 *                      below it; 0 adds none. Default 3, at most 6
 * @param repeatIntros  whether a table split across chunks repeats its header row in each, and
 *                      a split list repeats its lead-in paragraph; default {@code true}. Parsers
 *                      give a row or item its intro only where the two fit one element's size
 *                      together ({@code ParseOptions#maxElementTokens}), so a repeated intro
 *                      does not take a chunk of one element past the room left for it
 */
public record AssemblyOptions(int headingLevels, boolean repeatIntros) {
  /** Three heading levels, intros repeated. */
  public static final AssemblyOptions DEFAULT = new AssemblyOptions(3, true);

  public AssemblyOptions {
    if (headingLevels < 0 || headingLevels > 6) {
      throw new IllegalArgumentException("headingLevels must be 0-6, was " + headingLevels);
    }
  }
}
