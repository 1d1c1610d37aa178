"""What lesson 20's probe asks ga_generate_progression: the course's keys, roots, lengths and tables.

The templates are GA's (`engine/ga/progressions/data/templates.tsv`), and so are the twelve-key
tables (`transpose_tables.tsv`); the rest is the course's choice.
"""
from __future__ import annotations

MINOR_TEMPLATES = ("minor-vamp", "andalusian")  # the two templates in a minor key; the others are major
# The keys a textbook writes: the fifteen key signatures of each mode, sharps first.
MAJOR_KEYS = ("C", "G", "D", "A", "E", "B", "F#", "C#", "F", "Bb", "Eb", "Ab", "Db", "Gb", "Cb")
MINOR_KEYS = ("A", "E", "B", "F#", "C#", "G#", "D#", "A#", "D", "G", "C", "F", "Bb", "Eb", "Ab")

# GA's twelve-key tables the tool answers, its template for each, and the Roman numerals a table lists
# under its own names (None: the whole progression, in order).
YAML_TEMPLATES = (
    ("ii–V–I (Major) — 12 keys", "ii-V-I", None),
    ("Pop I–V–vi–IV — 12 keys (triads)", "I-V-vi-IV", None),
    ("12-Bar Blues — common guitar keys", "12-bar-blues", ("I7", "IV7", "V7")),
)

# Roots a guitarist or an agent could write, and the template asked with each.
ROOTS_ASKED = (
    ("C", "I-V-vi-IV"), ("c", "I-V-vi-IV"), ("B", "I-V-vi-IV"), ("b", "I-V-vi-IV"), ("Bb", "I-V-vi-IV"),
    ("bb", "I-V-vi-IV"), ("B♭", "I-V-vi-IV"), ("Cb", "I-V-vi-IV"), ("E#", "I-V-vi-IV"),
    ("F major", "I-V-vi-IV"), ("D minor", "I-V-vi-IV"), ("D minor", "andalusian"), ("Dm", "andalusian"),
    ("C", "andalusian"), ("C7b9", "andalusian"), ("Cmaj7", "ii-V-I"),
)

LENGTHS = (None, 0, -1, 4, 13, 100000)  # the lengths asked of the 12-bar blues in C

STITCH_KEYS = {False: "C", True: "A"}  # each template stitched in C major, or A minor for a minor one
EXAMPLE_TEMPLATE = "I-V-vi-IV"  # the template whose first pairs and least path are listed
