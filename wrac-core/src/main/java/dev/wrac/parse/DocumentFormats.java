package dev.wrac.parse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The one rule that tells a document's format from its file name, a declared media type and its
 * content, shared by the CLI, the Spark job and the langchain4j and Spring AI adapters.
 *
 * <pre>{@code
 * Optional<String> type = DocumentFormats.detect("report", null, bytes);   // application/pdf
 * }</pre>
 *
 * <p>Precedence, first match wins:
 * <ol>
 *   <li>binary content: {@code %PDF-} is PDF; a ZIP holding {@code word/}, {@code ppt/} or
 *       {@code xl/} parts is DOCX, PPTX or XLSX (no text parser could read them anyway);</li>
 *   <li>the declared media type, unless generic ({@code application/octet-stream});</li>
 *   <li>a whole HTML page: a doctype, {@code <html>}, {@code <head>} or {@code <body>} first
 *       (after a BOM, white space and comments);</li>
 *   <li>the file name's extension ({@code .gz} looked through), {@link #byFileName};</li>
 *   <li>an HTML fragment: a block or head tag first ({@code <h1>}…{@code <h6>}, {@code <p>},
 *       {@code <div>}, {@code <table>}, {@code <ul>}, {@code <section>}, ...);</li>
 *   <li>nothing: the caller's default (the adapters use Markdown).</li>
 * </ol>
 */
public final class DocumentFormats {
  /** Markdown. */
  public static final String MARKDOWN = "text/markdown";
  /** HTML. */
  public static final String HTML = "text/html";
  /** Plain text. */
  public static final String PLAIN_TEXT = "text/plain";
  /** PDF. */
  public static final String PDF = "application/pdf";
  /** Word (OOXML). */
  public static final String DOCX =
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  /** PowerPoint (OOXML). */
  public static final String PPTX =
      "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  /** Excel (OOXML). */
  public static final String XLSX =
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  /** A ZIP archive that is no office document W-RAC reads. */
  public static final String ZIP = "application/zip";

  private static final Map<String, String> BY_EXTENSION = Map.ofEntries(
      Map.entry("md", MARKDOWN), Map.entry("markdown", MARKDOWN),
      Map.entry("mdown", MARKDOWN), Map.entry("mkd", MARKDOWN), Map.entry("mkdn", MARKDOWN),
      Map.entry("html", HTML), Map.entry("htm", HTML),
      Map.entry("xhtml", "application/xhtml+xml"),
      Map.entry("txt", PLAIN_TEXT), Map.entry("text", PLAIN_TEXT),
      Map.entry("pdf", PDF), Map.entry("docx", DOCX), Map.entry("pptx", PPTX),
      Map.entry("xlsx", XLSX));

  private static final Set<String> BINARY = Set.of(PDF, DOCX, PPTX, XLSX, ZIP);
  private static final Set<String> GENERIC = Set.of("application/octet-stream",
      "binary/octet-stream", "application/unknown", "application/binary");
  private static final String[] PAGE_TAGS = {"!doctype html", "html", "head", "body"};
  private static final Set<String> FRAGMENT_TAGS = Set.of("h1", "h2", "h3", "h4", "h5", "h6",
      "p", "div", "section", "article", "main", "header", "footer", "nav", "aside", "table",
      "ul", "ol", "dl", "pre", "blockquote", "form", "figure", "title", "meta", "link",
      "script", "style", "span", "a", "img", "br", "hr", "!doctype");
  /** Bytes of the content looked at for text formats. */
  private static final int HEAD_BYTES = 4096;
  /** ZIP entries looked at before giving up on finding an office part. */
  private static final int MAX_ZIP_ENTRIES = 256;

  private DocumentFormats() {}

  /** The media type of a file name's extension ({@code .gz} looked through), if it has one. */
  public static Optional<String> byFileName(String fileName) {
    return fileName == null ? Optional.empty()
        : Optional.ofNullable(BY_EXTENSION.get(DocumentSource.extensionOf(fileName)));
  }

  /** Whether documents of this media type are binary (read by wrac-documents, not as text). */
  public static boolean isBinary(String mediaType) {
    return mediaType != null && BINARY.contains(bare(mediaType));
  }

  /**
   * The format the content shows: PDF, DOCX, PPTX, XLSX, other ZIP, an HTML page or fragment;
   * empty when the content shows none (Markdown and plain text show nothing).
   */
  public static Optional<String> sniff(byte[] content) {
    Optional<String> binary = sniffBinary(content);
    if (binary.isPresent()) {
      return binary;
    }
    return sniffHtml(head(content)) != Html.NONE ? Optional.of(HTML) : Optional.empty();
  }

