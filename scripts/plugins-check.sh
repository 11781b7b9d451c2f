#!/usr/bin/env bash
# Checks NavKit's SwiftPM command plug-ins the way a plug-in author meets them: from a scratch
# package that depends on this repository by path, with an animator library on NavKitCore alone
# and a test target on NavKitLaws alone.
#
#   1. `new-animator Curtain` scaffolds the animator, its law test and the package's NavKit runner,
#      and names every file it writes;
#   2. `swift test` runs the scaffolded law test and it passes (read from the xUnit results, not
#      from the test's name in the log);
#   3. a second `new-animator Curtain` refuses to overwrite (non-zero exit, clear message, no file
#      changed);
#   4. `preview-transition curtain` writes an HTML page; headless Chromium shows both screens at the
#      half-way frame (scripts/browser-check.sh);
#   5. `check-animator-laws curtain` passes (exit 0);
#   6. a deliberately broken copy (`new-animator Wobbly`, its opacity overshooting to 1.2) fails
#      (exit 1) with a report naming the property, the expected range and a reproduce line, and
#      that reproduce line fails the same way;
#   7. `swift test` now fails, and the failure is the broken copy's law test, recorded by the
#      Swift Testing adapter;
#   8. the recording example of the article "Writing an animator plug-in" (its "Record it
#      yourself" code, taken from the article) builds and runs on the scaffolded animator.
#
# usage: scripts/plugins-check.sh [scratch-dir]
#   scratch-dir  where to create the scratch package (default: a new temporary directory, removed
#                at the end unless NAVKIT_KEEP_SCRATCH=1). Reusing a directory keeps its .build,
#                so later runs skip compiling NavKit again.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

