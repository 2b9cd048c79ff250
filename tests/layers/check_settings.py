#!/usr/bin/env python3
"""Fails when QSettings appears in a layer's sources outside
storage/src/storage/settings/: every key, default and range is declared once,
in that folder's classes (issue 33), and a settings file is user-editable
input that only they check."""
import os, re, sys

root = sys.argv[1]
layers = ['contracts', 'remote', 'storage', 'operations', 'models', 'views', 'app', 'tools']
allowed = os.path.join('storage', 'src', 'storage', 'settings')
word = re.compile(r'\bQSettings\b')
problems = []
scanned = 0
for layer in layers:
    for dirpath, _, files in os.walk(os.path.join(root, layer)):
        rel_dir = os.path.relpath(dirpath, root)
        if rel_dir == allowed or rel_dir.startswith(allowed + os.sep):
            continue
        for name in files:
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(dirpath, name)
            scanned += 1
            with open(path, encoding='utf-8') as f:
                for lineno, line in enumerate(f, 1):
                    if word.search(line):
                        problems.append(f'{os.path.relpath(path, root)}:{lineno}: {line.strip()}: '
                                        'settings go through a class of storage/settings/')
for p in problems:
    print(p)
print(f'{scanned} files scanned, {len(problems)} QSettings use(s) outside storage/settings/')
# Too few files: the tree was not found.
sys.exit(1 if problems or scanned < 100 else 0)
