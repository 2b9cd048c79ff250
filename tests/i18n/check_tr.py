#!/usr/bin/env python3
"""Fails when a visible string is not wrapped for translation, or when the
German catalogue lacks a translation.

1. Scans app/, views/, models/ and operations/ sources for string literals handed to
   calls that show text to a person (setText, setToolTip, setWindowTitle,
   QAction, QLabel, QPushButton, addItem, setPlaceholderText, ...) without
   tr()/translate().
2. Runs lupdate into a scratch catalogue and checks that every source text
   of the real catalogue is translated (with --complete).
3. Checks that the English catalogue gives the singular and plural of every
   text with a count ("%n problem(s)"), and no "(s)" is left in them; a
   text that counts with "(s)" and no %n fails."""
import os, re, subprocess, sys, tempfile, xml.etree.ElementTree as ET

root = sys.argv[1]
complete = '--complete' in sys.argv
calls = r'(setText|setToolTip|setWindowTitle|setStatusTip|setWhatsThis|setPlaceholderText|addItem|addItems|setTitle|addTab|insertTab|setTabText|addMenu|showMessage|setHeaderLabels|setHorizontalHeaderLabels|QAction|QLabel|QPushButton|QCheckBox|QRadioButton|QGroupBox|addButton|setLabelText|information|warning|critical|question)'
# A literal with a word of letters in it, passed straight to such a call.
pattern = re.compile(calls + r'\s*\(([^;]*?)(QStringLiteral|QLatin1String|QString::fromUtf8|QString::fromLatin1)\s*\(\s*"([^"]*[A-Za-z]{2,}[^"]*)"')
allowed = re.compile(r'^[\w.:/\-]+$')  # object names, icon names, keys: no spaces
problems = []
for area in ('app', 'views', 'models', 'operations'):
    for dirpath, _, files in os.walk(os.path.join(root, area)):
        for name in files:
            if not name.endswith('.cpp'):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding='utf-8') as f:
                for lineno, line in enumerate(f, 1):
                    if 'i18n-ignore' in line:
                        continue
                    for m in pattern.finditer(line):
                        text = m.group(4)
                        if allowed.match(text) or text.startswith('<') and ' ' not in text:
                            continue
                        problems.append(f'{os.path.relpath(path, root)}:{lineno}: "{text}" is shown to people but not wrapped in tr()')
for p in problems:
    print(p)

untranslated = []
if complete:
    ts = os.path.join(root, 'translations', 'askr-desk_de.ts')
    lupdate = os.environ.get('LUPDATE', '/usr/lib/qt6/bin/lupdate')
    with tempfile.TemporaryDirectory() as tmp:
        scratch = os.path.join(tmp, 'check.ts')
        with open(ts, 'rb') as src, open(scratch, 'wb') as dst:
            dst.write(src.read())
        sources = [os.path.join(root, d) for d in ('app', 'views/src', 'models/src', 'operations/src', 'storage/src', 'remote/src')]
        subprocess.run([lupdate, '-silent', '-no-obsolete', '-locations', 'none', *sources, '-ts', scratch], check=True)
        for msg in ET.parse(scratch).getroot().iter('message'):
            # A count of things is a %n text with plural forms, never "%1 event(s)".
            if msg.get('numerus') != 'yes' and re.search(r'[A-Za-z]\(s\)', msg.find('source').text or ''):
                untranslated.append(msg.find('source').text)
                print(f'a count without plural forms (use %n): {msg.find("source").text!r}')
            tr = msg.find('translation')
            if tr is None or not (tr.text or '').strip() or tr.get('type') in ('unfinished', 'vanished', 'obsolete'):
                numerus = msg.get('numerus') == 'yes' and any((n.text or '').strip() for n in tr.iter('numerusform'))
                if not numerus:
                    untranslated.append(msg.find('source').text)
    for u in untranslated:
        print(f'untranslated in askr-desk_de.ts: {u!r}')
    with tempfile.TemporaryDirectory() as tmp:
        scratch = os.path.join(tmp, 'plurals.ts')
        with open(os.path.join(root, 'translations', 'askr-desk_en.ts'), 'rb') as src, open(scratch, 'wb') as dst:
            dst.write(src.read())
        subprocess.run([lupdate, '-silent', '-pluralonly', '-no-obsolete', '-locations', 'none', *sources, '-ts', scratch], check=True)
        for msg in ET.parse(scratch).getroot().iter('message'):
            if msg.get('numerus') != 'yes':
                continue
            forms = [(n.text or '').strip() for n in msg.find('translation').iter('numerusform')]
            if msg.find('translation').get('type') or len(forms) != 2 or not all(forms) or any('(s)' in f for f in forms):
                untranslated.append(msg.find('source').text)
                print(f'no English singular and plural in askr-desk_en.ts: {msg.find("source").text!r}')
    print(f'{len(untranslated)} untranslated string(s)')
print(f'{len(problems)} unwrapped visible string(s)')
sys.exit(1 if problems or untranslated else 0)
