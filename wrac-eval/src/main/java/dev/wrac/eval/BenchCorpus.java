package dev.wrac.eval;

import dev.wrac.Wrac;
import dev.wrac.error.WracException;
import dev.wrac.eval.internal.QueryFiles;
import dev.wrac.model.Element;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The documents and queries of a benchmark, grouped by organisation.
 *
 * <pre>{@code
 * BenchCorpus rmc = BenchCorpus.ragMultiCorpus(Path.of("../shared/rag-multi-corpus"), "md", List.of());
 * BenchCorpus mine = BenchCorpus.of(Path.of("docs"), Path.of("queries.csv"));
 * }</pre>
 *
 * @param name                 a label for reports
 * @param organisations        the organisations, each one retrieval index
 * @param queries              the queries, exact duplicate rows dropped, in file order
 * @param rows                 rows of the queries file read, duplicates included
 * @param duplicateRowsDropped exact duplicate rows dropped
 */
public record BenchCorpus(String name, List<BenchOrganisation> organisations,
    List<BenchQuery> queries, int rows, int duplicateRowsDropped) {
  private static final Set<String> PARSED = Wrac.defaults().parsers().all().stream()
      .flatMap(p -> p.fileExtensions().stream()).collect(Collectors.toSet());

  public BenchCorpus {
    Objects.requireNonNull(name, "name");
    organisations = List.copyOf(organisations);
    queries = List.copyOf(queries);
  }

  /**
   * RAG-Multi-Corpus: the documents of {@code datasets/<Org>/<format>/} and the rows of
   * {@code queries.csv} (organisations matched by name, ignoring case, spaces and punctuation).
   *
   * @param root          the corpus folder
   * @param format        the document sub-folder and extension: {@code md} (default),
   *                      {@code html}, ...
   * @param organisations organisations to keep (matched like above); empty keeps all
   * @throws BenchException if the folder lacks {@code datasets/} or {@code queries.csv}, or an
   *                        organisation asked for does not exist
   */
  public static BenchCorpus ragMultiCorpus(Path root, String format,
      Collection<String> organisations) {
    Path datasets = root.resolve("datasets");
    Path queriesFile = root.resolve("queries.csv");
    if (!Files.isDirectory(datasets) || !Files.isRegularFile(queriesFile)) {
      throw new BenchException("Not a RAG-Multi-Corpus folder: " + root.toAbsolutePath()
          + " (expected datasets/<Org>/" + format + "/ and queries.csv)");
    }
    Map<String, String> missing = new LinkedHashMap<>();
    organisations.forEach(o -> missing.put(DocumentNames.organisationKey(o), o));
    Set<String> wanted = Set.copyOf(missing.keySet());
    List<BenchOrganisation> orgs = new ArrayList<>();
    for (Path dir : list(datasets)) {
      Path docs = dir.resolve(format);
      String org = dir.getFileName().toString();
      String key = DocumentNames.organisationKey(org);
      if (Files.isDirectory(docs) && (wanted.isEmpty() || wanted.contains(key))) {
        missing.remove(key);
        orgs.add(new BenchOrganisation(org, documents(docs, format)));
      }
    }
    if (!missing.isEmpty()) {
      throw new BenchException("No organisation " + missing.values() + " with documents in " + datasets
          + "/<Org>/" + format + ". Available: "
          + list(datasets).stream().map(p -> p.getFileName().toString()).toList());
    }
    return withQueries(root.getFileName() + "", orgs, QueryFiles.read(queriesFile, ""));
  }

  /**
   * A user's corpus: the documents of one folder (one organisation named after it) and a
   * queries file, CSV or JSON Lines (query, type, supporting facts with their document).
   *
   * @throws BenchException if the folder holds no document or the queries file is unreadable
   */
  public static BenchCorpus of(Path documents, Path queriesFile) {
    if (!Files.isDirectory(documents)) {
      throw new BenchException("Not a folder of documents: " + documents.toAbsolutePath());
    }
    String org = documents.toAbsolutePath().normalize().getFileName() + "";
    List<BenchDocument> docs = documents(documents, null);
    if (docs.isEmpty()) {
      throw new BenchException("No document in " + documents.toAbsolutePath());
    }
    List<BenchQuery> rows = QueryFiles.read(queriesFile, org).stream()
        .map(q -> new BenchQuery(org, q.type(), q.text(), q.facts())).toList();
    return withQueries(org, List.of(new BenchOrganisation(org, docs)), rows);
  }

  /** The organisation of a query, matched by {@link DocumentNames#organisationKey}. */
  public BenchOrganisation organisation(String name) {
    String key = DocumentNames.organisationKey(name);
    for (BenchOrganisation o : organisations) {
      if (DocumentNames.organisationKey(o.name()).equals(key)) {
        return o;
      }
    }
    return null;
  }

  private static BenchCorpus withQueries(String name, List<BenchOrganisation> orgs,
      List<BenchQuery> rows) {
    Set<BenchQuery> unique = new LinkedHashSet<>(rows);
    BenchCorpus all = new BenchCorpus(name, orgs, List.of(), rows.size(),
        rows.size() - unique.size());
    List<BenchQuery> kept = new ArrayList<>();
    for (BenchQuery q : unique) {
      BenchOrganisation o = all.organisation(q.organisation());
      if (o != null) {
        kept.add(new BenchQuery(o.name(), q.type(), q.text(), q.facts()));
      }
    }
    return new BenchCorpus(name, orgs, kept, rows.size(), rows.size() - unique.size());
  }

  private static List<BenchDocument> documents(Path folder, String format) {
    List<BenchDocument> docs = new ArrayList<>();
    for (Path file : list(folder)) {
      String ext = extension(file);
      if (Files.isRegularFile(file) && (format == null ? PARSED.contains(ext) : ext.equals(format))
          && !file.getFileName().toString().startsWith(".")) {
        docs.add(document(file, ext));
      }
    }
    return docs;
  }

  /**
   * A document with its text (the file's text for Markdown and plain text, else its elements'
   * text) and its visible text (its elements' content, for every format).
   */
  private static BenchDocument document(Path file, String ext) {
    List<Element> elements;
    try {
      elements = Wrac.parse(file).elements();
    } catch (WracException e) {
      throw new BenchException("Cannot read " + file + ": " + e.getMessage(), e);
    }
    String visible = elements.stream().map(Element::content).collect(Collectors.joining("\n\n"));
    String text;
    if (ext.equals("md") || ext.equals("markdown") || ext.equals("txt")) {
      try {
        text = Files.readString(file, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new BenchException("Cannot read " + file + ": " + e.getMessage(), e);
      }
    } else {
      text = elements.stream().map(Element::text).collect(Collectors.joining("\n\n"));
    }
    return new BenchDocument(file.getFileName().toString(), file, text, visible);
  }

  private static List<Path> list(Path folder) {
    try (Stream<Path> s = Files.list(folder)) {
      return s.sorted().toList();
    } catch (IOException e) {
      throw new BenchException("Cannot list " + folder + ": " + e.getMessage(), e);
    }
  }

  private static String extension(Path file) {
    String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
    int dot = n.lastIndexOf('.');
    return dot < 0 ? "" : n.substring(dot + 1);
  }
}
