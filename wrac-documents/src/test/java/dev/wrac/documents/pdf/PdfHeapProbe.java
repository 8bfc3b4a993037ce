package dev.wrac.documents.pdf;

import com.sun.management.GarbageCollectionNotificationInfo;
import dev.wrac.Chunker;
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
 * Run in a child JVM by {@link PdfLargeDocumentTest}: chunks a PDF file through
 * {@link Chunker#chunk(DocumentSource, java.util.function.Consumer)} (the parser's segments)
 * and prints the chunks, the pages, and the largest heap found live right after a garbage
 * collection (an upper bound of what was live).
 */
public final class PdfHeapProbe {
  private PdfHeapProbe() {}

  public static void main(String[] args) throws Exception {
    AtomicLong peak = new AtomicLong();
    Set<String> heapPools = new HashSet<>();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        heapPools.add(pool.getName());
      }
    }
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      ((NotificationEmitter) gc).addNotificationListener((n, h) -> {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
          long live = 0;
          for (Map.Entry<String, MemoryUsage> e : GarbageCollectionNotificationInfo
              .from((CompositeData) n.getUserData()).getGcInfo().getMemoryUsageAfterGc()
              .entrySet()) {
            live += heapPools.contains(e.getKey()) ? e.getValue().getUsed() : 0;
          }
          peak.accumulateAndGet(live, Math::max);
        }
      }, null, null);
    }
    Chunker chunker = Wrac.builder().parser(PdfParser.create()).build();
    long[] tokens = {0};
    String[] lastPage = {""};
    long chunks = chunker.chunk(DocumentSource.of(Path.of(args[0])), c -> {
      tokens[0] += c.tokens();
      lastPage[0] = Integer.toString(c.span().endPage());
    });
    Thread.sleep(300);
    System.out.printf("chunks=%d tokens=%d lastPage=%s peakLiveHeapAfterGcBytes=%d "
        + "maxHeapBytes=%d%n", chunks, tokens[0], lastPage[0], peak.get(),
        Runtime.getRuntime().maxMemory());
  }
}
