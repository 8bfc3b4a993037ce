#!/usr/bin/env bash
# Runs one real-file test (slow profile) and prints its report; the shared tail of
# real-pdfs.sh, real-pdfs-2.sh and real-slides.sh.
# Usage: real-set-measure.sh TEST FIRST-LINE LAST-LINE OUT-PROPERTY RECORDED-TSV RECORD [-Dk=v ...]
#   TEST          the test class (RealPdfCoverageTest, RealSlidesCoverageTest)
#   FIRST-LINE, LAST-LINE   sed patterns of the report's first and last lines
#   OUT-PROPERTY  the property naming the file the test records into
#   RECORDED-TSV  that file, under wrac-documents/src/test/resources, written when RECORD is true
#   -Dk=v ...     the test's own properties (its set, folder, REGEX)
set -euo pipefail
test_class=$1 first=$2 last=$3 out_property=$4 tsv=$5 record=$6
shift 6
command -v pdftotext >/dev/null 2>&1 || { echo "pdftotext is missing: install poppler-utils (or run with --install)" >&2; exit 1; }

args=(-B -q -pl wrac-documents -am test -Pslow -Dtest="$test_class"
  -Dsurefire.failIfNoSpecifiedTests=false "$@")
if $record; then
  args+=(-D"$out_property"="$PWD/wrac-documents/src/test/resources/$tsv")
fi
log=$(mktemp)
status=0
mvn "${args[@]}" > "$log" 2>&1 || status=$?
sed -n "/$first/,/$last/p" "$log"
if [ $status -ne 0 ]; then
  # Maven's own error lines (PDFBox logs "[main] ERROR" for fonts it cannot read: not these)
  grep -E "under their recorded|<<< FAIL|^\[ERROR\]" "$log" | head -40 || true
fi
rm -f "$log"
exit $status
