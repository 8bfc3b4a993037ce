package dev.wrac.lucene.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.apache.lucene.util.BytesRef;

/** A vector as stored bytes (little-endian floats), so it reads back exactly. Not API. */
public final class Vectors {
  private Vectors() {}

  /** The bytes of {@code v}. */
  public static BytesRef bytes(float[] v) {
    ByteBuffer b = ByteBuffer.allocate(v.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
    b.asFloatBuffer().put(v);
    return new BytesRef(b.array());
  }

  /** The vector of {@code bytes}. */
  public static float[] floats(BytesRef bytes) {
    float[] v = new float[bytes.length / Float.BYTES];
    ByteBuffer.wrap(bytes.bytes, bytes.offset, bytes.length).order(ByteOrder.LITTLE_ENDIAN)
        .asFloatBuffer().get(v);
    return v;
  }
}
