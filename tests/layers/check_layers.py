#!/usr/bin/env python3
"""Fails when a layer includes one above it, or when a header of storage,
operations, models or views is included without its layer in the path.

The layers, lowest first: contracts <- remote <- storage <- operations <-
models <- views <- app. remote speaks HTTP to servers on the contract layer
alone: libSQL servers' Hrana and change feed (which storage opens remote
databases with) and Askr servers' admin plane. askr-deskctl (app/cli) stands
on operations and below and includes nothing of models. contracts is Qt Core
and SQLite: it includes no layer, and nothing of Qt Network or Qt Gui.

Also fails when the folders of operations include each other in a cycle:
each area's folder stands on the ones below it, so that one can be read,
moved or split without the other."""
import os, re, sys

root = sys.argv[1]
# What each folder may include, by layer prefix.
allowed = {
    'contracts/src': set(),
    'remote/src': {'remote'},
    'storage/src': {'storage', 'remote'},
    'operations/src': {'storage', 'operations', 'remote'},
    'models/src': {'storage', 'operations', 'models', 'remote'},
    'views/src': {'storage', 'operations', 'models', 'views', 'remote'},
    'app/src': {'storage', 'operations', 'models', 'views', 'remote'},
    'app/cli/src': {'storage', 'operations', 'remote'},
    'tools/simulator': {'storage', 'operations', 'remote'},
}
layered = ['storage', 'operations', 'models', 'views', 'remote']
headers = {}
problems = []
for layer in layered:
    base = os.path.join(root, layer, 'src')
    if not os.path.isdir(os.path.join(base, layer)):
        problems.append(f'{layer}/src/{layer}/ is missing: a layer keeps its sources there, so that includes name it')
    for dirpath, _, files in os.walk(base):
        for name in files:
            headers.setdefault(os.path.relpath(os.path.join(dirpath, name), os.path.join(base, layer)), layer)

include = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
# The lowest floor: Qt Core and SQLite (a Qt module's headers are <QtModule/...>
# or its classes' names; Qt Network's and Qt Gui's begin so).
qt_above_core = re.compile(r'^\s*#\s*include\s+<(QtNetwork/|QtGui/|QtWidgets/|QNetwork|QSsl|QHostAddress|QTcp|QUdp|QLocalSocket|QGuiApplication|QWidget|QColor|QIcon|QPixmap|QImage|QFont)')
for dirpath, _, files in os.walk(os.path.join(root, 'contracts', 'src')):
    for name in files:
        if name.endswith(('.h', '.cpp')):
            path = os.path.join(dirpath, name)
            with open(path, encoding='utf-8') as f:
                for lineno, line in enumerate(f, 1):
                    if qt_above_core.match(line):
                        problems.append(f'{os.path.relpath(path, root)}:{lineno}: {line.strip()}: contracts is Qt Core and SQLite only (servers are remote/\'s)')
scanned = 0
for folder, may in allowed.items():
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in files:
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            scanned += 1
            with open(path, encoding='utf-8') as f:
                for lineno, line in enumerate(f, 1):
                    m = include.match(line)
                    if not m:
                        continue
                    inc = m.group(1)
                    prefix = inc.split('/', 1)[0] if '/' in inc else None
                    if prefix in layered:
                        if folder == 'app/cli/src' and prefix == 'models':
                            problems.append(f'{rel}:{lineno}: askr-deskctl includes "{inc}": the command line links no models')
                        elif prefix not in may:
                            problems.append(f'{rel}:{lineno}: includes "{inc}", a layer above it')
                    elif inc in headers and not os.path.exists(os.path.join(dirpath, inc)):
                        problems.append(f'{rel}:{lineno}: includes "{inc}" without its layer: write "{headers[inc]}/{inc}"')

# The folders of operations/src/operations and which include which; the files
# at its top (action.h, ids.h) count as a folder of their own.
def operations_folder(path):
    parts = path.split('/')
    return parts[0] if len(parts) > 1 else '(top)'

ops = os.path.join(root, 'operations', 'src', 'operations')
edges = {}  # folder -> {folder it includes: first place it does}
for dirpath, _, files in os.walk(ops):
    for name in sorted(files):
        if not name.endswith(('.h', '.cpp')):
            continue
        path = os.path.join(dirpath, name)
        here = operations_folder(os.path.relpath(path, ops))
        with open(path, encoding='utf-8') as f:
            for lineno, line in enumerate(f, 1):
                m = include.match(line)
                if m and m.group(1).startswith('operations/'):
                    there = operations_folder(m.group(1)[len('operations/'):])
                    if there != here:
                        edges.setdefault(here, {}).setdefault(there, f'{os.path.relpath(path, root)}:{lineno}')


def find_cycle(edges):
    # Depth first; a folder met again while on the path closes a cycle.
    state, path = {}, []

    def visit(node):
        state[node] = 'open'
        path.append(node)
        for nxt in sorted(edges.get(node, {})):
            if state.get(nxt) == 'open':
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 'done'
        path.pop()
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


cycle = find_cycle(edges)
if cycle:
    steps = [f'{a} -> {b} ({edges[a][b]})' for a, b in zip(cycle, cycle[1:])]
    problems.append('operations folders include each other in a cycle: ' + '; '.join(steps))

# Above models, a model is handed over by whoever made it, never found
# among an object's children (issue 33: QueueOverviewModel::forSession).
lookup = re.compile(r'findChildren?<[^>]*(Model|models::)')
for folder in ('views/src', 'app/src'):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in files:
            if name.endswith(('.h', '.cpp')):
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8') as f:
                    for lineno, line in enumerate(f, 1):
                        if lookup.search(line) or 'forSession(' in line:
                            problems.append(f'{os.path.relpath(path, root)}:{lineno}: looks a model up; hand it over from where it is made')
for p in problems:
    print(p)
print(f'{scanned} files scanned, {len(edges)} operations folder(s) with includes between them, {len(problems)} problem(s)')
# Too few files, or no folder including another: the tree was not found.
sys.exit(1 if problems or scanned < 100 or not edges else 0)
