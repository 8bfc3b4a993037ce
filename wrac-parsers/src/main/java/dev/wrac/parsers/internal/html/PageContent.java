package dev.wrac.parsers.internal.html;

import java.util.List;

/**
 * What a page holds, ready to become a document.
 *
 * @param head     title and metadata
 * @param blocks   the blocks to emit, in document order
 * @param fellBack the main content was asked for but kept nothing, so the blocks are all
 *                 visible text
 */
record PageContent(PageHead head, List<Block> blocks, boolean fellBack) {}
