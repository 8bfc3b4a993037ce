/**
 * Assembling chunks from a valid plan, verbatim: {@link dev.wrac.assemble.ChunkAssembler}
 * copies each element's original text in document order and adds its heading context.
 *
 * <p>May import {@code dev.wrac.context}, {@code dev.wrac.internal}, {@code dev.wrac.model}
 * and {@code dev.wrac.validate}.
 */
package dev.wrac.assemble;
