#!/usr/bin/env python3
"""Writes a program's manual page from its own --help (and, for
askr-deskctl, each verb's --help), so that the two cannot drift (issue 35).

usage: manpage.py PROGRAM VERSION OUT.1
       manpage.py --check PROGRAM PAGE.1   (every verb and option is in PAGE)
"""
import os
import re
import subprocess
import sys

ENV = dict(os.environ, LC_ALL="C", LANG="C", LANGUAGE="")
for name in ("DISPLAY", "WAYLAND_DISPLAY"):
    ENV.pop(name, None)


def help_of(program, *args):
    out = subprocess.run([program, *args, "--help"], env=ENV, capture_output=True, text=True, check=True).stdout
    # QCommandLineParser names the program as it was called.
    return out.replace(program, os.path.basename(program))


def sections(text):
    """Usage line, description lines, and {section: [(term, text)]}."""
    lines = text.splitlines()
    usage = lines[0].split(":", 1)[1].strip() if lines and lines[0].startswith("Usage:") else ""
    description, parsed, current, tail = [], {}, None, []
    for line in lines[1:]:
        heading = re.fullmatch(r"([A-Z][A-Za-z ]*):", line)
        if heading:
            current = heading.group(1)
            parsed[current] = []
            continue
        if current is None:
            if line.strip():
                description.append(line.strip())
            continue
        # Verbs are one word; an option's text starts after two spaces.
        pattern = r"^  (\S+)(?:\s+(.*))?$" if current == "Verbs" else r"^  (\S.*?)(?:\s{2,}(.*))?$"
        entry = re.match(pattern, line)
        if entry and not line.startswith("   "):
            parsed[current].append([entry.group(1), entry.group(2) or ""])
        elif line.startswith("   ") and parsed[current]:
            parsed[current][-1][1] += " " + line.strip()
        elif line.strip():
            tail.append(line.strip())  # notes after the lists
    return usage, description, parsed, tail


def roff(text):
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def entries(out, items):
    for term, text in items:
        out.append(".TP")
        out.append("\\fB" + roff(term) + "\\fR")
        out.append(roff(text))


def write(program, version, path):
    name = os.path.basename(program)
    usage, description, parsed, tail = sections(help_of(program))
    out = ['.TH %s 1 "" "%s %s" "User Commands"' % (name.upper(), name, version),
           ".SH NAME", "%s \\- %s" % (roff(name), roff(description[0].rstrip(".") if description else name)),
           ".SH SYNOPSIS", "\\fB%s\\fR %s" % (roff(name), roff(usage.split(" ", 1)[1] if " " in usage else "")), ".SH DESCRIPTION"]
    out += [roff(d) for d in description]
    verbs = parsed.pop("Verbs", [])
    for section, items in parsed.items():
        out.append(".SH " + section.upper())
        entries(out, items)
    if verbs:
        out.append(".SH VERBS")
        for verb, summary in verbs:
            vusage, vdesc, vparsed, _ = sections(help_of(program, verb))
            out += [".SS " + roff(verb), roff(vusage), ".PP", roff(" ".join(vdesc) or summary)]
            for section, items in vparsed.items():
                out += [".PP", "\\fI" + roff(section) + "\\fR"]
                entries(out, items)
    if tail:
        out.append(".SH NOTES")
        out += [roff(t) + "\n.br" for t in tail]
    out += [".SH SEE ALSO", "askr\\-desk(1), askr\\-deskctl(1)"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def check(program, path):
    page = open(path, encoding="utf-8").read().replace("\\-", "-").replace("\\e", "\\")
    missing = []
    _, _, parsed, _ = sections(help_of(program))
    for verb, _ in parsed.get("Verbs", []):
        if ".SS " + verb not in page:
            missing.append("verb " + verb)
        _, _, vparsed, _ = sections(help_of(program, verb))
        for term, _ in vparsed.get("Options", []):
            if term not in page:
                missing.append("%s option %s" % (verb, term))
    for term, _ in parsed.get("Options", []):
        if term not in page:
            missing.append("option " + term)
    if missing:
        sys.exit("%s lacks: %s" % (path, ", ".join(missing)))
    print("%s: every verb and option of %s" % (path, os.path.basename(program)))


if __name__ == "__main__":
    if sys.argv[1] == "--check":
        check(sys.argv[2], sys.argv[3])
    else:
        write(sys.argv[1], sys.argv[2], sys.argv[3])
