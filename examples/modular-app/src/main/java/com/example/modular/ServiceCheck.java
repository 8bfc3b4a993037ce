package com.example.modular;

import dev.wrac.llm.LlmClients;
import dev.wrac.pages.PageTranscribers;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.ParserRouteProvider;
import dev.wrac.plan.ChunkPlanners;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Every provider a W-RAC jar lists in {@code META-INF/services} (what class-path users get) is
 * found on the module path, where only the descriptors' {@code provides} count, by W-RAC's own
 * loaders (which need their module's {@code uses}).
 */
final class ServiceCheck {
  private ServiceCheck() {}

  static void check(List<Module> modules, List<String> failures) {
    Set<String> listed = new TreeSet<>();
    modules.forEach(m -> listed.addAll(listedProviders(m)));
    Set<String> found = new TreeSet<>();
    Stream.of(DocumentParsers.load().all(), ChunkPlanners.providers(), LlmClients.providers(),
        PageTranscribers.providers(), ParserRouteProvider.providers()).flatMap(List::stream)
        .forEach(p -> found.add(p.getClass().getName()));
    System.out.println("providers found by ServiceLoader: " + found.size() + " of the "
        + listed.size() + " the jars list in META-INF/services");
    Set<String> missing = new TreeSet<>(listed);
    missing.removeAll(found);
    if (!missing.isEmpty()) {
      failures.add("listed in META-INF/services but not provided on the module path (a missing"
          + " provides, or a missing uses in the loading module): " + missing);
    }
  }

  /** The provider classes in the module's META-INF/services files. */
  private static Set<String> listedProviders(Module module) {
    Set<String> out = new TreeSet<>();
    try (ModuleReader reader = ModuleJars.open(module)) {
      for (String entry : reader.list().filter(e -> e.startsWith("META-INF/services/")
          && !e.endsWith("/")).toList()) {
        try (InputStream in = reader.open(entry).orElseThrow()) {
          new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
              .map(l -> l.replaceAll("#.*", "").trim()).filter(l -> !l.isEmpty())
              .forEach(out::add);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
