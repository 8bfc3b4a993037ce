package dev.wrac.llm.plan;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.WracException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The shipped {@link PlanCache} implementations. */
final class PlanCaches {
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

  static final class InMemory implements PlanCache {
    private final Map<String, List<List<String>>> map = new ConcurrentHashMap<>();

    @Override
    public Optional<List<List<String>>> get(String key) {
      return Optional.ofNullable(map.get(key));
    }

    @Override
    public void put(String key, List<List<String>> groups) {
      map.put(key, copy(groups));
    }

    @Override
    public String toString() {
      return "PlanCache.inMemory(" + map.size() + " entries)";
    }
  }

  static final class OnDisk implements PlanCache {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, List<List<String>>>> TYPE =
        new TypeReference<>() {};
    private final Path directory;

    OnDisk(Path directory) {
      this.directory = Objects.requireNonNull(directory, "directory");
      try {
        Files.createDirectories(directory);
      } catch (IOException e) {
        throw new WracException("Cannot create the plan cache directory " + directory + ": "
            + e.getMessage(), e);
      }
    }

    private Path file(String key) {
      if (!key.matches("[0-9a-f]{16,128}")) {
        throw new IllegalArgumentException("Plan cache keys are hex digests, got '" + key + "'");
      }
      return directory.resolve(key + ".json");
    }

    @Override
    public Optional<List<List<String>>> get(String key) {
      try {
        String text = Files.readString(file(key), StandardCharsets.UTF_8);
        List<List<String>> groups = JSON.readValue(text, TYPE).get("chunks");
        return Optional.ofNullable(groups).map(PlanCaches::copy);
      } catch (NoSuchFileException e) {
        return Optional.empty();
      } catch (IOException e) {
        // a damaged entry is a miss, not a failure: the window is planned again and rewritten
        return Optional.empty();
      }
    }

    @Override
    public void put(String key, List<List<String>> groups) {
      Path target = file(key);
      try {
        Path tmp = Files.createTempFile(directory, key, ".tmp");
        Files.writeString(tmp, JSON.writeValueAsString(Map.of("chunks", groups)),
            StandardCharsets.UTF_8);
        try {
          Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE,
              StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
      } catch (IOException e) {
        throw new WracException("Cannot write the plan cache entry " + target + ": "
            + e.getMessage(), e);
      }
    }

    @Override
    public String toString() {
      return "PlanCache.onDisk(" + directory + ")";
    }
  }
}
