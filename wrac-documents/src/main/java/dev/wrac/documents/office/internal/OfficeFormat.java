package dev.wrac.documents.office.internal;

import java.util.Locale;

/** The three Office Open XML formats and how their main part declares itself. */
public enum OfficeFormat {
  DOCX("a Word document", "docx", "wordprocessingml", "ms-word"),
  PPTX("a PowerPoint presentation", "pptx", "presentationml", "ms-powerpoint"),
  XLSX("an Excel workbook", "xlsx", "spreadsheetml", "ms-excel");

  private final String description;
  private final String extension;
  private final String[] contentTypeMarks;

  OfficeFormat(String description, String extension, String... contentTypeMarks) {
    this.description = description;
    this.extension = extension;
    this.contentTypeMarks = contentTypeMarks;
  }

  /** "a Word document", for messages. */
  public String description() {
    return description;
  }

  /** The usual file extension, without the dot. */
  public String extension() {
    return extension;
  }

  /** The format whose main part has this content type, or {@code null}. */
  static OfficeFormat ofContentType(String contentType) {
    String lower = contentType.toLowerCase(Locale.ROOT);
    for (OfficeFormat format : values()) {
      for (String mark : format.contentTypeMarks) {
        if (lower.contains(mark)) {
          return format;
        }
      }
    }
    return null;
  }
}
