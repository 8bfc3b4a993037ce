package dev.wrac.index;

import java.util.List;
import java.util.Locale;

/**
 * What one {@link Indexer} run did (or, in a dry run, would do). Units are counted at every
 * level (leaves and parents).
 *
 * @param documents documents in the run's sources
 * @param added     units written under an id the store did not hold
 * @param updated   units rewritten under an id the store held: fields moved (position, span,
 *                  heading path, parent), embed text changed, or written again for a re-index
 * @param deleted   units deleted: gone from a document seen, or of a document cleaned up
 * @param unchanged units left untouched (those of skipped, unchanged documents included)
 * @param embedded  texts handed to the embedder
 * @param repaired  units a previous, interrupted run had left pending, repaired before this run
 * @param seconds   wall time of the run
 * @param failures  documents that could not be read or chunked, in source order
 */
public record IndexResult(int documents, int added, int updated, int deleted, int unchanged,
    int embedded, int repaired, double seconds, List<IndexFailure> failures) {

  public IndexResult {
    failures = List.copyOf(failures);
  }

  /**
   * The result as one JSON object, the line {@code wrac index} prints:
   * {@code {"documents":4,"added":30,"updated":0,"deleted":0,"unchanged":0,"embedded":30,
   * "repaired":0,"failed":0,"seconds":0.412}}.
   */
  public String toJson() {
    return String.format(Locale.ROOT, "{\"documents\":%d,\"added\":%d,\"updated\":%d,"
        + "\"deleted\":%d,\"unchanged\":%d,\"embedded\":%d,\"repaired\":%d,\"failed\":%d,"
        + "\"seconds\":%.3f}", documents, added, updated, deleted, unchanged, embedded,
        repaired, failures.size(), seconds);
  }
}
