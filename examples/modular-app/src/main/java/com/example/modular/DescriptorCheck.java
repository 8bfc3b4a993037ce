package com.example.modular;

import java.lang.module.ModuleDescriptor;
import java.util.Comparator;
import java.util.List;

/**
 * Each W-RAC module on the module path is an explicit module (a module-info, not an automatic
 * module) that exports, to everyone, exactly its packages (of classes) whose names have no
 * {@code internal} segment.
 */
final class DescriptorCheck {
  /** The modules W-RAC's library jars declare; framework adapters are automatic modules. */
  static final List<String> EXPECTED = List.of("dev.wrac.core", "dev.wrac.documents",
      "dev.wrac.index", "dev.wrac.llm", "dev.wrac.llm.spi", "dev.wrac.pages", "dev.wrac.parsers");

  private DescriptorCheck() {}

  static List<Module> wracModules() {
    return ModuleLayer.boot().modules().stream()
        .filter(m -> m.getName().startsWith("dev.wrac."))
        .sorted(Comparator.comparing(Module::getName))
        .toList();
  }

  static void check(List<Module> modules, List<String> failures) {
    List<String> names = modules.stream().map(Module::getName).toList();
    if (!names.equals(EXPECTED)) {
      failures.add("expected the modules " + EXPECTED + " on the module path, found " + names);
    }
    for (Module m : modules) {
      ModuleDescriptor d = m.getDescriptor();
      if (d.isAutomatic()) {
        failures.add(m.getName() + " is an automatic module (no module-info)");
        continue;
      }
      for (String pkg : d.packages()) {
        if (ModuleJars.classes(m, pkg).isEmpty()) {
          continue;   // a package-info alone (its documentation) is no API
        }
        boolean exported = d.exports().stream()
            .anyMatch(e -> e.source().equals(pkg) && !e.isQualified());
        if (exported == isInternal(pkg)) {
          failures.add(m.getName() + (exported ? " exports its internal package "
              : " does not export its API package ") + pkg + " (see docs/modules.md)");
        }
      }
    }
  }

  static boolean isInternal(String pkg) {
    return pkg.equals("internal") || pkg.contains(".internal.") || pkg.endsWith(".internal");
  }
}
