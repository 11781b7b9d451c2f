#!/usr/bin/env bash
# Headless check of the desktop host (Examples/DesktopHost): a real SDL window under Xvfb,
# swiped with real pointer drags by xdotool.
#
#   scripts/desktop-check.sh            # from anywhere; artifacts in build/desktop-check/
#
# Installs what it needs (Examples/DesktopHost/setup), builds the host in release mode, starts
# Xvfb and the app, drives it, and asserts on the app's own state log and screenshots:
#   1. a slow half swipe that cancels (mid-drag differs from idle; afterwards identical to idle)
#   2. a fling that pops
#   3. a swipe on the root that does nothing (mid-drag identical to idle)
#   4. a swipe on the pager's middle page that pages (and no transition), then one on page 1 pops
#      and a drag on the slider never pops
#   5. a web screen's back intercepted twice, the third swipe pops
#   6. edge-only mode refuses a swipe away from the edge and takes one from the edge
#   7. right-to-left: a fling toward the left pops
#   8. the keyboard (p), the screen's push button and the bar's back button
# Ends with "desktop-check: N passed, M failed" and the host loop's frame times.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
HOST_DIR="$ROOT/Examples/DesktopHost"
OUT="$ROOT/build/desktop-check"
[[ -d /opt/swift/usr/bin ]] && export PATH="/opt/swift/usr/bin:$PATH"
CONVERT=/usr/bin/convert
COMPARE=/usr/bin/compare
WIDTH=390
HEIGHT=760
OVERLAY=58   # the host's readout strip at the bottom; left out of image comparisons

started=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$*" "$(($(date +%s) - started))"; }

step "setup"
"$HOST_DIR/setup"

step "build"
swift build --package-path "$HOST_DIR" -c release 2>&1 | grep -Ev "prohibited flag\(s\): -D_REENTRANT" | tail -3
BIN="$(swift build --package-path "$HOST_DIR" -c release --show-bin-path)/DesktopHost"

rm -rf "$OUT"
mkdir -p "$OUT"
LOG="$OUT/host.log"

step "start Xvfb and the app"
display=""
for n in $(seq 90 120); do
    if [[ ! -e /tmp/.X11-unix/X$n && ! -e /tmp/.X$n-lock ]]; then display=":$n"; break; fi
