package dev.wrac.llm.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.plan.PlanningWindow;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Plan cache keys: SHA-256 over what shapes an answer. */
public final class CacheKeys {
  private CacheKeys() {}

  /**
   * The key of one window: its elements' content (id, kind, level, tokens, text), the headings
   * enclosing it, the window's position among the document's windows, the model, the prompt
   * version and the planner configuration.
   */
  public static String window(ParsedDocument doc, PlanningWindow window, String model,
      String promptVersion, String configuration) {
    MessageDigest d = start("window", doc, model, promptVersion, configuration);
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
  public static String document(ParsedDocument doc, String model, String promptVersion,
      String configuration) {
    MessageDigest d = start("document", doc, model, promptVersion, configuration);
    for (Element e : doc.elements()) {
      element(d, e);
    }
    return HexFormat.of().formatHex(d.digest());
  }

  private static MessageDigest start(String what, ParsedDocument doc, String model,
      String promptVersion, String configuration) {
    MessageDigest d = sha256();
    for (String part : new String[] {what, model, promptVersion, configuration, doc.name()}) {
      update(d, part);
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
