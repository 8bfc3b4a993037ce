package dev.wrac.parsers.fuzz;

import dev.wrac.parse.DocumentParser;

/** The kind of input a parser gets: its own syntax to mutate and nest. */
enum Format {
  HTML("html"),
  MARKDOWN("md"),
  TEXT("txt");

  final String extension;

  Format(String extension) {
    this.extension = extension;
  }

  /** The format of a registered parser; a parser of another format gets text-like input. */
  static Format of(DocumentParser parser) {
    if (parser.fileExtensions().contains("html")) {
      return HTML;
    }
    return parser.fileExtensions().contains("md") ? MARKDOWN : TEXT;
  }
}
