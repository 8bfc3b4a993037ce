/**
 * What planning documents with an LLM costs, counted without calling a model: the W-RAC
 * planner's real prompts and the answers that would encode the embedded planner's plan, against
 * the agentic baseline that sends the whole text and writes it out again.
 *
 * <pre>{@code
 * CostEstimate estimate = CostEstimate.builder().build();
 * CostReport.Builder report = CostReport.builder("gpt-4.1", PriceTable.GPT_4_1);
 * for (ParsedDocument doc : docs) {
 *   report.add(estimate.estimate(doc, chunker.context()));
 * }
 * System.out.print(report.build().table());
 * }</pre>
 *
 * <p>May import: the SPI ({@code dev.wrac.llm}: prices, usage), the planners' prompts
 * ({@code dev.wrac.llm.plan}) and wrac-core's API. Nothing
 * imports it but front ends ({@code wrac cost}).
 */
package dev.wrac.llm.cost;
