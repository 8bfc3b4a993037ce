/**
 * The {@link dev.wrac.llm.LlmClient} SPI: the one interface between W-RAC and a language model,
 * with its request ({@link dev.wrac.llm.LlmRequest}, {@link dev.wrac.llm.LlmImage},
 * {@link dev.wrac.llm.ResponseFormat}), response ({@link dev.wrac.llm.LlmResponse},
 * {@link dev.wrac.llm.FinishReason}), configuration ({@link dev.wrac.llm.LlmConfig}), provider
 * lookup ({@link dev.wrac.llm.LlmClientProvider}, {@link dev.wrac.llm.LlmClients}), prices of the
 * usage a client reports ({@link dev.wrac.llm.PriceTable}, {@link dev.wrac.llm.ModelPrice}) and
 * exceptions (roots {@link dev.wrac.llm.LlmException}, split into retriable and not).
 *
 * <p>A custom client depends on wrac-llm-spi alone and implements {@code LlmClient} (and, to be
 * found by name, an {@code LlmClientProvider} listed in
 * {@code META-INF/services/dev.wrac.llm.LlmClientProvider}):
 * <pre>{@code
 * LlmClient llm = LlmClients.create(LlmConfig.builder().provider("mine").noApiKey()
 *     .baseUrl("http://localhost:8080/v1").model("my-model").build());
 * }</pre>
 *
 * <p>May import: the JDK and wrac-core's API ({@code dev.wrac} exception roots,
 * {@code dev.wrac.model.Usage}) only; nothing of wrac-llm (the planners, the OpenAI-compatible
 * client and cost estimation build on this package, never the reverse).
 */
package dev.wrac.llm;
