#!/usr/bin/env python3
"""Holds the Linux stand-ins for Apple's modules to Apple's published declarations.

Reads the stand-ins' symbol graphs (swift-symbolgraph-extract) and scripts/standin-manifest.txt:

1. every public stand-in declaration (except the `standIn…` members that exist only on Linux) has a
   manifest entry, and its declaration — labels, types, optionality, throws, isolation as printed
   by the compiler, and for a member of a constrained extension the conditions that extension adds
   to its type's own (`… [in extension where Value : Equatable]`) — is the entry's (a stored
   `var`/`let` stands for Apple's `{ get set }`/`{ get }` property); every entry still has its
   declaration; a type's Sendable-ness (conditional or not) is the entry's; an `@available`
   attribute the stand-in writes (introduced, deprecated, unavailable, per platform or `*`) agrees
   with the entry's availability;
2. every entry says how it was checked: `read` (or `read: <note>`) — read against the source it
   names, which must be Apple's: a developer.apple.com/documentation page, or an SDK header,
   interface, API notes or documentation file at a public mirror's commit; `not found: <what>` — no
   public source has it; `stand-in only: <why>` — not Apple's (an initializer the tests build
   events with). `unverified` is a failure: a new declaration comes with the entry read from
   Apple's interface, header or documentation;
2b. stand-in-only names (the `standIn…` hooks, the stand-in modules) are declared, and used by the
   adapters, the tests and the example app, only inside `#if os(Linux)` (Apple builds of the
   adapters, and the tests the Apple workflow runs on macOS and the iOS Simulator, never see them);
3. for every platform Package.swift declares that the adapters are compiled for, the adapters are
   type-checked again against a copy of the stand-ins in which every declaration the manifest says
   is unavailable there, introduced after the declared minimum, deprecated there, or stand-in only
   is marked deprecated with a `standin-check:` message; a use of one is a failure. Availability
   `*` is Apple's "available, no version given"; `deprecated 100000` is Apple's "to be deprecated"
   (API_TO_BE_DEPRECATED), which the compiler does not warn about.

usage: standin-check.py SYMBOLGRAPH_DIR BUILD_MODULES_DIR [--draft]
       standin-check.py --self-test FIXTURE_SYMBOLGRAPH_DIR
  --draft      print manifest lines for stand-in declarations that have none (to fill in by hand)
  --self-test  checks 1, 2 and 2b on scripts/standin-check-fixture, whose stand-in, manifest and
               adapter differ in the ways its expected.txt lists: each must be caught, once
"""
import json, os, re, subprocess, sys, tempfile, shutil, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, 'scripts', 'standin-manifest.txt')
# Bottom up, as Apple's modules import one another.
STANDINS = ['ObjectiveCStandIn', 'CoreGraphicsStandIn', 'QuartzCoreStandIn', 'UIKitStandIn', 'CombineStandIn',
            'SwiftUIStandIn']
ADAPTERS = {'NavKitDisplayLink': 'Sources/NavKitDisplayLink', 'NavKitUIKit': 'Sources/NavKitUIKit',
            'NavKitSwiftUI': 'Sources/NavKitSwiftUI'}
# Adapter modules the other adapters import: for each platform their module is emitted against the
# marked stand-ins (so the others are checked through the same copy), then the others type-checked.
SHARED_ADAPTERS = ['NavKitDisplayLink']
ADAPTER_GUARD = '#if os(iOS) || os(visionOS) || os(Linux)'
# The platforms the adapters are compiled for, and the compilation condition that plays each on Linux.
ADAPTER_PLATFORMS = {'iOS': ['-D', 'STANDIN_IOS'], 'visionOS': []}
PLATFORMS = ['iOS', 'visionOS', 'macOS', 'tvOS', 'watchOS']
TO_BE_DEPRECATED = (100000, 0, 0)  # API_TO_BE_DEPRECATED: no warning
FIELDS = ['module', 'symbol', 'declaration', 'apple', 'availability', 'isolation', 'sendable', 'source', 'checked']


def norm(text):
    return re.sub(r'\s+', ' ', text).strip()


def is_standin_only(path):
    return any(part.lstrip('_').lower().startswith('standin') for part in path.split('.'))


