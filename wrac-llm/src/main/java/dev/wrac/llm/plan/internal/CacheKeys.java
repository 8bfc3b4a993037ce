package dev.wrac.llm.plan.internal;

import dev.wrac.context.PlanningWindow;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Plan cache keys: SHA-256 over what shapes an answer. Every key covers the planner's
 * {@link Planner identity} (name, version, model, prompt version) and its whole configuration,
 * which planners build from {@link dev.wrac.context.PlanningContext#describe()} plus their own
 * settings, so a change of any budget field, assembly option, token counter or window size
 * misses the cache.
 */
public final class CacheKeys {
  private CacheKeys() {}

  /**
   * Who answers: the planner's name and version, the model and the prompt version, and the
   * planner's configuration (sorted).
   */
  public record Planner(String name, String version, String model, String promptVersion,
      SortedMap<String, String> configuration) {
    public Planner {
      configuration = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(configuration));
    }
  }

  /**
   * The key of one window: its elements' content (id, kind, level, tokens, text), the headings
   * enclosing it, the window's position among the document's windows, and the planner.
   */
  public static String window(ParsedDocument doc, PlanningWindow window, Planner planner) {
    MessageDigest d = start("window", doc, planner);
    update(d, Integer.toString(window.index()));
    for (ElementId h : window.ancestorHeadings()) {
      update(d, h.value());
      update(d, doc.element(h).text());
    }
    for (Element e : window.elements(doc)) {
      element(d, e);
    }
    return HexFormat.of().formatHex(d.digest());
  }

  /** The key of a whole document for planners that send it at once. */
  public static String document(ParsedDocument doc, Planner planner) {
    MessageDigest d = start("document", doc, planner);
    for (Element e : doc.elements()) {
      element(d, e);
    }
    return HexFormat.of().formatHex(d.digest());
  }

  private static MessageDigest start(String what, ParsedDocument doc, Planner planner) {
    MessageDigest d = sha256();
    for (String part : new String[] {what, planner.name(), planner.version(), planner.model(),
        planner.promptVersion(), doc.name()}) {
      update(d, part);
    }
    update(d, Integer.toString(planner.configuration().size()));
    for (Map.Entry<String, String> e : planner.configuration().entrySet()) {
      update(d, e.getKey());
      update(d, e.getValue());
    }
    return d;
  }

  private static void element(MessageDigest d, Element e) {
    update(d, e.id().value());
    update(d, e.kind().name());
    update(d, Integer.toString(e.level()));
    update(d, Integer.toString(e.tokens()));
    update(d, e.text());
  }

  private static void update(MessageDigest d, String s) {
    d.update(String.valueOf(s).getBytes(StandardCharsets.UTF_8));
    d.update((byte) 0);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required by the Java platform", e);
    }
  }
}
