#!/usr/bin/env python3
"""Fills German translations into translations/askr-desk_de.ts from de.tsv
(source<TAB>translation). Keeps existing translations; run after lupdate."""
import sys, xml.etree.ElementTree as ET, os
here = os.path.dirname(os.path.abspath(__file__))
ts = os.path.join(here, '..', 'askr-desk_de.ts')
table = {}
with open(os.path.join(here, 'de.tsv'), encoding='utf-8') as f:
    for line in f:
        line = line.rstrip('\n')
        if not line or line.startswith('#') or '\t' not in line:
            continue
        src, dst = line.split('\t', 1)
        table[src.replace('\\n', '\n')] = dst.replace('\\n', '\n')
tree = ET.parse(ts)
filled = missing = 0
for msg in tree.getroot().iter('message'):
    src = msg.find('source').text or ''
    tr = msg.find('translation')
    if src in table:
        tr.text = table[src]
        tr.attrib.pop('type', None)
        filled += 1
    elif not (tr.text and tr.attrib.get('type') != 'unfinished'):
        missing += 1
tree.write(ts, encoding='utf-8', xml_declaration=True)
print(f'filled {filled}, untranslated {missing}')
