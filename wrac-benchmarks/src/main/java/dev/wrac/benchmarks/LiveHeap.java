package dev.wrac.benchmarks;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The largest heap found live right after a garbage collection that began since the last
 * {@link #reset} (young collections leave old garbage in place, so it bounds what was live from
 * above). Listens to the JVM's collectors from {@link #watch} on.
 */
public final class LiveHeap {
  private final Set<String> heapPools = new HashSet<>();
  private long since;
  private long peak;

  private LiveHeap() {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        heapPools.add(pool.getName());
      }
    }
  }

  /** Starts watching the collectors. */
  public static LiveHeap watch() {
    LiveHeap heap = new LiveHeap();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      ((NotificationEmitter) gc).addNotificationListener((notification, handback) -> {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION
            .equals(notification.getType())) {
          heap.collected(GarbageCollectionNotificationInfo.from(
              (CompositeData) notification.getUserData()));
        }
      }, null, null);
    }
    return heap;
  }

  private synchronized void collected(GarbageCollectionNotificationInfo info) {
    if (info.getGcInfo().getStartTime() < since) {
      return; // a collection from before the reset, reported late
    }
    long live = 0;
    for (Map.Entry<String, MemoryUsage> pool
        : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
      if (heapPools.contains(pool.getKey())) {
        live += pool.getValue().getUsed();
      }
    }
    peak = Math.max(peak, live);
  }

  /** Forgets the collections so far. */
  public synchronized void reset() {
    since = ManagementFactory.getRuntimeMXBean().getUptime();
    peak = 0;
  }

  /** The peak so far, in bytes, once the collectors' late reports are in. */
  public long peakBytes() {
    try {
      Thread.sleep(200); // reports arrive on another thread, a little later
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      return peak;
    }
  }
}
