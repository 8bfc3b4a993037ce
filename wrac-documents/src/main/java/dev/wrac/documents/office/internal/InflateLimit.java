package dev.wrac.documents.office.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;

/**
 * A ZIP stream that counts the bytes it inflates over all entries and refuses, as TOO_LARGE
 * naming the document and the limit, to inflate more than {@code limit}: what a package read
 * from memory holds in memory.
 */
final class InflateLimit extends ZipArchiveInputStream {
  private final String document;
  private final long limit;
  private long total;

  InflateLimit(String document, InputStream in, long limit) {
    super(in, StandardCharsets.UTF_8.name(), true, true); // as POI's ZipHelper.openZipStream
    this.document = document;
    this.limit = limit;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    int n = super.read(buffer, offset, length);
    if (n > 0 && (total += n) > limit) {
      throw new DocumentParseException(document, Reason.TOO_LARGE, "the package's entries "
          + "inflate to more than " + limit + " bytes in all, over the limit (1/8 of the heap,"
          + " at most " + OfficePackages.MAX_TOTAL_INFLATED_BYTES + " bytes)");
    }
    return n;
  }
}
