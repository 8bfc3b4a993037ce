package dev.wrac.llm.plan;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.error.WracException;
import dev.wrac.llm.plan.internal.Warnings;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The shipped {@link PlanCache} implementations. */
final class PlanCaches {
  private static final Logger LOG = LoggerFactory.getLogger(PlanCache.class);

  private PlanCaches() {}

  static final PlanCache NONE = new PlanCache() {
    @Override
    public Optional<List<List<String>>> get(String key) {
      return Optional.empty();
    }

    @Override
    public void put(String key, List<List<String>> groups) {}

    @Override
    public String toString() {
      return "PlanCache.none()";
    }
  };

  static List<List<String>> copy(List<List<String>> groups) {
    return groups.stream().map(List::copyOf).toList();
  }

  /** Least recently used entries go first once there are more than {@code maxEntries}. */
  static final class InMemory implements PlanCache {
    private final int maxEntries;
    private final Map<String, List<List<String>>> map;

    InMemory(int maxEntries) {
      if (maxEntries < 1) {
        throw new IllegalArgumentException("maxEntries must be positive, was " + maxEntries);
      }
      this.maxEntries = maxEntries;
      this.map = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<List<String>>> eldest) {
          return size() > InMemory.this.maxEntries;
        }
      };
    }

    @Override
    public synchronized Optional<List<List<String>>> get(String key) {
      return Optional.ofNullable(map.get(key));
    }

    @Override
    public void put(String key, List<List<String>> groups) {
      List<List<String>> copy = copy(groups);
      synchronized (this) {
        map.put(key, copy);
      }
    }

    synchronized int size() {
      return map.size();
    }

    @Override
    public synchronized String toString() {
      return "PlanCache.inMemory(" + map.size() + " of at most " + maxEntries + " entries)";
    }
  }

  /** The entry format and its damage checks, over any {@link PlanCacheStore}. */
  static final class InStore implements PlanCache {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, List<List<String>>>> TYPE =
        new TypeReference<>() {};
    private final PlanCacheStore store;
    private final String description;

    InStore(PlanCacheStore store, String description) {
      this.store = Objects.requireNonNull(store, "store");
      this.description = description;
    }

    private static String name(String key) {
      if (!key.matches("[0-9a-f]{16,128}")) {
        throw new IllegalArgumentException("Plan cache keys are hex digests, got '" + key + "'");
      }
      return key + ".json";
    }

    @Override
    public Optional<List<List<String>>> get(String key) {
      return Optional.ofNullable(lookup(key).groups());
    }

    /** A damaged entry is logged and reported; the window is planned again and rewritten. */
    @Override
    public Lookup lookup(String key) {
      String name = name(key);
      String damage;
      try {
        Optional<byte[]> bytes = store.read(name);
        if (bytes.isEmpty()) {
          return Lookup.MISS;
        }
        // strict UTF-8, as Files.readString: a malformed entry is damaged, not read as U+FFFD
        String text = StandardCharsets.UTF_8.newDecoder()
            .decode(ByteBuffer.wrap(bytes.get())).toString();
        List<List<String>> groups = JSON.readValue(text, TYPE).get("chunks");
        if (groups != null && groups.stream().allMatch(g -> g != null
            && g.stream().allMatch(Objects::nonNull))) {
          return Lookup.hit(copy(groups));
        }
        damage = "no \"chunks\" list of ID lists";
      } catch (IOException | RuntimeException e) {
        damage = e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage())
            .replaceAll("\\s+", " ");
      }
      damage = "damaged plan cache entry " + store.location(name) + " (" + (damage.length() > 200
          ? damage.substring(0, 200) + "…" : damage) + ")";
      Warnings.warn(LOG, "{}; planning the window again", damage);
      return Lookup.damaged(damage);
    }

    @Override
    public void put(String key, List<List<String>> groups) {
      String name = name(key);
      try {
        store.write(name, JSON.writeValueAsBytes(Map.of("chunks", groups)));
      } catch (IOException e) {
        throw new WracException("Cannot write the plan cache entry " + store.location(name)
            + ": " + e.getMessage(), e);
      }
    }

    @Override
    public String toString() {
      return description;
    }
  }

  /** A folder of the local file system; writes go to a temporary file, then an atomic move. */
  static final class LocalFiles implements PlanCacheStore {
    private final Path directory;

    LocalFiles(Path directory) {
      this.directory = Objects.requireNonNull(directory, "directory");
      try {
        Files.createDirectories(directory);
      } catch (IOException e) {
        throw new WracException("Cannot create the plan cache directory " + directory + ": "
            + e.getMessage(), e);
      }
    }

    @Override
    public Optional<byte[]> read(String name) throws IOException {
      try {
        return Optional.of(Files.readAllBytes(directory.resolve(name)));
      } catch (NoSuchFileException e) {
        return Optional.empty();
      }
    }

    @Override
    public void write(String name, byte[] bytes) throws IOException {
      Path target = directory.resolve(name);
      Path tmp = Files.createTempFile(directory, name.replaceFirst("\\.json$", ""), ".tmp");
      Files.write(tmp, bytes);
      try {
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    }

    @Override
    public String location(String name) {
      return directory.resolve(name).toString();
    }

    @Override
    public String toString() {
      return directory.toString();
    }
  }
}
