package dev.wrac.parsers.internal.html;

import java.util.List;

/**
 * What a page holds, ready to become a document.
 *
 * @param head   title and metadata
 * @param blocks the blocks to emit, in document order
 */
record PageContent(PageHead head, List<Block> blocks) {}
