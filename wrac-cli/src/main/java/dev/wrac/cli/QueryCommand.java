package dev.wrac.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.SmallToBigRetrieverBuilder;
import dev.wrac.index.IndexedUnit;
import dev.wrac.lucene.LuceneException;
import dev.wrac.lucene.LuceneIndexStore;
import dev.wrac.model.SourceSpan;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac query DIR "question"}: answers from an index {@code wrac index} made: embeds the
 * question with the same model, searches the leaves, places them or their parents with
 * {@link SmallToBig} and prints each placed unit with its citation.
 */
@Command(name = "query", mixinStandardHelpOptions = true,
    description = "Retrieve from an index made by wrac index: the question is embedded with "
        + "the same model (bge-small), the nearest leaves are found and placed, as themselves "
        + "or as the parents they share (small-to-big), within --budget tokens and at most "
        + "--units units (both apply when both are given). Each unit is printed with its "
        + "citation: document, heading path, lines, offsets, page or slide.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:the units were printed (none when nothing fits)",
        "1:the index could not be read",
        "2:bad option, no index at DIR, or an index made with another model"})
final class QueryCommand implements Callable<Integer> {
  /** Default {@code --budget} when neither limit is given. */
  static final int DEFAULT_BUDGET = 1024;

  @Parameters(index = "0", paramLabel = "DIR", description = "The --store DIR of wrac index.")
  Path store;

  @Parameters(index = "1", paramLabel = "QUESTION", description = "What to retrieve for.")
  String question;

  @Option(names = "--budget", paramLabel = "TOKENS",
      description = "Tokens of all placed units together (default " + DEFAULT_BUDGET
          + " when --units is not given either).")
  Integer budget;

  @Option(names = "--units", paramLabel = "N", description = "The most units placed.")
  Integer units;

  @Option(names = "--leaves", paramLabel = "N",
      description = "Leaves retrieved before placement (default "
          + SmallToBigRetrieverBuilder.DEFAULT_MAX_LEAVES + ", at most "
          + SmallToBigRetrieverBuilder.MAX_LEAVES + ").")
  int leaves = SmallToBigRetrieverBuilder.DEFAULT_MAX_LEAVES;

  @Option(names = "--json",
      description = "One JSON object per unit: rank, id, level, score, leaves, document, "
          + "sourceId, headingPath, start, end, line, endLine, page, endPage (paged formats), "
          + "tokens, text.")
  boolean json;

  @Override
  public Integer call() throws Exception {
    SmallToBig policy = policy();
    if (leaves < 1 || leaves > SmallToBigRetrieverBuilder.MAX_LEAVES) {
      throw new UsageError("--leaves must be in [1, " + SmallToBigRetrieverBuilder.MAX_LEAVES
          + "], was " + leaves);
    }
    if (question.isBlank()) {
      throw new UsageError("QUESTION is blank");
    }
    IndexStores.requireModel("query");
    Path lucene = IndexStores.lucene(store);
    if (!Files.isDirectory(lucene)) {
      throw new UsageError("No wrac index at " + store + " (no " + lucene + "): make one with "
          + "wrac index FOLDER --store " + store);
    }
    try (LuceneIndexStore index = open(lucene)) {
      String model = index.model().orElse(null);
      if (model == null && index.size() == 0) {
        return Exit.OK; // an index of no documents: nothing to place
      }
      BgeSmallEmbedder bge = IndexStores.model("query");
      float[] q = bge.embed(List.of(bge.queryText(question))).get(0);
      List<LuceneIndexStore.Hit> hits = index.search(q, leaves);
      List<SmallToBig.Placement> placed = policy.placeHits(
          hits.stream().map(LuceneIndexStore.Hit::scoredLeaf).toList(), index.parents());
      PrintStream out = new PrintStream(Stdout.open(), false, StandardCharsets.UTF_8);
      ObjectMapper mapper = new ObjectMapper();
      int rank = 0;
      for (SmallToBig.Placement p : placed) {
        rank++;
        IndexedUnit unit = index.get(p.unit().id()).orElseThrow();
        if (json) {
          out.println(mapper.writeValueAsString(fields(rank, p, unit)));
        } else {
          print(out, rank, p, unit);
        }
      }
      out.flush();
    } catch (LuceneException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
    return Exit.OK;
  }

  private LuceneIndexStore open(Path lucene) {
    return LuceneIndexStore.builder(lucene).model(IndexStores.MODEL).readOnly(true).build();
  }

  /** The policy: both limits when both are given, a budget of 1024 when none is. */
  private SmallToBig policy() {
    try {
      if (budget != null && units != null) {
        return SmallToBig.budgetTokens(budget).withMaxUnits(units);
      } else if (units != null) {
        return SmallToBig.maxUnits(units);
      }
      return SmallToBig.budgetTokens(budget != null ? budget : DEFAULT_BUDGET);
    } catch (IllegalArgumentException e) {
      throw new UsageError((e.getMessage().startsWith("budgetTokens") ? "--budget" : "--units")
          + e.getMessage().substring(e.getMessage().indexOf(' ')), e);
    }
  }

  /** A unit's JSON object. */
  static Map<String, Object> fields(int rank, SmallToBig.Placement p, IndexedUnit u) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rank", rank);
    m.put("id", u.id());
    m.put("level", u.level());
    m.put("score", Math.round(p.unit().score() * 1e4) / 1e4);
    m.put("leaves", p.unit().leafIds());
    m.put("document", u.document());
    m.put("sourceId", u.sourceId());
    m.put("headingPath", u.headingPath());
    SourceSpan s = u.span();
    m.put("start", s.start());
    m.put("end", s.end());
    m.put("line", s.line());
    m.put("endLine", s.endLine());
    if (s.hasPage()) {
      m.put("page", s.page());
      m.put("endPage", s.endPage());
    }
    m.put("tokens", u.tokens());
    m.put("text", u.text());
    return m;
  }

  /** A unit in words: its rank and citation on one line, then its text, indented. */
  private static void print(PrintStream out, int rank, SmallToBig.Placement p, IndexedUnit u) {
    Citation c = p.stored().citation();
    SourceSpan s = u.span();
    StringBuilder where = new StringBuilder(u.document());
    if (!u.sourceId().equals(u.document())) {
      where.append(" (").append(u.sourceId()).append(')');
    }
    for (String h : c == null ? u.headingPath() : c.headingPath()) {
      where.append(" > ").append(h);
    }
    String lines = s.line() == s.endLine() ? "line " + s.line()
        : "lines " + s.line() + "-" + s.endLine();
    String pages = !s.hasPage() ? "" : s.page() == s.endPage() ? ", page " + s.page()
        : ", pages " + s.page() + "-" + s.endPage();
    out.println(String.format(Locale.ROOT, "[%d] %s%n    %s, chars %d-%d%s; %s, %d tokens, "
        + "score %.3f%s", rank, where, lines, s.start(), s.end(), pages,
        u.level() == 0 ? "leaf" : "level " + u.level(), u.tokens(), p.unit().score(),
        p.unit().leafIds().size() > 1 ? ", " + p.unit().leafIds().size() + " leaves" : ""));
    for (String line : u.text().strip().split("\\R")) {
      out.println("    | " + line);
    }
    out.println();
  }
}
