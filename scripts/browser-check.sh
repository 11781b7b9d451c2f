#!/usr/bin/env bash
# Opens a NavKit preview page in headless Chromium, scrubs into a transition, screenshots it, and
# fails on a script error, a page that never became ready, or a blank screenshot.
#
# usage: scripts/browser-check.sh [page.html] [fragment] [screenshot.png]
#   page.html   the page to check; when missing or absent, a sample page is generated through the
#               NavKitPreview tests (NAVKIT_PREVIEW_SAMPLE) at that path (default /tmp/navkit-preview-sample.html)
#   fragment    where to scrub, e.g. "frame=mid", "frame=120", "segment=2&at=0.5" (default segment=2&at=0.5; segments count from 1)
#   screenshot  the PNG to write (default: <page>.png)
#
# Optional expectations (environment):
#   NAVKIT_EXPECT_VISIBLE="home detail"  every listed screen is among those the page reports as
#                                        shown at that frame (#stage[data-visible-screens], computed
#                                        by the browser from the drawn cards: opacity, position, cover)
#   NAVKIT_EXPECT_LABEL="1. push"        the frame label contains this text
# The screenshot must also have content in its right half (the plot fills the width).
set -euo pipefail

page="${1:-/tmp/navkit-preview-sample.html}"
fragment="${2:-segment=2&at=0.5}"
shot="${3:-${page%.html}.png}"
root="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v chromium >/dev/null 2>&1; then
    echo "browser-check: installing chromium from Debian's packages"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

if [ ! -s "$page" ]; then
    echo "browser-check: generating a sample page at $page"
    export PATH="/opt/swift/usr/bin:$PATH"
    (cd "$root" && NAVKIT_PREVIEW_SAMPLE="$page" swift test --filter NavKitPreviewTests.SamplePageExportTests \
        >"${TMPDIR:-/tmp}/navkit-preview-sample.log" 2>&1) || { echo "browser-check: FAIL: swift test failed"; exit 1; }
    [ -s "$page" ] || { echo "browser-check: FAIL: no page was generated"; exit 1; }
fi

page="$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
url="file://$page#$fragment"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --run-all-compositor-stages-before-draw
       --virtual-time-budget=3000 --window-size=1200,800)
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

chromium "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" >"$logs/dom.html" 2>"$logs/dom.log" || true
chromium "${flags[@]}" --screenshot="$shot" "$url" >"$logs/shot.out" 2>"$logs/shot.log" || true

fail=0
# The page's error hook marks <html data-script-error="..."> and the title; the console log catches
# anything that happens before the hook runs.
if grep -Eq '<html[^>]* data-script-error=|<title>NAVKIT-SCRIPT-ERROR' "$logs/dom.html" \
    || grep -Eq 'Uncaught|NAVKIT-SCRIPT-ERROR' "$logs/dom.log"; then
    echo "browser-check: FAIL: script error"
    grep -Eo '<title>NAVKIT-SCRIPT-ERROR[^<]*' "$logs/dom.html" | head -3 || true
    grep -E 'Uncaught|NAVKIT-SCRIPT-ERROR' "$logs/dom.log" | head -5 || true
    fail=1
fi
if ! grep -q 'data-ready="1"' "$logs/dom.html"; then
    echo "browser-check: FAIL: the page never set data-ready=\"1\""
    fail=1
fi
frames="$(grep -o 'data-frame-count="[0-9]*"' "$logs/dom.html" | head -1 | grep -o '[0-9]*' || echo 0)"
label="$(grep -o '<output id="label">[^<]*' "$logs/dom.html" | sed 's/<output id="label">//' || true)"
visible="$(grep -o 'id="stage"[^>]*data-visible-screens="[^"]*"\|data-visible-screens="[^"]*"[^>]*id="stage"' "$logs/dom.html" \
    | grep -o 'data-visible-screens="[^"]*"' | head -1 | sed 's/data-visible-screens="//; s/"$//' || true)"
echo "browser-check: $frames frames; showing: $label; visible screens: ${visible:-none}"
for screen in ${NAVKIT_EXPECT_VISIBLE:-}; do
    if ! [[ " $visible " == *" $screen "* ]]; then
        echo "browser-check: FAIL: screen '$screen' is not visible at $fragment (visible: ${visible:-none})"
        fail=1
    fi
done
if [ -n "${NAVKIT_EXPECT_LABEL:-}" ] && [[ "$label" != *"$NAVKIT_EXPECT_LABEL"* ]]; then
    echo "browser-check: FAIL: the label does not contain '$NAVKIT_EXPECT_LABEL'"
    fail=1
fi

if [ ! -s "$shot" ]; then
    echo "browser-check: FAIL: no screenshot"
    exit 1
fi
python3 - "$shot" <<'PY' || fail=1
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, header = 8, b"", None
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
width, height, depth, colour = header[:4]
channels = {2: 3, 6: 4, 0: 1, 4: 2}[colour]
assert depth == 8, "unexpected bit depth"
raw = zlib.decompress(idat)
stride = width * channels
rows, prev, i = [], bytearray(stride), 0
for _ in range(height):
    kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - channels] if x >= channels else 0
        b = prev[x]
        c = prev[x - channels] if x >= channels else 0
        if kind == 1: line[x] = (line[x] + a) & 255
        elif kind == 2: line[x] = (line[x] + b) & 255
        elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line))
    prev = line
colours = set()
for row in rows[::4]:
    for x in range(0, stride, channels * 4):
        colours.add(row[x:x + channels])
right = set()
for row in rows[: height * 3 // 4 : 4]:
    for x in range((width // 2) * channels, stride, channels * 4):
        right.add(row[x:x + channels])
print(f"browser-check: screenshot {width}x{height}, {len(colours)} distinct colours (sampled), "
      f"{len(right)} in the right half")
if len(colours) < 8:
    print("browser-check: FAIL: the screenshot looks blank")
    sys.exit(1)
if len(right) < 4:
    print("browser-check: FAIL: the right half of the page is empty")
    sys.exit(1)
PY

if [ "$fail" -ne 0 ]; then exit 1; fi
echo "browser-check: OK, screenshot at $shot"
