package dev.wrac.spark;

import dev.wrac.error.WracException;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.llm.plan.PlanCacheStore;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A {@link PlanCache} in a folder of any Hadoop file system (HDFS, S3A, GCS, ABFS, a local or
 * NFS path), shared by every executor of a job and by later jobs: one JSON file per planning
 * window, {@code <key>.json} holding {@code {"chunks":[[ids...],...]}}: the format of
 * {@link PlanCache#inStore} over a Hadoop {@link PlanCacheStore}, the same files as
 * {@link PlanCache#onDisk}, so a local cache folder can be copied to HDFS and back. A file is
 * written under a temporary name and renamed into place, so a reader never sees half an entry;
 * when two executors plan the same window, the first rename wins (both wrote the same answer
 * for the same key, or equally valid ones). An entry that cannot be read is logged, reported as
 * damaged and planned again.
 */
public final class HadoopPlanCache implements PlanCache {
  private final Path directory;
  private final PlanCache entries;

  private HadoopPlanCache(FileSystem fs, Path directory) {
    this.directory = directory;
    this.entries = PlanCache.inStore(new Store(fs, directory));
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

  @Override
  public Optional<List<List<String>>> get(String key) {
    return entries.get(key);
  }

  @Override
  public Lookup lookup(String key) {
    return entries.lookup(key);
  }

  @Override
  public void put(String key, List<List<String>> groups) {
    entries.put(key, groups);
  }

  @Override
  public String toString() {
    return "HadoopPlanCache(" + directory + ")";
  }

  /** The folder on its file system; a write goes to a hidden temporary file, then a rename. */
  private record Store(FileSystem fs, Path directory) implements PlanCacheStore {
    @Override
    public Optional<byte[]> read(String name) throws IOException {
      try (InputStream in = fs.open(new Path(directory, name))) {
        return Optional.of(in.readAllBytes());
      } catch (FileNotFoundException e) {
        return Optional.empty();
      }
    }

    @Override
    public void write(String name, byte[] bytes) throws IOException {
      Path target = new Path(directory, name);
      Path tmp = new Path(directory, "." + name.replaceFirst("\\.json$", "") + "."
          + UUID.randomUUID() + ".tmp");
      try (OutputStream out = fs.create(tmp, false)) {
        out.write(bytes);
      }
      if (!fs.rename(tmp, target)) {
        fs.delete(target, false);
        if (!fs.rename(tmp, target)) {
          fs.delete(tmp, false);
          throw new IOException("cannot rename " + tmp + " to " + target);
        }
      }
    }

    @Override
    public String location(String name) {
      return new Path(directory, name).toString();
    }

    @Override
    public String toString() {
      return directory.toString();
    }
  }
}
