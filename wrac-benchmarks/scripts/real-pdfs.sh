#!/usr/bin/env bash
# Issue 25's real-file set: word coverage (characters for Han, kana, Thai, Lao, Khmer and
# Myanmar; letters and letter pairs without marks for right-to-left words) of our PDF reader
# against Poppler's pdftotext, file by file, over the PDF manuals of Debian's TeX Live
# documentation packages (408 PDFs: LaTeX manuals, slides, two-column papers, font charts,
# Arabic, Persian, Japanese, Chinese and Korean documents), which nobody here wrote.
#
#   wrac-benchmarks/scripts/real-pdfs.sh [--install | --install-only] [--record] [REGEX]
#
# --install  installs the set when absent: downloads the five packages below (Debian 12's
#            TeX Live 2022, 131 MB) and extracts them under /opt/wrac-real-pdfs without running
#            TeX Live's setup (which takes minutes), and installs poppler-utils (pdftotext) and
#            mupdf-tools (mutool: the second reference, whose units shared with pdftotext's give
#            the "agreed" coverage, so that a reference's own error is not counted as ours);
#            idempotent, skips what is present; --install-only installs and stops (.ci/run)
# --record   rewrites wrac-documents/src/test/resources/real-pdfs-coverage.tsv, the recorded
#            per-file coverage that RealPdfCoverageTest (tagged slow) holds every file to
# REGEX      reads only the files whose path under texlive-doc matches
#
# Prints every file under 0.99 (coverage, script, units, file, missing units) and the median,
# mean and share at 0.95 or more, over all files and by script (ltr, rtl, cjk), against
# pdftotext and, where mutool is installed, on the units pdftotext and MuPDF both read. Takes
# about 9 minutes on 2 busy cores (525 s measured, two pdftotext runs and one mutool run a
# file). The folder is WRAC_REAL_PDFS, else /usr/share/doc/texlive-doc, else
# /opt/wrac-real-pdfs/usr/share/doc/texlive-doc.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

packages="texlive-latex-recommended-doc texlive-plain-generic texlive-lang-arabic texlive-base texlive-lang-cjk"
source wrac-benchmarks/scripts/real-set-options.sh "$@"

if $install; then
  export DEBIAN_FRONTEND=noninteractive
  if ! command -v pdftotext >/dev/null 2>&1 || ! command -v mutool >/dev/null 2>&1; then
    apt-get update -qq >/dev/null
    apt-get install -y -qq poppler-utils mupdf-tools >/dev/null
  fi
  if [ ! -d /usr/share/doc/texlive-doc ] && [ ! -f /opt/wrac-real-pdfs/.complete ]; then
    work=$(mktemp -d)
    (cd "$work" && apt-get update -qq >/dev/null && apt-get download -qq $packages >/dev/null)
    mkdir -p /opt/wrac-real-pdfs
    for deb in "$work"/*.deb; do dpkg-deb -x "$deb" /opt/wrac-real-pdfs; done
    dpkg-deb -f "$work"/texlive-latex-recommended-doc_*.deb Version > /opt/wrac-real-pdfs/.complete
    rm -rf "$work"
  fi
fi

$measure || exit 0
exec wrac-benchmarks/scripts/real-set-measure.sh RealPdfCoverageTest '^real PDFs under' \
  '^by producer end' wrac.realPdfs.out real-pdfs-coverage.tsv "$record" -Dwrac.realPdfs.set=texlive-docs \
  -Dwrac.realPdfs.only="$only"
