package dev.wrac.pages;

/**
 * Makes {@link PageTranscriber}s of one kind. Listed in
 * {@code META-INF/services/dev.wrac.pages.PageTranscriberProvider} and found by
 * {@link PageTranscribers#byName}. Shipped: {@code llm} and {@code ocr}.
 */
public interface PageTranscriberProvider {

  /** The name it answers to, such as {@code "ocr"}; lookups ignore case. */
  String name();

  /** One line for listings and error messages. */
  String description();

  /**
   * A transcriber configured by {@code settings}.
   *
   * @throws IllegalArgumentException naming the setting if the settings do not suit
   */
  PageTranscriber create(TranscriberSettings settings);
}
