package dev.wrac.llm.plan.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Aligns rewritten chunk texts back to the document's elements: each element that must be
 * placed goes to the chunk sharing the largest share of its words (ties to the earliest chunk
 * not before the previous element's), so a text-writing planner still yields an ID plan.
 */
public final class TextAlignment {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

  private TextAlignment() {}

  /** One group per chunk text (possibly empty), each in document order. */
  public static List<List<ElementId>> groups(ParsedDocument doc, List<String> chunkTexts) {
    List<Set<String>> chunkWords = chunkTexts.stream().map(TextAlignment::words).toList();
    List<List<ElementId>> groups = new ArrayList<>();
    for (int k = 0; k < chunkTexts.size(); k++) {
      groups.add(new ArrayList<>());
    }
    if (chunkTexts.isEmpty()) {
      return groups;
    }
    int previous = 0;
    for (int i = 0; i < doc.size(); i++) {
      if (!doc.mustBePlaced(i)) {
        continue;
      }
      Set<String> own = words(doc.elements().get(i).text());
      int best = previous;
      double bestScore = -1;
      for (int k = 0; k < chunkWords.size(); k++) {
        double score = share(own, chunkWords.get(k));
        boolean better = score > bestScore || (score == bestScore && k >= previous && best < previous);
        if (better) {
          best = k;
          bestScore = score;
        }
      }
      groups.get(best).add(doc.elements().get(i).id());
      previous = best;
    }
    return groups;
  }

  private static double share(Set<String> own, Set<String> chunk) {
    if (own.isEmpty()) {
      return 0;
    }
    int hit = 0;
    for (String w : own) {
      if (chunk.contains(w)) {
        hit++;
      }
    }
    return hit / (double) own.size();
  }

  private static Set<String> words(String text) {
    Set<String> out = new HashSet<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }
}
