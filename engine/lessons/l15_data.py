"""What lesson 15's probe asks ChordInfoSkill and ga_chord_info: the course's suffixes, chords, prompts and symbols.

The example prompts are GA's (ChordInfoSkill.cs 29-98, in `engine/ga/routing/data/example_prompts.tsv`);
`EXAMPLE_CHORDS` gives the chord a textbook reads in each, as a root and degrees, which the
textbook spells (`engine.music.spelling.spell_chord`).
"""
from __future__ import annotations

# The chord each example prompt names or lists, as (root, degrees); None where it names a quality and no root.
TRIAD, MINOR, SEVENTH, MINOR_SEVENTH, MAJOR_SEVENTH = "1 3 5", "1 b3 5", "1 3 5 b7", "1 b3 5 b7", "1 3 5 7"
HALF_DIMINISHED, DIMINISHED_SEVENTH = "1 b3 b5 b7", "1 b3 b5 bb7"
EXAMPLE_CHORDS = {
    "What is a C major chord?": ("C", TRIAD), "What notes are in Dm7?": ("D", MINOR_SEVENTH),
    "Notes in an F minor chord": ("F", MINOR), "What chord contains C E G?": ("C", TRIAD),
    "Spell a B7 chord": ("B", SEVENTH), "What notes are in a Cmaj7?": ("C", MAJOR_SEVENTH),
    "Tell me the tones in F#m7b5": ("F#", HALF_DIMINISHED), "tell me about Dm7": ("D", MINOR_SEVENTH),
    "tell me about a Cmaj7 chord": ("C", MAJOR_SEVENTH), "what makes a chord a major seventh": None,
    "what makes a chord diminished": None, "what makes a chord a dominant seventh": None,
    "What chord is C E G": ("C", TRIAD), "What chord is F A C E": ("F", MAJOR_SEVENTH),
    "Which chord contains the notes G B D F": ("G", SEVENTH), "What chord is C E G Bb D": ("C", "1 3 5 b7 9"),
    "anatomy of a D7sus4 chord": ("D", "1 4 5 b7"), "break down Gmaj13 for me": ("G", "1 3 5 7 9 11 13"),
    "what is a C add 9 chord": ("C", "1 3 5 9"), "give me the notes of an F#m7b5": ("F#", HALF_DIMINISHED),
    "tones in a Bb diminished seventh": ("Bb", DIMINISHED_SEVENTH), "What is C7b9": ("C", "1 3 5 b7 b9"),
    "What is Cmaj9": ("C", "1 3 5 7 9"), "What is Dm7b5": ("D", HALF_DIMINISHED), "What is F#m7": ("F#", MINOR_SEVENTH),
    "What is Bbdim7": ("Bb", DIMINISHED_SEVENTH), "what notes are in a C major triad": ("C", TRIAD),
    "what are the notes of an A minor triad": ("A", MINOR), "what notes make up a G7 chord": ("G", SEVENTH),
    "which notes form a B diminished triad": ("B", "1 b3 b5"), "spell a G7 chord": ("G", SEVENTH),
    "what notes are in an E major chord": ("E", TRIAD),
}

# The suffixes NormalizeQuality maps (ChordVocabulary.cs 59-104), as the course splits them: symbols asked
# "What notes are in C<symbol>?", words asked "What notes are in a C <words> chord?".
SYMBOLS = (
    "M", "M7", "maj", "m", "min", "dim", "aug", "+", "5", "no3", "sus2", "sus4", "sus", "add9",
    "6", "maj6", "m6", "min6", "7", "dom7", "maj7", "ma7", "Δ7", "m7", "min7", "-7", "dim7", "°7",
    "m7b5", "min7b5", "ø", "ø7", "7b5", "7#5", "7+5", "7b9", "7#9", "7alt", "alt",
    "9", "maj9", "m9", "min9", "11", "maj11", "m11", "min11", "13", "maj13", "m13", "min13",
)
WORDS = (
    "major", "minor", "diminished", "augmented", "power", "dominant", "dominant 7", "major 6",
    "minor 6", "major 7", "minor 7", "diminished 7", "diminished7", "half-diminished",
    "half diminished", "minor 7 flat 5", "dominant 7 flat 5", "dominant 7 sharp 5",
    "dominant 7 flat 9", "dominant 7 sharp 9", "altered", "altered dominant", "dominant 9",
    "major 9", "minor 9", "dominant 11", "major 11", "minor 11", "dominant 13", "major 13",
    "minor 13",
)
LOWERED = "Δ7"  # the suffix NormalizeQuality lowers past its own arm

