package dev.wrac.hierarchy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The policy on a small tree: page P1 (300 tokens) holds leaves a, b, c (100 each); page P2
 * (250) holds d, e (125 each); leaf f (80) has no parent; book B (550) holds P1 and P2.
 */
class SmallToBigTest {
  private static final Map<String, String> PARENT = Map.of("a", "P1", "b", "P1", "c", "P1",
      "d", "P2", "e", "P2", "P1", "B", "P2", "B");
  private static final Map<String, Integer> TOKENS = Map.of("a", 100, "b", 100, "c", 100,
      "d", 125, "e", 125, "f", 80, "P1", 300, "P2", 250, "B", 550);
  private static final ChunkTree TREE = new ChunkTree() {
    @Override
    public Optional<String> parentId(String id) {
      tokens(id);
      return Optional.ofNullable(PARENT.get(id));
    }

    @Override
    public int tokens(String id) {
      Integer t = TOKENS.get(id);
      if (t == null) {
        throw new IllegalArgumentException("unknown " + id);
      }
      return t;
    }
  };

  private static List<ScoredLeaf> ranked(String... ids) {
    ScoredLeaf[] out = new ScoredLeaf[ids.length];
    for (int i = 0; i < ids.length; i++) {
      out[i] = new ScoredLeaf(ids[i], 0.9 - 0.1 * i);
    }
    return List.of(out);
  }

  private static List<String> ids(List<PlacedUnit> units) {
    return units.stream().map(PlacedUnit::id).toList();
  }

  @Test
  void twoRankedLeavesOfOneParentAreReplacedByTheParentWhenItFits() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(450).place(ranked("a", "d", "b"), TREE);

