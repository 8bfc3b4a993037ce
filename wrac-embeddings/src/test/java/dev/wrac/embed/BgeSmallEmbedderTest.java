package dev.wrac.embed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The real BGE-small model, run in-process: what the retrieval benchmark relies on. */
public class BgeSmallEmbedderTest {
  /** One shared model instance for the tests. */
  public static final BgeSmallEmbedder BGE = BgeSmallEmbedder.create(2);

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

  static double norm(float[] v) {
    double sum = 0;
    for (float x : v) {
      sum += x * x;
    }
    return Math.sqrt(sum);
  }

  @Test
  void paraphrasesAreCloserThanUnrelatedSentences() {
    List<float[]> v = BGE.embed(List.of(
        "How can I reset my debit card PIN?",
        "Steps to change the PIN of your ATM card",
        "The sedan has a 480 litre boot and six airbags.",
        "What is the luggage space of the car?"));
    assertThat(v).allSatisfy(x -> assertThat(x).hasSize(BGE.dimension()));
    assertThat(cosine(v.get(0), v.get(1))).isGreaterThan(cosine(v.get(0), v.get(2)) + 0.1)
        .isGreaterThan(cosine(v.get(0), v.get(3)) + 0.1);
    assertThat(cosine(v.get(3), v.get(2))).isGreaterThan(cosine(v.get(3), v.get(0)) + 0.1)
        .isGreaterThan(cosine(v.get(3), v.get(1)) + 0.1);
  }

  @Test
  void aQueryWithTheInstructionRanksTheAnsweringPassageFirst() {
    assertThat(BGE.queryText("opening hours"))
        .isEqualTo("Represent this sentence for searching relevant passages: opening hours");
    float[] query = BGE.embed(List.of(BGE.queryText("When does the branch open on Saturday?")))
        .get(0);
    List<float[]> passages = BGE.embed(List.of(
        "Our loan rates start at 8.5% a year for salaried applicants.",
        "Branches are open Monday to Friday 9:00 to 17:00 and Saturday 9:00 to 13:00.",
        "Download the app to pay bills and transfer money at any time."));
    assertThat(cosine(query, passages.get(1)))
        .isGreaterThan(cosine(query, passages.get(0)))
        .isGreaterThan(cosine(query, passages.get(2)));
  }

  @Test
  void vectorsAreUnitLengthWhateverTheText() {
    List<float[]> v = BGE.embed(List.of("opening hours",
        "Die Filiale ist samstags geöffnet. 日本語のテキスト. 😀",
        "word ".repeat(600))); // beyond the model's 512-token window: truncated, still unit
    assertThat(v).allSatisfy(x -> assertThat(norm(x)).isCloseTo(1.0, within(1e-3)));
  }

  @Test
  void aTextGetsTheSameVectorAloneOrInABatchAndDifferentTextsDifferentVectors() {
    float[] alone = BGE.embed(List.of("branch timings")).get(0);
    List<float[]> batch = BGE.embed(List.of("branch timings",
        "a much longer sentence about opening hours, holidays and the nearest cash machine",
        "branch timings"));
    assertThat(batch.get(0)).containsExactly(batch.get(2));
    for (int i = 0; i < alone.length; i++) {
      assertThat(batch.get(0)[i]).as("component %d", i).isCloseTo(alone[i], within(1e-4f));
    }
    assertThat(cosine(batch.get(0), batch.get(1))).isLessThan(0.95);
  }

  @Test
  void blankTextGetsTheZeroVectorInItsPlace() {
    List<float[]> v = BGE.embed(List.of("branch timings", " ", "loan rates"));
    assertThat(v).hasSize(3);
    assertThat(v.get(1)).hasSize(BGE.dimension()).containsOnly(0f);
    assertThat(norm(v.get(0))).isCloseTo(1.0, within(1e-3));
    assertThat(cosine(v.get(2), BGE.embed(List.of("loan rates")).get(0)))
        .isCloseTo(1.0, within(1e-4));
    assertThat(BGE.dimension()).isEqualTo(384);
  }
}