def load_symbols(graph_dir, modules=STANDINS, hooks=None):
    """The stand-ins' public declarations; the `standIn…` ones (test hooks) go to `hooks`."""
    symbols = []
    for module in modules:
        for path in sorted(glob.glob(os.path.join(graph_dir, module + '*.symbols.json'))):
            graph = json.load(open(path))
            sendable = {r['source']: sendable_constraints(r) for r in graph['relationships']
                        if r['kind'] == 'conformsTo' and r['target'] == 's:s8SendableP'}
            own = {'.'.join(s['pathComponents']): constraint_set(s.get('swiftGenerics', {}).get('constraints', []))
                   for s in graph['symbols']}
            for s in graph['symbols']:
                name = '.'.join(s['pathComponents'])
                if 'location' not in s:
                    continue  # compiler-synthesized
                where = {'uri': s['location']['uri'].replace('file://', ''), 'line': s['location']['position']['line']}
                if is_standin_only(name):
                    if hooks is not None:
                        hooks.append(dict(where, symbol=name))
                    continue  # the stand-in's own
                decl = norm(''.join(f['spelling'] for f in s.get('declarationFragments', [])))
                # A member of a constrained extension: the conditions the extension adds to its type's
                # own (Apple's interfaces print them on the extension; they are part of the declaration).
                parent = '.'.join(s['pathComponents'][:-1])
                conditions = [c for c in s.get('swiftExtension', {}).get('constraints', [])
                              if constraint_text(c) not in own.get(parent, set())]
                if conditions:
                    decl += ' [in extension where ' + ', '.join(constraint_text(c) for c in conditions) + ']'
                kind = s['kind']['identifier'].replace('swift.', '')
                entry = dict(where, module=module, symbol=f"{name} ({kind})", declaration=decl,
                             availability=s.get('availability', []))
                if kind in ('class', 'struct', 'enum', 'protocol'):
                    precise = s['identifier']['precise']
                    entry['sendable'] = ('Sendable' + sendable[precise]) if precise in sendable else 'not Sendable'
                else:
                    entry['sendable'] = '-'
                symbols.append(entry)
    return symbols


def constraint_text(c):
    return f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}"


def constraint_set(constraints):
    return {constraint_text(c) for c in constraints}


def sendable_constraints(relationship):
    """' where Value : Sendable' for a conditional conformance, '' for an unconditional one."""
    constraints = [c for c in relationship.get('swiftConstraints', [])
                   if c['rhs'] not in ('Copyable', 'Escapable')]  # every generic parameter's, implicitly
    if not constraints:
        return ''
    parts = [f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}" for c in constraints]
    return ' where ' + ', '.join(parts)


PROPERTY = re.compile(r'^(?P<head>.*?\b)(?P<keyword>let|var) (?P<name>[^:]+): (?P<type>.+?)(?: \{ (?P<accessors>[^}]*) \})?$')


def canonical(decl):
    """A property's declaration with its mutability spelled as Apple's interfaces print it: a stored
    `let x: T` is `var x: T { get }`, a stored `var x: T` is `var x: T { get set }`."""
    match = PROPERTY.match(decl)
    if not match or '(' in match.group('name'):
        return decl
    accessors = match.group('accessors')
    if accessors is None:
        accessors = 'get' if match.group('keyword') == 'let' else 'get set'
    return f"{match.group('head')}var {match.group('name')}: {match.group('type')} {{ {accessors} }}"


def isolation(decl):
    """The declaration's own isolation: its attributes, not those of the types it mentions."""
    head = re.split(r'[(=:<]', decl, maxsplit=1)[0]
    if '@MainActor' in head:
        return 'MainActor'
    if head.startswith('nonisolated'):
        return 'nonisolated'
    return '-'


def load_manifest(manifest=MANIFEST):
    entries = []
    for number, line in enumerate(open(manifest), 1):
        if not line.strip() or line.startswith('#'):
            continue
        parts = [p.strip() for p in line.rstrip('\n').split(' | ')]
        if len(parts) != len(FIELDS):
            sys.exit(f'standin-manifest.txt:{number}: {len(parts)} fields, expected {len(FIELDS)}')
        entry = dict(zip(FIELDS, parts))
        entry['number'] = number
        entry['platforms'] = parse_availability(entry['availability'], number)
        entry['status'] = status(entry['checked'])
        entries.append(entry)
    return entries


