#!/usr/bin/env bash
# Issue 39's second real-file set, which no reader rule was developed on: the PDF files of
# Debian 12 packages other than the five of real-pdfs.sh: four more TeX Live packages (other
# languages with Ethiopic, Thai, Tibetan, Devanagari and Bengali; XeTeX; Greek; Cyrillic) and
# the documentation of SIL's and other font packages (type samples and feature documents of
# Arabic-script including Nastaliq, Ethiopic, Devanagari, Myanmar, Khmer, Hebrew, Tifinagh and
# Latin fonts), made with LibreOffice, Word (Acrobat Distiller, Microsoft Print to PDF), Mac OS
# Quartz, cairo and TeX. Word coverage against Poppler's pdftotext, file by file, as
# real-pdfs.sh measures the first set (RealPdfCoverageTest, set "debian-docs").
#
#   wrac-benchmarks/scripts/real-pdfs-2.sh [--install | --install-only] [--record] [REGEX]
#
# --install  downloads exactly the package versions below (about 150 MB) with apt-get download,
#            extracts them under /opt/wrac-real-pdfs-2 (no root install, no TeX Live setup) and
#            unpacks the .pdf.gz files Debian compressed; installs poppler-utils and
#            mupdf-tools when absent; idempotent; --install-only installs and stops
# --record   rewrites wrac-documents/src/test/resources/real-pdfs-2-coverage.tsv, the recorded
#            per-file coverage that RealPdfCoverageTest (tagged slow) holds every file to
# REGEX      reads only the files whose path under usr/share/doc matches
#
# The folder is WRAC_REAL_PDFS_2, else /opt/wrac-real-pdfs-2/usr/share/doc. Prints the files
# under 0.99, the summaries over all files, by script class and by producer, against
# pdftotext and on the units pdftotext and MuPDF both read.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

packages="texlive-lang-other=2022.20230122-1 texlive-xetex=2022.20230122-3
  texlive-lang-greek=2022.20230122-1 texlive-lang-cyrillic=2022.20230122-1
  fonts-sil-abyssinica=2.100-3 fonts-sil-akatab=2.000-3 fonts-sil-alkalami=1.200-1
  fonts-sil-andika=6.101-2 fonts-sil-annapurna=1.204-2 fonts-sil-awami-nastaliq=2.200-1
  fonts-sil-charis=6.101-1 fonts-sil-dai-banna=2.200-2 fonts-sil-ezra=2.51-9
  fonts-sil-harmattan=2.000-1 fonts-sil-mingzat=1.000-3 fonts-sil-mondulkiri=7.100-3
  fonts-sil-padauk=5.000-3 fonts-sil-scheherazade=2.100-2.1 fonts-sil-tagmukay=2.000-2.1
  fonts-sil-taiheritagepro=2.600-2 fonts-sil-shimenkan=1.000-3 fonts-hosny-amiri=0.113-1"
dir=/opt/wrac-real-pdfs-2
source wrac-benchmarks/scripts/real-set-options.sh "$@"

if $install; then
  export DEBIAN_FRONTEND=noninteractive
  if ! command -v pdftotext >/dev/null 2>&1 || ! command -v mutool >/dev/null 2>&1; then
    apt-get update -qq >/dev/null
    apt-get install -y -qq poppler-utils mupdf-tools >/dev/null
  fi
  if [ -z "${WRAC_REAL_PDFS_2:-}" ] && [ ! -f "$dir/.complete" ]; then
    work=$(mktemp -d)
    # shellcheck disable=SC2086
    (cd "$work" && apt-get update -qq >/dev/null && apt-get download -qq $packages >/dev/null)
    mkdir -p "$dir"
    for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$dir"; done
    find "$dir/usr/share/doc" -name '*.pdf.gz' -exec gunzip -f {} +
    echo "$packages" | tr -s ' \n' '\n' > "$dir/.complete"
    rm -rf "$work"
  fi
fi

$measure || exit 0
exec wrac-benchmarks/scripts/real-pdfs-measure.sh debian-docs real-pdfs-2-coverage.tsv "$only" "$record"
