package dev.wrac.documents.office.internal;

import java.util.Locale;

/** The three Office Open XML formats and how their main part declares itself. */
public enum OfficeFormat {
  DOCX("Word", "a Word document", "docx", "wordprocessingml", "ms-word"),
  PPTX("PowerPoint", "a PowerPoint presentation", "pptx", "presentationml", "ms-powerpoint"),
  XLSX("Excel", "an Excel workbook", "xlsx", "spreadsheetml", "ms-excel");

  private final String application;
  private final String description;
  private final String extension;
  private final String[] contentTypeMarks;

  OfficeFormat(String application, String description, String extension,
      String... contentTypeMarks) {
    this.application = application;
    this.description = description;
    this.extension = extension;
    this.contentTypeMarks = contentTypeMarks;
  }

  /** "a Word document", for messages. */
  public String description() {
    return description;
  }

  /** "Word document", for messages after another determiner ("not a whole Word document"). */
  public String noun() {
    return description.replaceFirst("^an? ", "");
  }

  /** "Word", "PowerPoint", "Excel", for messages ("not a Word package"). */
  public String application() {
    return application;
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
