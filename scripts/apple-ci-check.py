#!/usr/bin/env python3
"""Checks on Linux what the macOS job (.github/workflows/apple.yml) relies on, where neither Xcode
nor a macOS runner exists, so a mistake fails .ci/run rather than going unseen.

The workflow hides no failure:
- every `run:` step is bash with -e and pipefail (`shell: bash`, and `set -euo pipefail` first);
- no command's status is thrown away (`|| true`, `; true`, a pipe into tail/head/grep/tee/xcpretty);
- every xcodebuild runs with -quiet and warnings as errors;
- every platform Package.swift declares is a destination of the build step.

Examples/NavKitPhotos/NavKitPhotos.xcodeproj, what can be known about an Xcode project without
Xcode:

- project.pbxproj parses (the old-style property list Xcode writes) and every object it names
  exists; its root is a PBXProject whose targets are an iOS application;
- the app's sources are a folder synchronized with the project (Xcode 16's
  PBXFileSystemSynchronizedRootGroup, so a Swift file added to the folder is built without
  editing the project), and that folder, the Info.plist and the local NavKit package exist;
- every package product the app links is a library product of Package.swift, and every module
  the app's sources import is one of them or an Apple framework;
- the deployment target is at least Package.swift's iOS minimum, and the shared scheme builds
  the app target (xcodebuild -scheme NavKitPhotos, in .github/workflows/apple.yml);
- git does not ignore the project (it once did: `*.xcodeproj` was in .gitignore).

usage: scripts/apple-ci-check.py
"""
import os, plistlib, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, 'Examples', 'NavKitPhotos')
PROJECT = os.path.join(EXAMPLE, 'NavKitPhotos.xcodeproj')
SCHEME = os.path.join(PROJECT, 'xcshareddata', 'xcschemes', 'NavKitPhotos.xcscheme')
APPLE_FRAMEWORKS = {'Foundation', 'SwiftUI', 'UIKit', 'Combine', 'QuartzCore', 'CoreGraphics'}


def parse(text):
    """The old-style (OpenStep) property list Xcode writes: dictionaries, arrays, strings."""
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'^//.*$', '', text, flags=re.M)
    tokens = re.findall(r'"(?:[^"\\]|\\.)*"|[{}();=,]|[^\s{}();=,"]+', text)
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == '{':
            result = {}
            while tokens[position] != '}':
                key = value()
                expect('=')
                result[key] = value()
                expect(';')
            position += 1
            return result
        if token == '(':
            result = []
            while tokens[position] != ')':
                result.append(value())
                if tokens[position] == ',':
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return bytes(token[1:-1], 'utf-8').decode('unicode_escape')
        return token

    def expect(symbol):
        nonlocal position
        if tokens[position] != symbol:
            sys.exit(f'apple-ci-check: project.pbxproj: expected {symbol!r}, found {tokens[position]!r}')
        position += 1

    result = value()
    if position != len(tokens):
        sys.exit('apple-ci-check: project.pbxproj: text after the root dictionary')
    return result


def references(value):
    if isinstance(value, dict):
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)
    elif re.fullmatch(r'[0-9A-F]{24}', value):
        yield value


WORKFLOW = os.path.join(ROOT, '.github', 'workflows', 'apple.yml')
DESTINATIONS = {'iOS': 'iOS Simulator', 'visionOS': 'visionOS Simulator', 'tvOS': 'tvOS Simulator',
                'watchOS': 'watchOS Simulator', 'macOS': 'macOS'}


