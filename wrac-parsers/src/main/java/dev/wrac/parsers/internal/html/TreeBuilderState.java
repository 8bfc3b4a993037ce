package dev.wrac.parsers.internal.html;

import java.lang.reflect.Field;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.parser.HtmlTreeBuilder;
import org.jsoup.parser.Parser;

/**
 * What jsoup's HTML tree builder keeps package-private and a walk that follows the parse needs:
 * its stack of open elements (exactly the elements jsoup may still add to) and its list of
 * active formatting elements. Reached by reflection, which works when jsoup is on the class
 * path; where the JVM refuses it (jsoup a named module whose parser package is not open to
 * this code), {@link #isAvailable} is false. This class is the only place that reaches into
 * jsoup; the system property {@value #REFUSE_PROPERTY} set to {@code true} makes it behave as
 * where the JVM refuses (to test that path, or to rule streaming out).
 *
 * <p>jsoup 1.22's public API cannot replace it: {@link org.jsoup.parser.StreamParser} reports an
 * element when it leaves the stack (popped or removed), but not when the adoption agency
 * replaces it on the stack, and never what is still open, so the walk could not tell a
 * replaced element from an open one.
 */
final class TreeBuilderState {
  /** Set to {@code true}, reading jsoup's state is refused as if by the JVM. */
  static final String REFUSE_PROPERTY = "wrac.html.refuseJsoupReflection";

  private static final Field STACK = field(HtmlTreeBuilder.class.getSuperclass(), "stack");
  private static final Field FORMATTING = field(HtmlTreeBuilder.class, "formattingElements");

  private final List<Element> openElements;
  private final List<Element> formattingElements;

  private TreeBuilderState(List<Element> openElements, List<Element> formattingElements) {
    this.openElements = openElements;
    this.formattingElements = formattingElements;
  }

  /** Whether this JVM lets the tree builder's state be read. */
  static boolean isAvailable() {
    return STACK != null && FORMATTING != null && !Boolean.getBoolean(REFUSE_PROPERTY);
  }

  /**
   * The state of the parse {@code parser} was just given input for (the lists are made anew
   * for each parse).
   *
   * @throws IllegalStateException if the state cannot be read (see {@link #isAvailable})
   */
  @SuppressWarnings("unchecked")
  static TreeBuilderState of(Parser parser) {
    if (isAvailable() && parser.getTreeBuilder() instanceof HtmlTreeBuilder builder) {
      try {
        return new TreeBuilderState((List<Element>) STACK.get(builder),
            (List<Element>) FORMATTING.get(builder));
      } catch (IllegalAccessException | RuntimeException e) {
        throw new IllegalStateException("cannot read jsoup's tree builder", e);
      }
    }
    throw new IllegalStateException("cannot read jsoup's tree builder");
  }

  /** jsoup's stack of open elements, bottom first (live: it changes as the parse goes on). */
  List<Element> openElements() {
    return openElements;
  }

  /** jsoup's list of active formatting elements; markers are {@code null} (live). */
  List<Element> formattingElements() {
    return formattingElements;
  }

  private static Field field(Class<?> owner, String name) {
    try {
      Field f = owner.getDeclaredField(name);
      f.setAccessible(true);
      return f;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
