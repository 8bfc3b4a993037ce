/**
 * Token counting: the {@link dev.wrac.tokens.TokenCounter} interface, OpenAI's o200k_base
 * counted in-process ({@link dev.wrac.tokens.O200kCounter}, the default) and the jtokkit
 * encodings, found by name through {@link dev.wrac.tokens.TokenCounters}.
 *
 * <p>Imports nothing of the library: every package may import it.
 */
package dev.wrac.tokens;