def workflow_failures(package):
    """What in the workflow would let a failing command pass the job."""
    failures = []
    text = open(WORKFLOW, encoding='utf-8').read()
    if not re.search(r'^defaults:\n  run:\n    shell: bash$', text, re.M):
        failures.append('apple.yml: no `defaults: run: shell: bash` (GitHub runs `bash -e` without pipefail otherwise)')
    steps = re.findall(r'^      - name: (.*)\n((?:        .*\n|\s*\n)*)', text, re.M)
    runs = 0
    for name, body in steps:
        script = re.search(r'^        run: \|\n((?:          .*\n|\s*\n)*)', body, re.M)
        if re.search(r'^        run: (?!\|)', body, re.M):
            failures.append(f'apple.yml: step "{name}": a one-line run (write `run: |` and `set -euo pipefail`)')
        if not script:
            continue
        runs += 1
        lines = [line.strip() for line in script.group(1).split('\n') if line.strip()]
        if not lines or lines[0] != 'set -euo pipefail':
            failures.append(f'apple.yml: step "{name}" does not start with `set -euo pipefail`')
        joined = ' '.join(lines)
        for pattern, why in ((r'\|\|\s*true\b', '`|| true`'), (r';\s*true\b', '`; true`'),
                             (r'\|\s*(tail|head|tee|xcpretty|grep -v)\b', 'a pipe that hides how the command ended'),
                             (r'continue-on-error', 'continue-on-error')):
            if re.search(pattern, joined):
                failures.append(f'apple.yml: step "{name}" uses {why}')
        for command in re.findall(r'xcodebuild (?:build|test)\b[^\n]*?(?=$| do | done)', joined):
            if '-quiet' not in command:
                failures.append(f'apple.yml: step "{name}": xcodebuild without -quiet')
            if 'SWIFT_TREAT_WARNINGS_AS_ERRORS=YES' not in command:
                failures.append(f'apple.yml: step "{name}": xcodebuild without SWIFT_TREAT_WARNINGS_AS_ERRORS=YES')
    if 'continue-on-error' in text:
        failures.append('apple.yml: continue-on-error')
    if runs == 0:
        failures.append('apple.yml: no run steps found')
    for platform in re.findall(r'\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v', package):
        if f"'{DESTINATIONS[platform]}'" not in text:
            failures.append(f'apple.yml: Package.swift declares {platform}, which no step builds')
    return failures


