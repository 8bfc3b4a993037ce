package dev.wrac.index;

import java.nio.file.Path;
import java.util.Map;

/** The append-only log file store ({@link LogFileStore}): a write step per line. */
public final class LogFileFaultStore implements FaultStore {
  @Override
  public IndexStore open(Path location, Runnable beforeWrite) {
    return new LogFileStore(location, beforeWrite);
  }

  @Override
  public Map<String, IndexedUnit> snapshot(Path location) {
    return new LogFileStore(location).snapshot();
  }
}
