package dev.wrac.adaptive;

/**
 * BI, block integrity: the share of the document's protected blocks
 * ({@link DocumentAnalysis#blocks()}: tables, list runs, paragraphs, captions with their table)
 * that no cut falls inside; a cut within {@value #TOLERANCE} characters of a block's start or
 * end does not count. 1 for a document without blocks.
 */
public final class BlockIntegrity implements IntrinsicMetric {
  /** Characters from a block's ends within which a cut is not inside it. */
  public static final int TOLERANCE = 5;

  @Override
  public Metric metric() {
    return Metric.BI;
  }

  @Override
  public double score(DocumentAnalysis document, CandidatePlan candidate) {
    int n = document.blocks().size();
    if (n == 0) {
      return 1;
    }
    long whole = document.blocks().stream()
        .filter(b -> !candidate.cutsInside(b, TOLERANCE)).count();
    return whole / (double) n;
  }
}
