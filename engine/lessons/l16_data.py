"""What lesson 16's probe asks ChordVoicingsSkill, and the chords a textbook reads in each request.

The example prompts are GA's (ChordVoicingsSkill.cs 31-45, quoted in
`engine/ga/routing/data/example_prompts.tsv`); the rest is the course's: the phrasings, the
symbols and spelled-out qualities of lesson 15 with their textbook degrees, the 144-chord grid,
the techniques, and the chord each example asks for ("quartal voicings in C" is taken as C F Bb).
"""
from __future__ import annotations

from ..ga.routing.prompts import intents

SKILL = "ChordVoicingsSkill"
EXAMPLE_PROMPTS = next(i.prompts for i in intents("pin") if i.cls == SKILL)

# The chord each example asks for: root, degrees
EXAMPLE_CHORDS = {
    "voicings for Cmaj7": ("C", "1 3 5 7"), "show me Dm7 voicings": ("D", "1 b3 5 b7"),
    "shapes for F major": ("F", "1 3 5"), "fingerings for G7": ("G", "1 3 5 b7"),
    "Cmaj9 voicings": ("C", "1 3 5 7 9"), "drop2 voicings of Cmaj7": ("C", "1 3 5 7"),
    "shell voicing for Dm7": ("D", "1 b3 5 b7"), "rootless A7 voicings": ("A", "1 3 5 b7"),
    "quartal voicings in C": ("C", "1 4 b7"), "all C major voicings on guitar": ("C", "1 3 5"),
    "open chord shape for E minor": ("E", "1 b3 5"), "barre voicings for Bb major": ("Bb", "1 3 5"),
}

OTHER_PHRASINGS = (
    "voicings for C", "G chord shapes", "how do I play a D chord", "voicings for A minor",
    "voicings for Am", "voicings for am", "Bb voicings please", "voicings for F#m7b5",
    "voicings for C7(b9)", "voicings for C/G",
)

LESSON_15 = 15  # the lesson whose symbols and words these are (ChordVocabulary.NormalizeQuality)

# The 51 symbols of ChordVocabulary.NormalizeQuality, with their textbook degrees
SYMBOLS = (
    ("M", "1 3 5"), ("M7", "1 3 5 7"), ("maj", "1 3 5"), ("m", "1 b3 5"), ("min", "1 b3 5"), ("dim", "1 b3 b5"),
    ("aug", "1 3 #5"), ("+", "1 3 #5"), ("5", "1 5"), ("no3", "1 5"), ("sus2", "1 2 5"), ("sus4", "1 4 5"),
    ("sus", "1 4 5"), ("add9", "1 3 5 9"), ("6", "1 3 5 6"), ("maj6", "1 3 5 6"), ("m6", "1 b3 5 6"),
    ("min6", "1 b3 5 6"), ("7", "1 3 5 b7"), ("dom7", "1 3 5 b7"), ("maj7", "1 3 5 7"), ("ma7", "1 3 5 7"),
    ("Δ7", "1 3 5 7"), ("m7", "1 b3 5 b7"), ("min7", "1 b3 5 b7"), ("-7", "1 b3 5 b7"), ("dim7", "1 b3 b5 bb7"),
    ("°7", "1 b3 b5 bb7"), ("m7b5", "1 b3 b5 b7"), ("min7b5", "1 b3 b5 b7"), ("ø", "1 b3 b5 b7"),
    ("ø7", "1 b3 b5 b7"), ("7b5", "1 3 b5 b7"), ("7#5", "1 3 #5 b7"), ("7+5", "1 3 #5 b7"),
    ("7b9", "1 3 5 b7 b9"), ("7#9", "1 3 5 b7 #9"), ("7alt", "1 3 b5 #5 b7 b9 #9"), ("alt", "1 3 b5 #5 b7 b9 #9"),
    ("9", "1 3 5 b7 9"), ("maj9", "1 3 5 7 9"), ("m9", "1 b3 5 b7 9"), ("min9", "1 b3 5 b7 9"),
    ("11", "1 3 5 b7 9 11"), ("maj11", "1 3 5 7 9 11"), ("m11", "1 b3 5 b7 9 11"), ("min11", "1 b3 5 b7 9 11"),
    ("13", "1 3 5 b7 9 11 13"), ("maj13", "1 3 5 7 9 11 13"), ("m13", "1 b3 5 b7 9 11 13"),
    ("min13", "1 b3 5 b7 9 11 13"),
)

