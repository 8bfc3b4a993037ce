package dev.wrac.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;

class PageTranscribersTest {

  @Test
  void theShippedTranscribersAreFoundByName() {
    assertThat(PageTranscribers.providers()).extracting(PageTranscriberProvider::name)
        .containsExactly("llm", "ocr");
    ScriptedVision llm = new ScriptedVision(p -> "", Set.of());
    PageTranscriber vision = PageTranscribers.byName("LLM",
        TranscriberSettings.builder().llm(llm).build());
    assertThat(vision).isInstanceOf(VisionTranscriber.class);
    assertThat(vision.batchSize()).isEqualTo(5);
    assertThat(vision.parallelism()).isEqualTo(5);
    assertThat(vision.model()).isEqualTo("scripted-vision");
    PageTranscriber ocr = PageTranscribers.byName("ocr", TranscriberSettings.builder()
        .ocrLanguages("eng+deu").build());
    assertThat(ocr.fingerprint()).contains("eng+deu");
    assertThat(ocr.model()).isNull();
  }

  @Test
  void anUnknownNameListsTheKnownOnes() {
    assertThatThrownBy(() -> PageTranscribers.byName("magic", TranscriberSettings.defaults()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[llm, ocr]");
    assertThatThrownBy(() -> TranscriberSettings.builder().ocrLanguages("eng; rm -rf").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ocrLanguages");
  }

  @Test
  void theFingerprintChangesWithWhatShapesTheTranscript() {
    ScriptedVision llm = new ScriptedVision(p -> "", Set.of());
    assertThat(VisionTranscriber.builder(llm).build().fingerprint())
        .isNotEqualTo(VisionTranscriber.builder(llm).batchSize(3).build().fingerprint());
  }
}
