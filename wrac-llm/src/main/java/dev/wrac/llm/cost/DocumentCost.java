package dev.wrac.llm.cost;

/**
 * What planning one document costs each way, in tokens.
 *
 * @param document            the document's name
 * @param wracCalls           W-RAC planner calls (one per planning window)
 * @param wracInputTokens     tokens of the W-RAC planner's prompts
 * @param wracOutputTokens    tokens of the answers that encode the embedded planner's plan
 * @param agenticInputTokens  tokens of the agentic baseline's prompt (rules and whole text)
 * @param agenticOutputTokens tokens the baseline writes out: estimated as the document's own
 *                            text, since it rewrites all of it into chunks
 */
public record DocumentCost(String document, long wracCalls, long wracInputTokens,
    long wracOutputTokens, long agenticInputTokens, long agenticOutputTokens) {}