# Symbols and phrasings beyond the vocabulary, with the chord a textbook reads: (prompt, root, degrees).
BEYOND = (
    ("What notes are in Cmaj7#11?", "C", "1 3 5 7 #11"), ("What notes are in C7#11?", "C", "1 3 5 b7 #11"),
    ("What notes are in C7(b9)?", "C", "1 3 5 b7 b9"), ("What notes are in Cm(maj7)?", "C", "1 b3 5 7"),
    ("What notes are in C6/9?", "C", "1 3 5 6 9"), ("What notes are in C7#5#9?", "C", "1 3 #5 b7 #9"),
    ("What notes are in C7sus4?", "C", "1 4 5 b7"), ("What notes are in C/E?", "C", "1 3 5"),
    ("What notes are in B♭7?", "Bb", "1 3 5 b7"), ("What notes are in an E♭ major chord?", "Eb", "1 3 5"),
    ("I am learning Cmaj7, what notes are in it?", "C", "1 3 5 7"), ("Am I right that G7 has an F?", "G", "1 3 5 b7"),
)

# Each quality the skill spells: the vocabulary's name, a symbol the skill reads, the textbook's degrees.
QUALITIES = (
    ("major", "maj", "1 3 5"), ("minor", "m", "1 b3 5"), ("diminished", "dim", "1 b3 b5"),
    ("augmented", "aug", "1 3 #5"), ("sus2", "sus2", "1 2 5"), ("sus4", "sus4", "1 4 5"),
    ("add9", "add9", "1 3 5 9"), ("major 6", "6", "1 3 5 6"), ("minor 6", "m6", "1 b3 5 6"),
    ("dominant 7", "7", "1 3 5 b7"), ("major 7", "maj7", "1 3 5 7"), ("minor 7", "m7", "1 b3 5 b7"),
    ("diminished 7", "dim7", "1 b3 b5 bb7"), ("half-diminished", "m7b5", "1 b3 b5 b7"),
    ("dominant 7 flat 5", "7b5", "1 3 b5 b7"), ("dominant 7 sharp 5", "7#5", "1 3 #5 b7"),
    ("dominant 7 flat 9", "7b9", "1 3 5 b7 b9"), ("dominant 7 sharp 9", "7#9", "1 3 5 b7 #9"),
    ("altered dominant", "7alt", "1 3 b5 #5 b7 b9 #9"),
    ("dominant 9", "9", "1 3 5 b7 9"), ("major 9", "maj9", "1 3 5 7 9"), ("minor 9", "m9", "1 b3 5 b7 9"),
    ("dominant 11", "11", "1 3 5 b7 9 11"), ("major 11", "maj11", "1 3 5 7 9 11"),
    ("minor 11", "m11", "1 b3 5 b7 9 11"), ("dominant 13", "13", "1 3 5 b7 9 11 13"),
    ("major 13", "maj13", "1 3 5 7 9 11 13"), ("minor 13", "m13", "1 b3 5 b7 9 11 13"),
)
ALTERED = "C7alt"  # the chord whose Intervals evidence line the lesson quotes

# Lists of notes asked as "what chord" questions, with the chord a textbook names from them: (prompt, root, the
# vocabulary's quality); None where the vocabulary has no such quality (C E G# B, an augmented major seventh).
NOTE_LISTS = (("What chord is C E G# B", "C", None), ("What chord is C E G Bb Db", "C", "dominant 7 flat 9"),
              ("What chord is C Eb Gb Bbb", "C", "diminished 7"), ("What chord is F# A# C##", "F#", "augmented"),
              ("Which chord has a C, an E and a G?", "C", "major"), ("What chord is C E G B♭", "C", "dominant 7"))

# ga_chord_info: the symbols of the SKILL.md's table "Supported quality suffixes" (skills/chord-info/SKILL.md
# 60-72), and the examples of the tool's description (ChordMcpTools.cs 38-39) with the notes it gives.
SKILL_MD_TABLE = ("C", "Cmaj", "CM", "Cm", "Cmin", "Cdim", "Caug", "C7", "Cdom7", "Cmaj7", "CM7", "Cm7", "Cmin7",
                  "Cdim7", "Cm7b5", "Cmin7b5")
DESCRIBED = (("Cmaj7", "C E G B"), ("F#m", "F# A C#"), ("Bbdim", "Bb Db Fb"), ("Cdim7", "C Eb Gb Bbb"),
             ("Bm7b5", "B D F A"))
