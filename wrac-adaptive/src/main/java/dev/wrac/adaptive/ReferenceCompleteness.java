package dev.wrac.adaptive;

/**
 * RC, references completeness: the share of the document's entity–pronoun references
 * ({@link DocumentAnalysis#references()}, from its {@link CoreferenceResolver}) whose span, from
 * the first to the last character of entity and pronoun, no cut falls strictly inside: the
 * pronoun's chunk also holds what it refers to. 1 for a document without references.
 */
public final class ReferenceCompleteness implements IntrinsicMetric {

  @Override
  public Metric metric() {
    return Metric.RC;
  }

  @Override
  public double score(DocumentAnalysis document, CandidatePlan candidate) {
    int n = document.references().size();
    if (n == 0) {
      return 1;
    }
    long kept = document.references().stream()
        .filter(r -> !candidate.cutsInside(r.span(), 0)).count();
    return kept / (double) n;
  }
}
