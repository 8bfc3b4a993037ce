package dev.wrac.error;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.DocumentParseException;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

class WracExceptionTest {
  private static final String HINT = "raise the heap";

  @Test
  void oneLineDropsTheDocumentNameAParseErrorRepeatsAndFoldsLineBreaks() {
    DocumentParseException parse = new DocumentParseException("guide.md",
        DocumentParseException.Reason.MALFORMED_ENCODING, "invalid UTF-8\n  at byte 12");

    assertThat(parse.getMessage()).startsWith("Cannot parse 'guide.md': ");
    assertThat(WracException.oneLine(parse, HINT)).isEqualTo("invalid UTF-8 at byte 12");
    assertThat(WracException.oneLine(new WracException(" plan \r\n invalid "), HINT))
        .isEqualTo("plan invalid");
  }

  @Test
  void oneLineNamesErrorsWithoutAMessageAndTheFatalOnes() {
    assertThat(WracException.oneLine(new UncheckedIOException(new IOException()), HINT))
        .isEqualTo("java.io.IOException");
    assertThat(WracException.oneLine(new IllegalStateException(" "), HINT))
        .isEqualTo("IllegalStateException");
    assertThat(WracException.oneLine(new StackOverflowError(), HINT))
        .isEqualTo("nesting too deep (stack overflow)");
    assertThat(WracException.oneLine(new OutOfMemoryError("Java heap space"), HINT))
        .isEqualTo("out of memory (Java heap space); raise the heap");
  }
}
