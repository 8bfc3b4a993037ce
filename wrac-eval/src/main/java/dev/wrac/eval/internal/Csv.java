package dev.wrac.eval.internal;

import java.util.ArrayList;
import java.util.List;

/** RFC 4180 CSV: quoted fields with doubled quotes, commas and line breaks inside quotes. */
public final class Csv {
  private Csv() {}

  /** The rows of {@code text}; a trailing line break does not add an empty row. */
  public static List<List<String>> parse(String text) {
    List<List<String>> rows = new ArrayList<>();
    List<String> row = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    int i = text.startsWith("\uFEFF") ? 1 : 0;
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '"') {
          if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
            field.append('"');
            i++;
          } else {
            quoted = false;
          }
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
        any = true;
      } else if (c == ',') {
        row.add(field.toString());
        field.setLength(0);
        any = true;
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        if (any || field.length() > 0) {
          row.add(field.toString());
          rows.add(row);
        }
        row = new ArrayList<>();
        field.setLength(0);
        any = false;
      } else {
        field.append(c);
        any = true;
      }
    }
    if (any || field.length() > 0) {
      row.add(field.toString());
      rows.add(row);
    }
    return rows;
  }

  /** One CSV line (ending in a line break), fields quoted when they hold a quote, comma or break. */
  public static String line(List<String> fields) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      String f = fields.get(i);
      if (i > 0) {
        sb.append(',');
      }
      if (f.indexOf('"') >= 0 || f.indexOf(',') >= 0 || f.indexOf('\n') >= 0
          || f.indexOf('\r') >= 0) {
        sb.append('"').append(f.replace("\"", "\"\"")).append('"');
      } else {
        sb.append(f);
      }
    }
    return sb.append('\n').toString();
  }
}
