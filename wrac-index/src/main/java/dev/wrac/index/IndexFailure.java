package dev.wrac.index;

import java.util.Objects;

/**
 * A document an {@link Indexer} run could not read or chunk: its units in the store and the
 * ledger were left as they were (not deleted, whatever the cleanup), and the run went on.
 *
 * @param sourceId the document's source id
 * @param message  the problem in one line, naming the document
 */
public record IndexFailure(String sourceId, String message) {
  public IndexFailure {
    Objects.requireNonNull(sourceId, "sourceId");
    Objects.requireNonNull(message, "message");
  }
}
