package dev.wrac.spark;

import org.apache.spark.sql.SparkSession;

/** One {@code local[2]} Spark session for every test class of this JVM (Spark stops it at exit). */
public final class LocalSpark {
  private static SparkSession session;

  private LocalSpark() {}

  public static synchronized SparkSession session() {
    if (session == null) {
      session = SparkSession.builder()
          .master("local[2]")
          .appName("wrac-spark-tests")
          .config("spark.ui.enabled", "false")
          .config("spark.sql.shuffle.partitions", "4")
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.sql.warehouse.dir", "target/spark-warehouse")
          .getOrCreate();
    }
    return session;
  }
}
