package dev.wrac.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * Finds {@link PageTranscriber}s by name through the {@link PageTranscriberProvider}s on the
 * class path.
 *
 * <pre>{@code
 * PageTranscriber ocr = PageTranscribers.byName("ocr", TranscriberSettings.defaults());
 * }</pre>
 */
public final class PageTranscribers {
  private PageTranscribers() {}

  /** All providers on the class path, sorted by name. */
  public static List<PageTranscriberProvider> providers() {
    List<PageTranscriberProvider> found = new ArrayList<>();
    ServiceLoader.load(PageTranscriberProvider.class, PageTranscribers.class.getClassLoader())
        .forEach(found::add);
    found.sort(Comparator.comparing(p -> p.name().toLowerCase(Locale.ROOT)));
    return found;
  }

  /**
   * The transcriber of the provider named {@code name} (case-insensitive).
   *
   * @throws IllegalArgumentException naming the known providers if none matches, or saying
   *     what is wrong with the settings
   */
  public static PageTranscriber byName(String name, TranscriberSettings settings) {
    List<PageTranscriberProvider> all = providers();
    for (PageTranscriberProvider p : all) {
      if (p.name().equalsIgnoreCase(name.trim())) {
        return p.create(settings);
      }
    }
    throw new IllegalArgumentException("No page transcriber named '" + name + "'. Available: "
        + all.stream().map(PageTranscriberProvider::name).toList() + ". Add a jar that lists one"
        + " in META-INF/services/" + PageTranscriberProvider.class.getName() + ".");
  }
}
