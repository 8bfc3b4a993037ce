package dev.wrac.documents.office;

import dev.wrac.Wrac;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScratchDump {
  @Test
  void dump() {
    for (String f : System.getProperty("dump.files", "").split(",")) {
      if (f.isBlank()) continue;
      ParsedDocument doc = Wrac.parse(Path.of(f));
      System.out.println("== " + f + " title=" + doc.title());
      for (Element e : doc.elements()) {
        System.out.println(e.id() + " L" + e.level() + " o" + e.ordinal() + " line" + e.span().line() + " pg" + e.span().page() + " "
            + e.headingPath() + " " + e.headerCells() + " | " + e.text().replace("\n", "\\n"));
      }
    }
  }
}
