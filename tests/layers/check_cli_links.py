#!/usr/bin/env python3
"""Fails when askr-deskctl links models, views, the app or a Qt GUI module.

Reads the list tests/layers/CMakeLists.txt writes at configure time: every
library askr-deskctl links, directly or through another library."""
import re, sys

with open(sys.argv[1], encoding='utf-8') as f:
    links = [line.strip() for line in f if line.strip()]
# By name, generator expressions included: "$<...:askr_models>" links it too.
forbidden = re.compile(r'\baskr_(models|views|app)(_|\b)|Qt6?::(Gui|Widgets)\b')
problems = [f'askr-deskctl links {lib}: the command line links no models, views or GUI' for lib in links if forbidden.search(lib)]
# A list without the operations layer was not read from askr-deskctl.
if 'askr_operations' not in links:
    problems.append('askr-deskctl links no askr_operations: the list is not what askr-deskctl links')
for p in problems:
    print(p)
print(f'{len(links)} libraries linked, {len(problems)} problem(s): ' + ' '.join(links))
sys.exit(1 if problems else 0)
