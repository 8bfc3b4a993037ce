package dev.wrac.eval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExactIndexTest {

  @Test
  void ranksByCosineAndBreaksTiesByChunkOrder() {
    ExactIndex index = new ExactIndex(List.of(
        new float[] {0, 1},      // 0: orthogonal
        new float[] {2, 2},      // 1: 45 degrees
        new float[] {1, 1},      // 2: same direction as 1: a tie, ranked after it
        new float[] {3, 0},      // 3: same direction as the query
        new float[] {1, 1}));    // 4: tie again
    assertThat(index.top(new float[] {1, 0}, 5)).containsExactly(3, 1, 2, 4, 0);
    assertThat(index.top(new float[] {1, 0}, 3)).containsExactly(3, 1, 2);
    assertThat(index.top(new float[] {1, 0}, 10)).hasSize(5);
  }
}