done
[[ -n "$display" ]] || { echo "no free X display number" >&2; exit 1; }
Xvfb "$display" -screen 0 1024x900x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
APP_PID=""
cleanup() {
    [[ -n "$APP_PID" ]] && kill "$APP_PID" 2>/dev/null || true
    kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do [[ -e "/tmp/.X11-unix/X${display#:}" ]] && break; sleep 0.1; done

"$BIN" --size "${WIDTH}x${HEIGHT}" --commands "$OUT/command" --shots "$OUT" --quit-after 240 >"$LOG" 2>&1 &
APP_PID=$!
WID=$(timeout 15 xdotool search --sync --onlyvisible --name "NavKit DesktopHost" | head -1)
[[ -n "$WID" ]] || { echo "the window did not appear" >&2; cat "$LOG" >&2; exit 1; }
head -1 "$LOG"

# ---------------------------------------------------------------------------------------------
passed=0
failed=0
check() {  # check "description" command...
    local what=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "  ok   $what"
    else
        failed=$((failed + 1))
        echo "  FAIL $what"
    fi
}

send() {  # send "command line": written atomically, then wait until the app took it
    printf '%s\n' "$*" >"$OUT/command.part"
    mv "$OUT/command.part" "$OUT/command"
    for _ in $(seq 200); do [[ -e "$OUT/command" ]] || return 0; sleep 0.01; done
    echo "the app did not take command: $*" >&2
    return 1
}

shot() {  # shot NAME: a screenshot of the next frame, written by the app itself
    send "shot $1"
    for _ in $(seq 300); do [[ -e "$OUT/$1.bmp" ]] && return 0; sleep 0.01; done
    echo "no screenshot $1" >&2
    return 1
}

lines() { grep -c -- "$1" "$LOG" || true; }
# wait_for PATTERN COUNT: until the log has COUNT lines matching (at most 5 s)
wait_for() {
    for _ in $(seq 500); do (($(lines "$1") >= $2)) && return 0; sleep 0.01; done
    return 1
}
settle() { sleep 0.6; }   # longer than a completion (≤ 0.4 s)
logged() { grep -q -- "$1" "$LOG"; }

# pixels that differ (2% fuzz) between two shots, ignoring the overlay strip
differing() {
    local a=$OUT/$1 b=$OUT/$2
    "$CONVERT" "$a.bmp" -crop "${WIDTH}x$((HEIGHT - OVERLAY))+0+0" +repage "$a.crop.png"
    "$CONVERT" "$b.bmp" -crop "${WIDTH}x$((HEIGHT - OVERLAY))+0+0" +repage "$b.crop.png"
    "$COMPARE" -metric AE -fuzz 2% "$a.crop.png" "$b.crop.png" null: 2>&1 || true
}
differs() { (($(differing "$1" "$2") > 2000)); }
same() { (($(differing "$1" "$2") == 0)); }

# A real pointer drag. drag X0 Y X1 STEPS DELAY [SHOT_AT_STEP NAME]: press at (X0, Y), move to
# (X1, Y) in STEPS steps DELAY seconds apart, optionally pause at a step for a screenshot
# (the finger rests meanwhile), release right after the last move (as a hand does when flinging).
drag() {
    local x0=$1 y=$2 x1=$3 steps=$4 delay=$5 pause_at=${6:-0} name=${7:-}
    local chain=(mousemove --window "$WID" "$x0" "$y" mousedown 1 sleep 0.03)
    for i in $(seq 1 "$steps"); do
        chain+=(sleep "$delay" mousemove --window "$WID" $((x0 + (x1 - x0) * i / steps)) "$y")
        if ((i == pause_at)); then
            xdotool "${chain[@]}"
            sleep 0.1
            shot "$name"
            sleep 0.1
            chain=()
        fi
    done
    chain+=(mouseup 1)
    xdotool "${chain[@]}"
}

transitions() { lines "^transition "; }

# ---------------------------------------------------------------------------------------------
step "3. a swipe on the root does nothing"
shot root-idle
drag 60 400 260 20 0.02 14 root-mid
settle
check "the root swipe is refused" logged "decision refused: root screen"
check "no transition ran" test "$(transitions)" -eq 0
check "mid-drag frame identical to idle (scene unchanged)" same root-idle root-mid
check "the scene at mid-drag was idle" logged "shot name=root-mid progress=idle"

step "1. a slow half swipe that cancels"
send push
settle
shot inbox-idle
drag 60 400 220 40 0.025 40 cancel-mid
wait_for "^transition .*outcome=cancelled" 1 || true
settle
shot inbox-after-cancel
check "the swipe began (fullscreen)" logged "decision began (fullscreen)"
check "released at rest (velocity 0) and cancelled" logged "release velocity=0.0 .*completing(cancelled)"
check "transition cancelled, stack unchanged" \
    logged "transition op=pop interactive=true outcome=cancelled before=\[s0,s1\] after=\[s0,s1\]"
check "mid-drag progress about 0.4" grep -Eq "shot name=cancel-mid progress=0\.(3[5-9]|4[0-5])" "$LOG"
check "mid-drag frame differs from idle" differs inbox-idle cancel-mid
check "after the cancel the frame is exactly the idle one" same inbox-idle inbox-after-cancel

step "2. a fling that pops"
drag 40 400 200 8 0.012
wait_for "^transition .*outcome=finished before=\[s0,s1\] after=\[s0\]" 1 || true
settle
shot fling-after
check "a fast release is a fling (≥ 1 width/s) and finishes" \
    grep -Eq "release velocity=([1-9]|1[0-9])\.[0-9]+ progress=0\.[0-4][0-9]* .*completing\(finished\)" "$LOG"
check "the fling popped Inbox" logged "transition op=pop interactive=true outcome=finished before=\[s0,s1\] after=\[s0\]"
check "back on the root, frame identical to the first idle one" same root-idle fling-after

step "4. a swipe on the pager's middle page pages"
send "stack 4"
settle
shot pager-idle
before=$(transitions)
drag 100 400 300 25 0.02 15 pager-mid
settle
send state
wait_for "^state .*pager.s4=0" 1 || true
check "the pager won the drag" logged "decision refused: scroll region 'pager' can scroll"
check "the pager moved to its first page" logged "pager screen=s4 page=1->0"
check "no transition ran" test "$(transitions)" -eq "$before"
check "mid-drag frame differs (the pager follows the finger)" differs pager-idle pager-mid
check "the scene at mid-drag was idle" logged "shot name=pager-mid progress=idle"
drag 100 400 320 10 0.015 6 pager-page0-mid
wait_for "after=\[s0,s1,s2,s3\]" 1 || true
settle
check "on the first page the swipe pops" logged "outcome=finished before=\[s0,s1,s2,s3,s4\] after=\[s0,s1,s2,s3\]"

step "4b. a drag on the slider moves the slider"
send "stack 5"
settle
before=$(transitions)
drag 60 $((44 + 222)) 300 15 0.015
settle
check "the slider won the drag" logged "decision refused: scroll region 'slider' can scroll"
check "the slider moved" grep -Eq "slider screen=s5 value=(8[0-9]|9[0-9])%" "$LOG"
check "no transition ran" test "$(transitions)" -eq "$before"

step "5. the web screen's back is intercepted twice"
send "stack 6"
settle
for i in 1 2 3; do
    drag 60 400 260 10 0.015
    settle
done
check "two swipes stepped back in the web history" test "$(lines "^intercepted screen=s6")" -eq 2
check "the third swipe popped" logged "outcome=finished before=\[s0,s1,s2,s3,s4,s5,s6\] after=\[s0,s1,s2,s3,s4,s5\]"

step "6. edge-only mode"
send "stack 2"
send "mode edge"
settle
drag 100 400 300 10 0.015
settle
check "a swipe away from the edge is refused" logged "decision refused: outside edge zone"
drag 4 400 250 10 0.015 5 edge-mid
settle
check "a swipe from the edge pops" logged "decision began (edge)"
check "the edge swipe popped the photo screen" logged "outcome=finished before=\[s0,s1,s2\] after=\[s0,s1\]"
send "mode fullscreen"

step "7. right-to-left"
send "stack 3"
send "rtl on"
settle
drag 330 400 110 20 0.02 12 rtl-mid
settle
check "right-to-left: a swipe toward the left pops" logged "outcome=finished before=\[s0,s1,s2,s3\] after=\[s0,s1,s2\]"
check "right-to-left: the top screen moved left mid-drag" grep -Eq "shot name=rtl-mid progress=0\.[1-9][0-9]* layers=s2:dx=[0-9]+.*;s3:dx=-[0-9]+" "$LOG"
send "rtl off"

step "8. keys, the push button and the back button"
send "stack 0"
settle
xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID" || true
xdotool key --window "$WID" p
settle
check "key p pushed" test "$(lines "op=push interactive=false outcome=finished before=\[s0\] after=\[s0,s1\]")" -eq 2
xdotool mousemove --window "$WID" $((WIDTH / 2)) $((HEIGHT - 125)) click 1
settle
check "the push button pushed" logged "transition op=push interactive=false outcome=finished before=\[s0,s1\] after=\[s0,s1,s2\]"
send "stack 1"
settle
xdotool mousemove --window "$WID" 30 22 click 1
settle
check "the back button popped (animated, not interactive)" \
    logged "transition op=pop interactive=false outcome=finished before=\[s0,s1\] after=\[s0\]"

step "quit"
send quit
for _ in $(seq 100); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.05; done
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
check "the app exited and printed frame times" logged "^frametime "

for bmp in "$OUT"/*.bmp; do "$CONVERT" "$bmp" "${bmp%.bmp}.png" && rm "$bmp"; done
rm -f "$OUT"/*.crop.png
# Two mid-swipe frames side by side: the picture in Examples/DesktopHost/README.md.
"$CONVERT" "$OUT/cancel-mid.png" "$OUT/pager-page0-mid.png" -bordercolor white -border 4 +append "$OUT/readme.png" || true

echo
grep "^frametime" "$LOG" || true
echo "log: $LOG"
echo "screenshots: $(cd "$OUT" && ls ./*.png | tr '\n' ' ')"
echo "took $(($(date +%s) - started)) s"
echo "desktop-check: $passed passed, $failed failed"
((failed == 0))
