package dev.wrac.langchain4j;

import dev.langchain4j.data.document.BlankDocumentException;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentParser;
import dev.langchain4j.data.document.Metadata;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A langchain4j {@link DocumentParser} that reads Markdown, HTML and plain text through the
 * W-RAC parsers, so langchain4j's loaders ({@code FileSystemDocumentLoader},
 * {@code UrlDocumentLoader}, ...) feed {@link WracDocumentSplitter} with the document's
 * structure intact.
 *
 * <pre>{@code
 * List<Document> docs = FileSystemDocumentLoader.loadDocuments(dir, new WracDocumentParser());
 * }</pre>
 *
 * <p>The document's text is its source text, decoded (BOM, else UTF-8; an HTML page as its
 * markup), so the splitter's spans point into the file; its metadata holds
 * {@link WracMetadata#MEDIA_TYPE}, the {@code title} when the document has one (front matter,
 * {@code <title>}, first heading) and what the parser reports (an HTML page's
 * {@code canonicalUrl}, {@code language}, {@code description}). The source is parsed once here
 * to check it and read its title: a document the parsers refuse fails at load time with a
 * {@link DocumentParseException} naming it, a blank one with langchain4j's
 * {@link BlankDocumentException}.
 *
 * <p>The format is the one given to {@link #WracDocumentParser(String)}, else detected from the
 * content: HTML when it opens with a doctype, {@code <html>}, {@code <head>} or {@code <body>}
 * tag (after white space and comments), Markdown otherwise. Pair it with a splitter that
 * understands the format: {@link WracDocumentSplitter} does; a character splitter would see an
 * HTML page's tags.
 */
public final class WracDocumentParser implements DocumentParser {
  private static final Set<String> RESERVED = Set.of("index", WracDocumentSplitter.FILE_NAME,
      "absolute_directory_path", "url");

  private final String mediaType;
  private final Chunker chunker;

  /** A parser that detects HTML or Markdown, with the default parsers. */
  public WracDocumentParser() {
    this(null, Wrac.defaults());
  }

  /**
   * A parser for one format.
   *
   * @param mediaType {@code text/markdown}, {@code text/html} or {@code text/plain} (any media
   *                  type a W-RAC text parser claims)
   */
  public WracDocumentParser(String mediaType) {
    this(Objects.requireNonNull(mediaType, "mediaType"), Wrac.defaults());
  }

  /**
   * A parser for one format ({@code null}: detect) with the parsers and limits of
   * {@code chunker}.
   */
  public WracDocumentParser(String mediaType, Chunker chunker) {
    this.mediaType = mediaType == null ? null : mediaType.toLowerCase(Locale.ROOT).strip();
    this.chunker = Objects.requireNonNull(chunker, "chunker");
    if (this.mediaType != null) {
      chunker.parsers().forSource(DocumentSource.ofText("document", "x")
          .withMediaType(this.mediaType));   // fails now, naming the parsers, if none fits
    }
  }

  @Override
  public Document parse(InputStream inputStream) {
    byte[] bytes;
    try {
      bytes = inputStream.readAllBytes();
    } catch (IOException e) {
      throw new DocumentParseException("document", DocumentParseException.Reason.UNREADABLE,
          e.toString(), e);
    }
    String type = mediaType != null ? mediaType : detect(bytes);
    DocumentSource source = DocumentSource.ofBytes("document", bytes).withMediaType(type);
    String text;
    try {
      text = source.text(chunker.parseOptions().maxSourceChars());
    } catch (DocumentParseException e) {
      if (e.reason() == DocumentParseException.Reason.EMPTY) {
        throw new BlankDocumentException();
      }
      throw e;
    }
    ParsedDocument parsed = chunker.parse(DocumentSource.ofText("document", text)
        .withMediaType(type));
    Metadata metadata = new Metadata();
    for (Map.Entry<String, String> e : parsed.metadata().entrySet()) {
      if (!RESERVED.contains(e.getKey()) && !e.getKey().startsWith("wrac_")) {
        metadata.put(e.getKey(), e.getValue());
      }
    }
    parsed.title().ifPresent(t -> metadata.put("title", t));
    metadata.put(WracMetadata.MEDIA_TYPE, type);
    return Document.from(text, metadata);
  }

  /** HTML when the content opens with an HTML tag (after white space and comments). */
  static String detect(byte[] bytes) {
    String head = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.UTF_8)
        .replace("\uFEFF", "").toLowerCase(Locale.ROOT);
    int i = 0;
    while (true) {
      while (i < head.length() && Character.isWhitespace(head.charAt(i))) {
        i++;
      }
      if (head.startsWith("<!--", i)) {
        int end = head.indexOf("-->", i + 4);
        if (end < 0) {
          break;
        }
        i = end + 3;
      } else {
        break;
      }
    }
    for (String tag : new String[] {"<!doctype html", "<html", "<head", "<body"}) {
      if (head.startsWith(tag, i)) {
        return "text/html";
      }
    }
    return "text/markdown";
  }
}
