package dev.wrac.parsers.fuzz;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Makes fuzz inputs for one format: a base document (from the corpus or the built-in seeds)
 * put through one to three {@link Mutations}, or text generated from the format's syntax. The
 * n-th input of a seed is always the same.
 */
final class FuzzInputs {
  private static final Charset[] CHARSETS = {StandardCharsets.UTF_8, StandardCharsets.UTF_16,
      StandardCharsets.UTF_16LE, StandardCharsets.ISO_8859_1, Charset.forName("windows-1252")};

  private final Format format;
  private final String extension;
  private final List<byte[]> bases;
  private final List<byte[]> others;
  private final int maxDepth;
  private final long seed;

  /**
   * @param extension the file extension that selects the parser
   * @param bases     documents of the format
   * @param others    documents of any format, to splice in
   * @param maxDepth  the deepest nesting generated
   */
  FuzzInputs(Format format, String extension, List<byte[]> bases, List<byte[]> others,
      int maxDepth, long seed) {
    this.format = format;
    this.extension = extension;
    this.bases = bases;
    this.others = others;
    this.maxDepth = maxDepth;
    this.seed = seed;
  }

  /** The {@code n}-th input. */
  FuzzInput input(long n) {
    Random r = new Random(seed * 1_000_003L + n * 7919L + format.ordinal());
    String name = "fuzz-" + n + "." + extension;
    int pick = r.nextInt(20);
    if (pick == 0) {
      String text = Mutations.generate(format, r, r.nextInt(4_000));
      return FuzzInput.ofText(name, text, "generated");
    }
    int base = r.nextInt(bases.size());
    byte[] doc = bases.get(base);
    StringBuilder recipe = new StringBuilder("base ").append(base);
    if (pick == 1 && format == Format.HTML) {
      byte[] gz = Mutations.gzip(r.nextBoolean() ? doc
          : Mutations.utf8(mutateText(doc, r, recipe)));
      recipe.append(" gzip");
      if (r.nextBoolean()) {
        gz = Mutations.flipBytes(gz, r);
        recipe.append(" flip");
      }
      return FuzzInput.ofBytes(name + ".gz", gz, recipe.toString());
    }
    if (pick < 8) {
      return FuzzInput.ofBytes(name, mutateBytes(doc, r, recipe), recipe.toString());
    }
    String text = mutateText(doc, r, recipe);
    if (r.nextBoolean()) {
      return FuzzInput.ofText(name, text, recipe.toString());
    }
    Charset cs = CHARSETS[r.nextInt(CHARSETS.length)];
    recipe.append(" as ").append(cs.name());
    return FuzzInput.ofBytes(name, text.getBytes(cs), recipe.toString());
  }

  /** One to three byte-level mutations. */
  private byte[] mutateBytes(byte[] doc, Random r, StringBuilder recipe) {
    byte[] out = doc;
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      switch (r.nextInt(3)) {
        case 0 -> {
          out = Mutations.flipBytes(out, r);
          recipe.append(" flip");
        }
        case 1 -> {
          out = Mutations.truncate(out, r);
          recipe.append(" truncate");
        }
        default -> {
          out = Mutations.splice(out, others.get(r.nextInt(others.size())), r);
          recipe.append(" splice");
        }
      }
    }
    return out;
  }

  /** One to three text-level mutations of the document read as UTF-8. */
  private String mutateText(byte[] doc, Random r, StringBuilder recipe) {
    String out = Mutations.text(doc);
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      switch (r.nextInt(6)) {
        case 0 -> {
          out = Mutations.repeat(out, r, 200);
          recipe.append(" repeat");
        }
        case 1 -> {
          int depth = 1 + r.nextInt(maxDepth);
          out = Mutations.nest(out, format, r, depth);
          recipe.append(" nest ").append(depth);
        }
        case 2 -> {
          out = Mutations.unicode(out, r);
          recipe.append(" unicode");
        }
        case 3 -> {
          out = Mutations.lineEnds(out, r);
          recipe.append(" line-ends");
        }
        default -> {
          out = Mutations.sprinkle(out, format, r);
          recipe.append(" syntax");
        }
      }
    }
    return out;
  }
}