STATUSES = {'read': 'read', 'not found': 'not found', 'stand-in only': 'stand-in only'}


def status(checked):
    """How an entry was checked: read, not found, stand-in only — or None (unverified, unknown)."""
    for prefix, name in STATUSES.items():
        if checked == prefix or checked.startswith(prefix + ': '):
            return name
    return None


def parse_availability(text, number):
    platforms = {}
    for item in text.split(';'):
        words = item.split()
        if not words:
            continue
        name = words[0]
        if name not in PLATFORMS:
            sys.exit(f'standin-manifest.txt:{number}: unknown platform {name!r}')
        if words[1:] == ['unavailable']:
            platforms[name] = None
        else:
            introduced = words[1]
            deprecated = words[3] if len(words) > 3 and words[2] == 'deprecated' else None
            platforms[name] = (version(introduced), version(deprecated) if deprecated else None)
    missing = [p for p in PLATFORMS if p not in platforms]
    if missing:
        sys.exit(f'standin-manifest.txt:{number}: no availability for {", ".join(missing)}')
    return platforms


def version(text):
    if text == '*':
        return (0, 0, 0)  # available, no version given
    parts = [int(x) for x in text.split('.')]
    return tuple(parts + [0] * (3 - len(parts)))


def spelled(numbers):
    return '.'.join(map(str, numbers[:2] if numbers[2] == 0 else numbers))


def declared_platforms():
    package = open(os.path.join(ROOT, 'Package.swift')).read()
    found = dict(re.findall(r'\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)?)\)', package))
    return {name: version(v.replace('_', '.')) for name, v in found.items()}


# Where a `read` entry was read: an Apple documentation page, or an SDK header, interface, API notes or
# documentation file at a public mirror's commit.
APPLE_SOURCE = re.compile(r'^(https://developer\.apple\.com/documentation/\S+'
                          r'|[\w.-]+/[\w.-]+@[0-9a-f]{7,40} \S.*?\.(h|swiftinterface|apinotes|md))(\s|$)')
# Symbol-graph availability domains, by the manifest's platform names.
DOMAINS = {'iOS': 'iOS', 'macOS': 'macOS', 'tvOS': 'tvOS', 'watchOS': 'watchOS', 'visionOS': 'visionOS',
           'xrOS': 'visionOS'}


def availability_differences(symbol, entry):
    """How the stand-in's own @available attributes differ from the entry's availability."""
    differences = []
    for item in symbol.get('availability', []):
        domain = item.get('domain', '*')
        if domain == '*':
            if item.get('isUnconditionallyUnavailable'):
                available = [p for p in PLATFORMS if entry['platforms'][p] is not None]
                if available:
                    differences.append(f"is @available(*, unavailable), Apple's is available on {', '.join(available)}")
            if item.get('isUnconditionallyDeprecated'):
                current = [p for p in PLATFORMS if entry['platforms'][p] is not None
                           and entry['platforms'][p][1] is None]
                if current:
                    differences.append(f"is @available(*, deprecated), Apple's is not deprecated on {', '.join(current)}")
            continue
        platform = DOMAINS.get(domain)
        if platform is None:
            continue  # an application-extension domain, or Swift's own
        apple = entry['platforms'][platform]
        if item.get('isUnconditionallyUnavailable'):
            if apple is not None:
                differences.append(f"is unavailable on {platform}, Apple's is available there")
            continue
        if apple is None:
            differences.append(f"is @available on {platform}, where Apple's is unavailable")
            continue
        for key, index in (('introduced', 0), ('deprecated', 1)):
            if key in item:
                mine = tuple(item[key].get(part, 0) for part in ('major', 'minor', 'patch'))
                theirs = apple[index]
                if theirs != mine:
                    said = spelled(theirs) if theirs not in (None, (0, 0, 0)) else ('no version' if theirs else 'none')
                    differences.append(f"is {key} in {platform} {spelled(mine)}, Apple's {key} is {said}")
    return differences


