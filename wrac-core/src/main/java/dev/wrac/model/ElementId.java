package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The short, stable identifier of an element within its document, such as {@code h1},
 * {@code p12} or {@code li3}. Parsers assign IDs deterministically: the same input gives
 * the same IDs. A plan refers to elements only by ID.
 *
 * <p>An ID starts with a letter and continues with letters, digits, {@code _}, {@code .} or
 * {@code -}; at most 64 characters. In JSON it is a plain string.
 */
public record ElementId(String value) {
  public ElementId {
    if (!isValid(value)) {
      throw new IllegalArgumentException(
          "Invalid element id '" + value + "': expected a letter then up to 63 of [A-Za-z0-9_.-]");
    }
  }

  /** Returns the id for {@code value}; throws {@link IllegalArgumentException} on a bad shape. */
  @JsonCreator
  public static ElementId of(String value) {
    return new ElementId(value);
  }

  /** Returns whether {@code value} has the shape of an element id. */
  public static boolean isValid(String value) {
    if (value == null || value.isEmpty() || value.length() > 64 || !isAsciiLetter(value.charAt(0))) {
      return false;
    }
    for (int i = 1; i < value.length(); i++) {
      char c = value.charAt(i);
      if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '_' && c != '.' && c != '-') {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  @JsonValue
  @Override
  public String value() {
    return value;
  }

  @Override
  public String toString() {
    return value;
  }
}
