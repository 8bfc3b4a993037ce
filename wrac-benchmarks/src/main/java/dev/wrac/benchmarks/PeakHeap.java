package dev.wrac.benchmarks;

import com.sun.management.GarbageCollectionNotificationInfo;
import dev.wrac.Wrac;
import dev.wrac.parse.DocumentSource;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Chunks one file with the streaming API and prints the largest heap found live after a
 * garbage collection. {@link Main} runs it in a fresh JVM whose {@code -Xmx} is three times the
 * file size: finishing there proves the pipeline's peak live heap stays within that bound.
 */
public final class PeakHeap {
  private PeakHeap() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    DocumentSource source = DocumentSource.of(file);
    Set<String> heapPools = new HashSet<>();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        heapPools.add(pool.getName());
      }
    }
    AtomicLong peakLive = new AtomicLong();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      ((NotificationEmitter) gc).addNotificationListener((notification, handback) -> {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION
            .equals(notification.getType())) {
          GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
              (CompositeData) notification.getUserData());
          long live = 0;
          for (Map.Entry<String, MemoryUsage> pool
              : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
            if (heapPools.contains(pool.getKey())) {
              live += pool.getValue().getUsed();
            }
          }
          peakLive.accumulateAndGet(live, Math::max);
        }
      }, null, null);
    }
    long[] tokens = {0};
    long chunks = Wrac.defaults().chunk(source, c -> tokens[0] += c.tokens());
    System.out.printf("chunks=%d tokens=%d peakLiveHeapAfterGcBytes=%d maxHeapBytes=%d%n", chunks,
        tokens[0], peakLive.get(), Runtime.getRuntime().maxMemory());
  }
}
