package com.example.modular;

import java.io.IOException;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Code outside W-RAC cannot use its internal packages: for each package of each W-RAC module,
 * a public class of it is referenced from a probe module compiled with the real compiler on
 * this module path. A probe of an internal package must fail with "not visible"; a probe of an
 * exported one must compile (so a failure is the descriptor's doing, not the set-up's). At run
 * time, reflection may not call or open the internal class either.
 */
final class CompileProbe {
  private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();

  private CompileProbe() {}

  static void check(List<Module> modules, List<String> failures) throws IOException {
    int refused = 0;
    int compiled = 0;
    for (Module m : modules) {
      for (String pkg : m.getDescriptor().packages().stream().sorted().toList()) {
        Optional<Class<?>> type = publicClass(m, pkg);
        if (type.isEmpty()) {
          continue;
        }
        String errors = compile(m.getName(), type.get().getCanonicalName());
        boolean internal = DescriptorCheck.isInternal(pkg);
        if (internal && !errors.contains("is not visible")) {
          failures.add("code outside compiled against " + type.get().getName() + " ("
              + m.getName() + "'s internal package): " + (errors.isEmpty() ? "no error" : errors));
        } else if (!internal && !errors.isEmpty()) {
          failures.add("code outside cannot compile against " + type.get().getName() + ": " + errors);
        }
        if (internal && !refusesReflection(type.get())) {
          failures.add("reflection may use " + type.get().getName() + " from outside its module");
        }
        refused += internal && errors.contains("is not visible") ? 1 : 0;
        compiled += !internal && errors.isEmpty() ? 1 : 0;
      }
    }
    System.out.println("compile probes: " + refused + " internal packages refused (\"is not"
        + " visible\"), " + compiled + " exported packages compiled against");
  }

  /** The compiler's errors for a module requiring {@code module} that names {@code type}. */
  static String compile(String module, String type) throws IOException {
    Path dir = Files.createTempDirectory("probe");
    Path info = Files.writeString(dir.resolve("module-info.java"),
        "module probe { requires " + module + "; }");
    Path source = Files.createDirectories(dir.resolve("probe")).resolve("Probe.java");
    Files.writeString(source, "package probe; public class Probe { Class<?> c = " + type + ".class; }");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = JAVAC.getStandardFileManager(null, null, null)) {
      List<String> options = List.of("--module-path", System.getProperty("jdk.module.path"),
          "-d", dir.resolve("out").toString(), "-proc:none");
      JAVAC.getTask(null, files, diagnostics, options, null,
          files.getJavaFileObjects(info, source)).call();
    }
    try (Stream<Path> created = Files.walk(dir)) {
      for (Path p : created.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
    return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .map(d -> d.getMessage(null).lines().findFirst().orElse(""))
        .collect(Collectors.joining("; "));
  }

  /**
   * Whether reflection from here can neither call the class's public constructors and static
   * methods nor make them accessible.
   */
  private static boolean refusesReflection(Class<?> type) {
    List<Executable> members = new ArrayList<>(List.of(type.getConstructors()));
    for (Method m : type.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers())) {
        members.add(m);
      }
    }
    return members.stream().noneMatch(x -> x.canAccess(null) || x.trySetAccessible());
  }

  /** A public top-level class of the package, if it has one. */
  private static Optional<Class<?>> publicClass(Module module, String pkg) {
    return ModuleJars.classes(module, pkg).stream()
        .<Class<?>>map(name -> Class.forName(module, name))
        .filter(c -> c != null && Modifier.isPublic(c.getModifiers()))
        .findFirst();
  }
}
