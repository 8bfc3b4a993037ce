package dev.wrac.parse;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A document format as a parser declares it ({@link DocumentParser#formats()}): its name, media
 * type and file extensions, whether it is binary, and the {@link ContentSignature}s that show it
 * in a file's content. {@link DocumentFormats} detects formats from these declarations, so a
 * parser module brings its formats along without a change to {@code wrac-core}.
 *
 * <pre>{@code
 * DocumentFormat pdf = DocumentFormat.binary("pdf", "application/pdf", "pdf")
 *     .withSignatures(ContentSignature.magic("%PDF-"));
 * DocumentFormat org = DocumentFormat.text("org", "text/x-org", "org");
 * }</pre>
 *
 * @param name       a short name, such as {@code "pdf"}, shown in messages
 * @param mediaType  the media type, lower-case without parameters, such as
 *                   {@code "application/pdf"}; what a file of this format is recorded as
 * @param extensions file extensions, lower-case without the dot, in declaration order (may be
 *                   empty: a format found by its content only)
 * @param binary     {@code true} if its text is extracted by the parser (PDF, office
 *                   documents), {@code false} if the file is text the parser reads as it is
 * @param signatures what shows it in the content, in the order checked (may be empty)
 */
public record DocumentFormat(String name, String mediaType, List<String> extensions,
    boolean binary, List<ContentSignature> signatures) {

  /**
   * Normalises (lower-case, no dot) and validates the parts.
   *
   * @throws IllegalArgumentException for a blank name, a media type without a slash, or a blank
   *     extension, naming the value
   */
  public DocumentFormat {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a format name must not be blank");
    }
    mediaType = Objects.requireNonNull(mediaType, "mediaType").strip().toLowerCase(Locale.ROOT);
    if (mediaType.indexOf('/') <= 0 || mediaType.endsWith("/") || mediaType.contains(";")) {
      throw new IllegalArgumentException("format '" + name
          + "': a media type is type/subtype without parameters, was '" + mediaType + "'");
    }
    Set<String> normalised = new LinkedHashSet<>();
    for (String e : extensions) {
      String ext = e.strip().toLowerCase(Locale.ROOT);
      ext = ext.startsWith(".") ? ext.substring(1) : ext;
      if (ext.isEmpty() || ext.contains(".") || ext.contains("/")) {
        throw new IllegalArgumentException("format '" + name + "': bad file extension '" + e
            + "' (one name part, such as \"md\")");
      }
      normalised.add(ext);
    }
    extensions = List.copyOf(normalised);
    signatures = List.copyOf(signatures);
  }

  /** A text format without signatures (found by its media type and extensions). */
  public static DocumentFormat text(String name, String mediaType, String... extensions) {
    return new DocumentFormat(name, mediaType, List.of(extensions), false, List.of());
  }

  /** A binary format without signatures yet (add them with {@link #withSignatures}). */
  public static DocumentFormat binary(String name, String mediaType, String... extensions) {
    return new DocumentFormat(name, mediaType, List.of(extensions), true, List.of());
  }

  /** A copy with these signatures after the ones it has. */
  public DocumentFormat withSignatures(ContentSignature... more) {
    List<ContentSignature> all = new ArrayList<>(signatures);
    all.addAll(List.of(more));
    return new DocumentFormat(name, mediaType, extensions, binary, all);
  }

  @Override
  public String toString() {
    return name + " (" + mediaType + (extensions.isEmpty() ? "" : ", ." + String.join(", .",
        extensions)) + (binary ? ", binary" : "") + ")";
  }
}
