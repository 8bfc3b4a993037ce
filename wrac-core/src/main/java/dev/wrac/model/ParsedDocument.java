package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A document parsed into an ordered list of {@link Element}s with unique IDs. Immutable and
 * thread-safe.
 *
 * <pre>{@code
 * ParsedDocument doc = Wrac.parse(Path.of("guide.md"));
 * for (Element e : doc.elements()) System.out.println(e.id() + " " + e.kind());
 * }</pre>
 *
 * <p>Placement rule used by plan validation: an element <em>must be placed</em> in exactly one
 * chunk unless it is a context element (heading, table header) that introduces other
 * elements; such context elements are repeated by the assembler instead. A heading with
 * nothing under it, or a table header without rows, must be placed like content, so no text
 * is ever lost.
 */
@JsonPropertyOrder({"name", "mediaType", "title", "metadata", "elements"})
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public final class ParsedDocument {
  private final String name;
  private final String mediaType;
  private final String title;
  private final Map<String, String> metadata;
  private final List<Element> elements;
  private final Map<ElementId, Integer> positions;
  private final boolean[] placed;
  private final int placedCount;
  private final int totalTokens;
  private volatile String fingerprint;

  /**
   * Creates a document. Element IDs must be unique, and heading paths and intros must refer to
   * earlier elements of the document.
   *
   * @param name      the document's name, usually its file name
   * @param mediaType its media type, such as {@code text/markdown}
   * @param title     its title if known, else {@code null}
   * @param metadata  further facts (canonical URL, front matter keys, …); copied, sorted
   * @param elements  the elements in document order
   */
  @JsonCreator
  public ParsedDocument(
      @JsonProperty("name") String name,
      @JsonProperty("mediaType") String mediaType,
      @JsonProperty("title") String title,
      @JsonProperty("metadata") Map<String, String> metadata,
      @JsonProperty("elements") List<Element> elements) {
    this.name = Objects.requireNonNull(name, "name");
    this.mediaType = mediaType == null ? "application/octet-stream" : mediaType;
    this.title = title;
    this.metadata = metadata == null || metadata.isEmpty()
        ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(metadata));
    this.elements = List.copyOf(elements);
    this.positions = new HashMap<>(this.elements.size() * 2);
    int tokens = 0;
    for (int i = 0; i < this.elements.size(); i++) {
      Element e = this.elements.get(i);
      if (positions.putIfAbsent(e.id(), i) != null) {
        throw new IllegalArgumentException("Document '" + name + "': duplicate element id " + e.id());
      }
      tokens += e.tokens();
    }
    this.totalTokens = tokens;
    this.placed = new boolean[this.elements.size()];
    boolean[] introduces = new boolean[this.elements.size()];
    List<ElementId> checkedPath = null;
    for (int i = 0; i < this.elements.size(); i++) {
      Element e = this.elements.get(i);
      // elements of one section share their path list: check each list once
      if (e.headingPath() != checkedPath) {
        for (ElementId h : e.headingPath()) {
          introduces[checkEarlier(h, i, "heading path")] = true;
        }
        checkedPath = e.headingPath();
      }
      if (e.intro() != null) {
        introduces[checkEarlier(e.intro(), i, "intro")] = true;
      }
    }
    int count = 0;
    for (int i = 0; i < placed.length; i++) {
      placed[i] = !(this.elements.get(i).isContextKind() && introduces[i]);
      count += placed[i] ? 1 : 0;
    }
    this.placedCount = count;
  }

  private int checkEarlier(ElementId ref, int position, String what) {
    Integer at = positions.get(ref);
    if (at == null || at >= position) {
      throw new IllegalArgumentException("Document '" + name + "': element "
          + elements.get(position).id() + " has " + what + " reference " + ref
          + " that is not an earlier element");
    }
    return at;
  }

  /** The document's name, usually its file name. */
  @JsonProperty
  public String name() {
    return name;
  }

  /** The media type the document was parsed as. */
  @JsonProperty
  public String mediaType() {
    return mediaType;
  }

  /** The document title if the source declares one (front matter, HTML title, first h1). */
  @JsonIgnore
  public Optional<String> title() {
    return Optional.ofNullable(title);
  }

  @JsonProperty("title")
  private String titleOrNull() {
    return title;
  }

  /** Further facts about the document, sorted by key. */
  @JsonProperty
  public Map<String, String> metadata() {
    return metadata;
  }

  /** The elements in document order. */
  @JsonProperty
  public List<Element> elements() {
    return elements;
  }

  /** Number of elements. */
  public int size() {
    return elements.size();
  }

  /** Whether the document has no elements. */
  @JsonIgnore
  public boolean isEmpty() {
    return elements.isEmpty();
  }

  /** Sum of the elements' token counts. */
  public int totalTokens() {
    return totalTokens;
  }

  /** The element with this id, if any. */
  public Optional<Element> find(ElementId id) {
    Integer at = positions.get(id);
    return at == null ? Optional.empty() : Optional.of(elements.get(at));
  }

  /** The element with this id; throws {@link IllegalArgumentException} if unknown. */
  public Element element(ElementId id) {
    return elements.get(indexOf(id));
  }

  /** Whether this document has an element with this id. */
  public boolean contains(ElementId id) {
    return positions.containsKey(id);
  }

  /** Position of the element in document order; throws if the id is unknown. */
  public int indexOf(ElementId id) {
    Integer at = positions.get(id);
    if (at == null) {
      throw new IllegalArgumentException("Document '" + name + "' has no element " + id);
    }
    return at;
  }

  /** Position of the element, or -1 if the id is unknown. */
  public int positionOf(ElementId id) {
    Integer at = positions.get(id);
    return at == null ? -1 : at;
  }

  /**
   * Whether the element at {@code index} must be placed in exactly one chunk (content, or a
   * context element that introduces nothing). See the class documentation.
   */
  public boolean mustBePlaced(int index) {
    return placed[index];
  }

  /** How many elements must be placed: the number a valid plan places. */
  @JsonIgnore
  public int placedCount() {
    return placedCount;
  }

  /** Whether the element must be placed in exactly one chunk. */
  public boolean mustBePlaced(ElementId id) {
    return placed[indexOf(id)];
  }

  /**
   * A SHA-256 over the elements' ids, kinds and texts: equal fingerprints mean equal content,
   * so plans can be cached and replayed against it.
   */
  @JsonIgnore
  public String fingerprint() {
    String f = fingerprint;
    if (f == null) {
      MessageDigest digest = sha256();
      for (Element e : elements) {
        digest.update(e.id().value().getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(e.kind().idPrefix().getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(e.text().getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 1);
      }
      f = HexFormat.of().formatHex(digest.digest());
      fingerprint = f;
    }
    return f;
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required by the Java platform", e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ParsedDocument other
        && name.equals(other.name)
        && mediaType.equals(other.mediaType)
        && Objects.equals(title, other.title)
        && metadata.equals(other.metadata)
        && elements.equals(other.elements);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, mediaType, title, metadata, elements);
  }

  @Override
  public String toString() {
    return "ParsedDocument[" + name + ", " + mediaType + ", " + elements.size() + " elements, "
        + totalTokens + " tokens]";
  }
}
