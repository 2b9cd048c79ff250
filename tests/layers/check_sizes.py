#!/usr/bin/env python3
"""Fails when the main window grows back into the owner of everything: its
source over 400 lines, or any class of the app or the views with more than 30
data members (issue 33). Members are the `m_` names a class body declares."""
import os, re, sys

root = sys.argv[1]
MAX_WINDOW_LINES = 400
MAX_MEMBERS = 30
problems = []

window = os.path.join(root, 'app', 'src', 'mainwindow.cpp')
with open(window, encoding='utf-8') as f:
    lines = sum(1 for _ in f)
if lines > MAX_WINDOW_LINES:
    problems.append(f'app/src/mainwindow.cpp: {lines} lines, more than {MAX_WINDOW_LINES}')

opening = re.compile(r'^\s*(?:class|struct)\s+(?:[A-Z_]+_EXPORT\s+)?(\w+)\b[^;]*$')
member = re.compile(r'^\s*(?!return\b)([^(){};]*?)[\s*&]m_\w+\s*(?:=[^;]*|\{[^}]*\})?;')


def strip_templates(text):
    # Parentheses inside <…> (std::function<void()>) belong to the type.
    while True:
        shorter = re.sub(r'<[^<>]*>', '', text)
        if shorter == text:
            return text
        text = shorter


def members(path):
    counts = {}
    stack = []  # (name, depth of its body)
    depth = 0
    pending = None
    with open(path, encoding='utf-8') as f:
        for line in f:
            code = line.split('//', 1)[0]
            m = opening.match(code)
            if m and not code.rstrip().endswith(';'):
                pending = m.group(1)
            if stack and depth == stack[-1][1]:
                d = member.match(strip_templates(code))
                if d and '(' not in d.group(1):
                    counts[stack[-1][0]] = counts.get(stack[-1][0], 0) + 1
            for ch in code:
                if ch == '{':
                    depth += 1
                    if pending:
                        stack.append((pending, depth))
                        pending = None
                elif ch == '}':
                    if stack and stack[-1][1] == depth:
                        stack.pop()
                    depth -= 1
    return counts


checked = 0
for folder in ('app/src', 'views/src'):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(dirpath, name)
            for cls, n in members(path).items():
                checked += 1
                if n > MAX_MEMBERS:
                    problems.append(f'{os.path.relpath(path, root)}: class {cls} has {n} data members, more than {MAX_MEMBERS}')
                if '-v' in sys.argv[2:]:
                    print(f'{n:3} {cls} ({os.path.relpath(path, root)})')

for p in problems:
    print(p)
print(f'{checked} classes checked, {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
