package dev.wrac.parsers.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The child JVM runner returns what a child printed and stops a child that hangs. */
class ChildJvmTest {

  /** Prints its arguments and exits with the code given first. */
  public static final class Echo {
    public static void main(String[] args) {
      System.out.println("args=" + String.join(",", args));
      System.err.println("to stderr");
      System.exit(Integer.parseInt(args[0]));
    }
  }

  /** Says it started, then sleeps far longer than any test may take, output left open. */
  public static final class Sleeper {
    public static void main(String[] args) throws InterruptedException {
      System.out.println("started");
      System.out.flush();
      Thread.sleep(TimeUnit.HOURS.toMillis(1));
    }
  }

  @Test
  void aChildsExitCodeAndBothOutputStreamsAreReturned() throws Exception {
    ChildJvm.Run run = ChildJvm.run(List.of("-Xmx32m"), Echo.class, "3", "x");
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.out()).contains("args=3,x", "to stderr");
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard only: the runner's own timeout is 3 s
  void aHangingChildIsKilledAtTheTimeoutAndItsOutputReported() {
    assertThatThrownBy(() -> ChildJvm.run(Duration.ofSeconds(3), List.of("-Xmx32m"),
            Sleeper.class))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Sleeper still running after PT3S; killed")
        .hasMessageContaining("started");
  }
}