if [ $# -ge 1 ]; then
    scratch="$1"
    mkdir -p "$scratch"
    keep=1
else
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/navkit-plugins-check.XXXXXX")"
    keep="${NAVKIT_KEEP_SCRATCH:-0}"
fi
scratch="$(cd "$scratch" && pwd)"
package="$scratch/Scratch"
log="$scratch/log"
mkdir -p "$log"
cleanup() { if [ "$keep" != 1 ]; then rm -rf "$scratch"; fi; }
trap cleanup EXIT

fail() {
    echo "plugins-check: FAIL: $*" >&2
    keep=1
    echo "plugins-check: scratch package and logs kept in $scratch" >&2
    exit 1
}

started=$SECONDS
step() { echo "plugins-check: [$((SECONDS - started))s] $*"; }
# Runs a command, logging to $log/$1.log; returns its exit status without stopping the script.
run() {
    local name="$1"
    shift
    set +e
    "$@" >"$log/$name.log" 2>&1
    local status=$?
    set -e
    return $status
}
plugin() { swift package --allow-writing-to-package-directory "$@"; }

# A package like a plug-in author's: animators on NavKitCore, their tests on NavKitLaws.
rm -rf "$package/Sources" "$package/Tests" "$package"/*.html "$package"/*.png
mkdir -p "$package/Sources/MyAnimators" "$package/Tests/MyAnimatorsTests"
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scratch",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "NavKit", path: "$root")],
    targets: [
        .target(name: "MyAnimators", dependencies: [.product(name: "NavKitCore", package: "NavKit")]),
        .testTarget(
            name: "MyAnimatorsTests",
            dependencies: [
                "MyAnimators", .product(name: "NavKitCore", package: "NavKit"),
                .product(name: "NavKitLaws", package: "NavKit"),
            ]),
        // The article's recording example, run in the last step.
        .executableTarget(
            name: "RecordCurtain",
            dependencies: ["MyAnimators", .product(name: "NavKitPreview", package: "NavKit")]),
    ]
)
EOF
mkdir -p "$package/Sources/RecordCurtain"
python3 - "$root/Sources/NavKit/NavKit.docc/WritingAnAnimator.md" "$package/Sources/RecordCurtain/main.swift" <<'PY'
import re, sys
article = open(sys.argv[1]).read()
section = article.split("### Record it yourself", 1)[1]
code = re.search(r"```swift\n(.*?)```", section, re.S)
assert code, "no swift example under 'Record it yourself'"
open(sys.argv[2], "w").write(code.group(1))
PY
cat >"$package/Sources/MyAnimators/MyAnimators.swift" <<'EOF'
/// The scratch package's animators live in this module.
public enum MyAnimators {}
EOF
cat >"$package/Tests/MyAnimatorsTests/ModuleTests.swift" <<'EOF'
import MyAnimators
import Testing

@Test("the module builds") func moduleBuilds() { #expect(MyAnimators.self == MyAnimators.self) }
EOF
cd "$package"

step "new-animator Curtain --target MyAnimators"
run new-animator plugin new-animator Curtain --target MyAnimators || { cat "$log/new-animator.log" >&2; fail "new-animator failed"; }
animator="Sources/MyAnimators/Curtain/CurtainAnimator.swift"
test_file="Tests/MyAnimatorsTests/CurtainAnimatorTests.swift"
runner="Sources/NavKitRunner/main.swift"
for line in "wrote $animator" "wrote $test_file" "wrote $runner" "updated Package.swift (added the NavKitRunner target and product)"; do
    grep -qF "new-animator: $line" "$log/new-animator.log" || { cat "$log/new-animator.log" >&2; fail "the output does not say: $line"; }
done
for file in "$animator" "$test_file" "$runner"; do [ -s "$file" ] || fail "no $file"; done
grep -q '^import NavKitLaws$' "$test_file" || fail "$test_file does not import NavKitLaws"
grep -qF 'tool.register(CurtainAnimator(), as: "curtain")' "$runner" || fail "$runner does not register curtain"
grep "new-animator:" "$log/new-animator.log"

step "swift test (the scaffolded animator, unmodified, against the transition laws)"
rm -f "$log"/results*.xml
run swift-test swift test --xunit-output "$log/results.xml" || { tail -40 "$log/swift-test.log" >&2; fail "swift test failed"; }
results="$log/results-swift-testing.xml"
[ -s "$results" ] || results="$log/results.xml"
python3 - "$results" <<'PY' || fail "the scaffolded law test did not run and pass"
import sys, xml.etree.ElementTree as ET
cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
law = [c for c in cases if c.get("name", "").startswith("keepsEveryTransitionLaw")]
assert len(law) == 1, f"expected one keepsEveryTransitionLaw test case, found {len(law)}"
bad = [child.tag for child in law[0] if child.tag in ("failure", "error", "skipped")]
assert not bad, f"keepsEveryTransitionLaw: {bad}"
print(f"plugins-check: {law[0].get('classname')}.{law[0].get('name')} passed in {law[0].get('time')} s")
PY
grep -E 'Test run with [0-9]+ tests? .*passed' "$log/swift-test.log" | tail -1

step "new-animator Curtain again (must refuse to overwrite)"
before="$(cat "$animator" "$test_file" "$runner" Package.swift | cksum)"
if run new-animator-again plugin new-animator Curtain; then fail "the second new-animator Curtain succeeded"; fi
grep -q "refusing to overwrite" "$log/new-animator-again.log" || {
    cat "$log/new-animator-again.log" >&2
    fail "the refusal does not say why"
}
[ "$before" = "$(cat "$animator" "$test_file" "$runner" Package.swift | cksum)" ] || fail "the refused run changed files"
grep "refusing to overwrite" "$log/new-animator-again.log" | head -1

step "preview-transition curtain --out curtain.html (the package's own animator, through its runner)"
run preview plugin preview-transition curtain --out curtain.html || { tail -20 "$log/preview.log" >&2; fail "preview-transition failed"; }
[ -s curtain.html ] || fail "curtain.html is missing or empty"
grep -q "wrote $package/curtain.html (" "$log/preview.log" || { cat "$log/preview.log" >&2; fail "preview does not say what it wrote"; }
grep "wrote " "$log/preview.log"
NAVKIT_EXPECT_VISIBLE="home detail" NAVKIT_EXPECT_LABEL="1. push with curtain" \
    bash "$root/scripts/browser-check.sh" "$package/curtain.html" "frame=mid" "$package/curtain.png" \
    >"$log/browser.log" 2>&1 || { cat "$log/browser.log" >&2; fail "the browser check of curtain.html failed"; }
cat "$log/browser.log"

step "check-animator-laws curtain (must pass)"
run laws plugin check-animator-laws curtain || { cat "$log/laws.log" >&2; fail "check-animator-laws curtain failed"; }
grep -q "1 of 1 plug-ins keep every law" "$log/laws.log" || { cat "$log/laws.log" >&2; fail "curtain's laws did not all hold"; }
grep "plug-ins keep every law" "$log/laws.log"

step "a deliberately broken copy: new-animator Wobbly, its opacity overshooting to 1.2"
run new-animator-wobbly plugin new-animator Wobbly || { cat "$log/new-animator-wobbly.log" >&2; fail "new-animator Wobbly failed"; }
grep -qF "updated $runner" "$log/new-animator-wobbly.log" || fail "new-animator Wobbly does not say it updated the runner"
wobbly="Sources/MyAnimators/Wobbly/WobblyAnimator.swift"
sed -i 's/opacity: covered, zIndex: 1)/opacity: covered * 1.2, zIndex: 1)/' "$wobbly"
grep -q 'covered \* 1.2' "$wobbly" || fail "could not break $wobbly"
set +e
plugin check-animator-laws wobbly >"$log/laws-wobbly.log" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$log/laws-wobbly.log" >&2; fail "check-animator-laws wobbly exited with $status, not 1"; }
expected="wobbly — finite values, opacity in 0…1: to.opacity = 1.2 at progress 1, must be in 0…1"
grep -qF "$expected" "$log/laws-wobbly.log" || { cat "$log/laws-wobbly.log" >&2; fail "the report does not say: $expected"; }
reproduce="$(grep -o 'reproduce: swift package check-animator-laws wobbly --law finite-and-in-range --case [^ ]*' "$log/laws-wobbly.log" | head -1)"
[ -n "$reproduce" ] || fail "the report has no reproduce line for the range law"
grep -A2 -F "$expected" "$log/laws-wobbly.log"
echo "plugins-check: exit status $status"

step "the reproduce line fails the same way"
set +e
${reproduce#reproduce: } >"$log/reproduce.log" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$log/reproduce.log" >&2; fail "the reproduce line exited with $status, not 1"; }
grep -qF "to.opacity = 1.2 at progress 1, must be in 0…1" "$log/reproduce.log" || {
    cat "$log/reproduce.log" >&2
    fail "the reproduce line does not show the same breach"
}
echo "plugins-check: ${reproduce#reproduce: } → exit $status, same breach"

step "swift test now fails on the broken copy's law test (the Swift Testing adapter records it)"
rm -f "$log"/results*.xml
if run swift-test-wobbly swift test --xunit-output "$log/results.xml"; then fail "swift test passed with a broken animator"; fi
results="$log/results-swift-testing.xml"
[ -s "$results" ] || results="$log/results.xml"
python3 - "$results" <<'PY' || { tail -40 "$log/swift-test-wobbly.log" >&2; fail "the failure is not the broken copy's law test"; }
import sys, xml.etree.ElementTree as ET
failed = sorted(
    f"{c.get('classname')}.{c.get('name')}" for c in ET.parse(sys.argv[1]).getroot().iter("testcase")
    if any(child.tag == "failure" for child in c))
assert failed and all("WobblyAnimatorTests" in name for name in failed), f"failed: {failed}"
assert any("keepsEveryTransitionLaw" in name for name in failed), f"failed: {failed}"
print(f"plugins-check: failed as expected: {', '.join(failed)}")
PY
grep -q "wobbly breaks a transition law" "$log/swift-test-wobbly.log" || fail "the recorded issue does not name the plug-in"

step "the article's recording example runs (swift run RecordCurtain)"
run record swift run RecordCurtain || { tail -30 "$log/record.log" >&2; fail "the article's example does not build or run"; }
grep -q '^# curtain push$' "$log/record.log" && grep -q '^t=0.35s  detail dx 0 dy 0 s 1 op 1' "$log/record.log" \
    && grep -qE '^[0-9]+ bytes of HTML, [0-9]+ frames$' "$log/record.log" \
    || { cat "$log/record.log" >&2; fail "the article's example printed something else"; }
grep -E 'bytes of HTML' "$log/record.log"

step "done"
echo "plugins-check: OK in $((SECONDS - started))s"
