#!/usr/bin/env bash
# Throughput of chunking on Spark against the command line, on the same files in the same run
# (issue 14): RAG-Multi-Corpus's Markdown replicated to >= 200 MB, then, interleaved, for each
# round: wrac chunk --threads 1, the Spark job on local[1], wrac chunk --threads 2, the Spark job
# on local[2]. Both write JSON Lines. Prints MB/s (input bytes / seconds) per run, the two
# ratios the issue asks for (local[2] / local[1]; Spark per core / CLI per core) and the load
# average before and after each run (the machine may be shared).
#
#   wrac-benchmarks/scripts/spark-throughput.sh [ROUNDS]        (default 2)
#
# Needs the corpus (WRAC_CORPUS or ../shared/rag-multi-corpus beside the clone). Spark's seconds
# are the job's own (from the session to the last file written: listing, chunking, writing),
# printed by WracSparkJob; the wall time of the whole process (JVM and Spark start included) is
# printed beside them. The CLI's seconds are its summary line's (the whole run after start-up).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-2}
corpus=${WRAC_CORPUS:-$root/../shared/rag-multi-corpus}
work=${WRAC_BENCH_DIR:-/tmp/wrac-spark-bench}
target_mb=${WRAC_BENCH_MB:-200}
[ -d "$corpus/datasets" ] || { echo "no corpus at $corpus (set WRAC_CORPUS)" >&2; exit 2; }

(cd "$root" && mvn -o -q -B -pl wrac-cli,wrac-spark -am package -DskipTests \
    dependency:build-classpath -Dmdep.includeScope=provided \
    -Dmdep.outputFile=target/provided.classpath)
spark_cp="$(cat "$root/wrac-spark/target/provided.classpath")"

docs=$work/docs
size() { find "$docs" -name '*.md' -printf '%s\n' | awk '{s+=$1} END {print s+0}'; }
if [ ! -f "$work/.complete-$target_mb-mb" ]; then
  rm -rf "$work" && mkdir -p "$docs"
  copy=0
  while [ "$(size)" -lt $((target_mb * 1000 * 1000)) ]; do
    for org in "$corpus"/datasets/*/; do
      dest="$docs/copy-$(printf %03d $copy)/$(basename "$org")"
      mkdir -p "$dest" && cp "$org"md/*.md "$dest/"
    done
    copy=$((copy + 1))
  done
  touch "$work/.complete-$target_mb-mb"
fi
bytes=$(size)
files=$(find "$docs" -name '*.md' | wc -l)
echo "input: $files Markdown files, $bytes bytes ($(awk -v b="$bytes" 'BEGIN{printf "%.1f", b/1e6}') MB); $(nproc) cores"

opens="-XX:+IgnoreUnrecognizedVMOptions -Djdk.reflect.useDirectMethodHandle=false"
opens+=" -Dio.netty.tryReflectionSetAccessible=true"
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util \
    java.util.concurrent java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs \
    sun.security.action sun.util.calendar; do
  opens+=" --add-opens=java.base/$p=ALL-UNNAMED"
done

load() { cut -d' ' -f1 /proc/loadavg; }
mbps() { awk -v b="$bytes" -v s="$1" 'BEGIN{printf "%.2f", b/1e6/s}'; }
declare -A total
run_cli() {
  local n=$1 l0 t0 t1 secs
  l0=$(load); t0=$(date +%s.%N)
  secs=$(java -Xss8m -Xmx1g -jar "$root/wrac-cli/target/wrac.jar" chunk --threads "$n" \
      --out "$work/cli-$n.jsonl" "$docs" 2>&1 >/dev/null | grep -o '[0-9.]* s$' | tail -1 | cut -d' ' -f1)
  t1=$(date +%s.%N)
  report "cli --threads $n" "$secs" "$(echo "$t1 - $t0" | bc)" "$l0"
  total["cli$n"]=$(echo "${total["cli$n"]:-0} + $secs" | bc)
}
run_spark() {
  local n=$1 l0 t0 t1 secs
  l0=$(load); t0=$(date +%s.%N)
  # shellcheck disable=SC2086
  secs=$(java $opens -Xss8m -Xmx2g -cp "$spark_cp" org.apache.spark.deploy.SparkSubmit \
      --master "local[$n]" --conf spark.ui.enabled=false --class dev.wrac.spark.WracSparkJob \
      "$root/wrac-spark/target/wrac-spark-job.jar" --input "$docs" --output "$work/spark-$n" \
      --format json --overwrite 2>&1 | grep '^wrac-spark:' | grep -o '; [0-9.]* s;' | tr -d ';s ')
  t1=$(date +%s.%N)
  report "spark local[$n]" "$secs" "$(echo "$t1 - $t0" | bc)" "$l0"
  total["spark$n"]=$(echo "${total["spark$n"]:-0} + $secs" | bc)
}
report() {
  printf '%-18s %8.2f s  %7s MB/s   (process wall %6.1f s, %s MB/s; load %s -> %s)\n' \
      "$1" "$2" "$(mbps "$2")" "$3" "$(mbps "$3")" "$4" "$(load)"
}

for r in $(seq "$rounds"); do
  echo "round $r"
  run_cli 1; run_spark 1; run_cli 2; run_spark 2
done
echo "totals over $rounds rounds (MB/s from the summed seconds):"
for k in cli1 spark1 cli2 spark2; do
  printf '  %-7s %7s MB/s\n' "$k" "$(mbps "$(echo "${total[$k]} / $rounds" | bc -l)")"
done
awk -v c1="${total[cli1]}" -v s1="${total[spark1]}" -v s2="${total[spark2]}" -v c2="${total[cli2]}" 'BEGIN{
  printf "local[2] / local[1]: %.2fx (target >= 1.6x); cli --threads 2 / 1: %.2fx\n", s1/s2, c1/c2;
  printf "Spark per core / CLI per core: local[1] %.0f%%, local[2] %.0f%% (target >= 70%%)\n", 100*c1/s1, 100*c2/s2 }'
echo "chunk lines: cli $(wc -l < "$work/cli-2.jsonl"), spark $(cat "$work"/spark-2/part-* | wc -l)"
