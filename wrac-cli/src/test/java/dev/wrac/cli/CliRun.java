package dev.wrac.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and captures what it printed (tests only). */
record CliRun(int exit, String out, String err) {

  static CliRun of(String... args) {
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
    try {
      int exit = WracCommand.run(args);
      return new CliRun(exit, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
  }
}
