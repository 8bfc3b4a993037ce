package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlainTextParserTest {
  private static ParsedDocument parse(String text) {
    ParsedDocument doc = PlainTextParser.create().parse(DocumentSource.ofText("report.txt", text),
        ParseOptions.defaults());
    for (Element e : doc.elements()) { // every element's span slices back to its text
      assertThat(text.substring(e.span().start(), e.span().end())).isEqualTo(e.text());
    }
    return doc;
  }

  private static List<String> headings(ParsedDocument doc) {
    return doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text()).toList();
  }

  private static Element containing(ParsedDocument doc, String fragment) {
    return doc.elements().stream().filter(e -> e.text().contains(fragment)).findFirst()
        .orElseThrow();
  }

  private static String headingOf(ParsedDocument doc, Element e) {
    List<dev.wrac.model.ElementId> path = e.headingPath();
    return doc.elements().stream().filter(h -> h.id().equals(path.get(path.size() - 1)))
        .findFirst().orElseThrow().text();
  }

  @Test
  void numberedSectionsOfAnEnglishReportBecomeHeadingsOfTheirDepth() {
    ParsedDocument doc = parse("""
        Quarterly report

        1. Introduction

        This report covers the third quarter.

        2. Design

        The design follows three rules.

        2.1 Design goals
        Fast, small and predictable.

        2.2 Non-goals

        Distribution is out of scope.
        """);
    assertThat(headings(doc)).containsExactly("1 1. Introduction", "1 2. Design",
        "2 2.1 Design goals", "2 2.2 Non-goals");
    Element goals = containing(doc, "Fast, small");
    assertThat(goals.kind()).isEqualTo(ElementKind.PARAGRAPH);
    assertThat(goals.text()).isEqualTo("Fast, small and predictable.");
    assertThat(headingOf(doc, goals)).isEqualTo("2.1 Design goals");
    assertThat(containing(doc, "Quarterly").kind()).isEqualTo(ElementKind.PARAGRAPH);
  }

  @Test
  void koreanChaptersAndNumberedSectionsOpenSections() {
    ParsedDocument doc = parse("""
        제1장 개요

        이 문서는 시스템을 설명한다.

        제2장 설계

        2.1 설계 원칙

        단순하게 유지한다.

        2.2 구성 요소

        세 개의 모듈로 나뉜다.
        """);
    assertThat(headings(doc)).containsExactly("1 제1장 개요", "1 제2장 설계",
        "2 2.1 설계 원칙", "2 2.2 구성 요소");
    assertThat(headingOf(doc, containing(doc, "단순하게"))).isEqualTo("2.1 설계 원칙");
  }

  @Test
  void japaneseChaptersAndSectionsBecomeHeadings() {
    ParsedDocument doc = parse("""
        第1章 はじめに

        本書は設計を説明する。

        第1節 目的

        目的を述べる。

        第2章 設計

        設計の方針を述べる。
        """);
    assertThat(headings(doc)).containsExactly("1 第1章 はじめに", "2 第1節 目的",
        "1 第2章 設計");
  }

  @Test
  void chapterWordsAndAllCapitalLinesFollowedByTextAreHeadings() {
    ParsedDocument doc = parse("""
        Chapter 1

        It was a bright cold day.

        Chapter 2

        The hallway smelt of boiled cabbage.
        """);
    assertThat(headings(doc)).containsExactly("1 Chapter 1", "1 Chapter 2");
    ParsedDocument caps = parse("""
        SUMMARY

        Revenue grew.

        RISKS

        Costs grew faster.
        """);
    assertThat(headings(caps)).containsExactly("1 SUMMARY", "1 RISKS");
  }

  @Test
  void numberedListsAndLoneNumbersStayText() {
    ParsedDocument items = parse("""
        Steps to follow.

        1. Open the valve
        2. Wait a minute
        3. Close the valve

        Done.
        """);
    assertThat(headings(items)).isEmpty();
    ParsedDocument apart = parse("""
        1. Buy milk

        2. Buy eggs

        3. Buy bread

        That is all.
        """);
    assertThat(headings(apart)).isEmpty();
    ParsedDocument lone = parse("""
        1. Introduction

        Only one numbered line: no scheme of the document's.

        2023 was a good year for the company and its staff
        """);
    assertThat(headings(lone)).isEmpty();
    ParsedDocument sentences = parse("""
        1. The first rule is simple.

        Some text.

        2. The second rule is harder.

        More text.
        """);
    assertThat(headings(sentences)).isEmpty();
  }

  @Test
  void stepsEndingInAColonAndVerseNumbersStayText() {
    ParsedDocument steps = parse("""
        Setup

        1. Install the package:

            apt-get install wrac

        2. Start the service:

            systemctl start wrac

        The service now runs.
        """);
    assertThat(headings(steps)).isEmpty();
    ParsedDocument verses = parse("""
        15 verunt et effundetur sanguis eorum sicut humus
        et viscera eorum sicut stercora

        20 quia blasphemaverunt et magnificati sunt super
        populum Domini exercituum
        """);
    assertThat(headings(verses)).isEmpty();
  }

  @Test
  void numberedCodeLinesStayText() {
    ParsedDocument listing = parse("""
        Listing 1

        12 Provides user level macros
        13 \\RequirePackage{gobble}

        14 Loads the options
        15 \\ProcessOptions\\relax
        """);
    assertThat(headings(listing)).isEmpty();
  }

  @Test
  void textWithoutNumberingKeepsItsParagraphs() {
    ParsedDocument doc = parse("First paragraph.\n\nSecond one\nspans two lines.\n");
    assertThat(doc.elements()).extracting(Element::kind)
        .containsExactly(ElementKind.PARAGRAPH, ElementKind.PARAGRAPH);
    assertThat(doc.elements().get(1).text()).isEqualTo("Second one\nspans two lines.");
  }
}
