package dev.wrac.parsers.internal.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The guard read as a stream gives exactly the guarded page, in pieces of any size. */
class TableNestingGuardProperties {
  @Provide
  Arbitrary<String> tableSoup() {
    Arbitrary<String> part = Arbitraries.of("<table>", "</table>", "<td>", "<th>", "<TD x=1>",
        "<caption>", "</td>", "<tr>", "<td title=\"<table>\">", "cell ", "<table", "<", "td>",
        "</TABLE >", "<tablex>", "\n");
    return part.list().ofMaxSize(400).map(parts -> String.join("", parts));
  }

  @Property(tries = 300)
  void readingTheGuardedPageGivesWhatApplyGives(@ForAll("tableSoup") String soup,
      @ForAll @IntRange(min = 1, max = 97) int piece) throws IOException {
    String html = "<table><td>".repeat(TableNestingGuard.MAX_TABLE_DEPTH + 2) + soup;
    StringBuilder read = new StringBuilder();
    char[] buffer = new char[piece + 3];
    try (Reader reader = TableNestingGuard.reader(html)) {
      for (int n; (n = reader.read(buffer, 3, piece)) >= 0; ) {
        read.append(buffer, 3, n);
      }
    }
    String guarded = TableNestingGuard.apply(html);
    assertThat(guarded).isNotEqualTo(html).hasSameSizeAs(html);
    assertThat(read.toString()).isEqualTo(guarded);
  }
}
