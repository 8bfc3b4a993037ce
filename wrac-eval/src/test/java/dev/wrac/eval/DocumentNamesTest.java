package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DocumentNamesTest {

  @Test
  void caseSpacesExtensionAndCompatibilityFormsDoNotMatter() {
    String doc = DocumentNames.key("Account Opening Guide.md");
    assertThat(DocumentNames.key("  account   opening guide.MD")).isEqualTo(doc);
    assertThat(DocumentNames.key("Account\u00A0Opening Guide")).isEqualTo(doc);
    assertThat(DocumentNames.key("Ａｃｃｏｕｎｔ Opening Guide.md")).isEqualTo(doc);
  }

  @Test
  void characterFileSystemsRefuseMatchesItsUnderscoreReplacement() {
    assertThat(DocumentNames.key("ASK Zia – Your 24:7 Banking Assistant.md"))
        .isEqualTo(DocumentNames.key("ASK Zia – Your 24_7 Banking Assistant.md"));
  }

  @Test
  void differentWordsStayDifferentDocuments() {
    assertThat(DocumentNames.key("Loan Guide.md")).isNotEqualTo(DocumentNames.key("Loans Guide.md"));
    assertThat(DocumentNames.key("Version 1.5")).isEqualTo("version 1.5");
  }

  @Test
  void organisationNamesIgnorePunctuationAndSpaces() {
    assertThat(DocumentNames.organisationKey("Cloudway 24"))
        .isEqualTo(DocumentNames.organisationKey("CloudWay-24"));
  }
}
