"""Chord–scale theory as a textbook gives it: a chord's tones, a scale's notes, a progression's key, each chord's scale.

Notes are spelled (`spelling.SpelledNote`), so F Ionian has a B♭ and not an A♯; sets are compared
by pitch class. The tables are the textbook formulas of lesson 5's oracle: the chords that lesson
writes, the scales GA's improvisation skill can name (under their textbook names) and the seven
modes of the major scale with two more. A quality or scale they lack raises KeyError, so an answer
is never graded against a guess.

The key of a progression is the major key (its relative minor shares its notes) that leaves the
fewest chord tones out; keys that tie are all kept. A chord's scale in a key is the key's notes with
each chord tone in place of the key's note on the same letter, read from the chord's root: the mode
of its degree for a diatonic chord (Open Music Theory, 2nd ed., §6.7), and for a secondary dominant
its own third among the key's other notes (A in C major: A Mixolydian ♭6). A borrowed chord gets a
collection no one teaches (F minor in C major: steps 0 2 3 6 7 9 11): the rule does not find the key
a chord is borrowed from.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence

from .chord_tones import split_symbol
from .keys import MAJOR, Key
from .pitch_class import OCTAVE, PitchClass
from .spelling import LETTERS, SpelledNote, parse_note, spell_chord

Notes = tuple[SpelledNote, ...]
CHORD_DEGREES = {  # a chord symbol's suffix -> its degrees above the root
    "": "1 3 5", "m": "1 b3 5", "6": "1 3 5 6", "m6": "1 b3 5 6", "7": "1 3 5 b7", "maj7": "1 3 5 7",
    "m7": "1 b3 5 b7", "mMaj7": "1 b3 5 7", "m7b5": "1 b3 b5 b7", "dim": "1 b3 b5", "dim7": "1 b3 b5 bb7",
    "aug": "1 3 #5", "7sus4": "1 4 5 b7", "sus4": "1 4 5", "sus2": "1 2 5", "5": "1 5", "7#11": "1 3 5 b7 #11",
    "m7#5": "1 b3 #5 b7", "maj7#5": "1 3 #5 7",
}
SCALE_DEGREES = {
    "Ionian": "1 2 3 4 5 6 7", "Dorian": "1 2 b3 4 5 6 b7", "Phrygian": "1 b2 b3 4 5 b6 b7",
    "Lydian": "1 2 3 #4 5 6 7", "Mixolydian": "1 2 3 4 5 6 b7", "Aeolian": "1 2 b3 4 5 b6 b7",
    "Locrian": "1 b2 b3 4 b5 b6 b7", "Major Pentatonic": "1 2 3 5 6", "Minor Pentatonic": "1 b3 4 5 b7",
    "Lydian Dominant": "1 2 3 #4 5 6 b7", "Mixolydian b6": "1 2 3 4 5 b6 b7",
    "Altered": "1 b2 b3 b4 b5 b6 b7", "Half-Whole Diminished": "1 b2 #2 3 #4 5 6 b7",
    "Whole-Half Diminished": "1 2 b3 4 b5 #5 6 7", "Phrygian Dominant": "1 b2 3 4 5 b6 b7",
    "Melodic Minor": "1 2 b3 4 5 6 7", "Locrian #2": "1 2 b3 4 b5 b6 b7", "Whole Tone": "1 2 3 #4 #5 b7",
    "Lydian Augmented": "1 2 3 #4 #5 6 7",
}
MODE_NAMES = {  # a seven-note scale's steps above its first note -> its name
    (0, 2, 4, 5, 7, 9, 11): "Ionian", (0, 2, 3, 5, 7, 9, 10): "Dorian", (0, 1, 3, 5, 7, 8, 10): "Phrygian",
    (0, 2, 4, 6, 7, 9, 11): "Lydian", (0, 2, 4, 5, 7, 9, 10): "Mixolydian", (0, 2, 3, 5, 7, 8, 10): "Aeolian",
    (0, 1, 3, 5, 6, 8, 10): "Locrian", (0, 2, 4, 5, 7, 8, 10): "Mixolydian b6",
    (0, 1, 4, 5, 7, 8, 10): "Phrygian dominant",
}
MAJOR_TONICS = ("C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")  # one key per pitch class


def notes(names: Iterable[str]) -> Notes:
    return tuple(parse_note(n) for n in names)


@lru_cache(maxsize=None)
def chord_notes(symbol: str) -> Notes:
    """A chord symbol's notes, root first: its root (a letter, then # or b) and a suffix of the table.

    >>> [n.name for n in chord_notes("Cm7#5")], [n.name for n in chord_notes("Bbdim7")]
    (['C', 'Eb', 'G#', 'Bb'], ['Bb', 'Db', 'Fb', 'Abb'])
    """
    root, suffix = split_symbol(symbol)
    return notes(spell_chord(root, CHORD_DEGREES[suffix]))


@lru_cache(maxsize=None)
def scale_notes(tonic: str, scale: str) -> Notes:
    """A scale's notes from its tonic, by its textbook name.

    >>> " ".join(n.name for n in scale_notes("F", "Ionian")), " ".join(n.name for n in scale_notes("C", "Altered"))
    ('F G A Bb C D E', 'C Db Eb Fb Gb Ab Bb')
    """
    return notes(spell_chord(tonic, SCALE_DEGREES[scale]))


def major_keys() -> tuple[Key, ...]:
    """The twelve major keys, one per pitch class from C, each with its relative minor."""
    return tuple(Key(t, MAJOR) for t in MAJOR_TONICS)


def tones_outside(chords: Sequence[Notes], key: Key) -> int:
    """How many chord tones, counted chord by chord, a key's notes leave out."""
    inside = {parse_note(n).pc for n in key.notes}
    return sum(n.pc not in inside for chord in chords for n in chord)


def keys_of(chords: Sequence[Notes]) -> tuple[tuple[Key, ...], int]:
    """The major keys that leave the fewest chord tones out, and that number.

    >>> keys, outside = keys_of([chord_notes("C"), chord_notes("G")]); [k.name for k in keys], outside
    (['C major', 'G major'], 0)
    """
    counts = {key: tones_outside(chords, key) for key in major_keys()}
    fewest = min(counts.values())
    return tuple(k for k, n in counts.items() if n == fewest), fewest


def textbook_scale(chord: Notes, key: Key) -> Notes:
    """The key's notes with the chord's tones in place of the key's note on each tone's letter, from the chord's root.

    >>> " ".join(n.name for n in textbook_scale(chord_notes("A"), Key("C", "major")))
    'A B C# D E F G'
    """
    by_letter = {parse_note(n).letter: parse_note(n) for n in key.notes}
    by_letter |= {tone.letter: tone for tone in chord}
    first = LETTERS.index(chord[0].letter)
    return tuple(by_letter[LETTERS[(first + i) % len(LETTERS)]] for i in range(len(LETTERS)))


def steps(scale: Notes) -> tuple[int, ...]:
    """Each note's semitones above the first."""
    return tuple((n.pc - scale[0].pc) % OCTAVE for n in scale)


def mode_name(scale: Notes) -> str | None:
    """The name of a seven-note scale's steps, or None for a collection the table does not name.

    >>> mode_name(textbook_scale(chord_notes("E"), Key("C", "major")))
    'Phrygian dominant'
    """
    return MODE_NAMES.get(steps(scale))


def pitch_classes(scale: Iterable[SpelledNote]) -> frozenset[PitchClass]:
    return frozenset(n.pc for n in scale)
