#!/usr/bin/env python3
"""Fails when a test forks: a child forked from a test process whose other
threads (Qt's, a session's worker, ASan's allocator) hold locks can hang for
ever on one of them, as app_fleet did in CI. Tests start a helper instead
(tests/support/dbwriter.cpp, tests/robustness/robusthelper.cpp)."""
import re, sys

from sources import sources

root = sys.argv[1]
forks = re.compile(r'\b(?:v?fork|clone)\s*\(')
problems = []
scanned = 0
for rel, name, lines in sources(root, 'tests'):
    scanned += 1
    for lineno, line in lines:
        code = line.split('//', 1)[0]
        if forks.search(code):
            problems.append(f'{rel}:{lineno}: {line.strip()}: start a helper process (dbwriter, robusthelper) instead of forking')
for p in problems:
    print(p)
print(f'{scanned} files scanned, {len(problems)} problem(s)')
# Too few files: the tree was not found.
sys.exit(1 if problems or scanned < 50 else 0)