def check_declarations(symbols, entries, manifest_name='standin-manifest.txt'):
    failures = []
    by_key = {}
    for entry in entries:
        by_key.setdefault((entry['module'], entry['symbol']), []).append(entry)
    used = set()
    for symbol in symbols:
        candidates = by_key.get((symbol['module'], symbol['symbol']), [])
        match = next((e for e in candidates if canonical(e['declaration']) == canonical(symbol['declaration'])), None)
        where = f"{os.path.relpath(symbol['uri'], ROOT)}:{symbol['line'] + 1}"
        if match is None:
            if candidates:
                used.add(candidates[0]['number'])  # still declared, differently: one failure says so
                failures.append(f"{where}: {symbol['module']} {symbol['symbol']} differs from Apple's declaration "
                                f"(manifest line {candidates[0]['number']}):\n    stand-in: {symbol['declaration']}\n"
                                f"    Apple:    {candidates[0]['declaration']}")
            else:
                failures.append(f"{where}: {symbol['module']} {symbol['symbol']} has no manifest entry: "
                                f"{symbol['declaration']}")
            continue
        used.add(match['number'])
        if isolation(symbol['declaration']) != match['isolation']:
            failures.append(f"{where}: {symbol['symbol']} is {isolation(symbol['declaration'])}, Apple's is "
                            f"{match['isolation']} (manifest line {match['number']})")
        if symbol['sendable'] != match['sendable']:
            failures.append(f"{where}: {symbol['symbol']} is {symbol['sendable']}, Apple's is {match['sendable']} "
                            f"(manifest line {match['number']})")
        for difference in availability_differences(symbol, match):
            failures.append(f"{where}: {symbol['symbol']} {difference} (manifest line {match['number']})")
        symbol['entry'] = match
    for entry in entries:
        at = f"{manifest_name}:{entry['number']}: {entry['module']} {entry['symbol']}"
        if entry['status'] is None:
            failures.append(f"{at} is {entry['checked']!r}: read it against Apple's interface, header or "
                            f"documentation (`read`), or say `not found: …` or `stand-in only: …`")
        if entry['status'] == 'read' and not APPLE_SOURCE.match(entry['source']):
            failures.append(f"{at} is read but names no Apple source ({entry['source']!r}): an Apple documentation "
                            f"page (https://developer.apple.com/documentation/…) or an SDK file at a mirror's commit "
                            f"(owner/repo@commit path ending .h, .swiftinterface, .apinotes or .md)")
        if entry['number'] not in used:
            failures.append(f"{at} is no longer declared by the stand-in")
    return failures


HOOK = re.compile(r'\b\w*(?:standIn|StandIn)\w*')


def linux_only_lines(path):
    """The lines of a Swift file that only Linux compiles: inside an `#if os(Linux)` branch (or one
    whose condition is a conjunction with it), or the `#else` of an `#if !os(Linux)`."""
    def only(condition):
        return 'os(Linux)' in [term.strip() for term in condition.split('&&')]
    stack, lines = [], set()
    for number, line in enumerate(open(path), 1):
        text = line.strip()
        if text.startswith('#if '):
            condition = text[4:].split('//')[0].strip()
            stack.append([only(condition), condition == '!os(Linux)'])
        elif text.startswith('#elseif ') and stack:
            stack[-1] = [only(text[8:].split('//')[0].strip()), False]
        elif text.startswith('#else') and stack:
            stack[-1] = [stack[-1][1], False]
        elif text.startswith('#endif') and stack:
            stack.pop()
        elif any(frame[0] for frame in stack):
            lines.add(number)
    return lines


def check_hooks(hooks, folders):
    """Stand-in-only names (test hooks, the stand-in modules) are used only where only Linux compiles:
    each `standIn…` declaration of the stand-ins, and each use in the adapters, tests and examples."""
    failures = []
    cache = {}
    for hook in hooks:
        path = hook['uri']
        lines = cache.setdefault(path, linux_only_lines(path))
        if hook['line'] + 1 not in lines:
            failures.append(f"{os.path.relpath(path, ROOT)}:{hook['line'] + 1}: stand-in-only {hook['symbol']} is "
                            f"declared outside `#if os(Linux)` (Apple builds would see it)")
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(ROOT, folder, '**', '*.swift'), recursive=True)):
            lines = linux_only_lines(path)
            for number, line in enumerate(open(path), 1):
                code = line.split('//')[0]
                for name in HOOK.findall(code):
                    if number not in lines:
                        failures.append(f"{os.path.relpath(path, ROOT)}:{number}: uses stand-in-only {name} outside "
                                        f"`#if os(Linux)` (it does not exist on Apple platforms)")
    return failures


