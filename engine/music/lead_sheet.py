"""Chord symbols as lead sheets write them: which words of a message are chord symbols, which are broken ones.

A symbol is an uppercase root from A to G, an optional accidental (# or b, ♯ or ♭), a quality from a
finite list and an optional bass note after a slash. A word shaped like one but broken (a root
outside A-G, a lowercase root, a quality outside the list) is "not a chord symbol"; a word not
shaped like one at all ("fits", "mode", "I") is text, and so is a Roman numeral of harmony ("V7",
"ii"), which names a chord only in a key. The list covers the chords of lessons 5 and 7: a valid
symbol outside it (C13#11) is called broken. One notation: German H, solfège and lowercase names
are all broken here, by choice. The course's recognizer (lesson 7) reads words this way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

QUALITIES = (
    "", "m", "-", "7", "maj7", "m7", "-7", "6", "m6", "9", "maj9", "m9", "11", "13", "5",
    "dim", "dim7", "°", "°7", "ø", "ø7", "m7b5", "aug", "+", "sus2", "sus4", "7sus4", "add9",
    "mMaj7", "7b9", "7#9", "7#11", "7alt", "alt",
)
SYMBOL = re.compile(r"^(?P<letter>[A-Za-z])(?P<accidental>[#b♯♭]?)(?P<quality>[^/]*)(?:/(?P<bass>[A-G][#b♯♭]?))?$")
ROMAN = re.compile(r"^(?=.{2})(?:VII|VI|V|IV|III|II|I|vii|vi|v|iv|iii|ii|i)(?:7|°|ø)?$")  # a lone "I" is the pronoun
TRAILING = ",.?!"  # punctuation a word may end with
ASCII_SIGNS = str.maketrans({"♭": "b", "♯": "#"})

LOWERCASE_ROOT, ROOT, QUALITY = "lowercase root", "root", "quality"  # why a word is not a chord symbol


@dataclass(frozen=True)
class NotChord:
    """A word shaped like a chord symbol that is not one, and why: its root letter, a lowercase root, its quality."""

    word: str
    why: str  # LOWERCASE_ROOT, ROOT or QUALITY
    part: str = ""  # the root letter or the quality at fault


@dataclass(frozen=True)
class Reading:
    """The words of a message: chord symbols (ASCII accidentals), broken symbols, Roman numerals."""

    chords: tuple[str, ...]
    not_chords: tuple[NotChord, ...]
    numerals: tuple[str, ...]


def word_of(raw: str) -> str:
    """A word without the punctuation after it: "Q7," -> "Q7"."""
    return raw.rstrip(TRAILING)


def read_message(message: str) -> Reading:
    """The chord symbols, broken symbols and Roman numerals of a message's words, in order.

    >>> read_message("which arpeggio fits B♭ Q7 hm Cq7, V7?")
    Reading(chords=('Bb',), not_chords=(NotChord(word='Q7', why='root', part='Q'), NotChord(word='hm', why='lowercase root', part='h'), NotChord(word='Cq7', why='quality', part='q7')), numerals=('V7',))
    """
    chords, not_chords, numerals = [], [], []
    for word in map(word_of, message.split(" ")):
        kind = read_word(word)
        if kind == "numeral":
            numerals.append(word)
        elif kind == "chord":
            chords.append(word.translate(ASCII_SIGNS))
        elif isinstance(kind, NotChord):
            not_chords.append(kind)
    return Reading(tuple(chords), tuple(not_chords), tuple(numerals))


def read_word(word: str) -> str | NotChord | None:
    """"numeral", "chord", a NotChord, or None for text."""
    if ROMAN.match(word):
        return "numeral"
    m = SYMBOL.match(word)
    if m is None:
        return None
    letter, quality = m["letter"], m["quality"]
    known = quality in QUALITIES
    if not known and not any(c.isdecimal() for c in quality):
        return None  # "fits", "mode": not shaped like a chord symbol
    valid_root = "A" <= letter <= "G"
    if not quality and not m["accidental"] and not valid_root:
        return None  # a lone capital: "I", "X"
    if valid_root and known:
        return "chord"
    if letter.islower():
        return NotChord(word, LOWERCASE_ROOT, letter)
    return NotChord(word, ROOT, letter) if not valid_root else NotChord(word, QUALITY, quality)
