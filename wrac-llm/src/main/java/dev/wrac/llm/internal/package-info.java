/**
 * Implementation of wrac-llm, not exported: prompts and their answers' parsing, backoff and
 * Retry-After, bounded bodies, secret masking, cache keys, the window pool. Users must not depend
 * on it. May import wrac-core's API, Jackson and SLF4J only: it is the bottom of wrac-llm, below
 * {@code dev.wrac.llm.openai}, {@code .plan} and {@code .cost}.
 */
package dev.wrac.llm.internal;
