package dev.wrac.eval.internal;

import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.ChunkingStrategyProvider;
import dev.wrac.model.Usage;
import java.util.ArrayList;
import java.util.List;

/**
 * A strategy of "another module" for the tests, listed in this module's test
 * {@code META-INF/services}: {@code lines[:N]}, each run of N non-blank lines a chunk (default 1).
 */
public final class LinesStrategyProvider implements ChunkingStrategyProvider {
  /** Made by {@link java.util.ServiceLoader}. */
  public LinesStrategyProvider() {}

  @Override
  public String name() {
    return "lines";
  }

  @Override
  public String usage() {
    return "lines[:N]";
  }

  @Override
  public ChunkingStrategy create(String spec, String argument, ChunkField field) {
    int n = argument.isEmpty() ? 1 : Integer.parseInt(argument);
    if (n < 1) {
      throw new IllegalArgumentException("needs at least one line; got " + n);
    }
    return new ChunkingStrategy() {
      @Override
      public String name() {
        return spec;
      }

      @Override
      public Chunks chunk(dev.wrac.eval.BenchOrganisation organisation) {
        List<BenchChunk> out = new ArrayList<>();
        for (BenchDocument doc : organisation.documents()) {
          List<String> lines = doc.text().lines().filter(l -> !l.isBlank()).toList();
          for (int i = 0; i < lines.size(); i += n) {
            out.add(new BenchChunk(doc.name(),
                String.join("\n", lines.subList(i, Math.min(lines.size(), i + n)))));
          }
        }
        return new Chunks(out, Usage.ZERO, organisation.documents().size(), List.of());
      }
    };
  }
}
