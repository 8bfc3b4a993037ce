package dev.wrac.adaptive.internal;

import dev.wrac.adaptive.TextRange;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The protected blocks of a document, from its elements (see DocumentAnalysis#blocks). */
public final class Blocks {
  private Blocks() {}

  /** Blocks as ranges of the analysis text, whose element {@code i} spans starts[i]..ends[i]. */
  public static List<TextRange> of(List<Element> elements, int[] starts, int[] ends) {
    List<TextRange> out = new ArrayList<>();
    int i = 0;
    while (i < elements.size()) {
      Element e = elements.get(i);
      int last = runEnd(elements, i);
      String kind = kind(e.kind());
      if (kind != null) {
        out.add(new TextRange(starts[i], ends[last], kind));
      }
      if (e.kind() == ElementKind.CAPTION) {
        out.add(captioned(elements, i, starts, ends)
            .orElse(new TextRange(starts[i], ends[i], "caption")));
      }
      i = last + 1;
    }
    return List.copyOf(out);
  }

  private static String kind(ElementKind kind) {
    return switch (kind) {
      case TABLE_ROW, TABLE_HEADER -> "table";
      case LIST_ITEM -> "list";
      case PARAGRAPH -> "paragraph";
      default -> null;
    };
  }

  /** The last element of the block starting at {@code from}. */
  private static int runEnd(List<Element> elements, int from) {
    Element first = elements.get(from);
    int last = from;
    while (last + 1 < elements.size() && continues(elements.get(last), elements.get(last + 1),
        first)) {
      last++;
    }
    return last;
  }

  private static boolean continues(Element prev, Element next, Element first) {
    switch (first.kind()) {
      case TABLE_ROW, TABLE_HEADER:
        return isTable(next) && Objects.equals(next.group(), first.group());
      case LIST_ITEM:
        return next.kind() == ElementKind.LIST_ITEM;
      case PARAGRAPH:
        // the parser cuts a paragraph over its element cap into adjacent pieces; paragraphs of
        // the source are at least a blank line apart
        return next.kind() == ElementKind.PARAGRAPH
            && next.span().start() - prev.span().end() <= 1
            && next.headingPath().equals(prev.headingPath());
      default:
        return false;
    }
  }

  private static boolean isTable(Element e) {
    return e.kind() == ElementKind.TABLE_ROW || e.kind() == ElementKind.TABLE_HEADER;
  }

  /** A caption with the table right after or right before it, if any. */
  private static Optional<TextRange> captioned(List<Element> elements, int caption,
      int[] starts, int[] ends) {
    if (caption + 1 < elements.size() && isTable(elements.get(caption + 1))) {
      return Optional.of(new TextRange(starts[caption],
          ends[runEnd(elements, caption + 1)], "caption"));
    }
    if (caption > 0 && isTable(elements.get(caption - 1))) {
      int first = caption - 1;
      while (first > 0 && isTable(elements.get(first - 1))
          && Objects.equals(elements.get(first - 1).group(), elements.get(caption - 1).group())) {
        first--;
      }
      return Optional.of(new TextRange(starts[first], ends[caption], "caption"));
    }
    return Optional.empty();
  }
}
