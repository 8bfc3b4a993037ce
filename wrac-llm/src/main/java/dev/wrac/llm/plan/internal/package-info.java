/**
 * Implementation of wrac-llm's planners ({@code dev.wrac.llm.plan}), not exported: the prompts
 * and their answers' parsing (lenient JSON, separator cuts, text alignment), cache keys, warnings
 * and the window pool. Users must not depend on it. May import wrac-core's API,
 * Jackson and SLF4J only.
 */
package dev.wrac.llm.plan.internal;
