package dev.wrac.parsers.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The linear scans that replace regular expressions (flexmark's and our own former ones) decide
 * exactly as those expressions do, on short strings over the characters that matter.
 */
class MarkdownScansProperties {
  private static final Pattern ATX_HEADING = Pattern.compile("^#{1,6}(?:[ \\t]+|$)");
  private static final Pattern ATX_TRAILING = Pattern.compile("(^| |\\t)[ \\t]*#+[ \\t]*$");
  private static final Pattern SETEXT = Pattern.compile("^(?:=+|-+)[ \\t]*$");
  private static final Pattern BREAK =
      Pattern.compile("^(?:(?:\\*[ \\t]*){3,}|(?:_[ \\t]*){3,}|(?:-[ \\t]*){3,})[ \\t]*$");
  private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
  private static final Pattern FRONT_TITLE =
      Pattern.compile("(?m)^title\\s*:\\s*[\"']?(.*?)[\"']?\\s*$");
  private static final String ATTRIBUTE = "(?:\\s+[a-zA-Z_:][a-zA-Z0-9_.:-]*"
      + "(?:\\s*=\\s*(?:[^\"'=<>`\\x00-\\x20]+|'[^']*'|\"[^\"]*\"))?)";
  private static final Pattern OPEN_TAG_REST =
      Pattern.compile("^" + ATTRIBUTE + "*\\s*/?>\\s*$");

  @Provide
  Arbitrary<String> headingLines() {
    return Arbitraries.strings().withChars('#', ' ', '\t', 'a', '=', '-').ofMaxLength(12);
  }

  @Provide
  Arbitrary<String> breakLines() {
    return Arbitraries.strings().withChars('*', '-', '_', ' ', '\t', 'x').ofMaxLength(10);
  }

  @Provide
  Arbitrary<String> linkTexts() {
    return Arbitraries.strings().withChars('[', ']', '(', ')', '!', 'a', ' ').ofMaxLength(14);
  }

  @Provide
  Arbitrary<String> frontMatters() {
    return Arbitraries.of("title", "title: ", "titles", ":", " ", "\n", "\"", "'", "x", "y z")
        .list().ofMaxSize(8).map(parts -> String.join("", parts));
  }

  @Provide
  Arbitrary<String> tagRests() {
    return Arbitraries.of(" ", "\t", "a", "b1", "=", "'v'", "\"w\"", "u", "/", ">", "<", "`")
        .list().ofMaxSize(9).map(parts -> String.join("", parts));
  }

  @Property(tries = 2000)
  void atxOpeningAndClosingMatchFlexmarksExpressions(@ForAll("headingLines") String line) {
    Matcher m = ATX_HEADING.matcher(line);
    assertThat(MarkdownHeadings.atxOpening(line)).isEqualTo(m.find() ? m.end() : 0);
    Matcher t = ATX_TRAILING.matcher(line);
    assertThat(MarkdownHeadings.atxClosingStart(line)).isEqualTo(t.find() ? t.start() : -1);
    boolean setext = SETEXT.matcher(line).find();
    assertThat(MarkdownHeadings.setextLevel(line) != 0).isEqualTo(setext);
  }

  @Property(tries = 2000)
  void breaksMatchFlexmarksExpression(@ForAll("breakLines") String line) {
    assertThat(MarkdownBreaks.isBreak(line)).isEqualTo(BREAK.matcher(line).matches());
  }

  @Property(tries = 2000)
  void linkTextsMatchTheExpression(@ForAll("linkTexts") String s) {
    assertThat(MarkdownText.linkTexts(s)).isEqualTo(LINK.matcher(s).replaceAll("$1"));
  }

  @Property(tries = 2000)
  void frontMatterTitlesMatchTheExpression(@ForAll("frontMatters") String s) {
    Matcher m = FRONT_TITLE.matcher(s);
    String expected = null;
    if (m.find()) {
      String title = m.group(1).trim();
      expected = title.isEmpty() ? null : title;
    }
    assertThat(MarkdownText.frontMatterTitle(s)).isEqualTo(expected);
  }

  @Property(tries = 2000)
  void openTagsMatchFlexmarksExpression(@ForAll("tagRests") String rest) {
    boolean expected = OPEN_TAG_REST.matcher(rest).find();
    assertThat(MarkdownHtmlTags.openTagClose(rest, 0, rest.length()) >= 0).isEqualTo(expected);
  }
}