def restriction(entry, platform, minimum):
    """Why a declaration may not be used on a platform at its minimum, or None."""
    if entry['status'] == 'stand-in only':
        return 'exists only in the stand-in, not in Apple\'s SDK'
    availability = entry['platforms'][platform]
    if availability is None:
        return f'unavailable on {platform}'
    introduced, deprecated = availability
    if introduced > minimum:
        return f'introduced in {platform} {spelled(introduced)}, after the declared minimum'
    if deprecated is not None and deprecated < TO_BE_DEPRECATED:
        return f'deprecated in {platform} {spelled(deprecated)}'
    return None


def check_platform(symbols, platform, minimum, modules_dir, work):
    """Type-checks the adapters against stand-ins marked for one platform; returns the failures."""
    sources = os.path.join(work, platform, 'src')
    out = os.path.join(work, platform, 'modules')
    os.makedirs(out, exist_ok=True)
    marks = {}
    for symbol in symbols:
        reason = restriction(symbol['entry'], platform, minimum)
        if reason:
            marks.setdefault(symbol['uri'], []).append((symbol['line'], f"{symbol['symbol']}: {reason}"))
    for module in STANDINS:
        module_dir = os.path.join(ROOT, 'Sources', module)
        target_dir = os.path.join(sources, module)
        shutil.copytree(module_dir, target_dir)
        for original in glob.glob(os.path.join(module_dir, '*.swift')):
            lines = open(original).read().split('\n')
            for line, message in sorted(marks.get(original, []), reverse=True):
                indent = re.match(r'\s*', lines[line]).group(0)
                lines.insert(line, f'{indent}@available(*, deprecated, message: "standin-check: {message}")')
            open(os.path.join(target_dir, os.path.basename(original)), 'w').write('\n'.join(lines))
    # As SwiftPM (and Xcode building the package) does: every target gets the package's name, so
    # `package` declarations compile.
    common = ['-swift-version', '6', '-package-name', 'navkit', '-enable-upcoming-feature', 'ExistentialAny',
              '-enable-upcoming-feature', 'MemberImportVisibility', '-I', out, '-I', modules_dir]
    for module in STANDINS:
        files = sorted(glob.glob(os.path.join(sources, module, '*.swift')))
        run(['swiftc', '-parse-as-library', '-emit-module', '-module-name', module, '-emit-module-path',
             os.path.join(out, module + '.swiftmodule')] + common + files, module)
    failures = []
    for adapter, folder in ADAPTERS.items():
        files = sorted(glob.glob(os.path.join(ROOT, folder, '*.swift')))
        output = (['-emit-module', '-emit-module-path', os.path.join(out, adapter + '.swiftmodule')]
                  if adapter in SHARED_ADAPTERS else ['-typecheck'])
        result = run(['swiftc', '-parse-as-library'] + output + ['-module-name', adapter] + common
                     + ADAPTER_PLATFORMS[platform] + files, adapter)
        for line in result.splitlines():
            found = re.match(r"(/\S+?):(\d+):\d+: warning: .*standin-check: (.*?)'?( \[#\w+\])?$", line)
            if found:
                path, number, message, _ = found.groups()
                failures.append(f'{os.path.relpath(path, ROOT)}:{number}: uses {message.rstrip(chr(39))} '
                                f'({platform} {spelled(minimum)} is declared)')
    return sorted(set(failures))


def run(command, what):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f'standin-check: compiling {what} failed:\n{result.stdout}{result.stderr}')
    return result.stdout + result.stderr


def check_guards():
    failures = []
    for folder in ADAPTERS.values():
        for path in sorted(glob.glob(os.path.join(ROOT, folder, '*.swift'))):
            if not open(path).readline().startswith(ADAPTER_GUARD):
                failures.append(f'{os.path.relpath(path, ROOT)}:1: does not start with `{ADAPTER_GUARD}`')
    return failures


