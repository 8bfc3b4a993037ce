package dev.wrac.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.validate.PlanValidator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The invariants every plan and every chunk list must satisfy, checked the same way after every
 * planner test, whatever the fixture. Published in the wrac-testing artifact for the tests of
 * every module and of users.
 */
public final class PlanInvariants {
  private PlanInvariants() {}

  /** Every element that must be placed is in exactly one chunk; no chunk is empty; ids known. */
  public static void assertCovers(ParsedDocument doc, ChunkPlan plan) {
    assertCovers(doc, plan, dev.wrac.context.PlanningContext.defaults());
  }

  /** As {@link #assertCovers(ParsedDocument, ChunkPlan)}, validated in {@code context}. */
  public static void assertCovers(ParsedDocument doc, ChunkPlan plan,
      dev.wrac.context.PlanningContext context) {
    assertThat(PlanValidator.validate(doc, plan, context).summary()).as("plan issues")
        .isEqualTo("no issues");
    Map<ElementId, Integer> placements = new HashMap<>();
    for (List<ElementId> group : plan.chunks()) {
      assertThat(group).as("chunk").isNotEmpty();
      for (ElementId id : group) {
        assertThat(doc.contains(id)).as("known id %s", id).isTrue();
        placements.merge(id, 1, Integer::sum);
      }
    }
    for (int i = 0; i < doc.size(); i++) {
      Element e = doc.elements().get(i);
      if (doc.mustBePlaced(i)) {
        assertThat(placements.getOrDefault(e.id(), 0)).as("placements of %s", e.id()).isEqualTo(1);
      }
    }
  }

  /**
   * Each chunk's text is its context and own elements' texts, in document order, joined by
   * newlines: nothing rewritten, nothing invented, nothing reordered.
   */
  public static void assertVerbatim(ParsedDocument doc, ChunkPlan plan, List<Chunk> chunks) {
    assertThat(chunks).hasSize(plan.size());
    for (int k = 0; k < chunks.size(); k++) {
      Chunk chunk = chunks.get(k);
      assertThat(chunk.elementIds()).as("chunk %d members", k)
          .containsExactlyInAnyOrderElementsOf(plan.chunks().get(k));
      String text = chunk.text();
      int from = 0;
      int lastPosition = -1;
      List<ElementId> shown = new java.util.ArrayList<>(chunk.contextIds());
      shown.addAll(chunk.elementIds());
      shown.sort(java.util.Comparator.comparingInt(doc::indexOf));
      StringBuilder rebuilt = new StringBuilder();
      for (ElementId id : shown) {
        int position = doc.indexOf(id);
        assertThat(position).as("document order in chunk %d", k).isGreaterThan(lastPosition);
        lastPosition = position;
        String piece = doc.element(id).text();
        int at = text.indexOf(piece, from);
        assertThat(at).as("text of %s in chunk %d", id, k).isGreaterThanOrEqualTo(from);
        assertThat(text.substring(from, at)).as("between elements").matches("\\n*");
        from = at + piece.length();
        rebuilt.append(piece);
      }
      assertThat(from).as("nothing after the last element").isEqualTo(text.length());
      assertThat(text.replace("\n", "")).isEqualTo(rebuilt.toString().replace("\n", ""));
      assertEmbedText(doc, k, chunk, shown);
    }
  }

  /** The embed text is the shown elements' contents, in order, with the text's separators. */
  private static void assertEmbedText(ParsedDocument doc, int k, Chunk chunk,
      List<ElementId> shown) {
    StringBuilder expected = new StringBuilder();
    for (ElementId id : shown) {
      expected.append(doc.element(id).content());
    }
    assertThat(chunk.embedText().replace("\n", "")).as("embed text of chunk %d", k)
        .isEqualTo(expected.toString().replace("\n", ""));
  }

  /**
   * Every element's content holds nothing but words of its text, in order: its letters and
   * digits are a subsequence of the text's (markup is taken away, never added). A table row's
   * content may add its column headers (the row sentence).
   */
  public static void assertContentFromText(ParsedDocument doc) {
    for (Element e : doc.elements()) {
      String source = e.text();
      String allowed = e.kind() == ElementKind.TABLE_ROW
          ? String.join(" ", e.headerCells()) + " " + source : source;
      String content = alnum(e.content());
      if (e.kind() == ElementKind.TABLE_ROW && e.content().contains(": ")) {
        for (String word : e.content().split("[^\\p{L}\\p{N}]+")) {
          assertThat(allowed).as("word of row %s", e.id()).contains(word);
        }
        continue;
      }
      assertThat(isSubsequence(content, alnum(allowed)))
          .as("content of %s %s is taken from its text %s", e.id(), quote(e.content()),
              quote(e.text()))
          .isTrue();
    }
  }

  private static String quote(String s) {
    return "'" + (s.length() > 200 ? s.substring(0, 200) + "..." : s) + "'";
  }

  private static String alnum(String s) {
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
    return out.toString();
  }

  private static boolean isSubsequence(String part, String whole) {
    int j = 0;
    for (int i = 0; i < part.length(); i++) {
      char c = part.charAt(i);
      while (j < whole.length() && whole.charAt(j) != c) {
        j++;
      }
      if (j == whole.length()) {
        return false;
      }
      j++;
    }
    return true;
  }

  /** Every element's span slices its text out of the source (for verbatim parsers). */
  public static void assertSpansSliceSource(ParsedDocument doc, String source) {
    for (Element e : doc.elements()) {
      assertThat(source.substring(e.span().start(), e.span().end())).as("span of %s", e.id())
          .isEqualTo(e.text());
      int line = 1 + (int) source.substring(0, e.span().start()).chars().filter(c -> c == '\n').count();
      assertThat(e.span().line()).as("line of %s", e.id()).isEqualTo(line);
    }
  }
}
