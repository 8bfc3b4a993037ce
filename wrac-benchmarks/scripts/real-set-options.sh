# The options of real-pdfs.sh, real-pdfs-2.sh and real-slides.sh, read by `source` with the
# script's arguments: [--install | --install-only] [--record] [REGEX]. Sets install, measure,
# record and only.
install=false
measure=true
record=false
only=""
for arg in "$@"; do
  case "$arg" in
    --install) install=true ;;
    --install-only) install=true; measure=false ;;
    --record) record=true ;;
    *) only="$arg" ;;
  esac
done
