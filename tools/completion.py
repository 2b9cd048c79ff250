#!/usr/bin/env python3
"""Writes bash and zsh completion for askr-deskctl from its own --help and
each verb's (as tools/manpage.py writes the manual page), so that they
cannot drift from it (issue 35): verbs first, then the verb's options, then
files for the database.

usage: completion.py PROGRAM bash|zsh OUT
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from manpage import help_of, sections  # noqa: E402


def options_of(program, verb):
    _, _, parsed, _ = sections(help_of(program, verb))
    out = []
    for term, text in parsed.get("Options", []):
        for name in term.split(", "):
            name = name.split(" ")[0]
            if name.startswith("-"):
                takes = " <" in term
                out.append((name, takes, text))
    return out


def bash(program, verbs):
    name = os.path.basename(program)
    fn = "_" + name.replace("-", "_")
    lines = ["# bash completion for %s, written from its --help by tools/completion.py" % name,
             "%s()" % fn, "{",
             "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} verb=${COMP_WORDS[1]}",
             "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
             "        COMPREPLY=($(compgen -W '%s --help --version' -- \"$cur\"))" % " ".join(v for v, _ in verbs),
             "        return",
             "    fi",
             "    local options= valued="]
    lines.append("    case $verb in")
    for verb, _ in verbs:
        opts = options_of(program, verb)
        lines.append("    %s) options='%s'; valued='%s' ;;" % (
            verb, " ".join(o for o, _, _ in opts), " ".join(o for o, takes, _ in opts if takes)))
    lines.append("    esac")
    lines += [
        "    # --queue: the queues of the database named after the verb, read-only",
        "    # (a local file only: a server would need its token).",
        "    if [ \"$prev\" = --queue ] && [ -f \"${COMP_WORDS[2]}\" ]; then",
        "        COMPREPLY=($(compgen -W \"$(%s queues \"${COMP_WORDS[2]}\" --read-only --json 2>/dev/null | sed -n 's/^ *\"queue\": \"\\(.*\\)\",\\{0,1\\}$/\\1/p')\" -- \"$cur\"))" % name,
        "        return",
        "    fi",
        "    # An option that takes a value: a file for --token-file and the like, else nothing to offer.",
        "    if [[ \" $valued \" == *\" $prev \"* ]]; then",
        "        case $prev in *file*|*out*|*output*) COMPREPLY=($(compgen -f -- \"$cur\")) ;; *) COMPREPLY=() ;; esac",
        "        return",
        "    fi",
        "    if [[ $cur == -* ]]; then",
        "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
        "    else",
        "        COMPREPLY=($(compgen -f -- \"$cur\"))",
        "    fi",
        "}",
        "complete -o filenames -F %s %s" % (fn, name)]
    return "\n".join(lines) + "\n"


def zsh(program, verbs):
    name = os.path.basename(program)
    q = lambda s: s.replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")
    lines = ["#compdef %s" % name, "# zsh completion for %s, written from its --help by tools/completion.py" % name,
             "local -a verbs", "verbs=("]
    lines += ["  '%s:%s'" % (v, q(t)) for v, t in verbs]
    lines += [")", "if (( CURRENT == 2 )); then", "  _describe -t verbs verb verbs", "  return", "fi",
              "case $words[2] in"]
    for verb, _ in verbs:
        specs = []
        for opt, takes, text in options_of(program, verb):
            specs.append("'%s[%s]%s'" % (opt, q(text[:70]), ":value:_files" if takes and "file" in opt else (":value: " if takes else "")))
        lines.append("  %s) _arguments -s %s '*:database:_files' ;;" % (verb, " ".join(specs)))
    lines.append("esac")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    program, shell, out = sys.argv[1:4]
    _, _, parsed, _ = sections(help_of(program))
    verbs = [(v, t) for v, t in parsed.get("Verbs", [])]
    with open(out, "w", encoding="utf-8") as f:
        f.write(bash(program, verbs) if shell == "bash" else zsh(program, verbs))
