package dev.wrac.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.documents.office.DocxParser;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.pages.PageRoute;
import dev.wrac.parsers.MarkdownParser;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The module descriptors of the library modules, read from their compiled classes as the module
 * system reads them, agree with what the classes and {@code META-INF/services} files hold: every
 * package of classes without an {@code internal} segment exported (and no other), every listed
 * provider provided, every service used. Catches a new package or provider added without its
 * module-info line; examples/modular-app runs the same modules on the module path.
 */
class ModuleDescriptorsTest {
  static Stream<Class<?>> libraryModules() {
    return Stream.concat(providerModules(), Stream.of(LlmClient.class));
  }

  /** The library modules that provide services (wrac-llm-spi only declares one). */
  static Stream<Class<?>> providerModules() {
    return Stream.of(Wrac.class, MarkdownParser.class, DocxParser.class, LlmPlanner.class,
        PageRoute.class);
  }

  @ParameterizedTest
  @MethodSource("libraryModules")
  void exportsExactlyItsPackagesWithoutAnInternalSegment(Class<?> member) throws Exception {
    ModuleReference module = moduleOf(member);
    ModuleDescriptor descriptor = module.descriptor();
    Set<String> api = new TreeSet<>();
    for (String pkg : descriptor.packages()) {
      if (hasClasses(module, pkg) && !pkg.matches("(.*\\.)?internal(\\..*)?")) {
        api.add(pkg);
      }
    }
    Set<String> exported = descriptor.exports().stream().filter(e -> !e.isQualified())
        .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));

    assertThat(descriptor.isAutomatic()).isFalse();
    assertThat(exported).as(descriptor.name() + "'s exports (see docs/modules.md)").isEqualTo(api);
  }

  @ParameterizedTest
  @MethodSource("providerModules")
  void providesEveryProviderItsServiceFilesList(Class<?> member) throws Exception {
    ModuleReference module = moduleOf(member);
    Map<String, Set<String>> provided = new TreeMap<>();
    module.descriptor().provides()
        .forEach(p -> provided.put(p.service(), new TreeSet<>(p.providers())));

    assertThat(provided).as(module.descriptor().name() + "'s provides (see docs/modules.md)")
        .isEqualTo(serviceFiles(module)).isNotEmpty();
  }

  @Test
  void everyProvidedServiceIsUsedByALibraryModule() throws Exception {
    Set<String> used = new TreeSet<>();
    Set<String> provided = new TreeSet<>();
    for (Class<?> member : libraryModules().toList()) {
      ModuleDescriptor d = moduleOf(member).descriptor();
      used.addAll(d.uses());
      d.provides().forEach(p -> provided.add(p.service()));
    }

    assertThat(used).containsAll(provided);
  }

  /** The module of {@code member}'s classes folder or jar. */
  private static ModuleReference moduleOf(Class<?> member) throws URISyntaxException {
    Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<ModuleReference> found = List.copyOf(ModuleFinder.of(location).findAll());
    assertThat(found).as("a module at " + location).hasSize(1);
    return found.get(0);
  }

  private static boolean hasClasses(ModuleReference module, String pkg) throws IOException {
    String prefix = pkg.replace('.', '/') + "/";
    try (ModuleReader reader = module.open()) {
      return reader.list().anyMatch(e -> e.startsWith(prefix) && e.endsWith(".class")
          && e.indexOf('/', prefix.length()) < 0 && !e.endsWith("/package-info.class"));
    }
  }

  /** Service type to the providers its META-INF/services file lists. */
  private static Map<String, Set<String>> serviceFiles(ModuleReference module) throws IOException {
    Map<String, Set<String>> out = new TreeMap<>();
    try (ModuleReader reader = module.open()) {
      for (String entry : reader.list().filter(e -> e.startsWith("META-INF/services/")
          && !e.endsWith("/")).toList()) {
        try (InputStream in = reader.open(entry).orElseThrow()) {
          out.put(entry.substring("META-INF/services/".length()),
              new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                  .map(l -> l.replaceAll("#.*", "").trim()).filter(l -> !l.isEmpty())
                  .collect(Collectors.toCollection(TreeSet::new)));
        }
      }
    }
    return out;
  }
}
