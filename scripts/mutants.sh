#!/usr/bin/env bash
# Mutation testing: plants each patch (a small, realistic bug) one at a time in a scratch copy of
# the package, runs the tests its header names, and reports the patches the tests miss.
#
#   scripts/mutants.sh                          # every patch in scripts/mutants/
#   scripts/mutants.sh scripts/mutants/04-*.patch
#   NAVKIT_MUTANTS_ALL=1 scripts/mutants.sh     # the whole suite for every patch (slow)
#   NAVKIT_MUTANTS_IN_PLACE=1 scripts/mutants.sh ...   # plant in this checkout, reuse its .build
#
# A patch is a `git diff` with a header of its own before it:
#
#   Mutant: what the bug does, in a user's words
#   Filter: NavKitHostTests|NavKitTests         (a `swift test --filter` pattern; none: whole suite)
#
# A mutant is killed when its tests fail (or crash, or hang past NAVKIT_MUTANT_TIMEOUT seconds,
# 1800 by default) and survives when they pass; a patch that no longer applies or compiles is
# reported as such and counts as neither. Before the mutants, every filter runs once on the
# unpatched copy and must pass (NAVKIT_MUTANTS_NO_BASELINE=1 skips that). The copy and its build
# live in .build/mutants (the build is reused by the next run). In place, the patches go into this
# checkout (which must have no uncommitted changes under Sources and Tests) and are taken out again
# after each run and on exit, and the checkout's own build is reused: no first full build.
# Exit status 1 when one survives.
# Add a patch when you find a bug the suite missed; run this before closing an issue that changed
# core behaviour and say the kill rate in its note.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi
export SWIFT_BACKTRACE=enable=no

patches=("$@")
if [ ${#patches[@]} -eq 0 ]; then patches=(scripts/mutants/*.patch); fi
for i in "${!patches[@]}"; do patches[$i]=$(cd "$(dirname "${patches[$i]}")" && pwd)/$(basename "${patches[$i]}"); done
timeout_seconds=${NAVKIT_MUTANT_TIMEOUT:-1800}
work=$root/.build/mutants
mkdir -p "$work"
if [ -n "${NAVKIT_MUTANTS_IN_PLACE:-}" ]; then
    if ! git diff --quiet HEAD -- Sources Tests; then
        echo "mutants: uncommitted changes under Sources or Tests; commit them or run without NAVKIT_MUTANTS_IN_PLACE" >&2
        exit 2
    fi
    tree=$root
    scratch=$root/.build
    # Whatever happens, the checkout's sources end as committed.
    trap 'git -C "$root" checkout -- Sources Tests' EXIT
else
    tree=$work/tree
    scratch=$work/build
    mkdir -p "$tree" "$scratch"
    # The copy sits inside this repository's (ignored) .build: keep git from finding the
    # repository, so `git apply` patches the copy as a plain directory.
    export GIT_CEILING_DIRECTORIES=$work
    echo "== mutants: copying the package to $tree"
    tar -C "$root" --exclude=./.build --exclude=./.git --exclude=./build -cf - . | tar -C "$tree" -xf -
    # Files that were deleted here since the last run must go from the copy too.
    (cd "$tree" && find Sources Tests -type f) | while read -r file; do
        [ -e "$root/$file" ] || rm -f "$tree/$file"
    done
fi

header() { sed -n "s/^$1: //p" "$2" | head -1; }

run_tests() { # filter
    local filter=$1
    if [ -n "${NAVKIT_MUTANTS_ALL:-}" ] || [ -z "$filter" ]; then
        (cd "$tree" && timeout "$timeout_seconds" swift test --scratch-path "$scratch" \
            --skip SmallScopeExplorerTests/machinesHoldUp)
    else
        (cd "$tree" && timeout "$timeout_seconds" swift test --scratch-path "$scratch" --filter "$filter")
    fi
}

echo "== mutants: building the unpatched package"
(cd "$tree" && swift build --build-tests --scratch-path "$scratch" >"$work/baseline-build.log" 2>&1) || {
    echo "mutants: the unpatched package does not build; see $work/baseline-build.log" >&2
    exit 2
}
if [ -z "${NAVKIT_MUTANTS_NO_BASELINE:-}" ]; then
    filters=$(for patch in "${patches[@]}"; do header Filter "$patch"; done | sort -u)
    while read -r filter; do
        echo "== mutants: baseline, filter '${filter:-whole suite}'"
        if ! run_tests "$filter" >"$work/baseline-tests.log" 2>&1; then
            echo "mutants: the unpatched tests fail for '$filter'; see $work/baseline-tests.log" >&2
            exit 2
        fi
    done <<<"$filters"
fi

killed=0
survived=()
broken=()
started=$SECONDS
for patch in "${patches[@]}"; do
    name=$(basename "$patch" .patch)
    what=$(header Mutant "$patch")
    filter=$(header Filter "$patch")
    log=$work/$name.log
    if ! (cd "$tree" && git apply "$patch"); then
        echo "mutants: $name does not apply"
        broken+=("$name (does not apply)")
        continue
    fi
    start=$SECONDS
    if ! (cd "$tree" && swift build --build-tests --scratch-path "$scratch" >"$log" 2>&1); then
        result="does not compile"
        broken+=("$name (does not compile)")
    elif run_tests "$filter" >>"$log" 2>&1; then
        result="SURVIVED"
        survived+=("$name: $what")
    else
        result="killed"
        killed=$((killed + 1))
    fi
    (cd "$tree" && git apply -R "$patch")
    echo "mutants: $result  $name ($((SECONDS - start)) s): $what"
done

counted=$((killed + ${#survived[@]}))
echo
echo "mutants: killed $killed of $counted ($((counted > 0 ? killed * 1000 / counted : 0)) ‰) in $((SECONDS - started)) s"
for line in "${broken[@]+"${broken[@]}"}"; do echo "  not counted: $line"; done
for line in "${survived[@]+"${survived[@]}"}"; do echo "  survived: $line"; done
[ ${#survived[@]} -eq 0 ]
