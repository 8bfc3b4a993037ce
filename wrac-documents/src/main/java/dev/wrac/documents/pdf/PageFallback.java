package dev.wrac.documents.pdf;

import dev.wrac.parse.DocumentSource;
import java.util.List;
import java.util.Map;

/**
 * Supplies text for PDF pages that have none the parser can use: pages without a text layer
 * (scans, images) and pages whose fonts have no Unicode mappings. The hook through which the
 * page route (render and transcribe, module {@code wrac-pages}) takes over such pages; set it
 * with {@link PdfParser.Builder#pageFallback}.
 *
 * <p>Called at most once per document, after its text layer was read, with every such page;
 * not called when there is none. The returned Markdown becomes the elements of its page (parsed
 * by the {@code markdown} parser when {@code wrac-parsers} is on the class path, else one
 * paragraph per block), in page order among the others. A page left out of the answer stays
 * without text and reported. A fallback that throws is logged, and its pages stay reported:
 * the document goes on. Must be thread-safe if the parser is shared.
 */
@FunctionalInterface
public interface PageFallback {

  /**
   * Markdown for some of {@code pages}.
   *
   * @param source the PDF being parsed (it can be read again, to render its pages)
   * @param pages  1-based numbers of the pages without usable text, ascending
   * @return Markdown by page number; pages left out stay without text
   */
  Map<Integer, String> transcribe(DocumentSource source, List<Integer> pages);
}