# The 31 words of ChordVocabulary.NormalizeQuality, with their textbook degrees
WORDS = (
    ("major", "1 3 5"), ("minor", "1 b3 5"), ("diminished", "1 b3 b5"), ("augmented", "1 3 #5"), ("power", "1 5"),
    ("dominant", "1 3 5 b7"), ("dominant 7", "1 3 5 b7"), ("major 6", "1 3 5 6"), ("minor 6", "1 b3 5 6"),
    ("major 7", "1 3 5 7"), ("minor 7", "1 b3 5 b7"), ("diminished 7", "1 b3 b5 bb7"), ("diminished7", "1 b3 b5 bb7"),
    ("half-diminished", "1 b3 b5 b7"), ("half diminished", "1 b3 b5 b7"), ("minor 7 flat 5", "1 b3 b5 b7"),
    ("dominant 7 flat 5", "1 3 b5 b7"), ("dominant 7 sharp 5", "1 3 #5 b7"), ("dominant 7 flat 9", "1 3 5 b7 b9"),
    ("dominant 7 sharp 9", "1 3 5 b7 #9"), ("altered", "1 3 b5 #5 b7 b9 #9"), ("altered dominant", "1 3 b5 #5 b7 b9 #9"),
    ("dominant 9", "1 3 5 b7 9"), ("major 9", "1 3 5 7 9"), ("minor 9", "1 b3 5 b7 9"), ("dominant 11", "1 3 5 b7 9 11"),
    ("major 11", "1 3 5 7 9 11"), ("minor 11", "1 b3 5 b7 9 11"), ("dominant 13", "1 3 5 b7 9 11 13"),
    ("major 13", "1 3 5 7 9 11 13"), ("minor 13", "1 b3 5 b7 9 11 13"),
)
WORDS_SHOWN = 6  # the words listed per reading, then "…"

# The grid: 12 roots, 12 qualities (symbol, degrees), each asked as "voicings for <root><symbol>"
GRID_ROOTS = ("C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
GRID_QUALITIES = (
    ("", "1 3 5"), ("m", "1 b3 5"), ("7", "1 3 5 b7"), ("maj7", "1 3 5 7"), ("m7", "1 b3 5 b7"),
    ("dim", "1 b3 b5"), ("aug", "1 3 #5"), ("sus4", "1 4 5"), ("m7b5", "1 b3 b5 b7"),
    ("dim7", "1 b3 b5 bb7"), ("6", "1 3 5 6"), ("9", "1 3 5 b7 9"),
)

# The examples that name a technique, and the technique
TECHNIQUE_PROMPTS = (
    ("drop2 voicings of Cmaj7", "drop2"), ("shell voicing for Dm7", "shell"), ("rootless A7 voicings", "rootless"),
    ("quartal voicings in C", "quartal"), ("open chord shape for E minor", "open"),
    ("barre voicings for Bb major", "barre"),
)

# The answer each revision prints in full
FULL_ANSWER = {"pin": "show me Dm7 voicings", "main": "open chord shape for E minor"}

# The five chords whose names on main the corpus table lists: as printed, pitch classes
NAMED_CHORDS = (
    ("C6, C E G A", (0, 4, 7, 9)), ("C6/9, C D E G A", (0, 2, 4, 7, 9)), ("Dsus4, D G A", (2, 7, 9)),
    ("Dbaug, Db F A", (1, 5, 9)), ("Caug, C E G#", (0, 4, 8)),
)


def grid_prompt(root: str, symbol: str) -> str:
    return f"voicings for {root}{symbol}"


def grid_prompts() -> list[str]:
    """The grid's 144 prompts, quality by quality."""
    return [grid_prompt(r, s) for s, _ in GRID_QUALITIES for r in GRID_ROOTS]
