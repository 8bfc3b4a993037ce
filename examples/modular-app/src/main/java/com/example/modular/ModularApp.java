package com.example.modular;

import dev.wrac.Wrac;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * W-RAC used from a named module on the module path. First checks the W-RAC modules'
 * descriptors ({@link DescriptorCheck}), that every provider their jars list is found
 * ({@link ServiceCheck}), and that their internal packages are closed to this code, for the
 * compiler and for reflection ({@link CompileProbe}); then parses, plans and chunks the sample
 * documents, an HTML page, a DOCX and a PDF with the parsers {@link java.util.ServiceLoader}
 * finds, and round-trips each plan and document through {@link PlanJson}. Exits 1 naming each
 * failed check.
 *
 * <pre>
 * java --module-path target/classes:DEPENDENCIES -m com.example.modular/com.example.modular.ModularApp examples/docs
 * </pre>
 */
public final class ModularApp {
  private ModularApp() {}

  public static void main(String[] args) throws IOException {
    Path docs = Path.of(args.length > 0 ? args[0] : "examples/docs");
    List<String> failures = new ArrayList<>();
    Module core = Wrac.class.getModule();
    if (!core.isNamed() || core.getDescriptor().isAutomatic()) {
      failures.add("dev.wrac.core is not an explicit module here: " + core);
    }
    List<Module> wrac = DescriptorCheck.wracModules();
    System.out.println("W-RAC modules on the module path: " + wrac.stream().map(Module::getName).toList());
    DescriptorCheck.check(wrac, failures);
    ServiceCheck.check(wrac, failures);
    CompileProbe.check(wrac, failures);
    System.out.println("parsers found by ServiceLoader: " + DocumentParsers.load().all().stream()
        .map(DocumentParser::name).toList());
    planAll(docs, failures);
    OfficeCheck.check(failures);
    if (!failures.isEmpty()) {
      failures.forEach(f -> System.err.println("FAILED: " + f));
      System.exit(1);
    }
    System.out.println("modular-app: every check passed");
  }

  /** Parses, plans and chunks each file of {@code docs} and one HTML page. */
  private static void planAll(Path docs, List<String> failures) throws IOException {
    List<ParsedDocument> parsed = new ArrayList<>();
    try (Stream<Path> files = Files.list(docs)) {
      for (Path file : files.sorted().toList()) {
        parsed.add(parse(DocumentSource.of(file), failures));
      }
    }
    parsed.add(parse(DocumentSource.ofText("page.html", "<html><body><main><h1>Returns</h1>"
        + "<p>Return any item within 30 days.</p><h2>Refunds</h2><p>Refunds take 5 days.</p>"
        + "</main></body></html>"), failures));
    parsed.removeIf(Objects::isNull);
    for (ParsedDocument doc : parsed) {
      ChunkPlan plan = Wrac.plan(doc);
      List<Chunk> chunks = Wrac.assemble(doc, plan);
      System.out.printf("%s: %d elements, %d chunks (planner %s)%n", doc.name(), doc.size(),
          chunks.size(), plan.provenance().planner());
      if (doc.isEmpty() || chunks.isEmpty()) {
        failures.add(doc.name() + ": no elements or no chunks");
      }
      // Jackson binds the model's records: dev.wrac.core opens dev.wrac.model to it
      if (!PlanJson.fromJson(PlanJson.toJson(plan)).equals(plan)
          || !PlanJson.documentFromJson(PlanJson.toJson(doc)).equals(doc)) {
        failures.add(doc.name() + ": the plan or the document does not survive PlanJson");
      }
    }
  }

  /** The file parsed, or {@code null} after adding why it could not be to {@code failures}. */
  static ParsedDocument parse(DocumentSource source, List<String> failures) {
    try {
      return Wrac.parse(source);
    } catch (RuntimeException e) {
      failures.add(e.toString());
      return null;
    }
  }
}
