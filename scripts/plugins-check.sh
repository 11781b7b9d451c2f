#!/usr/bin/env bash
# Checks NavKit's SwiftPM command plug-ins the way a user meets them: from a scratch package that
# depends on this repository by path.
#
#   1. `new-animator Zoom --target MyAnimators` scaffolds an animator and its law test;
#   2. `swift test` in the scratch package passes: the scaffolded animator keeps every transition
#      law unmodified;
#   3. a second `new-animator Zoom` refuses to overwrite (non-zero exit, clear message, files
#      untouched);
#   4. `preview-transition fade --out fade.html` writes a non-empty HTML page.
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

# A package like a user's: one library target for animators, one test target for their laws.
rm -rf "$package/Sources" "$package/Tests" "$package"/*.html
mkdir -p "$package/Sources/MyAnimators" "$package/Tests/MyAnimatorsTests"
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scratch",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "NavKit", path: "$root")],
    targets: [
        .target(name: "MyAnimators", dependencies: [.product(name: "NavKit", package: "NavKit")]),
        .testTarget(
            name: "MyAnimatorsTests",
            dependencies: ["MyAnimators", .product(name: "NavKitTesting", package: "NavKit")]),
    ]
)
EOF
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

step "new-animator Zoom --target MyAnimators"
swift package --allow-writing-to-package-directory new-animator Zoom --target MyAnimators \
    >"$log/new-animator.log" 2>&1 || { cat "$log/new-animator.log" >&2; fail "new-animator failed"; }
animator="Sources/MyAnimators/Zoom/ZoomAnimator.swift"
test_file="Tests/MyAnimatorsTests/ZoomAnimatorTests.swift"
[ -s "$animator" ] || fail "no $animator"
[ -s "$test_file" ] || fail "no $test_file"
grep -q "expectTransitionLaws(ZoomAnimator(), name: \"zoom\")" "$test_file" || fail "$test_file does not run the laws"

step "swift test (the scaffolded animator, unmodified, against the transition laws)"
swift test >"$log/swift-test.log" 2>&1 || { tail -40 "$log/swift-test.log" >&2; fail "swift test failed"; }
grep -q 'keeps every transition law' "$log/swift-test.log" || fail "the law test did not run"
grep -E 'Test run with [0-9]+ tests? .*passed' "$log/swift-test.log" | tail -1

step "new-animator Zoom again (must refuse to overwrite)"
before="$(cat "$animator" "$test_file" | cksum)"
if swift package --allow-writing-to-package-directory new-animator Zoom >"$log/new-animator-again.log" 2>&1; then
    fail "the second new-animator Zoom succeeded"
fi
grep -q "refusing to overwrite" "$log/new-animator-again.log" || {
    cat "$log/new-animator-again.log" >&2
    fail "the refusal does not say why"
}
[ "$before" = "$(cat "$animator" "$test_file" | cksum)" ] || fail "the refused run changed the files"
grep "refusing to overwrite" "$log/new-animator-again.log" | head -1

step "preview-transition fade --out fade.html"
swift package --allow-writing-to-package-directory preview-transition fade --out fade.html \
    >"$log/preview.log" 2>&1 || { tail -20 "$log/preview.log" >&2; fail "preview-transition failed"; }
[ -s fade.html ] || fail "fade.html is missing or empty"
grep -qi '<html' fade.html || fail "fade.html is not an HTML page"
echo "plugins-check: fade.html has $(wc -c <fade.html) bytes"

step "done"
echo "plugins-check: OK in $((SECONDS - started))s"
