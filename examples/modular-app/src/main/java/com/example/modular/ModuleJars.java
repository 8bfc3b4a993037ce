package com.example.modular;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.util.List;

/** What a module's jar holds, read through its module reference. */
final class ModuleJars {
  private ModuleJars() {}

  static ModuleReader open(Module module) throws IOException {
    return ModuleLayer.boot().configuration().findModule(module.getName()).orElseThrow()
        .reference().open();
  }

  /** The names of the top-level classes of {@code pkg} (its package-info left out). */
  static List<String> classes(Module module, String pkg) {
    String prefix = pkg.replace('.', '/') + "/";
    try (ModuleReader reader = open(module)) {
      return reader.list()
          .filter(e -> e.startsWith(prefix) && e.endsWith(".class") && !e.contains("$")
              && e.indexOf('/', prefix.length()) < 0 && !e.endsWith("/package-info.class"))
          .sorted()
          .map(e -> e.substring(0, e.length() - ".class".length()).replace('/', '.'))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
