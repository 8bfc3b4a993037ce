package dev.wrac.parsers.internal.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.DocumentSource;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Decoding declared or detected character sets gives what a replacing decoder gives, whatever
 * the bytes (the decoder builds the string directly where the JDK decodes the same way).
 */
class HtmlDecoderProperties {
  @Provide
  Arbitrary<byte[]> pages() {
    Arbitrary<Byte> textByte = Arbitraries.integers().between(0x20, 0xFF)
        .map(b -> (byte) b.intValue());
    return textByte.array(byte[].class).ofMaxSize(300).map(body -> {
      byte[] page = new byte[body.length + 3];
      page[0] = '<';
      page[1] = 'p';
      page[2] = '>';
      System.arraycopy(body, 0, page, 3, body.length);
      return page;
    });
  }

  @Provide
  Arbitrary<String> charsets() {
    return Arbitraries.of("windows-1252", "ISO-8859-1", "US-ASCII", "Shift_JIS", "EUC-KR",
        "UTF-8", "KOI8-R");
  }

  private static String replacing(byte[] bytes, Charset charset)
      throws CharacterCodingException {
    return charset.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes))
        .toString();
  }

  @Property(tries = 400)
  void aDeclaredCharsetDecodesLikeAReplacingDecoder(@ForAll("pages") byte[] page,
      @ForAll("charsets") String name) throws CharacterCodingException {
    Charset charset = Charset.forName(name);
    HtmlDecoder.Decoded decoded = HtmlDecoder.decode(
        DocumentSource.ofBytes("p.html", page).withCharset(charset), Long.MAX_VALUE);
    assertThat(decoded.text()).isEqualTo(replacing(page, charset));
  }

  @Property(tries = 300)
  void undeclaredBytesDecodeLikeAReplacingDecoderOfTheDetectedCharset(
      @ForAll("pages") byte[] page) throws CharacterCodingException {
    HtmlDecoder.Decoded decoded = HtmlDecoder.decode(DocumentSource.ofBytes("p.html", page),
        Long.MAX_VALUE);
    assertThat(decoded.text()).isEqualTo(replacing(page, decoded.charset()));
  }
}
