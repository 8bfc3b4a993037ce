#!/usr/bin/env bash
# Issue 39's slides from real content: real decks are scarce in packages, so the slide-shaped
# PDFs of the two real-PDF sets (Beamer, lecturer, present and pdf-trans talks of TeX Live's
# documentation) are converted to PPTX with LibreOffice headless (its Impress PDF import, which
# makes a slide of each page), and our PPTX reader's text is measured against the source PDF's
# pdftotext text (RealSlidesCoverageTest, tagged slow): word coverage, reading order, headings
# (PPTX beside our PDF reader on the source) and repeated texts (navigation bars).
#
#   wrac-benchmarks/scripts/real-slides.sh [--install | --install-only] [--record] [REGEX]
#
# --install  converts each selected deck once into /opt/wrac-real-slides/<its path under /opt>
#            .pptx (skipped where the PPTX is newer than its PDF); the real-PDF sets must be
#            there (real-pdfs.sh --install-only, real-pdfs-2.sh --install-only); installs
#            libreoffice-impress-nogui when soffice is absent (as .ci/run does); --install-only
#            converts and stops (.ci/run)
# --record   rewrites wrac-documents/src/test/resources/real-slides-coverage.tsv, the recorded
#            per-deck coverage that RealSlidesCoverageTest holds every deck to
# REGEX      converts and reads only the decks whose path matches
#
# A deck is a PDF whose first page is landscape (width at least 1.2 times the height), under
# 720 pt wide (so that letter and A4 landscape documents, 792 and 842 pt, are not slides) and
# 5 pages or more: pdfinfo decides, the list is printed. The folder is WRAC_REAL_SLIDES, else
# /opt/wrac-real-slides. LibreOffice makes a shape of every vector drawing: 12 decks took 144 s
# to convert on 2 busy cores (LibreOffice 7.4), 97 s of them beamerexample-conference-talk
# (31 slides, 35 MB of PPTX, 525 MB of slide XML), and measuring them about 140 s, 70 to 107 s
# of it parsing that one deck (docs/office.md, "Slides from real content").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

sets="/opt/wrac-real-pdfs /opt/wrac-real-pdfs-2"
out=${WRAC_REAL_SLIDES:-/opt/wrac-real-slides}
source wrac-benchmarks/scripts/real-set-options.sh "$@"

for set in $sets; do
  if [ ! -d "$set/usr/share/doc" ]; then
    echo "the real-PDF set $set is absent: run wrac-benchmarks/scripts/real-pdfs.sh" \
      "--install-only and real-pdfs-2.sh --install-only first" >&2
    exit 1
  fi
done
command -v pdfinfo >/dev/null 2>&1 || { echo "pdfinfo is missing: install poppler-utils" >&2; exit 1; }

# The selected decks, by pdfinfo's first page size and page count.
decks=()
while IFS= read -r pdf; do
  [ -z "$only" ] || [[ "$pdf" =~ $only ]] || continue
  info=$(pdfinfo -f 1 -l 1 "$pdf" 2>/dev/null | tr -d '\0') || continue
  pages=$(awk '/^Pages:/ {print $2}' <<<"$info")
  size=$(awk '/^Page +1 size:/ {print $4, $6}' <<<"$info")
  [ -n "$pages" ] && [ -n "$size" ] || continue
  if awk -v p="$pages" -v s="$size" 'BEGIN { split(s, a, " ");
      exit !(a[1] >= 1.2 * a[2] && a[1] < 720 && p >= 5) }'; then
    decks+=("$pdf")
    printf 'deck: %s (%s pt, %s pages)\n' "${pdf#/opt/}" "${size/ / x }" "$pages"
  fi
done < <(find $sets -name '*.pdf' -type f | sort)
echo "${#decks[@]} decks"

if $install; then
  if ! command -v soffice >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq libreoffice-impress-nogui >/dev/null
  fi
  profile=$(mktemp -d /tmp/wrac-real-slides-soffice.XXXXXX)
  trap 'rm -rf "$profile"' EXIT
  started=$SECONDS
  for pdf in "${decks[@]}"; do
    pptx="$out/${pdf#/opt/}"
    pptx="${pptx%.pdf}.pptx"
    if [ -f "$pptx" ] && [ "$pptx" -nt "$pdf" ]; then
      continue
    fi
    mkdir -p "$(dirname "$pptx")"
    t=$SECONDS
    # The Impress import: a slide a page (the default import opens a PDF in Draw, which
    # exports no PPTX).
    soffice -env:UserInstallation="file://$profile" --headless \
      --infilter=impress_pdf_import --convert-to pptx --outdir "$(dirname "$pptx")" "$pdf" \
      >/dev/null 2>&1 || { echo "soffice failed on $pdf" >&2; continue; }
    if [ -f "$pptx" ]; then
      printf 'converted %s in %d s (%s)\n' "${pdf#/opt/}" $((SECONDS - t)) \
        "$(du -h "$pptx" | cut -f1)"
    else
      echo "soffice wrote no $pptx" >&2
    fi
  done
  echo "conversion: $((SECONDS - started)) s"
fi

$measure || exit 0
exec wrac-benchmarks/scripts/real-set-measure.sh RealSlidesCoverageTest '^real slides under' \
  '^real slides end' wrac.realSlides.out real-slides-coverage.tsv "$record" \
  -Dwrac.realSlides="$out" -Dwrac.realSlides.only="$only"
