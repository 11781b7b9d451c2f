#!/usr/bin/env bash
# Headless check of the desktop host (Examples/DesktopHost, built on NavKitHost): a real SDL
# window under Xvfb, swiped with real pointer drags and driven with real key presses by xdotool.
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
#   9. the back button's title: the previous screen's title, its backButtonTitle, "Back" when too long
#  10. keyboard back: Esc and Alt+Left pop (animated, not interactive), Esc on the root is refused,
#      Esc on the web screen is intercepted as a swipe is; the frame loop pauses when idle
#  11. Reduce Motion (key m): a push cross-fades in place for the same duration
#  13. zoom: a tap on Inbox's thumbnail zooms the photo out of it; a real pointer drag down on the
#      photo follows the pointer, shrinks it and, released, flies it back into the thumbnail; the
#      thumbnail's photo flies between the two screens as a shared element meanwhile
#  12. lifecycle balance over the whole run: every appearance and containment callback in
#      UIKit's order, at rest exactly the top screen appeared, after quitting none
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
    local x0=$1 y=$2 x1=$3
    shift 3
    drag2d "$x0" "$y" "$x1" "$y" "$@"
}

transitions() { lines "^transition "; }

# A real pointer drag in 2-D. drag2d X0 Y0 X1 Y1 STEPS DELAY [SHOT_AT_STEP NAME]: as drag, along
# the straight line from (X0, Y0) to (X1, Y1) (drag is this with Y1 = Y0).
drag2d() {
    local x0=$1 y0=$2 x1=$3 y1=$4 steps=$5 delay=$6 pause_at=${7:-0} name=${8:-}
    local chain=(mousemove --window "$WID" "$x0" "$y0" mousedown 1 sleep 0.03)
    for i in $(seq 1 "$steps"); do
        chain+=(sleep "$delay" mousemove --window "$WID" $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps)))
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
    grep -Eq "release velocity=[1-9][0-9]*\.[0-9]+ progress=0\.[0-4][0-9]* .*completing\(finished\)" "$LOG"
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

step "9. the back button's title"
send "stack 1"
settle
shot back-title-1
check "the back button says the previous screen's title" logged "shot name=back-title-1 .*bar='Inbox' back='NavKit'"
send "stack 4"
settle
shot back-title-4
check "a screen's backButtonTitle names the back button above it" logged "shot name=back-title-4 .*back='Me'"
send "stack 8"
settle
shot back-title-8
check "a previous title too long to fit becomes \"Back\"" logged "shot name=back-title-8 .*back='Back'"

step "10. keyboard back"
send "stack 2"
settle
xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID" || true
xdotool key --window "$WID" Escape
settle
check "Esc went back through NavKitHost's one back" logged "back source=key(Esc) outcome=started"
check "Esc popped Photo (animated, not interactive)" \
    logged "transition op=pop interactive=false outcome=finished before=\[s0,s1,s2\] after=\[s0,s1\]"
xdotool key --window "$WID" alt+Left
settle
check "Alt+Left went back" logged "back source=key(⌥←) outcome=started"
check "Alt+Left popped Inbox" logged "transition op=pop interactive=false outcome=finished before=\[s0,s1\] after=\[s0\]"
xdotool key --window "$WID" Escape
settle
check "Esc on the root is refused" logged "back source=key(Esc) outcome=refused: root screen"
send "stack 6"
settle
xdotool key --window "$WID" Escape
settle
check "Esc on the web screen is intercepted, as a swipe is" logged "intercepted screen=s6 history=3->2"
check "the web screen stays on top" test "$(lines "after=\[s0,s1,s2,s3,s4,s5\]")" -eq 1
send state
wait_for "^state stack=\[s0,s1,s2,s3,s4,s5,s6\]" 1 || true
check "the display callback pauses when nothing moves" logged "^frames running=false"

step "11. Reduce Motion"
send "stack 0"
settle
xdotool key --window "$WID" m
wait_for "^motion reduced" 1 || true
check "key m turned Reduce Motion on" logged "^motion reduced"
xdotool key --window "$WID" p
sleep 0.15
shot reduced-mid
settle
check "mid-push under Reduce Motion: both screens in place, cross-fading" \
    grep -Eq "shot name=reduced-mid progress=0\.[0-9]+ layers=s0:dx=0,[^;]*;s1:dx=0,alpha=0\.[0-9]+" "$LOG"
check "the reduced push finished" \
    test "$(lines "op=push interactive=false outcome=finished before=\[s0\] after=\[s0,s1\]")" -ge 3
xdotool key --window "$WID" m
wait_for "^motion standard" 1 || true
send "stack 1"
settle
send state
wait_for "^state stack=\[s0,s1\]" 1 || true

step "13. zoom: out of the thumbnail, and dragged back into it"
send "stack 1"
settle
# The thumbnail: 120x90 centred horizontally, its top 290 pt above the bottom (DemoLayout).
xdotool mousemove --window "$WID" $((WIDTH / 2)) $((HEIGHT - 245)) click 1
wait_for "after=\[s0,s1,zoom\]" 1 || true
settle
check "a tap on the thumbnail zoomed the photo in" \
    logged "transition op=push interactive=false outcome=finished before=\[s0,s1\] after=\[s0,s1,zoom\]"