def main():
    failures = workflow_failures(open(os.path.join(ROOT, 'Package.swift'), encoding='utf-8').read())
    project = parse(open(os.path.join(PROJECT, 'project.pbxproj'), encoding='utf-8').read())
    objects = project['objects']
    for ident in references({k: v for k, v in project.items() if k != 'objects'}):
        if ident not in objects:
            failures.append(f'the root names {ident}, which is not an object')
    for key, item in objects.items():
        for ident in references(item):
            if ident not in objects:
                failures.append(f'{item.get("isa")} {key} names {ident}, which is not an object')
    root = objects.get(project.get('rootObject'), {})
    if root.get('isa') != 'PBXProject':
        failures.append('the root object is not a PBXProject')
    targets = [objects[t] for t in root.get('targets', []) if t in objects]
    apps = [t for t in targets if t.get('productType') == 'com.apple.product-type.application']
    if not apps:
        failures.append('no application target')
    package = open(os.path.join(ROOT, 'Package.swift'), encoding='utf-8').read()
    libraries = set(re.findall(r'\.library\(name: "(\w+)"', package))
    ios_minimum = re.search(r'\.iOS\(\.v(\d+)\)', package).group(1)
    linked = set()
    for app in apps:
        groups = [objects[g] for g in app.get('fileSystemSynchronizedGroups', []) if g in objects]
        if not groups:
            failures.append(f'{app["name"]}: its sources are not a synchronized folder')
        for group in groups:
            if group.get('isa') != 'PBXFileSystemSynchronizedRootGroup':
                failures.append(f'{app["name"]}: {group.get("path")} is a {group.get("isa")}')
            elif not os.path.isdir(os.path.join(EXAMPLE, group['path'])):
                failures.append(f'{app["name"]}: the folder {group["path"]} does not exist')
        for ident in app.get('packageProductDependencies', []):
            dependency = objects.get(ident, {})
            reference = objects.get(dependency.get('package'), {})
            if reference.get('isa') != 'XCLocalSwiftPackageReference':
                failures.append(f'{dependency.get("productName")}: not from the local NavKit package')
                continue
            folder = os.path.normpath(os.path.join(EXAMPLE, reference['relativePath']))
            if folder != ROOT:
                failures.append(f'the local package {reference["relativePath"]} is {folder}, not the repository root')
            if dependency['productName'] not in libraries:
                failures.append(f'{dependency["productName"]} is not a library product of Package.swift')
            linked.add(dependency['productName'])
        phases = [objects[p] for p in app.get('buildPhases', [])]
        framework_files = {objects[f].get('productRef') for p in phases if p.get('isa') == 'PBXFrameworksBuildPhase'
                           for f in p.get('files', [])}
        if framework_files != set(app.get('packageProductDependencies', [])):
            failures.append(f'{app["name"]}: the Frameworks phase does not link exactly its package products')
        for phase in ('PBXSourcesBuildPhase', 'PBXFrameworksBuildPhase', 'PBXResourcesBuildPhase'):
            if not any(p.get('isa') == phase for p in phases):
                failures.append(f'{app["name"]}: no {phase}')
        configurations = objects[app['buildConfigurationList']]['buildConfigurations']
        for ident in configurations:
            settings = objects[ident]['buildSettings']
            name = objects[ident]['name']
            plist = settings.get('INFOPLIST_FILE')
            if not plist or not os.path.isfile(os.path.join(EXAMPLE, plist)):
                failures.append(f'{name}: INFOPLIST_FILE {plist!r} does not exist')
            else:
                info = plistlib.load(open(os.path.join(EXAMPLE, plist), 'rb'))
                if info.get('CADisableMinimumFrameDurationOnPhone') is not True:
                    failures.append(f'{plist}: CADisableMinimumFrameDurationOnPhone is not set (60 Hz on ProMotion)')
            target = settings.get('IPHONEOS_DEPLOYMENT_TARGET', '')
            if not target or float(target) < float(ios_minimum):
                failures.append(f'{name}: IPHONEOS_DEPLOYMENT_TARGET {target!r} is below the package\'s iOS {ios_minimum}')
            project_settings = [objects[c]['buildSettings'] for c in
                                objects[root['buildConfigurationList']]['buildConfigurations']
                                if objects[c]['name'] == name]
            sdk = settings.get('SDKROOT') or (project_settings[0].get('SDKROOT') if project_settings else None)
            if sdk != 'iphoneos':
                failures.append(f'{name}: SDKROOT is {sdk!r}, not iphoneos')
        sources = os.path.join(EXAMPLE, groups[0]['path']) if groups else EXAMPLE
        for name in sorted(os.listdir(sources)):
            if name.endswith('.swift'):
                for module in re.findall(r'^import (\w+)', open(os.path.join(sources, name)).read(), re.M):
                    if module not in linked | APPLE_FRAMEWORKS:
                        failures.append(f'{groups[0]["path"]}/{name} imports {module}, which the app does not link')
    scheme = open(SCHEME, encoding='utf-8').read()
    blueprints = set(re.findall(r'BlueprintIdentifier = "([0-9A-F]{24})"', scheme))
    if not blueprints or any(objects.get(b) not in apps for b in blueprints):
        failures.append('the shared scheme NavKitPhotos does not build the app target')
    for path in (os.path.join(PROJECT, 'project.pbxproj'), SCHEME, os.path.join(EXAMPLE, 'Info.plist')):
        if subprocess.run(['git', 'check-ignore', '-q', path], cwd=ROOT).returncode == 0:
            failures.append(f'git ignores {os.path.relpath(path, ROOT)} (.gitignore)')
    for failure in failures:
        print(f'apple-ci-check: {failure}')
    if failures:
        sys.exit(1)
    print('apple-ci-check: .github/workflows/apple.yml: every step fails the job on error; every declared '
          'platform is built')
    print(f'apple-ci-check: NavKitPhotos.xcodeproj: {len(objects)} objects, {len(apps)} app target '
          f'linking {", ".join(sorted(linked))} from the package, iOS {ios_minimum}+; its scheme builds it')


if __name__ == '__main__':
    main()