# Where stand-in-only names may appear only inside `#if os(Linux)`: the adapters, the tests (the Apple
# workflow runs them on macOS and the iOS Simulator) and the example app.
HOOK_FOLDERS = list(ADAPTERS.values()) + ['Tests', 'Examples/NavKitPhotos']
FIXTURE = os.path.join(ROOT, 'scripts', 'standin-check-fixture')


def self_test(graph_dir):
    """Runs the declaration, manifest and hook checks on the fixture (a stand-in module, its manifest
    and an adapter with planted differences, scripts/standin-check-fixture): every difference listed
    in expected.txt must be reported, by exactly one failure, and nothing else."""
    hooks = []
    symbols = load_symbols(graph_dir, ['FixtureStandIn'], hooks)
    entries = load_manifest(os.path.join(FIXTURE, 'fixture-manifest.txt'))
    failures = (check_declarations(symbols, entries, 'fixture-manifest.txt')
                + check_hooks(hooks, [os.path.relpath(os.path.join(FIXTURE, 'Adapter'), ROOT)]))
    expected = [line.rstrip('\n') for line in open(os.path.join(FIXTURE, 'expected.txt'))
                if line.strip() and not line.startswith('#')]
    problems = []
    for planted in expected:
        caught = [f for f in failures if planted in f]
        if len(caught) != 1:
            problems.append(f'planted difference {planted!r} caught by {len(caught)} failures (expected 1)')
    for failure in failures:
        if not any(planted in failure for planted in expected):
            problems.append(f'unexpected failure: {failure}')
    for failure in failures:
        print('standin-check --self-test: caught: ' + failure.replace('\n', ' '))
    for problem in problems:
        print('standin-check --self-test: ' + problem)
    if problems:
        sys.exit(1)
    print(f'standin-check --self-test: all {len(expected)} planted differences caught, nothing else reported')


def main():
    if sys.argv[1] == '--self-test':
        self_test(sys.argv[2])
        return
    graph_dir, modules_dir = sys.argv[1], sys.argv[2]
    hooks = []
    symbols = load_symbols(graph_dir, STANDINS, hooks)
    if '--draft' in sys.argv:
        known = {(e['module'], e['symbol'], e['declaration']) for e in load_manifest()} if os.path.exists(MANIFEST) else set()
        for s in symbols:
            if (s['module'], s['symbol'], s['declaration']) not in known:
                print(' | '.join([s['module'], s['symbol'], s['declaration'], '?', '?', isolation(s['declaration']),
                                  s['sendable'], '?', 'unverified']))
        return
    entries = load_manifest()
    failures = check_guards() + check_declarations(symbols, entries) + check_hooks(hooks, HOOK_FOLDERS)
    declared = declared_platforms()
    checked = []
    if not failures:
        work = tempfile.mkdtemp(prefix='standin-check.')
        try:
            for platform in PLATFORMS:
                if platform not in declared:
                    continue
                if platform in ADAPTER_PLATFORMS:
                    failures += check_platform(symbols, platform, declared[platform], modules_dir, work)
                    checked.append(f'{platform} {spelled(declared[platform])}')
        finally:
            shutil.rmtree(work, ignore_errors=True)
    skipped = [p for p in declared if p not in ADAPTER_PLATFORMS]
    counts = {name: sum(1 for e in entries if e['status'] == name) for name in STATUSES.values()}
    unverified = sum(1 for e in entries if e['status'] is None)
    print(f'standin-check: {len(symbols)} stand-in declarations checked against {len(entries)} manifest entries: '
          f"{counts['read']} read from the named source, {counts['not found']} not found in any public source, "
          f"{counts['stand-in only']} stand-in only, {unverified} unverified; {len(hooks)} stand-in-only hooks "
          f"and every use of one in {', '.join(HOOK_FOLDERS)} held to `#if os(Linux)`")
    if checked:
        print(f'standin-check: adapters type-checked for {", ".join(checked)} at the declared minimums; '
              f'not compiled for {", ".join(skipped)} (guarded out)')
    else:
        print('standin-check: platform checks skipped until the declarations match')
    for failure in failures:
        print('standin-check: ' + failure)
    if failures:
        print(f'standin-check: {len(failures)} failures')
        sys.exit(1)
    print('standin-check: ok')


if __name__ == '__main__':
    main()
