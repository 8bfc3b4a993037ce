package dev.wrac.documents.office;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.poi.openxml4j.exceptions.InvalidFormatException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.poifs.crypt.EncryptionInfo;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.apache.poi.poifs.crypt.Encryptor;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;

/** Broken, hostile and mislabelled files, made from good ones. */
final class BadFiles {
  private BadFiles() {}

  /** The package encrypted with a password, as Office does ("Encrypt with Password"). */
  static byte[] encrypted(byte[] ooxml, EncryptionMode mode) {
    try (POIFSFileSystem fs = new POIFSFileSystem();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      EncryptionInfo info = new EncryptionInfo(mode);
      Encryptor encryptor = info.getEncryptor();
      encryptor.confirmPassword("secret");
      try (OPCPackage pkg = OPCPackage.open(new ByteArrayInputStream(ooxml));
          OutputStream data = encryptor.getDataStream(fs)) {
        pkg.save(data);
      }
      fs.writeFilesystem(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (GeneralSecurityException | InvalidFormatException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A legacy (OLE2) container without encryption, as a {@code .doc} is. */
  static byte[] ole2() {
    try (POIFSFileSystem fs = new POIFSFileSystem();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      fs.createDocument(new ByteArrayInputStream(new byte[600]), "WordDocument");
      fs.writeFilesystem(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The package with {@code entry} replaced by {@code content} (other entries copied). */
  static byte[] replace(byte[] zip, String entry, byte[] content) {
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream out = new ZipOutputStream(bytes)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        out.putNextEntry(new ZipEntry(e.getName()));
        out.write(e.getName().equals(entry) ? content : in.readAllBytes());
        out.closeEntry();
      }
      out.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The package without the entries named {@code entries} (the others copied). */
  static byte[] without(byte[] zip, String... entries) {
    java.util.Set<String> dropped = java.util.Set.of(entries);
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream out = new ZipOutputStream(bytes)) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        if (!dropped.contains(e.getName())) {
          out.putNextEntry(new ZipEntry(e.getName()));
          out.write(in.readAllBytes());
          out.closeEntry();
        }
      }
      out.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An entry's content. */
  static String entry(byte[] zip, String entry) {
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        if (e.getName().equals(entry)) {
          return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
      }
      throw new IllegalArgumentException("no entry " + entry);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The document part padded with {@code megabytes} MiB of blanks inside an XML comment:
   * compresses about 1,000:1, a zip bomb by POI's ratio rule.
   */
  static byte[] bomb(byte[] docx, int megabytes) {
    String xml = entry(docx, "word/document.xml");
    StringBuilder padded = new StringBuilder(xml.length() + (megabytes << 20) + 16);
    padded.append(xml).append("<!--").append(" ".repeat(megabytes << 20)).append("-->");
    return replace(docx, "word/document.xml", padded.toString().getBytes(StandardCharsets.UTF_8));
  }
}
