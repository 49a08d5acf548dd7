#!/usr/bin/env python3
"""Writes the format-4 part of the corrupt corpus (tests/corrupt/v4-*.json)
from the fixtures in tests/saves/ (v4: every expansion, playing, in its
final scoring, ended; v2 and v3 for the lying headers of older formats).
Each file is one kind of damage; what each must give is in reasons.txt
(unreadable, with the reason) or noted.txt (listed as a game with a note:
changed outside the app, read-only for unknown fields, or an older format
that cannot show its damage). The files are committed; this script says how
they were made, and can make them again:

    python3 tests/corrupt/make-v4.py

Only the standard library.
"""
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAVES = HERE.parent / "saves"


def read(path):
    return (SAVES / path).read_text(encoding="utf-8")


def digest(body):
    return "sha256:" + hashlib.sha256(body.encode("utf-8")).hexdigest()


def lines(text):
    header, body = text.split("\n", 1)
    return header, body


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def resealed(header, body):
    """The file with its header's digest made to fit the body again: damage
    a tool that recomputes digests would not see."""
    head = json.loads(header)
    head["digest"] = digest(body)
    return compact(head) + "\n" + body


def edit_body(text, change, reseal=True):
    header, body = lines(text)
    game = json.loads(body)
    change(game)
    body = compact(game)
    return resealed(header, body) if reseal else header + "\n" + body


def edit_header(text, change):
    header, body = lines(text)
    head = json.loads(header)
    change(head)
    return compact(head) + "\n" + body


def flip(text, at, bit=1):
    data = bytearray(text.encode("utf-8"))
    data[at] ^= bit
    return bytes(data)


playing = read("v4/all-four-playing.json")
final = read("v4/all-four-final-scoring.json")
ended = read("v4/all-four.json")
older = {
    (2, "playing"): read("v2/saint-nicholas.json"),
    (2, "final"): read("v2/christmas-final-scoring.json"),
    (2, "ended"): read("v2/all-four.json"),
    (3, "playing"): read("v3/saint-nicholas.json"),
    (3, "final"): read("v3/christmas-final-scoring.json"),
    (3, "ended"): read("v3/all-four.json"),
}

files = {}
header, body = lines(playing)

