#!/usr/bin/env bash
# Runs the README's spark-submit line against a Spark standalone cluster started here, without a
# Spark distribution: the Spark jars come from Maven Central (the module's provided scope) and
# are linked into target/spark-home/jars, which is all a standalone worker needs as SPARK_HOME.
# Starts a master and one worker on 127.0.0.1, submits the job, prints its summary and the
# number of chunk rows written, stops the master and the worker (by their process ids).
#
#   wrac-spark/scripts/standalone-submit.sh [INPUT] [OUTPUT]     (default: examples/docs)
#
# Environment: WRAC_SPARK_PORT (master port, default 7177), WRAC_SPARK_CORES (worker cores,
# default 2), WRAC_SPARK_SKIP_BUILD=1 to use the jars already built.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
module=$root/wrac-spark
input=$(realpath "${1:-$root/examples/docs}")
output=$(realpath -m "${2:-$module/target/standalone-out}")
port=${WRAC_SPARK_PORT:-7177}
cores=${WRAC_SPARK_CORES:-2}
export SPARK_HOME=$module/target/spark-home
export SPARK_LOCAL_IP=127.0.0.1
export SPARK_SCALA_VERSION=2.13   # what a distribution's load-spark-env.sh sets; the worker needs it

if [[ "${WRAC_SPARK_SKIP_BUILD:-}" != 1 ]]; then
  # the job jar, and the classpath of Spark itself (the provided scope)
  (cd "$root" && mvn -o -q -B -pl wrac-spark -am package -DskipTests \
      dependency:build-classpath -Dmdep.includeScope=provided \
      -Dmdep.outputFile=target/provided.classpath)
fi
rm -rf "$SPARK_HOME" && mkdir -p "$SPARK_HOME/jars" "$SPARK_HOME/work"
tr ':' '\n' < "$module/target/provided.classpath" | while read -r jar; do
  ln -sf "$jar" "$SPARK_HOME/jars/"
done

# what Spark's own launcher passes to Java 17 (JavaModuleOptions)
opens="-XX:+IgnoreUnrecognizedVMOptions -Djdk.reflect.useDirectMethodHandle=false"
opens+=" -Dio.netty.tryReflectionSetAccessible=true"
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util \
    java.util.concurrent java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs \
    sun.security.action sun.util.calendar; do
  opens+=" --add-opens=java.base/$p=ALL-UNNAMED"
done
# shellcheck disable=SC2206
spark=(java $opens -Xmx512m -cp "$SPARK_HOME/jars/*")

logs=$module/target/standalone-logs
mkdir -p "$logs"
"${spark[@]}" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port 0 \
    > "$logs/master.log" 2>&1 &
master=$!
worker=
trap 'kill $master ${worker:-} 2>/dev/null || true' EXIT
for _ in $(seq 120); do grep -q "I have been elected leader" "$logs/master.log" && break; sleep 1; done
"${spark[@]}" org.apache.spark.deploy.worker.Worker "spark://127.0.0.1:$port" --cores "$cores" \
    --memory 2g --webui-port 0 --work-dir "$SPARK_HOME/work" > "$logs/worker.log" 2>&1 &
worker=$!
for _ in $(seq 120); do grep -q "Successfully registered with master" "$logs/worker.log" && break; sleep 1; done

# the README's submit line, with spark-submit spelled as the class it runs
start=$(date +%s.%N)
"${spark[@]}" org.apache.spark.deploy.SparkSubmit \
  --master "spark://127.0.0.1:$port" --deploy-mode client \
  --class dev.wrac.spark.WracSparkJob \
  --conf spark.executor.memory=1g --conf spark.ui.enabled=false \
  "$module/target/wrac-spark-job.jar" \
  --input "$input" --output "$output" --format json --overwrite 2> "$logs/submit.log"
end=$(date +%s.%N)
grep '^wrac-spark:' "$logs/submit.log"
grep -q 'app-.*executor' "$logs/worker.log" && echo "executors ran on the standalone worker: $(grep -c 'Asked to launch executor' "$logs/worker.log")"
echo "chunk rows written: $(cat "$output"/part-* | wc -l); submit took $(echo "$end - $start" | bc) s"
