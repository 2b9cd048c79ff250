#!/usr/bin/env python3
"""Checks the German catalogue against translations/glossary_de.tsv: one
German term for each English term (see the glossary's head)."""
import os, re, sys, xml.etree.ElementTree as ET

root = sys.argv[1]
terms, literal = [], set()
with open(os.path.join(root, 'translations', 'glossary_de.tsv'), encoding='utf-8') as f:
    for line in f:
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        cols = line.split('\t')
        if cols[0] == 'literal':
            literal.add(cols[1])
        else:
            terms.append((re.compile(cols[0], re.I), re.compile(cols[1]), re.compile(cols[2])))
problems = []
ts = ET.parse(os.path.join(root, 'translations', 'askr-desk_de.ts')).getroot()
for ctx in ts.iter('context'):
    for msg in ctx.iter('message'):
        src = msg.find('source').text or ''
        if src in literal:
            continue
        tr = msg.find('translation')
        if tr is None or tr.get('type') in ('vanished', 'obsolete'):
            continue
        forms = [n.text or '' for n in tr.iter('numerusform')] or [tr.text or '']
        # "ver&gessen" is "vergessen" with its accelerator.
        src = re.sub(r'&(?=\w)', '', src)
        forms = [re.sub(r'&(?=\w)', '', f) for f in forms]
        for english, german, rejected in terms:
            if not english.search(src):
                continue
            for form in forms:
                if rejected.search(form):
                    problems.append(f'{ctx.find("name").text}: {src!r} is translated {form!r}: "{rejected.search(form).group(0)}" is not the glossary\'s word for "{english.search(src).group(0)}"')
                elif not german.search(form):
                    problems.append(f'{ctx.find("name").text}: {src!r} is translated {form!r}, without the glossary\'s word for "{english.search(src).group(0)}" ({german.pattern})')
for p in problems:
    print(p)
print(f'{len(problems)} translation(s) off the glossary')
sys.exit(1 if problems else 0)