    assertThat(ids(units)).containsExactly("P1", "d");
    assertThat(units.get(0).leafIds()).containsExactly("a", "b");
    assertThat(units.get(0).level()).isEqualTo(1);
    assertThat(units.get(0).score()).isEqualTo(0.9);
    assertThat(units.stream().mapToInt(PlacedUnit::tokens).sum()).isLessThanOrEqualTo(450);
  }

  @Test
  void aParentLargerThanTheBudgetFallsBackToItsLeaves() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(250).place(ranked("a", "b", "c"), TREE);

    assertThat(ids(units)).containsExactly("a", "b");
    assertThat(units).allSatisfy(u -> assertThat(u.merged()).isFalse());
  }

  @Test
  void aBudgetSmallerThanAnyLeafPlacesNothing() {
    assertThat(SmallToBig.budgetTokens(50).place(ranked("a", "d", "f"), TREE)).isEmpty();
  }

  @Test
  void aLeafThatDoesNotFitIsSkippedAndASmallerOneRankedLowerFillsTheRest() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(190).place(ranked("a", "d", "f"), TREE);

    assertThat(ids(units)).containsExactly("a", "f"); // d (125) does not fit after a (100)
  }

  @Test
  void stopAtFirstMissEndsTheWalkAtTheLeafThatDoesNotFit() {
    SmallToBig stop = SmallToBig.budgetTokens(190).stopAtFirstMiss();

    assertThat(ids(stop.place(ranked("a", "d", "f"), TREE))).containsExactly("a");
    assertThat(SmallToBig.budgetTokens(90).stopAtFirstMiss().place(ranked("d", "a", "f"), TREE))
        .isEmpty(); // f (80) would fit, after the miss
    assertThat(stop.toString()).isEqualTo("SmallToBig[budgetTokens=190, minLeavesToMerge=2, "
        + "stopAtFirstMiss]");
  }

  @Test
  void aBudgetBelowTheBestLeafStillPlacesTheLowerRankedLeavesThatFit() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(90).place(ranked("d", "a", "f"), TREE);

    assertThat(ids(units)).containsExactly("f");
    assertThat(units.get(0).tokens()).isEqualTo(80);
  }

  @Test
  void aBudgetAndACountBothApply() {
    SmallToBig both = SmallToBig.budgetTokens(200).withMaxUnits(1);
    List<PlacedUnit> withinBudget = SmallToBig.budgetTokens(200)
        .place(ranked("a", "d", "b", "e", "f"), TREE);
    List<PlacedUnit> units = both.place(ranked("a", "d", "b", "e", "f"), TREE);

    assertThat(ids(withinBudget)).containsExactly("a", "b");
    assertThat(ids(units)).containsExactly("a");
    assertThat(both.budgetTokens()).isEqualTo(200);
    assertThat(both.maxUnits()).isEqualTo(1);
    assertThat(SmallToBig.maxUnits(1).withBudgetTokens(200).toString())
        .isEqualTo(both.toString()).isEqualTo("SmallToBig[budgetTokens=200, maxUnits=1, "
            + "minLeavesToMerge=2]");
    // the count alone walks with no budget: the page and more
    assertThat(ids(SmallToBig.maxUnits(1).place(ranked("a", "d", "b", "e", "f"), TREE)))
        .containsExactly("B");
  }

  @Test
  void aSecondLimitOfTheSameKindIsRefusedNamingBoth() {
    assertThatThrownBy(() -> SmallToBig.budgetTokens(200).withBudgetTokens(300))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("withBudgetTokens(300) conflicts with budgetTokens 200 already set");
    assertThatThrownBy(() -> SmallToBig.maxUnits(2).withMaxUnits(3))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("withMaxUnits(3) conflicts with maxUnits 2 already set");
    assertThatThrownBy(() -> SmallToBig.budgetTokens(200).withMaxUnits(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxUnits must be positive, was 0");
  }

  @Test
  void aLeafWithoutParentIsPlacedAsItself() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(1000).place(ranked("f", "a"), TREE);

    assertThat(ids(units)).containsExactly("f", "a");
    assertThat(units.get(0).leafIds()).containsExactly("f");
  }

  @Test
  void leavesUnderAPlacedParentJoinItsProvenance() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(400).place(ranked("a", "b", "c", "f"),
        TREE);

    assertThat(ids(units)).containsExactly("P1", "f");
    assertThat(units.get(0).leafIds()).containsExactly("a", "b", "c");
  }

  @Test
  void theNearestAncestorSharedByTheLeavesIsPlacedNotOneFurtherUp() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(600).place(ranked("a", "b"), TREE);

    assertThat(ids(units)).containsExactly("P1"); // B fits too, but P1 is what a and b share
    assertThat(units.get(0).leafIds()).containsExactly("a", "b");
  }

  @Test
  void anAncestorFurtherUpReplacesPlacedParentsOnceLeavesOfAnotherChildShareIt() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(600).place(ranked("a", "b", "d"), TREE);

    assertThat(ids(units)).containsExactly("B");
    assertThat(units.get(0).level()).isEqualTo(2);
    assertThat(units.get(0).leafIds()).containsExactly("a", "b", "d");
  }

  @Test
  void tiesKeepTheGivenOrder() {
    List<ScoredLeaf> tied = List.of(new ScoredLeaf("d", 0.5), new ScoredLeaf("a", 0.5),
        new ScoredLeaf("f", 0.5));
    assertThat(ids(SmallToBig.budgetTokens(1000).minLeavesToMerge(3).place(tied, TREE))).containsExactly("d", "a",
        "f");
    List<ScoredLeaf> reversed = List.of(new ScoredLeaf("f", 0.5), new ScoredLeaf("a", 0.5),
        new ScoredLeaf("d", 0.5));
    assertThat(ids(SmallToBig.budgetTokens(1000).minLeavesToMerge(3).place(reversed, TREE))).containsExactly("f",
        "a", "d");
  }

  @Test
  void unitsComeInTheOrderOfTheirEvidence() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(520).place(ranked("d", "a", "f", "b"),
        TREE);

    assertThat(ids(units)).containsExactly("d", "P1", "f");
    assertThat(units.get(0).evidence()).isEqualTo(1.0);
    assertThat(units).isSortedAccordingTo((x, y) -> Double.compare(y.evidence(), x.evidence()));
  }

  @Test
  void aParentWithSeveralLeavesCloseToTheBestGoesAheadOfABetterLoneLeaf() {
    List<ScoredLeaf> ranked = List.of(new ScoredLeaf("f", 0.90), new ScoredLeaf("a", 0.89),
        new ScoredLeaf("b", 0.88), new ScoredLeaf("d", 0.50));
    List<PlacedUnit> units = SmallToBig.budgetTokens(600).place(ranked, TREE);

    assertThat(ids(units)).containsExactly("P1", "f", "d");
    assertThat(units.get(0).score()).isEqualTo(0.89);
    assertThat(units.get(0).leafIds()).containsExactly("a", "b");
    // a leaf far below the best adds almost nothing: d alone is last
    assertThat(units.get(2).evidence()).isLessThan(0.2);
  }

  @Test
  void maxUnitsLimitsTheCountNotTheTokens() {
    List<PlacedUnit> units = SmallToBig.maxUnits(2).place(ranked("a", "d", "b", "e", "f"), TREE);

    assertThat(ids(units)).containsExactly("B", "f");
    assertThat(units.get(0).tokens()).isEqualTo(550);
    List<PlacedUnit> leaves = SmallToBig.maxUnits(2).minLeavesToMerge(3)
        .place(ranked("a", "d", "f"), TREE);
    assertThat(ids(leaves)).containsExactly("a", "d");
  }

  @Test
  void minLeavesToMergeOfOnePlacesAnyParentThatFits() {
    List<PlacedUnit> units = SmallToBig.budgetTokens(300).minLeavesToMerge(1)
        .place(ranked("a", "d"), TREE);

    assertThat(ids(units)).containsExactly("P1");
  }

  @Test
  void badInputIsRefusedWithTheValue() {
    assertThatThrownBy(() -> SmallToBig.budgetTokens(0)).hasMessageContaining("0");
    assertThatThrownBy(() -> SmallToBig.maxUnits(-1)).hasMessageContaining("-1");
    assertThatThrownBy(() -> SmallToBig.budgetTokens(10).minLeavesToMerge(0))
        .hasMessageContaining("minLeavesToMerge");
    assertThatThrownBy(() -> SmallToBig.budgetTokens(10).place(ranked("a", "a"), TREE))
        .hasMessageContaining("a is ranked twice");
    assertThatThrownBy(() -> SmallToBig.budgetTokens(10).place(ranked("zz"), TREE))
        .hasMessageContaining("unknown zz");
    assertThatThrownBy(() -> new ScoredLeaf("a", Double.NaN)).hasMessageContaining("NaN");
  }
}
