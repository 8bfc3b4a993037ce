package dev.wrac.eval;

import java.util.List;
import java.util.Objects;

/**
 * One organisation of the corpus: its documents form one retrieval index.
 *
 * @param name      the organisation's name (the folder name for RAG-Multi-Corpus)
 * @param documents its documents, sorted by file name
 */
public record BenchOrganisation(String name, List<BenchDocument> documents) {
  public BenchOrganisation {
    Objects.requireNonNull(name, "name");
    documents = List.copyOf(documents);
  }
}
