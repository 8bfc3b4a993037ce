/**
 * The {@code wrac} command ({@link dev.wrac.cli.WracCommand}, picocli): {@code parse},
 * {@code plan}, {@code chunk}, {@code cost}, {@code bench} and {@code view}. An application,
 * not an API: its classes may change in any release.
 *
 * <p>May import every library module's public packages and {@code dev.wrac.cli.view}.
 */
package dev.wrac.cli;
