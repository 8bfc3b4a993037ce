package dev.wrac.documents;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Each corpus document's word coverage as recorded in a test resource (lines {@code 0.9876 name},
 * {@code #} comments), so that a reader's change that loses words in one document fails even
 * when the mean holds (issue 25, scope 5). {@code -Dwrac.coverageOut=DIR} writes the measured
 * values into a file of the resource's name in DIR, to record them again (give
 * {@code src/test/resources} of wrac-documents, then review the diff).
 */
public final class CoverageRecords {
  /** How far under its recorded value a document's coverage may fall. */
  public static final double SLACK = 0.01;

  private CoverageRecords() {}

  /** The recorded values of resource {@code name} (empty if there is none). */
  public static Map<String, Double> read(String name) {
    Map<String, Double> rows = new HashMap<>();
    try (InputStream in = CoverageRecords.class.getResourceAsStream("/" + name)) {
      if (in == null) {
        return rows;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        int space = line.indexOf(' ');
        if (!line.startsWith("#") && space > 0) {
          rows.put(line.substring(space + 1), Double.parseDouble(line.substring(0, space)));
        }
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The documents measured more than {@link #SLACK} under their recorded value, each as a line
   * naming it, both values and what {@code detail} says of it.
   */
  public static List<String> fallen(Map<String, Double> recorded, Map<String, Double> measured,
      Function<String, String> detail) {
    List<String> worse = new ArrayList<>();
    new TreeMap<>(measured).forEach((name, coverage) -> {
      Double was = recorded.get(name);
      if (was != null && coverage < was - SLACK) {
        worse.add(String.format(Locale.ROOT, "%s: %.4f, recorded %.4f (%s)", name, coverage,
            was, detail.apply(name)));
      }
    });
    return worse;
  }

  /**
   * Writes {@code measured} as resource {@code name}, with {@code header}, into the folder
   * {@code -Dwrac.coverageOut} when it is set.
   */
  public static void writeIfAsked(String name, String header, Map<String, Double> measured) {
    String out = System.getProperty("wrac.coverageOut");
    if (out == null) {
      return;
    }
    List<String> lines = new ArrayList<>();
    lines.add("# " + header);
    new TreeMap<>(measured).forEach((document, coverage) ->
        lines.add(String.format(Locale.ROOT, "%.4f %s", coverage, document)));
    try {
      Files.write(Path.of(out).resolve(name), lines);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
