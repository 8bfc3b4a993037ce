/**
 * Chunking corpora beyond one machine with Apache Spark: {@link dev.wrac.spark.WracSpark} maps
 * files to chunk rows, {@link dev.wrac.spark.WracSparkJob} is the job's command line, and
 * {@link dev.wrac.spark.HadoopPlanCache} keeps plans on a Hadoop file system.
 *
 * <p>May import wrac-core's public packages, wrac-llm-spi, wrac-pages and its own
 * {@code .internal}.
 */
package dev.wrac.spark;
