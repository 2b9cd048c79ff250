#!/usr/bin/env python3
"""Fails when a layer includes one above it, or when a header of storage,
operations, models or views is included without its layer in the path.

The layers, lowest first: contracts <- remote <- storage <- operations <-
models <- views <- app. remote speaks HTTP to servers on the contract layer
alone: libSQL servers' Hrana and change feed (which storage opens remote
databases with) and Askr servers' admin plane. askr-deskctl (app/cli) stands
on operations and below, plus the few models files that need no GUI
(askr_models_core). contracts is Qt Core and SQLite: it includes no layer,
and nothing of Qt Network or Qt Gui."""
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
    'app/cli/src': {'storage', 'operations', 'models', 'remote'},
    'tools/simulator': {'storage', 'operations', 'remote'},
}
# The models files askr-deskctl may use: they link only Qt Core.
cli_models = {'models/format.h', 'models/payload/payloaddecoder.h', 'models/queue/queueactivity.h'}
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
                        if prefix not in may:
                            problems.append(f'{rel}:{lineno}: includes "{inc}", a layer above it')
                        elif folder == 'app/cli/src' and prefix == 'models' and inc not in cli_models:
                            problems.append(f'{rel}:{lineno}: askr-deskctl includes "{inc}", which needs Qt Gui')
                    elif inc in headers and not os.path.exists(os.path.join(dirpath, inc)):
                        problems.append(f'{rel}:{lineno}: includes "{inc}" without its layer: write "{headers[inc]}/{inc}"')
for p in problems:
    print(p)
print(f'{scanned} files scanned, {len(problems)} problem(s)')
sys.exit(1 if problems or scanned < 100 else 0)
