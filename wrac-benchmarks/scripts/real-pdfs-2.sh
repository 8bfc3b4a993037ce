#!/usr/bin/env bash
# Issue 39's second real-file set, which no reader rule was developed on: the PDF files of
# Debian 12 packages other than the five of real-pdfs.sh: four more TeX Live packages (other
# languages with Ethiopic, Thai, Tibetan, Devanagari and Bengali; XeTeX; Greek; Cyrillic) and
# the documentation of SIL's and other font packages (type samples and feature documents of
# Arabic-script including Nastaliq, Ethiopic, Devanagari, Myanmar, Khmer, Hebrew, Tifinagh and
# Latin fonts), made with LibreOffice, Word (Acrobat Distiller, Microsoft Print to PDF), Mac OS
# Quartz, cairo and TeX. No package has a PDF of Unicode Tibetan, so Tibetan is made from real
# text: 56 pages of LibreOffice's Dzongkha help (libreoffice-help-dz, Tibetan script), exported
# to PDF by LibreOffice headless, 32 set in Tibetan Machine Uni (libreoffice-help-dz/pdf-tmu)
# and 24 other pages in DDC Uchen (pdf-ddc-uchen). Word coverage against Poppler's pdftotext,
# file by file, as real-pdfs.sh measures the first set (RealPdfCoverageTest, set
# "debian-docs").
#
#   wrac-benchmarks/scripts/real-pdfs-2.sh [--install | --install-only] [--record] [REGEX]
#
# --install  downloads exactly the package versions below (about 150 MB) with apt-get download,
#            extracts them under /opt/wrac-real-pdfs-2 (no root install, no TeX Live setup) and
#            unpacks the .pdf.gz files Debian compressed, exports the Dzongkha help pages below
#            to PDF (about 2 minutes); installs poppler-utils, mupdf-tools and LibreOffice
#            Writer when absent; idempotent; --install-only installs and stops
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
  fonts-sil-taiheritagepro=2.600-2 fonts-sil-shimenkan=1.000-3 fonts-hosny-amiri=0.113-1
  libreoffice-help-dz=4:7.4.7-1+deb12u14 fonts-tibetan-machine=1.901b-6 fonts-ddc-uchen=1.0-1.2"
# The Dzongkha help pages exported to PDF, under usr/share/libreoffice/help/dz/text: per module,
# the pages with the most Tibetan letters and fewer than half as many Latin ones, the first four
# in Tibetan Machine Uni, the next three in DDC Uchen.
tmu_pages="sbasic/shared/01170101 sbasic/shared/01030300 sbasic/shared/03100000
  sbasic/shared/01030400 scalc/01/04060119 scalc/01/04060118 scalc/01/04060103 scalc/01/04060112
  schart/01/05020201 schart/01/05010000 schart/01/05010100 schart/01/05010200 sdraw/04/01020000
  sdraw/main0210 sdraw/guide/text_enter sdraw/main0213 shared/02/01170102 shared/guide/keyboard
  shared/autopi/01110200 shared/02/01170000 simpress/02/10100000 simpress/02/10070000
  simpress/04/01020000 simpress/02/10080000 smath/01/03090200 smath/01/03090500
  smath/01/03090600 smath/01/03090800 swriter/04/01020000 swriter/01/04090200 swriter/guide/main
  swriter/01/02120000"
ddc_pages="sbasic/shared/00000003 sbasic/shared/02/20000000 sbasic/shared/03050300 scalc/guide/main
  scalc/guide/borders scalc/main0202 schart/01/04040000 schart/01/05020101 schart/04/01020000
  sdraw/guide/combine_etc sdraw/guide/gradient sdraw/guide/align_arrange shared/02/12100200
  shared/02/01170203 shared/02/01170900 simpress/02/10030000 simpress/main0210
  simpress/guide/line_edit smath/01/03090700 smath/01/06010100 smath/01/03090400
  swriter/01/04090003 swriter/01/04120221 swriter/guide/finding"
dir=/opt/wrac-real-pdfs-2
source wrac-benchmarks/scripts/real-set-options.sh "$@"

# export_pages FONT-FOLDER OUT PAGES: the Dzongkha help PAGES as PDF under
# usr/share/doc/libreoffice-help-dz/OUT, LibreOffice finding Tibetan only in the package's
# fonts under usr/share/fonts/truetype/FONT-FOLDER (a fontconfig file of its own: nothing is
# installed).
export_pages() {
  local fonts="$dir/usr/share/fonts/truetype/$1" out="$dir/usr/share/doc/libreoffice-help-dz/$2"
  local help="$dir/usr/share/libreoffice/help/dz/text" conf profile started=$SECONDS page
  conf=$(mktemp) profile=$(mktemp -d /tmp/wrac-real-pdfs-2-soffice.XXXXXX)
  printf '%s\n' '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>' \
    '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>' \
    "<dir>$fonts</dir><cachedir>$profile/fc</cachedir></fontconfig>" > "$conf"
  for page in $3; do
    mkdir -p "$out/$(dirname "$page")"
    FONTCONFIG_FILE=$conf soffice -env:UserInstallation="file://$profile" --headless \
      --convert-to pdf:writer_web_pdf_Export --outdir "$out/$(dirname "$page")" \
      "$help/$page.html" >/dev/null 2>&1 || echo "soffice failed on $page" >&2
  done
  echo "exported $(find "$out" -name '*.pdf' | wc -l) Dzongkha help pages to $2 in" \
    "$((SECONDS - started)) s"
  rm -rf "$conf" "$profile"
}

if $install; then
  export DEBIAN_FRONTEND=noninteractive
  if ! command -v pdftotext >/dev/null 2>&1 || ! command -v mutool >/dev/null 2>&1 \
      || ! command -v soffice >/dev/null 2>&1; then
    apt-get update -qq >/dev/null
    apt-get install -y -qq poppler-utils mupdf-tools libreoffice-writer-nogui >/dev/null
  fi
  complete="$packages $tmu_pages $ddc_pages"
  if [ -z "${WRAC_REAL_PDFS_2:-}" ] \
      && ! cmp -s <(echo "$complete" | tr -s ' \n' '\n') "$dir/.complete"; then
    rm -rf "$dir"
    work=$(mktemp -d)
    # shellcheck disable=SC2086
    (cd "$work" && apt-get update -qq >/dev/null && apt-get download -qq $packages >/dev/null)
    mkdir -p "$dir"
    for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$dir"; done
    find "$dir/usr/share/doc" -name '*.pdf.gz' -exec gunzip -f {} +
    export_pages tibetan-machine pdf-tmu "$tmu_pages"
    export_pages tibetan pdf-ddc-uchen "$ddc_pages"
    echo "$complete" | tr -s ' \n' '\n' > "$dir/.complete"
    rm -rf "$work"
  fi
fi

$measure || exit 0
exec wrac-benchmarks/scripts/real-set-measure.sh RealPdfCoverageTest '^real PDFs under' \
  '^by producer end' wrac.realPdfs.out real-pdfs-2-coverage.tsv "$record" -Dwrac.realPdfs.set=debian-docs \
  -Dwrac.realPdfs.only="$only"
