package dev.wrac.spark;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.error.WracException;
import dev.wrac.llm.plan.PlanCache;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link PlanCache} in a folder of any Hadoop file system (HDFS, S3A, GCS, ABFS, a local or
 * NFS path), shared by every executor of a job and by later jobs: one JSON file per planning
 * window, {@code <key>.json} holding {@code {"chunks":[[ids...],...]}}, the same layout as
 * {@link PlanCache#onDisk}, so a local cache folder can be copied to HDFS and back. A file is
 * written under a temporary name and renamed into place, so a reader never sees half an entry;
 * when two executors plan the same window, the first rename wins (both wrote the same answer
 * for the same key, or equally valid ones). An entry that cannot be read is logged, reported as
 * damaged and planned again.
 */
public final class HadoopPlanCache implements PlanCache {
  private static final Logger LOG = LoggerFactory.getLogger(HadoopPlanCache.class);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TypeReference<Map<String, List<List<String>>>> TYPE =
      new TypeReference<>() {};

  private final FileSystem fs;
  private final Path directory;

  private HadoopPlanCache(FileSystem fs, Path directory) {
    this.fs = fs;
    this.directory = directory;
  }

  /**
   * The cache in {@code uri} (created if missing), on the file system its scheme names; an
   * encoded URI ({@code file:///tmp/plan%20cache}) or a plain path ({@code /tmp/plan cache}).
   *
   * @throws WracException naming the folder if the file system cannot be reached or the folder
   *     cannot be created
   */
  public static HadoopPlanCache at(String uri, Configuration conf) {
    Path dir = path(Objects.requireNonNull(uri, "uri"));
    try {
      FileSystem fs = dir.getFileSystem(conf);
      fs.mkdirs(dir);
      return new HadoopPlanCache(fs, fs.makeQualified(dir));
    } catch (IOException | RuntimeException e) {
      throw new WracException("Cannot open the plan cache " + uri + ": " + e.getMessage(), e);
    }
  }

  private static Path path(String uri) {
    try {
      return new Path(new URI(uri));
    } catch (URISyntaxException e) {
      return new Path(uri);
    }
  }

  private Path file(String key) {
    if (!key.matches("[0-9a-f]{16,128}")) {
      throw new IllegalArgumentException("Plan cache keys are hex digests, got '" + key + "'");
    }
    return new Path(directory, key + ".json");
  }

  @Override
  public Optional<List<List<String>>> get(String key) {
    return Optional.ofNullable(lookup(key).groups());
  }

  @Override
  public Lookup lookup(String key) {
    Path file = file(key);
    String damage;
    try (InputStream in = fs.open(file)) {
      List<List<String>> groups = JSON.readValue(in, TYPE).get("chunks");
      if (groups != null && groups.stream()
          .allMatch(g -> g != null && g.stream().allMatch(Objects::nonNull))) {
        List<List<String>> copy = new ArrayList<>();
        groups.forEach(g -> copy.add(List.copyOf(g)));
        return Lookup.hit(List.copyOf(copy));
      }
      damage = "no \"chunks\" list of ID lists";
    } catch (FileNotFoundException e) {
      return Lookup.MISS;
    } catch (IOException | RuntimeException e) {
      damage = e.getClass().getSimpleName() + ": "
          + String.valueOf(e.getMessage()).replaceAll("\\s+", " ");
    }
    damage = "damaged plan cache entry " + file + " ("
        + (damage.length() > 200 ? damage.substring(0, 200) + "…" : damage) + ")";
    LOG.warn("{}; planning the window again", damage);
    return Lookup.damaged(damage);
  }

  @Override
  public void put(String key, List<List<String>> groups) {
    Path target = file(key);
    Path tmp = new Path(directory, "." + key + "." + UUID.randomUUID() + ".tmp");
    try {
      try (OutputStream out = fs.create(tmp, false)) {
        out.write(JSON.writeValueAsBytes(Map.of("chunks", groups)));
      }
      if (!fs.rename(tmp, target)) {
        fs.delete(target, false);
        if (!fs.rename(tmp, target)) {
          fs.delete(tmp, false);
          throw new IOException("cannot rename " + tmp + " to " + target);
        }
      }
    } catch (IOException e) {
      throw new WracException("Cannot write the plan cache entry " + target + ": "
          + e.getMessage(), e);
    }
  }

  @Override
  public String toString() {
    return "HadoopPlanCache(" + directory + ")";
  }
}
