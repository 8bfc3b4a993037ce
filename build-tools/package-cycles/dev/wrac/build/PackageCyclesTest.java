package dev.wrac.build;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SliceRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Fails the build when the main classes of the module under test have a package cycle.
 *
 * <p>The parent pom compiles this one file into the tests of every module (build-helper's
 * {@code add-test-source}), so a module added later is checked without anyone remembering.
 * Each package is a slice; the one allowed pair is a package and its own {@code .internal}
 * sub-package (like {@code okhttp3} and {@code okhttp3.internal}), whose dependencies on each
 * other are ignored. Any other cycle fails, listing the classes that close it.
 */
class PackageCyclesTest {

  @Test
  void mainPackagesHaveNoCycle() {
    Path classes = Path.of(System.getProperty("wrac.classes", "target/classes"));
    Assumptions.assumeTrue(Files.isDirectory(classes), () -> "no main classes at " + classes);
    // only this module's classes: others' are stubs, which the slices below ignore
    ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
    JavaClasses imported = new ClassFileImporter().importPath(classes);
    Assumptions.assumeFalse(imported.isEmpty(), () -> "no main classes at " + classes);

    Set<String> packages = new TreeSet<>();
    imported.forEach(c -> packages.add(c.getPackageName()));
    SliceRule rule = slices().assignedFrom(packagesUnder(classes.toUri().toString()))
        .should().beFreeOfCycles()
        .because("packages import only downwards (docs/architecture.md); a package and its own"
            + " .internal sub-package are the one allowed pair");
    for (String name : packages) {
      String parent = name.endsWith(".internal")
          ? name.substring(0, name.length() - ".internal".length()) : null;
      if (parent != null && packages.contains(parent)) {
        rule = rule.ignoreDependency(resideInAPackage(parent), resideInAPackage(name))
            .ignoreDependency(resideInAPackage(name), resideInAPackage(parent));
      }
    }
    rule.check(imported);
  }

  /** One slice per package of the classes found under {@code classesUri}. */
  private static SliceAssignment packagesUnder(String classesUri) {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        boolean ours = javaClass.getSource()
            .map(source -> source.getUri().toString().startsWith(classesUri)).orElse(false);
        return ours ? SliceIdentifier.of(javaClass.getPackageName()) : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "packages";
      }
    };
  }
}
