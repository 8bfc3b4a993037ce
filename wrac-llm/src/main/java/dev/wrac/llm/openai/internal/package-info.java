/**
 * Implementation of the OpenAI-compatible client ({@code dev.wrac.llm.openai}), not exported:
 * backoff and Retry-After, bounded response bodies, secret masking. Users must not depend on it.
 * May import wrac-core's API, Jackson and SLF4J only.
 */
package dev.wrac.llm.openai.internal;
