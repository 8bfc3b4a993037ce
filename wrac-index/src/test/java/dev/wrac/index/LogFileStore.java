package dev.wrac.index;

import dev.wrac.model.SourceSpan;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A store that survives its process and can be left half written: an append-only log, one line
 * per unit written or deleted, each line written at once (no buffer), replayed on open (a last
 * line without its newline, cut by a kill, is ignored). A hook runs before each line, where a
 * fault-injection test kills the process.
 */
final class LogFileStore implements IndexStore {
  private final Path file;
  private final Runnable beforeLine;
  private final Map<String, IndexedUnit> units = new TreeMap<>();

  LogFileStore(Path file) {
    this(file, () -> {});
  }

  LogFileStore(Path file, Runnable beforeLine) {
    this.file = file;
    this.beforeLine = beforeLine;
    replay();
  }

  /** What the log holds now: every unit, by id. */
  Map<String, IndexedUnit> snapshot() {
    return new TreeMap<>(units);
  }

  @Override
  public void upsert(List<IndexedUnit> batch) {
    for (IndexedUnit u : batch) {
      append("U\t" + encode(u));
      units.put(u.id(), u);
    }
  }

  @Override
  public void delete(Collection<String> ids) {
    for (String id : ids) {
      append("D\t" + id);
      units.remove(id);
    }
  }

  @Override
  public boolean canUpdateFields() {
    return true;
  }

  @Override
  public void updateFields(List<IndexedUnit> batch) {
    for (IndexedUnit u : batch) {
      append("F\t" + encode(u));
      IndexedUnit held = units.get(u.id());
      if (held != null) {
        units.put(u.id(), u.withVector(held.vector()));
      }
    }
  }

  private void append(String line) {
    beforeLine.run();
    try (OutputStream out = new FileOutputStream(file.toFile(), true)) {
      out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void replay() {
    if (!Files.exists(file)) {
      return;
    }
    String log;
    try {
      log = Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int end = log.lastIndexOf('\n');
    if (end < 0) {
      return;
    }
    for (String line : log.substring(0, end).split("\n", -1)) {
      String[] f = line.split("\t", 2);
      switch (f[0]) {
        case "U" -> {
          IndexedUnit u = decode(f[1]);
          units.put(u.id(), u);
        }
        case "F" -> {
          IndexedUnit u = decode(f[1]);
          IndexedUnit held = units.get(u.id());
          if (held != null) {
            units.put(u.id(), u.withVector(held.vector()));
          }
        }
        case "D" -> units.remove(f[1]);
        default -> throw new IllegalStateException("Bad log line in " + file + ": " + line);
      }
    }
  }

  private static String encode(IndexedUnit u) {
    SourceSpan s = u.span();
    List<String> f = new ArrayList<>(List.of(u.id(), b64(u.sourceId()), b64(u.document()),
        Integer.toString(u.level()), u.parentId() == null ? "-" : u.parentId(),
        Integer.toString(u.index()), b64(u.text()), b64(u.embedText()),
        Integer.toString(u.tokens()), b64(String.join("\u0002", u.headingPath())),
        s.start() + "," + s.end() + "," + s.line() + "," + s.endLine() + "," + s.page() + ","
            + s.endPage()));
    float[] v = u.vector();
    StringBuilder vs = new StringBuilder(v == null ? "-" : "");
    if (v != null) {
      for (int i = 0; i < v.length; i++) {
        vs.append(i == 0 ? "" : ",").append(Float.toString(v[i]));
      }
    }
    f.add(vs.toString());
    return String.join("\t", f);
  }

  private static IndexedUnit decode(String line) {
    String[] f = line.split("\t", -1);
    int[] s = Arrays.stream(f[10].split(",")).mapToInt(Integer::parseInt).toArray();
    String heading = unb64(f[9]);
    float[] vector = null;
    if (!f[11].equals("-")) {
      String[] parts = f[11].isEmpty() ? new String[0] : f[11].split(",");
      vector = new float[parts.length];
      for (int i = 0; i < parts.length; i++) {
        vector[i] = Float.parseFloat(parts[i]);
      }
    }
    return new IndexedUnit(f[0], unb64(f[1]), unb64(f[2]), Integer.parseInt(f[3]),
        f[4].equals("-") ? null : f[4], Integer.parseInt(f[5]), unb64(f[6]), unb64(f[7]),
        Integer.parseInt(f[8]), heading.isEmpty() ? List.of() : List.of(heading.split("\u0002")),
        new SourceSpan(s[0], s[1], s[2], s[3], s[4], s[5]), vector);
  }

  private static String b64(String s) {
    return Base64.getEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8));
  }

  private static String unb64(String s) {
    return new String(Base64.getDecoder().decode(s), StandardCharsets.UTF_8);
  }

  @Override
  public String name() {
    return "log " + file.getFileName();
  }
}
