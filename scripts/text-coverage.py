#!/usr/bin/env python3
"""Keeps docs/TEXT-COVERAGE.tsv: one line per sentence of the basic rules, the PBEM rules (seed
004), the cards and the scenarios (LR 3; IDs from ../shared/text/sentences.tsv; no rule text is
copied here).

    id<TAB>status<TAB>where

status is one of
  proved      a scenario under tests/scenarios names the ID in its `text = [...]`
              (where: the scenario files, comma-separated; filled in by this script)
  not a rule  where: why (flavour, a component's description, a face-to-face custom that a
              named S004 sentence replaces, ...)
  not built   where: the checklist rule ID (other decks, advanced rules)
  unread      nobody has read it against the engine yet (the work of issue 20 that is left)

Run it after writing or tagging scenarios: it adds missing IDs as `unread`, marks every
ID a scenario names `proved` (a `not a rule` / `not built` line that a scenario names is
reported, not changed), and turns a `proved` line no scenario names any more back to `unread`.
    python3 scripts/text-coverage.py           # rewrite the file, print the counts
    python3 scripts/text-coverage.py --check   # only print the counts and problems
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SENTENCES = os.path.join(ROOT, "..", "shared", "text", "sentences.tsv")
DOC = os.path.join(ROOT, "docs", "TEXT-COVERAGE.tsv")
SCEN = os.path.join(ROOT, "tests", "scenarios")
SOURCES = ("basic", "pbem", "card", "scenario", "advanced")
STATUSES = ("proved", "not a rule", "not built", "unread")


def sentence_ids():
    out = []
    with open(SENTENCES, encoding="utf-8") as f:
        next(f)
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 2 and cols[1] in SOURCES:
                out.append((cols[0], cols[1]))
    return out


def named_by_scenarios():
    named = {}
    for name in sorted(os.listdir(SCEN)):
        if not name.endswith(".toml"):
            continue
        with open(os.path.join(SCEN, name), "rb") as f:
            data = tomllib.load(f)
        if data.get("known_wrong"):
            continue  # the engine fails it: it proves nothing yet
        for sid in data.get("text", []):
            named.setdefault(sid, []).append(name)
    return named


def main():
    check = "--check" in sys.argv
    ids = sentence_ids()
    known = {i for i, _ in ids}
    doc = {}
    if os.path.exists(DOC):
        with open(DOC, encoding="utf-8") as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                cols = line.rstrip("\n").split("\t")
                cols += [""] * (3 - len(cols))
                doc[cols[0]] = [cols[1], cols[2]]
    named = named_by_scenarios()
    problems = []
    for sid, files in named.items():
        if sid not in known:
            problems.append(f"{', '.join(files)}: names {sid}, which is no sentence of {SOURCES}")
    for sid, _ in ids:
        status, where = doc.get(sid, ["unread", ""])
        if sid in named:
            if status in ("not a rule", "not built"):
                problems.append(f"{sid} is '{status}' but {', '.join(named[sid])} names it")
            else:
                status, where = "proved", ", ".join(named[sid])
        elif status == "proved":
            status, where = "unread", ""
        doc[sid] = [status, where]
    lines = ["# id\tstatus\twhere   (scripts/text-coverage.py keeps this file; statuses in its doc)"]
    counts = {}
    for sid, src in ids:
        status, where = doc[sid]
        if status not in STATUSES:
            problems.append(f"{sid}: unknown status '{status}'")
        if status == "not built" and not re.search(r"[A-Z]+-\d+", where):
            problems.append(f"{sid}: not built must name its checklist rule ID (e.g. COM-18)")
        if status == "not a rule" and not where.strip():
            problems.append(f"{sid}: not a rule must say why")
        counts.setdefault(src, {}).setdefault(status, 0)
        counts[src][status] += 1
        lines.append(f"{sid}\t{status}\t{where}")
    if not check:
        with open(DOC, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    for src in SOURCES:
        c = counts.get(src, {})
        rules = sum(v for k, v in c.items() if k != "not a rule")
        share = 100.0 * c.get("proved", 0) / rules if rules else 0.0
        print(f"{src}: " + ", ".join(f"{k} {c.get(k, 0)}" for k in STATUSES)
              + f"; proved {share:.1f}% of the rule sentences")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
