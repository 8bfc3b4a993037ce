package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementKind;
import java.util.List;

/**
 * One block of visible text found in a page, before it becomes an element.
 *
 * @param kind        what the block is
 * @param level       heading level, or list depth for list items, else 0
 * @param text        the visible text, white space normalised
 * @param start       offset of the block in the decoded page
 * @param end         end offset (exclusive) in the decoded page
 * @param group       list or table number within the page (0 if none)
 * @param ordinal     number of an ordered list item, else 0
 * @param cells       table cells of a row or header, else empty
 * @param headerCells column headers of a table row, else empty
 * @param allBold     whether every visible character is bold
 * @param chars       visible non-space characters
 * @param linkChars   of which inside links
 */
record Block(ElementKind kind, int level, String text, int start, int end, int group,
    int ordinal, List<String> cells, List<String> headerCells, boolean allBold,
    int chars, int linkChars) {

  Block {
    cells = List.copyOf(cells);
    headerCells = List.copyOf(headerCells);
  }

  /** Share of the characters inside links. */
  double linkDensity() {
    return chars == 0 ? 0 : (double) linkChars / chars;
  }
}
