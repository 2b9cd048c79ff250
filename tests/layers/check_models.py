#!/usr/bin/env python3
"""Fails when a model speaks its own dialect (issue 33): a class of the
models, the views or the app derives straight from a Qt item model instead of
one of the bases, rows are inserted, removed or moved by hand outside them, or
a request key is a pointer printed into a string instead of requestKey()."""
import re, sys

from sources import sources

root = sys.argv[1]
# The bases, and the lazy tree (namespaces load as they are expanded).
BASES = {'MergingTableModel', 'PagedTableModel', 'KeysetListModel', 'CacheNamespaceModel'}
EDITORS = {'mergingtablemodel.h', 'pagedtablemodel.cpp', 'keysetlistmodel.cpp', 'cachenamespacemodel.cpp', 'requestkey.h'}
derives = re.compile(r'class\s+(\w+)\s*(?:final\s*)?:\s*public\s+(QAbstract(?:Table|List|Item)Model|QStandardItemModel)\b')
edits = re.compile(r'\bbegin(?:Insert|Remove|Move)Rows\s*\(|\bbeginResetModel\s*\(')
pointerKey = re.compile(r'arg\(\s*quintptr\(')
problems = []
scanned = 0
for folder in ('models/src', 'views/src', 'app/src'):
    for rel, name, lines in sources(root, folder):
        scanned += 1
        for lineno, line in lines:
            m = derives.search(line)
            if m and m.group(1) not in BASES:
                problems.append(f'{rel}:{lineno}: {m.group(1)} derives from {m.group(2)}: build on MergingTableModel (or RereadModel, PagedTableModel)')
            if edits.search(line) and name not in EDITORS:
                problems.append(f'{rel}:{lineno}: {line.strip()}: rows change through the base (mergeRows, appendRows, eraseRows, resetRows)')
            if pointerKey.search(line) and name not in EDITORS:
                problems.append(f'{rel}:{lineno}: {line.strip()}: a request key comes from requestKey(owner, what)')
for p in problems:
    print(p)
print(f'{scanned} files scanned, {len(problems)} problem(s)')
# Too few files: the tree was not found.
sys.exit(1 if problems or scanned < 100 else 0)
