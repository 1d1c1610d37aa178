"""What lesson 18's probe asks VoiceLeadingSkill: the course's chords, symbols, roots, keys and phrasings.

The example prompts themselves are GA's (VoiceLeadingSkill.cs 35-47, quoted in
`engine/ga/routing/data/example_prompts.tsv`); `EXAMPLE_ASKS` gives the two chords each one names.
"""
from __future__ import annotations

# The chords each of the skill's ten example prompts names, in their order ("C major to G major" is C -> G).
EXAMPLE_ASKS = (("C", "F"), ("C", "Am"), ("G7", "Cmaj7"), ("Dm7", "G7"), ("C", "G"),
                ("Em", "A7"), ("Fmaj7", "Bm7b5"), ("D", "A"), ("C7", "F"), ("G7", "C"))

# How a chord symbol is written after its root, and the quality a textbook reads in it.
SYMBOLS = (
    ("", ""), ("maj", ""), (" major", ""), ("m", "m"), ("min", "m"), (" minor", "m"), ("-", "m"),
    ("dim", "dim"), ("°", "dim"), ("o", "dim"), ("aug", "aug"), ("+", "aug"),
    ("sus2", "sus2"), ("sus4", "sus4"), ("sus", "sus4"),
    ("7", "7"), ("dom7", "7"), ("m7", "m7"), ("min7", "m7"), ("-7", "m7"),
    ("maj7", "maj7"), ("M7", "maj7"), ("Δ7", "maj7"), ("Δ", "maj7"), ("major7", "maj7"),
    ("m7b5", "m7b5"), ("min7b5", "m7b5"), ("ø", "m7b5"), ("ø7", "m7b5"),
    ("dim7", "dim7"), ("°7", "dim7"), ("o7", "dim7"),
    ("6", "6"), ("m6", "m6"), ("min6", "m6"), ("9", "9"), ("maj9", "maj9"), ("m9", "m9"), ("min9", "m9"),
    ("add9", "add9"), ("7sus4", "7sus4"), ("7b9", "7b9"), ("7#9", "7#9"), ("mMaj7", "mMaj7"), ("11", "11"), ("13", "13"),
)

# The five black-key roots, written four ways.
ACCIDENTAL_NOTATIONS = (
    ("ASCII #", ("C#", "D#", "F#", "G#", "A#")),
    ("♯", ("C♯", "D♯", "F♯", "G♯", "A♯")),
    ("ASCII b", ("Db", "Eb", "Gb", "Ab", "Bb")),
    ("♭", ("D♭", "E♭", "G♭", "A♭", "B♭")),
)

GRID_ROOTS = ("C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B")  # the targets of the quality grid
MAJOR_KEYS = ("C", "G", "D", "A", "E", "B", "F#", "F", "Bb", "Eb", "Ab", "Db")  # sharps first, then flats
SHARP_MAJOR_KEYS = MAJOR_KEYS[:6]  # C to B: no accidental a chord of ii-V-I needs but sharps the skill has
MINOR_KEYS = ("C", "G", "D", "A", "E", "B", "F#", "C#", "G#", "F", "Bb", "Eb")

# Other ways to ask, and the chords each one names.
OTHER_PHRASINGS = (
    ("how do I get from G7 to a C chord", ("G7", "C")),
    ("voice leading Dm7 to G7 to Cmaj7", ("Dm7", "G7", "Cmaj7")),
    ("voice leading CM7 to FM7", ("Cmaj7", "Fmaj7")),
    ("voice leading G7 → C", ("G7", "C")),
    ("voice leading G7 - C", ("G7", "C")),
    ("voice leading from G7 into C", ("G7", "C")),
    ("voice leading from C to F#", ("C", "F#")),
    ("voice leading from G to B°", ("G", "Bdim")),
    ("smooth voice leading from C major to A minor", ("C", "Am")),
    ("how do I voice lead Bb to Eb", ("Bb", "Eb")),
)
