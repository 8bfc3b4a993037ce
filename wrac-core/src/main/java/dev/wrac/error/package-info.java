/**
 * The root of the exceptions this library throws on purpose,
 * {@link dev.wrac.error.WracException}; its subtypes live beside the code that throws them
 * ({@code parse}, {@code validate}, {@code json}, and the other modules).
 *
 * <p>Imports nothing of the library: every package may import it.
 */
package dev.wrac.error;
