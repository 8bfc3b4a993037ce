package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class BgeSmallEmbedderTest {
  static final BgeSmallEmbedder BGE = BgeSmallEmbedder.create(2);

  static double cosine(float[] a, float[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return dot / Math.sqrt(na * nb);
  }

  @Test
  void similarSentencesAreCloserThanUnrelatedOnes() {
    List<float[]> v = BGE.embed(List.of(
        "How can I reset my debit card PIN?",
        "Steps to change the PIN of your ATM card",
        "The sedan has a 480 litre boot and six airbags."));
    assertThat(v).allSatisfy(x -> assertThat(x).hasSize(BGE.dimension()));
    assertThat(cosine(v.get(0), v.get(1))).isGreaterThan(cosine(v.get(0), v.get(2)) + 0.1);
  }

  @Test
  void vectorsAreUnitLengthAndQueriesCarryTheInstruction() {
    assertThat(BGE.queryText("opening hours"))
        .isEqualTo("Represent this sentence for searching relevant passages: opening hours");
    float[] v = BGE.embed(List.of("opening hours")).get(0);
    assertThat(cosine(v, v)).isCloseTo(1.0, within(1e-5));
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    assertThat(Math.sqrt(norm)).isCloseTo(1.0, within(1e-3));
  }

  @Test
  void sameTextSameVectorAndBlankTextTheZeroVector() {
    List<float[]> v = BGE.embed(List.of("branch timings", "", "branch timings"));
    assertThat(v.get(0)).containsExactly(v.get(2));
    assertThat(v.get(1)).hasSize(384).containsOnly(0f);
  }
}
