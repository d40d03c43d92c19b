#!/usr/bin/env python3
"""Prints corpora/baseline.json from the current scores; run it after a change raised them.

Usage: python3 scripts/baseline.py > /tmp/baseline.json && mv /tmp/baseline.json corpora/
It reads `intake eval --json` from the debug build and refuses to lower any figure.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTAKE = os.path.join(ROOT, ".build", "debug", "intake")
DEV_SET = os.path.join(os.path.dirname(ROOT), "shared", "corpora-external", "dates-msrt.jsonl")
OLD_PATH = os.path.join(ROOT, "corpora", "baseline.json")


def scores(path):
    out = subprocess.run([INTAKE, "eval", "--json", path], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def floor(value):
    # A hair below the score keeps the tests' >= comparison stable.
    return int(value * 10000) / 10000


old = json.load(open(OLD_PATH)) if os.path.exists(OLD_PATH) else {}
quick = scores(os.path.join(ROOT, "corpora", "quick-add"))
out = subprocess.run([INTAKE, "eval", "--json", os.path.join(ROOT, "corpora", "notes"),
                      os.path.join(ROOT, "corpora", "transcripts")],
                     check=True, capture_output=True, text=True)
docs = json.loads(out.stdout)["documents"]
spoken = scores(os.path.join(ROOT, "corpora", "spoken"))["documents"]
minutes = scores(os.path.join(ROOT, "corpora", "minutes"))["documents"]
unseen = scores(os.path.join(ROOT, "corpora", "unseen"))["documents"]
voicemail = scores(os.path.join(ROOT, "corpora", "voicemail"))["documents"]
outside = scores(os.path.join(ROOT, "corpora", "outside"))["documents"]
new = {
    "quick-add": {
        "fully_right": floor(quick["fully_right"]),
        "fields": {name: floor(f["f1"]) for name, f in sorted(quick["fields"].items())},
    },
    "documents": {
        "f1": floor(docs["f1"]),
        "owner_accuracy": floor(docs["owner_accuracy"]),
        "due_date_accuracy": floor(docs["due_date_accuracy"]),
    },
    "spoken": {
        "f1": floor(spoken["f1"]),
        "owner_accuracy": floor(spoken["owner_accuracy"]),
        "due_date_accuracy": floor(spoken["due_date_accuracy"]),
    },
    "minutes": {
        "f1": floor(minutes["f1"]),
        "owner_accuracy": floor(minutes["owner_accuracy"]),
        "due_date_accuracy": floor(minutes["due_date_accuracy"]),
    },
    "unseen": {
        "f1": floor(unseen["f1"]),
        "owner_accuracy": floor(unseen["owner_accuracy"]),
        "due_date_accuracy": floor(unseen["due_date_accuracy"]),
    },
    "voicemail": {
        "f1": floor(voicemail["f1"]),
        "owner_accuracy": floor(voicemail["owner_accuracy"]),
        "due_date_accuracy": floor(voicemail["due_date_accuracy"]),
    },
    "outside": {
        "f1": floor(outside["f1"]),
        "owner_accuracy": floor(outside["owner_accuracy"]),
        "due_date_accuracy": floor(outside["due_date_accuracy"]),
    },
    "dates-msrt-due-date-accuracy": (
        floor(scores(DEV_SET)["fields"]["due_date"]["accuracy"])
        if os.path.exists(DEV_SET) else old.get("dates-msrt-due-date-accuracy", 0.9)
    ),
}
if old:
    lowered = [n for n, v in new["quick-add"]["fields"].items()
               if v < old["quick-add"]["fields"].get(n, 0)]
    if new["quick-add"]["fully_right"] < old["quick-add"]["fully_right"]:
        lowered.append("fully_right")
    for part in ("documents", "spoken", "minutes", "unseen", "voicemail", "outside"):
        for name, value in new[part].items():
            if value < old.get(part, {}).get(name, 0):
                lowered.append(part + " " + name)
    if new["dates-msrt-due-date-accuracy"] < old.get("dates-msrt-due-date-accuracy", 0):
        lowered.append("dates-msrt-due-date-accuracy")
    if lowered:
        sys.exit("refusing to lower the baseline: " + ", ".join(lowered))
print(json.dumps(new, indent=2))
