package dev.wrac.spark.internal;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import scala.Tuple2;

/** The Hadoop configuration of this Spark JVM: the defaults plus every {@code spark.hadoop.*}. */
public final class HadoopConf {
  private static final String PREFIX = "spark.hadoop.";

  private static volatile Configuration cached;

  private HadoopConf() {}

  /** {@link #current()}, made once per JVM (reading files needs no fresh copy). */
  public static Configuration cached() {
    Configuration c = cached;
    if (c == null) {
      c = current();
      cached = c;
    }
    return c;
  }

  /** A new configuration with this JVM's {@code spark.hadoop.*} settings, driver or executor. */
  public static Configuration current() {
    Configuration conf = new Configuration();
    SparkEnv env = SparkEnv.get();
    SparkConf spark = env != null ? env.conf() : new SparkConf();
    for (Tuple2<String, String> kv : spark.getAll()) {
      if (kv._1().startsWith(PREFIX)) {
        conf.set(kv._1().substring(PREFIX.length()), kv._2());
      }
    }
    return conf;
  }
}
