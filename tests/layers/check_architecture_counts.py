#!/usr/bin/env python3
"""Fails when docs/architecture.md's table of contract-operation calls per
folder (its last column, "now") no longer matches the code: the count is
the one the document shows as a grep command, made here in Python."""
import os, re, sys

root = sys.argv[1]
doc = os.path.join(root, 'docs', 'architecture.md')
call = re.compile(r'(?<!operations::)(?<!models::)\b(queue|cache|pubsub|database|history|q|api)::[a-z][A-Za-z]*\(')
helper = re.compile(r'^pubsub::(formatRate|identity|formatTime|eventHeader)')


def count(folder):
    n = 0
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in files:
            with open(os.path.join(dirpath, name), encoding='utf-8', errors='replace') as f:
                n += sum(1 for m in call.finditer(f.read()) if not helper.match(m.group(0)))
    return n


with open(doc, encoding='utf-8') as f:
    text = f.read()
section = text.split('## Contract-operation calls per folder', 1)
if len(section) != 2:
    sys.exit('docs/architecture.md has no section "Contract-operation calls per folder"')
rows = re.findall(r'^\| `([^`]+)` \|.*\| (\d+) \|$', section[1].split('\n## ', 1)[0], re.M)
problems = [f'{folder}: the table says {int(said)}, the code has {count(folder)}: update the "now" column of docs/architecture.md'
            for folder, said in rows if count(folder) != int(said)]
for p in problems:
    print(p)
print(f'{len(rows)} folders compared, {len(problems)} problem(s)')
sys.exit(1 if problems or len(rows) < 5 else 0)
