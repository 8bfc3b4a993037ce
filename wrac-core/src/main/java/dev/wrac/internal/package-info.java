/**
 * Helpers shared by several packages of wrac-core (chunk layout and budget cuts, the
 * document outline, split-then-merge); not exported, not API.
 *
 * <p>May import {@code dev.wrac.context} and {@code dev.wrac.model} only, so that every
 * package above may use it. A helper used by one package belongs in that package,
 * package-private.
 */
package dev.wrac.internal;
