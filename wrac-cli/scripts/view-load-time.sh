#!/usr/bin/env bash
# Measures how long a `wrac view` page takes to open in headless Chromium (Debian package
# `chromium`): loads the page in a frame of a throw-away measuring page and prints the page's
# own timing (first contentful paint, DOMContentLoaded, load) and the time to the first frame
# drawn after load, in milliseconds from the start of the navigation. Browser start-up is not
# counted.
#   wrac-cli/scripts/view-load-time.sh page.html [runs]
set -euo pipefail
page=$(realpath "$1")
runs=${2:-3}
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || { echo "chromium not found (apt-get install -y chromium)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/measure.html" <<HTML
<!DOCTYPE html><html><body><pre id="out">pending</pre>
<iframe id="f" style="width:1400px;height:1000px" src="file://$page"></iframe>
<script>
const t0 = performance.now();
document.getElementById('f').addEventListener('load', () => {
  const loaded = performance.now() - t0;
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const w = document.getElementById('f').contentWindow;
    const n = w.performance.getEntriesByType('navigation')[0];
    const sections = w.document.querySelectorAll('section.c').length;
    const fcp = w.performance.getEntriesByName('first-contentful-paint')[0];
    document.getElementById('out').textContent = 'first contentful paint '
      + (fcp ? Math.round(fcp.startTime) + ' ms' : 'n/a')
      + ', domContentLoaded ' + Math.round(n.domContentLoadedEventEnd)
      + ' ms, load ' + Math.round(n.loadEventEnd) + ' ms, first frame after load '
      + Math.round(performance.now() - t0) + ' ms (frame load event at ' + Math.round(loaded)
      + ' ms), ' + sections + ' chunk sections';
  }));
});
</script></body></html>
HTML
for i in $(seq "$runs"); do
  rm -rf "$work/profile"; mkdir "$work/profile"
  "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$work/profile" \
    --allow-file-access-from-files --window-size=1400,1000 --virtual-time-budget=60000 \
    --dump-dom "file://$work/measure.html" 2>/dev/null | sed -n "s/.*<pre id=\"out\">\([^<]*\)<.*/\1/p"
done
