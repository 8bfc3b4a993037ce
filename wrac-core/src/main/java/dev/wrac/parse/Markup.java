package dev.wrac.parse;

import dev.wrac.model.ElementKind;

/**
 * A format's markup rule: the content of an element, that is its verbatim text with the
 * format's markup removed and its words unchanged and in order. {@link DocumentBuilder} applies
 * it to every element a parser adds (and to each piece of an element it cuts), so planners can
 * size chunks by content and chunks can hand out a markup-free {@code embedText}.
 *
 * <p>Formats whose element text carries no markup (HTML's visible text, plain text, office
 * documents, PDF) use {@link #NONE}.
 */
@FunctionalInterface
public interface Markup {
  /** No markup: the content is the text. */
  Markup NONE = (kind, text) -> text;

  /**
   * The content of an element.
   *
   * @param kind what the element is
   * @param text the element's text exactly as in the source (or a piece of it)
   * @return the text without markup; may be {@code text} itself, never {@code null}
   */
  String content(ElementKind kind, String text);
}
