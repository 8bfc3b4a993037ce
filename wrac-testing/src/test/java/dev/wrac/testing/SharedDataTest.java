package dev.wrac.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.testing.SharedData.MisconfiguredDataException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistyped data setting fails loudly; absent data is found absent; the fixture is whole. */
class SharedDataTest {
  private static final SharedData.DataSet CORPUS = SharedData.RAG_MULTI_CORPUS;

  @Test
  void aPropertyNamingNoFolderFailsNamingTheSetting(@TempDir Path dir) {
    String typo = dir.resolve("rag-multi-corpsu").toString();
    assertThatThrownBy(() -> SharedData.find(CORPUS, typo, null, dir))
        .isInstanceOf(MisconfiguredDataException.class)
        .hasMessageContaining("-Dwrac.corpus=" + typo).hasMessageContaining("no such folder");
  }

  @Test
  void aVariableNamingAFolderWithoutTheLayoutFailsSayingWhatIsMissing(@TempDir Path dir)
      throws IOException {
    Files.createDirectories(dir.resolve("datasets/Org/pdf"));
    assertThatThrownBy(() -> SharedData.find(CORPUS, "", dir.toString(), dir))
        .isInstanceOf(MisconfiguredDataException.class)
        .hasMessageContaining("WRAC_CORPUS=" + dir)
        .hasMessageContaining("expected a datasets/<organisation>/md folder");
    assertThatThrownBy(() -> SharedData.find(SharedData.WEB_EXTRACTION, dir.toString(), null, dir))
        .isInstanceOf(MisconfiguredDataException.class)
        .hasMessageContaining("ground-truth.json");
  }

  @Test
  void thePropertyWinsOverTheVariableAndASharedFolderIsFoundInAParent(@TempDir Path dir)
      throws IOException {
    Path corpus = Files.createDirectories(dir.resolve("shared/rag-multi-corpus/datasets/A/md"))
        .getParent().getParent().getParent();
    Path deep = Files.createDirectories(dir.resolve("clone/module"));
    assertThat(SharedData.find(CORPUS, null, null, deep)).contains(corpus);
    assertThat(SharedData.find(CORPUS, corpus.toString(), "/nonexistent", deep)).contains(corpus);
    assertThat(SharedData.find(CORPUS, "${wrac.corpus}", "", deep)).contains(corpus);
  }

  @Test
  void nothingSetAndNoSharedFolderIsAbsentNotAnError(@TempDir Path dir) {
    assertThat(SharedData.find(CORPUS, null, " ", dir)).isEmpty();
  }

  @Test
  void theFixtureCorpusHasTheCorpusLayoutAndEveryIndexedFile() {
    Path root = FixtureCorpus.root();
    assertThat(SharedData.find(CORPUS, root.toString(), null, root)).contains(root);
    assertThat(FixtureCorpus.files()).hasSize(12)
        .allSatisfy(f -> assertThat(root.resolve(f)).isRegularFile().isNotEmptyFile());
  }
}
