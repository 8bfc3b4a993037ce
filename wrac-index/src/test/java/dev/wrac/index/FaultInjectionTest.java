package dev.wrac.index;

/**
 * The fault-injection harness ({@link FaultInjectionContract}) on the append-only log-file store
 * (test code; one line per write, replayed on open, so a kill leaves it half written).
 */
class FaultInjectionTest extends FaultInjectionContract {
  @Override
  protected FaultStore store() {
    return new LogFileFaultStore();
  }
}
