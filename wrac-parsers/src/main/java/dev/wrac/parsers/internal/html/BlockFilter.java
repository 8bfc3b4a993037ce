package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementKind;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Drops blocks of the main content that are page furniture rather than content. */
final class BlockFilter {
  /** Short lines that label ads and widgets rather than say anything. */
  private static final Pattern FURNITURE = Pattern.compile(
      "(?i)(advertisement|advertising|sponsored( content)?|ad|skip (to|this) (content|ad)"
          + "|share( this( article| story)?)?|read more|continue reading|related( articles?| stories)?"
          + "|more (stories|articles)|click here|loading\\.*|subscribe|sign up|log ?in|print)"
          + "[\\s:.!»›>…]*");

  private BlockFilter() {}

  static List<Block> apply(List<Block> blocks) {
    List<Block> kept = new ArrayList<>(blocks.size());
    for (Block b : blocks) {
      if (b.kind() != ElementKind.HEADING && b.kind() != ElementKind.TABLE_ROW
          && b.kind() != ElementKind.TABLE_HEADER && b.linkDensity() > 0.5) {
        continue;
      }
      if (b.text().length() < 40 && FURNITURE.matcher(b.text()).matches()) {
        continue;
      }
      kept.add(b);
    }
    return kept;
  }
}
