#!/usr/bin/env python3
"""Headings of `wrac parse` output against the PDFs' own outlines (bookmarks).

A PDF's outline is a reference for its headings that no reader rule looks at. For each PDF
of the first parse output with three outline entries or more (`mutool show FILE outline`),
an entry is found when a HEADING element has its letters and digits, lower-cased, leading
digits of any script aside (`1 Introduction` finds `Introduction`, `۳.۱ فایلها` finds
`فایلها`), each heading finding one entry at most.
Prints, per parse output given (jars before and after a change, on the same files): the
files, the entries found, the headings in those files and those that find no entry.

    wrac parse /opt/wrac-real-pdfs > before.jsonl   # with the jar before the change
    wrac parse /opt/wrac-real-pdfs > after.jsonl    # and after
    wrac-benchmarks/scripts/outline-headings.py before.jsonl after.jsonl

Needs mutool (mupdf-tools).
"""
import collections
import json
import re
import subprocess
import sys

ENTRY = re.compile(r'^[-+|]\t+"(.*)"\t')


def key(text):
    s = "".join(c.lower() for c in text if c.isalnum())
    digits = 0
    while digits < len(s) and s[digits].isdigit():  # any script's digits: Persian ۳۱ too
        digits += 1
    return s[digits:] or s


def headings(path):
    """File name to the multiset of its HEADING elements' keys, from one parse output."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("{"):
                continue
            try:
                doc = json.loads(line)
            except ValueError:
                continue
            out[doc["file"]] = collections.Counter(
                key(e["text"]) for e in doc["elements"] if e["kind"] == "HEADING")
    return out


def outline(pdf):
    run = subprocess.run(["mutool", "show", pdf, "outline"], capture_output=True,
                         text=True, errors="replace")
    entries = [key(m.group(1)) for m in map(ENTRY.match, run.stdout.splitlines()) if m]
    return collections.Counter(e for e in entries if e)


def main(paths):
    if not paths:
        sys.exit(__doc__)
    parsed = [headings(p) for p in paths]
    outlines = {}
    for pdf in sorted(f for f in parsed[0] if f.lower().endswith(".pdf")):
        entries = outline(pdf)
        if sum(entries.values()) >= 3:
            outlines[pdf] = entries
    print("parse output\tfiles\toutline entries\tfound\theadings\theadings in no outline")
    for path, found_headings in zip(paths, parsed):
        files = [f for f in outlines if f in found_headings]
        entries = sum(sum(outlines[f].values()) for f in files)
        found = sum(sum((outlines[f] & found_headings[f]).values()) for f in files)
        heads = sum(sum(found_headings[f].values()) for f in files)
        print(f"{path}\t{len(files)}\t{entries}\t{found} ({found / max(1, entries):.1%})"
              f"\t{heads}\t{heads - found}")


if __name__ == "__main__":
    main(sys.argv[1:])
