#!/usr/bin/env bash
# Measures one real-PDF set with RealPdfCoverageTest (slow) and prints its summaries; the shared
# tail of real-pdfs.sh and real-pdfs-2.sh.
# Usage: real-pdfs-measure.sh SET RECORDED-TSV ONLY-REGEX RECORD(true|false)
set -euo pipefail
set_name=$1 tsv=$2 only=$3 record=$4
command -v pdftotext >/dev/null 2>&1 || { echo "pdftotext is missing: install poppler-utils (or run with --install)" >&2; exit 1; }

args=(-B -q -pl wrac-documents -am test -Pslow -Dtest=RealPdfCoverageTest
  -Dsurefire.failIfNoSpecifiedTests=false -Dwrac.realPdfs.set="$set_name"
  -Dwrac.realPdfs.only="$only")
if $record; then
  args+=(-Dwrac.realPdfs.out="$PWD/wrac-documents/src/test/resources/$tsv")
fi
log=$(mktemp)
status=0
mvn "${args[@]}" > "$log" 2>&1 || status=$?
sed -n '/^real PDFs under/,/^by producer end/p' "$log"
if [ $status -ne 0 ]; then
  # Maven's own error lines (PDFBox logs "[main] ERROR" for fonts it cannot read: not these)
  grep -E "files under their recorded|<<< FAIL|^\[ERROR\]" "$log" | head -40 || true
fi
rm -f "$log"
exit $status
