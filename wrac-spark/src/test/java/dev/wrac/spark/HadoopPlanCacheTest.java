package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.llm.plan.PlanCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Hadoop plan cache writes and reads the files of {@link PlanCache#onDisk}. */
class HadoopPlanCacheTest {
  private static final String KEY = "0123456789abcdef0123456789abcdef";
  private static final List<List<String>> GROUPS = List.of(List.of("h1", "p1"), List.of("p2"));

  @Test
  void entriesWrittenByEitherCacheAreReadByTheOther(@TempDir Path dir) {
    HadoopPlanCache hadoop = HadoopPlanCache.at(dir.toUri().toString(), new Configuration());
    PlanCache local = PlanCache.onDisk(dir);

    hadoop.put(KEY, GROUPS);
    local.put(key(1), List.of(List.of("p3")));

    assertThat(local.get(KEY)).contains(GROUPS);
    assertThat(hadoop.get(key(1))).contains(List.of(List.of("p3")));
    assertThat(hadoop.lookup(key(2))).isEqualTo(PlanCache.Lookup.MISS);
    assertThat(hadoop.toString()).startsWith("HadoopPlanCache(file:").endsWith(")");
  }

  @Test
  void damagedEntriesAreReportedWithTheirFileAsOnDisk(@TempDir Path dir) throws IOException {
    HadoopPlanCache hadoop = HadoopPlanCache.at(dir.toString(), new Configuration());
    for (String damaged : List.of("{not json", "{\"chunks\": 3}", "{\"chunks\": [[null]]}",
        "[]")) {
      Files.writeString(dir.resolve(KEY + ".json"), damaged);

      PlanCache.Lookup lookup = hadoop.lookup(KEY);

      assertThat(lookup.isHit()).as(damaged).isFalse();
      assertThat(lookup.damage()).as(damaged).startsWith("damaged plan cache entry file:")
          .contains(KEY + ".json");
      assertThat(hadoop.get(KEY)).isEmpty();
    }
  }

  private static String key(int i) {
    return KEY.substring(0, KEY.length() - 1) + i;
  }
}
