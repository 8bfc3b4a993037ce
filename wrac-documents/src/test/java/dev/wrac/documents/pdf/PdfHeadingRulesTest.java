package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.find;
import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which bold lines open a section: bullets and words broken at a line end do not. */
class PdfHeadingRulesTest {

  /** A page with an 18 pt title and enough 11 pt body text to make 11 pt the body size. */
  private static TestPdfs.Page page() {
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 18, "Privacy and Data Security");
    page.body(72, 90,
        "Velvera is committed to safeguarding your digital rights, privacy and data",
        "through a privacy-first design embedded in all of its products and services.");
    return page;
  }

  @Test
  void aBoldLineUnderABulletIsAListItemNotAHeading() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.REGULAR, 11, "\u2022 Data Compliance:");
    page.text(90, 144, TestPdfs.BOLD, 11, "\u2013 Fully GDPR and CCPA compliant");
    page.text(90, 158, TestPdfs.REGULAR, 11, "\u2013 Annual third-party audits ensure hardening.");
    page.text(72, 190, TestPdfs.BOLD, 11, "1. Support and Legal");
    page.body(72, 208, "For complete legal policies, contact our legal team at any time.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    Element item = find(doc, ElementKind.LIST_ITEM, "Fully GDPR");
    assertThat(item.text()).isEqualTo("\u2013 Fully GDPR and CCPA compliant");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && e.text().contains("GDPR"));
    assertThat(find(doc, ElementKind.LIST_ITEM, "Annual").headingPath())
        .containsExactly(find(doc, ElementKind.HEADING, "Privacy").id());
    // a numbered line in bold, marker included, still opens a section
    assertThat(find(doc, ElementKind.HEADING, "1. Support and Legal").level()).isEqualTo(2);
  }

  @Test
  void aBoldBodyLineEndingInABrokenWordIsRunningTextAndItsNextLineCarriesTheWordOn() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 11, "Fully GDPR, India PDP Act and California Consumer Pri-");
    page.text(72, 144, TestPdfs.BOLD, 11, "vacy Act compliant");
    page.text(72, 180, TestPdfs.BOLD, 16, "ATM Locations at Major Movie The-");
    page.text(72, 198, TestPdfs.BOLD, 16, "aters (2024)");
    page.body(72, 224, "Find the nearest ATM at major movie theaters across the largest cities.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(find(doc, ElementKind.PARAGRAPH, "Fully GDPR").text())
        .isEqualTo("Fully GDPR, India PDP Act and California Consumer Privacy Act compliant");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("GDPR") || e.text().startsWith("vacy")));
    // a larger heading may wrap at a broken word (pandoc's LaTeX hyphenates titles): one heading
    Element theaters = find(doc, ElementKind.HEADING, "Movie");
    assertThat(theaters.text()).isEqualTo("ATM Locations at Major Movie Theaters (2024)");
    assertThat(find(doc, ElementKind.PARAGRAPH, "Find the nearest").headingPath())
        .contains(theaters.id());
  }

  /**
   * Entries of a contents page set in bold, their page number set apart at the right margin or
   * led to by dots, are not headings; a section titled with a year, its number set apart from
   * the title, is.
   */
  @Test
  void aBoldContentsEntryIsNotAHeadingButASectionTitledWithAYearIs() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 14, "Contents");
    page.text(72, 150, TestPdfs.BOLD, 11, "1 Introduction");
    page.text(520, 150, TestPdfs.BOLD, 11, "3");
    page.text(72, 164, TestPdfs.BOLD, 11, "2 Overview . . . . . . . . . . . . . . . . . . 4");
    page.text(72, 200, TestPdfs.BOLD, 11, "9.1.1");
    page.text(120, 200, TestPdfs.BOLD, 11, "2003");
    page.body(72, 218, "In 2003, with the continuing flood of updates and additions, we found");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("Introduction") || e.text().contains("Overview")));
    assertThat(find(doc, ElementKind.HEADING, "9.1.1").text()).isEqualTo("9.1.1 2003");
  }

  @Test
  void aContentsPagesDotLeadersAreLeftOutAndItsPageNumbersKept() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 14, "Contents");
    page.text(72, 150, TestPdfs.REGULAR, 11,
        "1 Using this package . . . . . . . . . . . . . . . . . . . . . . 4");
    page.text(72, 164, TestPdfs.REGULAR, 11,
        "2 Options . . . . . . . . . . . . . . . . . . . . . . . . . . . . . 5");
    page.text(72, 178, TestPdfs.REGULAR, 11, "3 Commands.................................17");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());
    assertThat(text).contains("Using this package 4").contains("Options 5")
        .contains("Commands 17").doesNotContain(". . .").doesNotContain("...");
  }
}
