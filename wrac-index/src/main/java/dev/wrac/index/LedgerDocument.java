package dev.wrac.index;

import java.time.Instant;
import java.util.Objects;

/**
 * What a {@link Ledger} records of one document of one store.
 *
 * @param sourceId    the document's source id ({@link Sources})
 * @param document    the document's name, as its chunks carry it
 * @param fingerprint a hash of the source's content when its units were last written in full;
 *                    {@code null} while unknown (a run was cut short), which makes the next
 *                    run chunk it again
 * @param settings    the chunker settings its units were made with
 *                    ({@link dev.wrac.ChunkerSpec#chunkShaping()}'s string; empty for the
 *                    defaults)
 * @param model       the {@link Embedder#name()} its units were embedded with
 * @param pending     whether a run recorded an intent for it and did not finish it
 * @param writtenAt   when the record was last written
 */
public record LedgerDocument(String sourceId, String document, String fingerprint,
    String settings, String model, boolean pending, Instant writtenAt) {
  public LedgerDocument {
    Objects.requireNonNull(sourceId, "sourceId");
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(writtenAt, "writtenAt");
  }
}
