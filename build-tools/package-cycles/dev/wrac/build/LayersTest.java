package dev.wrac.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Holds the code to the map in docs/architecture.md: the module table (which W-RAC modules each
 * module may depend on) against the module's {@code pom.xml}, and, for a module whose packages
 * have a table there ({@code ## wrac-core's packages}), each package's imports of the module's
 * other packages against its row.
 *
 * <p>Like {@code PackageCyclesTest}, the parent pom compiles this file into the tests of every
 * module, so a new module fails until the map lists it.
 */
class LayersTest {
  private static final Path MODULE = Path.of("").toAbsolutePath();
  private static final Path MAP = Path.of(System.getProperty("wrac.root",
      MODULE.getParent().toString())).resolve("docs/architecture.md");

  @Test
  void theModuleDependsOnWhatTheMapAllows() throws Exception {
    Assumptions.assumeTrue(Files.isRegularFile(MAP), () -> "no map at " + MAP);
    String module = MODULE.getFileName().toString();
    Map<String, Set<String>> table = table(Files.readAllLines(MAP), "| module |", 1);
    assertTrue(table.containsKey(module), () -> module + " is not in the module table of "
        + MAP + ": add its row (what it may depend on)");
    assertEquals(table.get(module), ourDependencies(MODULE.resolve("pom.xml")),
        () -> module + "'s pom.xml and the module table of " + MAP + " differ");
  }

  @Test
  void eachPackageImportsOnlyWhatItsRowAllows() throws IOException {
    String module = MODULE.getFileName().toString();
    Assumptions.assumeTrue(Files.isRegularFile(MAP), () -> "no map at " + MAP);
    List<String> lines = Files.readAllLines(MAP);
    int heading = lines.indexOf("## " + module + "'s packages, bottom to top");
    Assumptions.assumeTrue(heading >= 0, () -> "no package table for " + module + " in " + MAP);
    Path classes = Path.of(System.getProperty("wrac.classes", "target/classes"));
    Assumptions.assumeTrue(Files.isDirectory(classes), () -> "no main classes at " + classes);

    Map<String, Set<String>> rows = table(lines.subList(heading, lines.size()), "| floor |", 2);
    String root = rows.keySet().stream().min((a, b) -> a.length() - b.length()).orElseThrow();
    Map<String, Set<String>> allowed = new TreeMap<>();
    rows.forEach((pkg, may) -> allowed.put(pkg, may.contains("nothing") ? Set.of()
        : may.stream().map(p -> p.equals(root) ? p : root + "." + p)
            .collect(Collectors.toCollection(TreeSet::new))));

    ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
    JavaClasses imported = new ClassFileImporter().importPath(classes);
    Set<String> ours = new TreeSet<>();
    imported.forEach(c -> ours.add(c.getPackageName()));
    List<String> problems = new ArrayList<>();
    for (String pkg : ours) {
      if (!allowed.containsKey(pkg)) {
        problems.add(pkg + " has no row in the package table");
      }
    }
    Map<String, String> forbidden = new TreeMap<>();   // "from -> to": the first use found
    for (JavaClass c : imported) {
      for (Dependency d : c.getDirectDependenciesFromSelf()) {
        String from = c.getPackageName();
        String to = d.getTargetClass().getPackageName();
        if (!from.equals(to) && ours.contains(to) && allowed.containsKey(from)
            && !allowed.get(from).contains(to)) {
          forbidden.putIfAbsent(from + " imports " + to, c.getName() + " uses "
              + d.getTargetClass().getName());
        }
      }
    }
    forbidden.forEach((edge, use) ->
        problems.add(edge + " (" + use + "), which its row does not allow"));
    if (!problems.isEmpty()) {
      fail("The packages of " + module + " and the map in " + MAP + " differ:\n  "
          + String.join("\n  ", problems));
    }
  }

  /**
   * The rows of the first Markdown table whose header starts with {@code header}: the first
   * back-quoted name of column {@code keyColumn} (1 the first) mapped to the comma-separated names of the
   * last column.
   */
  private static Map<String, Set<String>> table(List<String> lines, String header,
      int keyColumn) {
    Map<String, Set<String>> rows = new LinkedHashMap<>();
    int at = 0;
    while (at < lines.size() && !lines.get(at).startsWith(header)) {
      at++;
    }
    for (at += 2; at < lines.size() && lines.get(at).startsWith("|"); at++) {
      String[] cells = lines.get(at).split("\\|");
      String key = cells[keyColumn].strip().replace("`", "");
      String last = cells[cells.length - 1].strip();
      rows.put(key, Arrays.stream(last.split(","))
          .map(s -> s.strip().replace("`", "")).filter(s -> !s.isEmpty())
          .collect(Collectors.toCollection(TreeSet::new)));
    }
    return rows;
  }

  /** The W-RAC artifacts {@code pom} depends on in compile, runtime or provided scope. */
  private static Set<String> ourDependencies(Path pom) throws Exception {
    var factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Element project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    Set<String> out = new TreeSet<>();
    Element dependencies = child(project, "dependencies");
    if (dependencies != null) {
      NodeList list = dependencies.getElementsByTagName("dependency");
      for (int i = 0; i < list.getLength(); i++) {
        Element d = (Element) list.item(i);
        String scope = text(d, "scope", "compile");
        if ("dev.wrac".equals(text(d, "groupId", "")) && !"test".equals(scope)
            && text(d, "type", "jar").equals("jar")) {
          out.add(text(d, "artifactId", ""));
        }
      }
    }
    return out.isEmpty() ? Set.of("nothing") : out;
  }

  private static Element child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static String text(Element parent, String name, String otherwise) {
    Element e = child(parent, name);
    return e == null ? otherwise : e.getTextContent().strip();
  }
}
