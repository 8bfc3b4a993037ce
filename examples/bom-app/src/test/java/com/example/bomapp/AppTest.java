package com.example.bomapp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.Wrac;
import dev.wrac.langchain4j.WracDocumentSplitter;
import dev.wrac.model.ChunkMetadata;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.List;
import java.util.jar.JarInputStream;
import org.junit.jupiter.api.Test;

class AppTest {
  @Test
  void theFaqIsSplitWithProvenance() {
    List<TextSegment> segments = App.segments(64);
    assertTrue(segments.size() > 1, "segments: " + segments.size());
    TextSegment claims = segments.get(segments.size() - 1);
    assertTrue(claims.text().contains("within 30 days"), claims.text());
    assertEquals("Travel Insurance FAQ > Claims",
        claims.metadata().getString(ChunkMetadata.HEADING_PATH));
    for (TextSegment s : segments) {
      assertTrue(s.metadata().getInteger(ChunkMetadata.TOKENS) <= 64, s.text());
    }
  }

  /** The W-RAC classes come from installed jars, each named for the module path. */
  @Test
  void theModulesAreInstalledJarsWithAutomaticModuleNames() throws IOException {
    assertEquals("dev.wrac.langchain4j", moduleName(WracDocumentSplitter.class));
    assertEquals("dev.wrac.core", moduleName(Wrac.class));
  }

  private static String moduleName(Class<?> type) throws IOException {
    URL jar = type.getProtectionDomain().getCodeSource().getLocation();
    assertTrue(jar.getPath().endsWith(".jar"), "not a jar: " + jar);
    try (InputStream in = jar.openStream(); JarInputStream j = new JarInputStream(in)) {
      return j.getManifest().getMainAttributes().getValue("Automatic-Module-Name");
    }
  }
}