# Truncations.
files["v4-cut-in-header"] = playing[: len(header) // 2]
files["v4-cut-after-header"] = header + "\n"
files["v4-cut-mid-body"] = playing[: len(header) + 1 + len(body) // 2]
files["v4-cut-last-byte"] = playing[:-1]

# Bit flips: the header (a name, a key), the body (kept valid JSON, or
# not), the digest.
files["v4-flip-header-name"] = flip(playing, header.index('"Anna"') + 2)
files["v4-flip-header-key"] = flip(playing, header.index('"turn"') + 3)
files["v4-flip-body-syntax"] = flip(playing, len(header) + 1 + body.index('"log":[') + 6)
files["v4-flip-body-tiles"] = playing.replace('"tiles":30', '"tiles":20', 1)
files["v4-flip-body-points"] = edit_body(
    playing,
    lambda g: g["log"][3]["events"][1]["scorings"][0].__setitem__("points", 9),
    reseal=False,
)
files["v4-flip-body-time"] = edit_body(
    playing,
    lambda g: g["log"][5].__setitem__("at", g["log"][5]["at"].replace(":", ";", 0)[:-4] + "9Z"),
    reseal=False,
)
d = header.index("sha256:") + 10
files["v4-flip-digest"] = flip(playing, d, 2)
files["v4-digest-missing"] = edit_header(playing, lambda h: h.pop("digest"))
files["v4-digest-not-text"] = edit_header(playing, lambda h: h.__setitem__("digest", 5))
files["v4-body-alone"] = body

# Lying headers, every format with a header and every phase: a total one
# more than the game's; and a header of another format than its game.
for (fmt, phase), text in sorted(older.items()):
    files[f"v{fmt}-lying-header-{phase}"] = edit_header(
        text,
        lambda h: h["header"]["players"][0].__setitem__("total", h["header"]["players"][0]["total"] + 1),
    )
for phase, text in [("playing", playing), ("final", final), ("ended", ended)]:
    files[f"v4-lying-header-{phase}"] = edit_header(
        text,
        lambda h: h["header"]["players"][0].__setitem__("total", h["header"]["players"][0]["total"] + 1),
    )
files["v3-header-over-v2-final"] = edit_header(older[(2, "final")], lambda h: h.__setitem__("format", 3))
files["v4-header-over-v3-ended"] = edit_header(older[(3, "ended")], lambda h: h.__setitem__("format", 4))

# Duplicate keys, huge numbers, deep nesting, NUL and escapes, wrong shapes.
files["v4-duplicate-key-deep"] = resealed(
    header, body.replace('"kind":"city"', '"kind":"city","kind":"road"', 1)
)
files["v4-duplicate-key-in-unknown"] = resealed(
    header, body.replace('"log":[', '"table":{"oak":1,"oak":2},"log":[', 1)
)
files["v4-huge-number"] = resealed(
    header, body.replace('"points":7', '"points":99999999999999999999999', 1)
)
files["v4-huge-tiles"] = resealed(header, body.replace('"tiles":30', '"tiles":4294967296', 1))
files["v4-deep-nesting"] = resealed(
    header, body.replace('"log":[', '"table":' + "[" * 5000 + "]" * 5000 + ',"log":[', 1)
)
files["v4-nul-raw"] = playing.replace('"Bert"', '"Be\x00rt"', 1)
files["v4-nul-escaped"] = resealed(header, body.replace('"Bert"', '"Be\\u0000rt"', 1))
files["v4-escape-bad"] = resealed(header, body.replace('"Bert"', '"Be\\x41rt"', 1))
files["v4-escape-lone-surrogate"] = resealed(header, body.replace('"Bert"', '"Be\\ud800rt"', 1))
files["v4-shape-log-object"] = edit_body(playing, lambda g: g.__setitem__("log", {"0": g["log"][0]}))
files["v4-shape-setup-list"] = edit_body(playing, lambda g: g.__setitem__("setup", [g["setup"]]))
files["v4-shape-events-text"] = edit_body(playing, lambda g: g["log"][0].__setitem__("events", "scored"))

# Unknown fields at every depth (the digest made to fit: only the field
# is new): the game opens read-only, naming it.
def plant(where):
    def change(g):
        where(g)["zz_newer"] = 1
    return change

for name, where in [
    ("top", lambda g: g),
    ("setup", lambda g: g["setup"]),
    ("setup-player", lambda g: g["setup"]["players"][1]),
    ("expansion", lambda g: g["setup"]["christmas"]),
    ("begin", lambda g: g["begin"][0]),
    ("entry", lambda g: g["log"][2]),
    ("command", lambda g: g["log"][3]["command"]),
    ("event", lambda g: g["log"][3]["events"][1]),
    ("scoring", lambda g: g["log"][3]["events"][1]["scorings"][0]),
    ("redo", lambda g: g["redo"][0]["command"]),
]:
    files[f"v4-unknown-{name}"] = edit_body(playing, plant(where))
files["v4-unknown-header"] = edit_header(playing, lambda h: h["header"].__setitem__("zz_newer", 1))

# Formats that never existed, one from the future, the largest, as text.
for name, value in [("0", 0), ("future", 9), ("u32-max", 4294967295), ("as-text", "3"), ("negative", -4)]:
    files[f"v4-format-{name}"] = edit_body(
        edit_header(playing, lambda h: h.__setitem__("format", value)),
        lambda g: g.__setitem__("format", value),
    )

# Forged histories, the digest made to fit: only the rules see them.
files["v4-forged-event"] = edit_body(
    playing, lambda g: g["log"][3]["events"][1]["scorings"][0].__setitem__("points", 70)
)
files["v4-forged-redo"] = edit_body(playing, lambda g: g["redo"][0]["events"].clear())
files["v4-forged-order"] = edit_body(
    playing, lambda g: g["log"].insert(0, g["log"].pop(4))
)
files["v4-forged-begin"] = edit_body(playing, lambda g: g["begin"].reverse())

# Time faults.
files["v4-time-before-1970"] = edit_body(playing, lambda g: g.__setitem__("created", "1969-12-31T23:59:59Z"))
files["v4-time-after-9999"] = edit_body(
    playing, lambda g: g["log"][-1].__setitem__("at", "+10000-01-01T00:00:00Z")
)
files["v4-time-not-a-time"] = edit_body(playing, lambda g: g["log"][1].__setitem__("at", "yesterday"))
files["v4-time-span-backwards"] = edit_body(
    playing,
    lambda g: g.__setitem__("clock", [{"from": "2026-12-01T20:00:00Z", "to": "2026-12-01T19:00:00Z"}]),
)

# Name hazards in a format-4 file (made by hand: this version never writes
# them): too many characters, a control character, a newline; and a name an
# older version allowed, resealed, which loads.
files["v4-name-too-long"] = edit_body(
    playing, lambda g: g["setup"]["players"][0].__setitem__("name", "A" * 25)
)
files["v4-name-escape-sequence"] = edit_body(
    playing, lambda g: g["setup"]["players"][0].__setitem__("name", "A\x1b[2J")
)
files["v4-name-newline"] = edit_body(
    playing, lambda g: g["setup"]["players"][0].__setitem__("name", "An\nna")
)
files["v4-name-empty"] = edit_body(playing, lambda g: g["setup"]["players"][0].__setitem__("name", " "))

# An older format: the same tile flip cannot be seen (docs/reliability.md).
files["v3-flip-body-tiles"] = older[(3, "playing")].replace('"tiles":71', '"tiles":61', 1)

for name, content in files.items():
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    (HERE / f"{name}.json").write_bytes(data)
print(f"{len(files)} files")
