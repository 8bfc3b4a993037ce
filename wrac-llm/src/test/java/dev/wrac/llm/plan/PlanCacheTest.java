package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.error.WracException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlanCacheTest {
  private static final String KEY = "0123456789abcdef0123456789abcdef";

  @Test
  void onDiskEntriesSurviveANewInstanceAndDamagedOnesAreReported(@TempDir Path dir)
      throws IOException {
    PlanCache.onDisk(dir).put(KEY, List.of(List.of("h1", "p1"), List.of("p2")));
    assertThat(PlanCache.onDisk(dir).get(KEY)).contains(List.of(List.of("h1", "p1"), List.of("p2")));
    assertThat(PlanCache.onDisk(dir).lookup("ffff" + KEY)).isEqualTo(PlanCache.Lookup.MISS);
    for (String damaged : List.of("{not json", "{\"chunks\": 3}", "{\"chunks\": [[null]]}",
        "[]")) {
      Files.writeString(dir.resolve(KEY + ".json"), damaged);
      PlanCache.Lookup lookup = PlanCache.onDisk(dir).lookup(KEY);
      assertThat(lookup.isHit()).as(damaged).isFalse();
      assertThat(lookup.damage()).as(damaged).contains("damaged plan cache entry")
          .contains(KEY + ".json");
      assertThat(PlanCache.onDisk(dir).get(KEY)).isEmpty();
    }
  }

  @Test
  void inMemoryIsBoundedAndDropsTheLeastRecentlyUsed() {
    PlanCache memory = PlanCache.inMemory(3);
    for (int i = 0; i < 3; i++) {
      memory.put(key(i), List.of(List.of("p" + (i + 1))));
    }
    memory.get(key(0));  // 0 is now the most recently used; 1 is the eldest
    memory.put(key(3), List.of(List.of("p4")));
    assertThat(memory.get(key(1))).isEmpty();
    assertThat(memory.get(key(0))).isPresent();
    assertThat(memory.get(key(3))).isPresent();
    assertThat(memory.toString()).contains("3 of at most 3 entries");
    assertThat(PlanCache.inMemory().toString())
        .contains("at most " + PlanCache.DEFAULT_MAX_ENTRIES + " entries");
  }

  private static String key(int i) {
    return KEY.substring(0, KEY.length() - 1) + i;
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

  @Test
  void aStoreOfItsOwnHoldsTheOnDiskFormatAndItsFailuresNameTheEntry(@TempDir Path dir)
      throws IOException {
    Map<String, byte[]> blobs = new ConcurrentHashMap<>();
    PlanCacheStore store = new PlanCacheStore() {
      @Override
      public Optional<byte[]> read(String name) {
        return Optional.ofNullable(blobs.get(name));
      }

      @Override
      public void write(String name, byte[] bytes) throws IOException {
        if (bytes.length > 100) {
          throw new IOException("quota exceeded");
        }
        blobs.put(name, bytes);
      }

      @Override
      public String location(String name) {
        return "blobs:/" + name;
      }
    };
    PlanCache cache = PlanCache.inStore(store);

    cache.put(KEY, List.of(List.of("h1", "p1"), List.of("p2")));
    Files.write(dir.resolve(KEY + ".json"), blobs.get(KEY + ".json"));

    assertThat(new String(blobs.get(KEY + ".json"), StandardCharsets.UTF_8))
        .isEqualTo("{\"chunks\":[[\"h1\",\"p1\"],[\"p2\"]]}");
    assertThat(PlanCache.onDisk(dir).get(KEY)).isEqualTo(cache.get(KEY))
        .contains(List.of(List.of("h1", "p1"), List.of("p2")));
    blobs.put(KEY + ".json", new byte[] {'{', (byte) 0xff, '}'});
    assertThat(cache.lookup(KEY).damage())
        .startsWith("damaged plan cache entry blobs:/" + KEY + ".json (MalformedInputException");
    assertThatThrownBy(() -> cache.put(KEY, List.of(List.of("p".repeat(200)))))
        .isInstanceOf(WracException.class)
        .hasMessage("Cannot write the plan cache entry blobs:/" + KEY + ".json: quota exceeded");
    assertThatThrownBy(() -> cache.get("../etc/passwd"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hex digests");
  }
}
