/**
 * wrac-spring-ai's build-time helpers (the configuration metadata of the {@code wrac.*}
 * settings): not API, may change any time.
 */
package dev.wrac.spring.ai.internal;
