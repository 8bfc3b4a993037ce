package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlanCacheTest {
  private static final String KEY = "0123456789abcdef0123456789abcdef";

  @Test
  void onDiskEntriesSurviveANewInstanceAndDamagedOnesAreMisses(@TempDir Path dir)
      throws IOException {
    PlanCache.onDisk(dir).put(KEY, List.of(List.of("h1", "p1"), List.of("p2")));
    assertThat(PlanCache.onDisk(dir).get(KEY)).contains(List.of(List.of("h1", "p1"), List.of("p2")));
    Files.writeString(dir.resolve(KEY + ".json"), "{not json");
    assertThat(PlanCache.onDisk(dir).get(KEY)).isEmpty();
  }

  @Test
  void inMemoryKeepsCopiesAndNoneKeepsNothing() {
    PlanCache memory = PlanCache.inMemory();
    java.util.ArrayList<String> group = new java.util.ArrayList<>(List.of("p1"));
    memory.put(KEY, List.of(group));
    group.add("p2");
    assertThat(memory.get(KEY)).contains(List.of(List.of("p1")));
    PlanCache.none().put(KEY, List.of(List.of("p1")));
    assertThat(PlanCache.none().get(KEY)).isEmpty();
  }
}
