package dev.wrac.documents.pdf.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

/**
 * Opens a PDF with PDFBox and reads its pages one at a time, turning every failure into a
 * {@link DocumentParseException} naming the document. A source held in memory is read from its
 * bytes; a larger one is copied to a temporary file that PDFBox reads from disk (deleted when
 * done). Streams PDFBox decodes are cached in memory up to {@code maxMainMemoryBytes}, then in
 * temporary files.
 */
public final class PdfLoader {
  private static final byte[] MAGIC = "%PDF-".getBytes(StandardCharsets.US_ASCII);
  private static final int HEADER_WINDOW = 1024;
  /** Deepest page tree read: 64 levels (real trees, balanced, have a handful). */
  static final int MAX_PAGE_TREE_DEPTH = 64;

  private PdfLoader() {}

  /**
   * What was read: the pages, the document information's title, and the parse's deadline
   * (started with the read, for the stages after it).
   */
  public record Result(List<PageText> pages, String title, ParseDeadline deadline) {}

  /**
   * Reads every page's text within {@code options}' time budget (checked before each page).
   *
   * @throws DocumentParseException TIMEOUT naming the page when the budget is spent
   */
  public static Result read(DocumentSource source, long maxMainMemoryBytes,
      ParseOptions options) {
    String name = source.name();
    ParseDeadline deadline = ParseDeadline.start(name, options);
    if (source.byteLength() == 0) {
      throw new DocumentParseException(name, Reason.EMPTY, "the file is empty (0 bytes)");
    }
    Path temp = null;
    try {
      byte[] bytes = null;
      if (source.byteLength() >= 0 && source.byteLength() <= DocumentSource.HOLD_MAX_BYTES) {
        try (InputStream in = source.openStream()) {
          bytes = in.readAllBytes();
        }
        checkHeader(name, bytes);
      } else {
        temp = Files.createTempFile("wrac-pdf-", ".pdf");
        try (InputStream in = source.openStream()) {
          Files.copy(in, temp, StandardCopyOption.REPLACE_EXISTING);
        }
        try (InputStream in = Files.newInputStream(temp)) {
          checkHeader(name, in.readNBytes(HEADER_WINDOW));
        }
      }
      var cache = MemoryUsageSetting.setupMixed(maxMainMemoryBytes).streamCache;
      try (PDDocument doc = bytes != null ? Loader.loadPDF(bytes, "", null, null, cache)
          : Loader.loadPDF(temp.toFile(), "", null, null, cache)) {
        deadline.check("loading the PDF");
        return readPages(name, doc, deadline);
      }
    } catch (InvalidPasswordException e) {
      throw new DocumentParseException(name, Reason.ENCRYPTED,
          "the PDF is encrypted with a password", e);
    } catch (IOException | UncheckedIOException e) {
      throw new DocumentParseException(name, Reason.MALFORMED,
          "not a readable PDF (" + e.getMessage() + ")", e);
    } catch (DocumentParseException e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new DocumentParseException(name, Reason.MALFORMED, "its structure is nested too "
          + "deeply to be read (PDFBox's stack overflowed): not a usable PDF");
    } catch (RuntimeException e) {
      throw new DocumentParseException(name, Reason.MALFORMED,
          "PDFBox failed on the PDF's structure (" + e + ")", e);
    } finally {
      deleteQuietly(temp);
    }
  }

  private static Result readPages(String name, PDDocument doc, ParseDeadline deadline) {
    List<PDPage> tree = pages(name, doc);
    if (tree.isEmpty()) {
      throw new DocumentParseException(name, Reason.EMPTY, "the PDF has no pages");
    }
    FormFields.flattenFilled(doc);
    deadline.check("reading the form's values");
    List<PageText> pages = new PageReader().readAll(doc, tree, deadline);
    String title = doc.getDocumentInformation() == null ? null
        : doc.getDocumentInformation().getTitle();
    return new Result(pages, title == null || title.isBlank() ? null : title.strip(),
        deadline);
  }

  /**
   * The pages, found by walking the page tree (depth first, iteratively, each node once) to at
   * most {@value #MAX_PAGE_TREE_DEPTH} levels; the tree's {@code /Count} is never trusted.
   *
   * @throws DocumentParseException MALFORMED naming the limit when the tree is deeper
   */
  static List<PDPage> pages(String name, PDDocument doc) {
    COSBase root = doc.getDocumentCatalog().getCOSObject().getDictionaryObject(COSName.PAGES);
    List<PDPage> pages = new ArrayList<>();
    if (!(root instanceof COSDictionary rootNode)) {
      return pages;
    }
    Set<COSDictionary> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object[]> todo = new ArrayDeque<>();
    todo.push(new Object[] {rootNode, 1});
    while (!todo.isEmpty()) {
      Object[] next = todo.pop();
      COSDictionary node = (COSDictionary) next[0];
      int depth = (Integer) next[1];
      if (!seen.add(node)) {
        continue; // a cycle, or a node listed twice: read once
      }
      if (depth > MAX_PAGE_TREE_DEPTH) {
        throw new DocumentParseException(name, Reason.MALFORMED, "the page tree nests deeper "
            + "than " + MAX_PAGE_TREE_DEPTH + " levels (the limit); not a usable PDF");
      }
      COSBase kids = node.getDictionaryObject(COSName.KIDS);
      boolean leaf = COSName.PAGE.equals(node.getCOSName(COSName.TYPE))
          || !(kids instanceof COSArray);
      if (leaf) {
        if (node != rootNode || COSName.PAGE.equals(node.getCOSName(COSName.TYPE))) {
          pages.add(new PDPage(node));
        }
        continue;
      }
      COSArray array = (COSArray) kids;
      for (int i = array.size() - 1; i >= 0; i--) {
        if (array.getObject(i) instanceof COSDictionary kid) {
          todo.push(new Object[] {kid, depth + 1});
        }
      }
    }
    return pages;
  }

  private static void checkHeader(String name, byte[] head) {
    int limit = Math.min(head.length, HEADER_WINDOW) - MAGIC.length;
    for (int i = 0; i <= limit; i++) {
      if (matches(head, i)) {
        return;
      }
    }
    throw new DocumentParseException(name, Reason.MALFORMED,
        "not a PDF: no %PDF- header in its first " + HEADER_WINDOW + " bytes" + looksLike(head));
  }

  private static boolean matches(byte[] head, int at) {
    for (int k = 0; k < MAGIC.length; k++) {
      if (head[at + k] != MAGIC[k]) {
        return false;
      }
    }
    return true;
  }

  /** A hint at what the file is instead. */
  private static String looksLike(byte[] head) {
    if (head.length >= 2 && head[0] == 'P' && head[1] == 'K') {
      return " (it starts like a ZIP archive: an office document?)";
    }
    String start = new String(head, 0, Math.min(head.length, 64), StandardCharsets.ISO_8859_1)
        .stripLeading();
    if (start.startsWith("<")) {
      return " (it starts like HTML or XML)";
    }
    return "";
  }

  private static void deleteQuietly(Path temp) {
    if (temp != null) {
      try {
        Files.deleteIfExists(temp);
      } catch (IOException e) {
        temp.toFile().deleteOnExit();
      }
    }
  }
}