shot zoom-idle
drag2d $((WIDTH / 2)) 260 $((WIDTH / 2 + 20)) 420 24 0.02 16 zoom-mid
wait_for "outcome=finished before=\[s0,s1,zoom\] after=\[s0,s1\]" 1 || true
settle
send state
wait_for "^state stack=\[s0,s1\] transitioning=false" 1 || true
check "the drag on the photo began the zoom dismiss" logged "decision began (zoom)"
check "mid-drag the photo followed the pointer down and shrank" \
    grep -Eq "shot name=zoom-mid progress=0\.[0-9]+ layers=s1:[^;]*;zoom:dx=(9|1[0-9]),[^;]*dy=(9[0-9]|1[0-1][0-9]),scale=0\.[0-9]+" "$LOG"
check "mid-drag the thumbnail's photo flew above both screens as a shared element" \
    grep -Eq "shot name=zoom-mid .* flying=photo:-?[0-9]+,[0-9]+,[0-9]+x[0-9]+" "$LOG"
check "at rest nothing flies" grep -Eq "shot name=zoom-idle .* flying=none" "$LOG"
check "mid-drag frame differs from the zoomed idle one" differs zoom-idle zoom-mid
check "released toward the thumbnail it flew back in: the photo popped" \
    logged "transition op=pop interactive=true outcome=finished before=\[s0,s1,zoom\] after=\[s0,s1\]"
check "the stack after is Inbox on the root, at rest" logged "^state stack=\[s0,s1\] transitioning=false"
shot zoom-after
check "back on Inbox, the frame is Inbox's idle one" same inbox-idle zoom-after

step "quit"
send quit
for _ in $(seq 100); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.05; done
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
check "the app exited and printed frame times" logged "^frametime "

step "12. lifecycle balance"
# UIKit's rules, judged line by line over the whole log: appearance will/did in order (a
# cancelled transition reverses a will), containment enter/leave in order, a screen leaves only
# once it disappeared; at every idle "state" line exactly the top screen has appeared and the
# stack's screens are the children; after quitting nothing is on screen.
balance=$(awk '
    function fail(msg) { problems++; if (problems <= 5) print "    " msg " (line " NR ")" }
    /^lifecycle / {
        callbacks++
        split($2, part, "(")
        what = part[1]
        id = part[2]; sub(/[,)].*/, "", id)
        a = (id in app) ? app[id] : "none"
        m = (id in mem) ? mem[id] : "out"
        if (what == "willAppear") { if (m == "out") fail(what " " id " outside the stack"); if (a == "will" || a == "did") fail("two willAppears " id); app[id] = "will" }
        else if (what == "didAppear") { if (a != "will") fail("didAppear " id " after " a); app[id] = "did" }
        else if (what == "willDisappear") { if (a != "will" && a != "did") fail("willDisappear " id " after " a); app[id] = "willDis" }
        else if (what == "didDisappear") { if (a != "willDis") fail("didDisappear " id " after " a); app[id] = "none" }
        else if (what == "willEnterStack") { if (m != "out") fail("entered twice " id); mem[id] = "entering" }
        else if (what == "didEnterStack") { if (m != "entering" && m != "leaving") fail("didEnterStack " id " after " m); mem[id] = "in" }
        else if (what == "willLeaveStack") { if (m != "in" && m != "entering") fail("willLeaveStack " id " after " m); mem[id] = "leaving" }
        else if (what == "didLeaveStack") { if (m != "leaving") fail("didLeaveStack " id " after " m); if (a != "none") fail(id " left while " a); mem[id] = "out"; delete app[id] }
        else fail("unknown callback " $2)
    }
    /^state stack=.* transitioning=false/ {
        rests++
        list = $2; sub(/^stack=\[/, "", list); sub(/\]$/, "", list)
        n = split(list, stack, ",")
        top = stack[n]
        delete want; for (i = 1; i <= n; i++) want[stack[i]] = 1
        for (id in app) if (app[id] != "none" && !(id == top && app[id] == "did")) fail("at rest " id " is " app[id] " (top " top ")")
        if (app[top] != "did") fail("at rest the top " top " has not appeared")
        for (id in mem) if (mem[id] != "out" && !(id in want)) fail("at rest " id " is still a child")
        for (id in want) if (mem[id] != "in") fail("at rest " id " of the stack is " mem[id])
    }
    END {
        for (id in app) if (app[id] != "none") fail("after quitting " id " is " app[id])
        printf "callbacks=%d rests=%d problems=%d\n", callbacks, rests, problems
    }' "$LOG")
echo "$balance"
check "lifecycle callbacks were logged" grep -Eq "callbacks=[1-9][0-9]{2,}" <<<"$balance"
check "every idle state line was checked" grep -Eq "rests=[1-9]" <<<"$balance"
check "every callback in UIKit's order, balanced at rest and after quitting" grep -q "problems=0" <<<"$balance"

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