  /**
   * The format of a document by the precedence of the class comment.
   *
   * @param fileName     its file name, or {@code null}
   * @param declaredType its declared media type, or {@code null}
   * @param content      its bytes (only the start is looked at, unless it is a ZIP)
   * @return the media type, or empty when nothing decides (use a default)
   */
  public static Optional<String> detect(String fileName, String declaredType, byte[] content) {
    Optional<String> binary = content == null ? Optional.empty() : sniffBinary(content);
    if (binary.isPresent()) {
      return binary;
    }
    return detectText(fileName, declaredType, content == null ? "" : head(content));
  }

  /** {@link #detect} for a document already decoded to text. */
  public static Optional<String> detect(String fileName, String declaredType, String text) {
    String head = text == null ? "" : text.substring(0, Math.min(text.length(), HEAD_BYTES));
    if (head.startsWith("%PDF-")) {
      return Optional.of(PDF);
    }
    return detectText(fileName, declaredType, head);
  }

  private static Optional<String> detectText(String fileName, String declaredType,
      String head) {
    if (declaredType != null && !declaredType.isBlank()
        && !GENERIC.contains(bare(declaredType))) {
      return Optional.of(declaredType.strip());
    }
    Html html = sniffHtml(head);
    if (html == Html.PAGE) {
      return Optional.of(HTML);
    }
    Optional<String> byName = byFileName(fileName);
    if (byName.isPresent()) {
      return byName;
    }
    return html == Html.FRAGMENT ? Optional.of(HTML) : Optional.empty();
  }

  /**
   * The document format the bytes prove whatever the file is called: PDF by its header, DOCX,
   * PPTX or XLSX by the parts of the ZIP; empty otherwise (a ZIP of no office format included).
   * The command line and Spark read a file by this first, then by its name.
   */
  public static Optional<String> binaryContent(byte[] content) {
    return content == null ? Optional.empty()
        : sniffBinary(content).filter(type -> !ZIP.equals(type));
  }

  private static Optional<String> sniffBinary(byte[] content) {
    if (startsWith(content, "%PDF-")) {
      return Optional.of(PDF);
    }
    if (content.length >= 4 && content[0] == 'P' && content[1] == 'K' && content[2] == 3
        && content[3] == 4) {
      return Optional.of(zipKind(content));
    }
    return Optional.empty();
  }

  /** DOCX, PPTX or XLSX by the parts a ZIP holds, else {@link #ZIP}. */
  private static String zipKind(byte[] content) {
    boolean contentTypes = false;
    String kind = null;
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(content))) {
      ZipEntry entry;
      for (int i = 0; i < MAX_ZIP_ENTRIES && (entry = zip.getNextEntry()) != null; i++) {
        String name = entry.getName();
        contentTypes |= name.equals("[Content_Types].xml");
        if (kind == null) {
          kind = name.startsWith("word/") ? DOCX : name.startsWith("ppt/") ? PPTX
              : name.startsWith("xl/") ? XLSX : null;
        }
        if (contentTypes && kind != null) {
          return kind;
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // a damaged archive: what was seen so far decides
    }
    return kind != null ? kind : ZIP;
  }

  private enum Html { NONE, FRAGMENT, PAGE }

  /** What the start of a text shows: an HTML page, an HTML fragment, or neither. */
  private static Html sniffHtml(String text) {
    String head = text.toLowerCase(Locale.ROOT);
    int i = head.startsWith("\uFEFF") ? 1 : 0;
    while (true) {
      while (i < head.length() && Character.isWhitespace(head.charAt(i))) {
        i++;
      }
      if (head.startsWith("<!--", i)) {
        int end = head.indexOf("-->", i + 4);
        if (end < 0) {
          return Html.NONE;
        }
        i = end + 3;
      } else if (head.startsWith("<?xml", i)) {
        int end = head.indexOf("?>", i);
        if (end < 0) {
          return Html.NONE;
        }
        i = end + 2;
      } else {
        break;
      }
    }
    if (!head.startsWith("<", i)) {
      return Html.NONE;
    }
    for (String tag : PAGE_TAGS) {
      if (head.startsWith(tag, i + 1) && endsName(head, i + 1 + tag.length())) {
        return Html.PAGE;
      }
    }
    int end = i + 1;
    while (end < head.length() && (Character.isLetterOrDigit(head.charAt(end))
        || head.charAt(end) == '!')) {
      end++;
    }
    return FRAGMENT_TAGS.contains(head.substring(i + 1, end)) && endsName(head, end)
        ? Html.FRAGMENT : Html.NONE;
  }

  private static boolean endsName(String s, int at) {
    if (at >= s.length()) {
      return false;
    }
    char c = s.charAt(at);
    return c == '>' || c == '/' || Character.isWhitespace(c);
  }

  private static String head(byte[] content) {
    return new String(content, 0, Math.min(content.length, HEAD_BYTES),
        StandardCharsets.UTF_8);
  }

  private static boolean startsWith(byte[] content, String magic) {
    if (content.length < magic.length()) {
      return false;
    }
    for (int i = 0; i < magic.length(); i++) {
      if (content[i] != magic.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static String bare(String mediaType) {
    return mediaType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
  }
}
