"""Names said in the reader's language: GA's chord names in a caption, and the keys and scales the course names.

GA names a two-note voicing by its notes and interval ("C + E (Major 3rd)"), a one-note one
"E (unison)", a set without a chord name by its Forte label ("Forte 4-9 (tetrachord)"). In a
table such a name is GA's literal; a picture's caption is ours, so the words in brackets are
a phrase each language's catalog translates, and the notes and labels stay as GA writes them.

A key or a scale the course names (the textbook's key, a scale our table computes) is ours too: the
program prints "C# minor", a reader reads it as musicians in their language name it, the tonic
from the catalogs' note names and the mode from their phrases (C♯ minor, do♯ menor, do♯ mineur;
D Dorian, re dórico, ré dorien). A key or a scale GA names in its answer is GA's words: a `Quote`.
"""
from __future__ import annotations

import re

from ..music.spelling import pretty
from ..table import Cell, ForReader, Phrase, phrase

WORDS_IN_BRACKETS = re.compile(r"(?P<name>.+) \((?P<words>[A-Za-z][A-Za-z0-9 ]*)\)")


def caption(name: str) -> Cell:
    """A GA name as a caption: its bracketed words a phrase, the rest a literal.

    >>> caption("C + E (Major 3rd)")
    Phrase(template='{name} ({words})', values={'name': 'C + E', 'words': Phrase(template='Major 3rd', values={})})
    >>> caption("G7(shell)/B"), caption("Cmaj7")
    ('G7(shell)/B', 'Cmaj7')
    """
    found = WORDS_IN_BRACKETS.fullmatch(name)
    if found is None:
        return name
    return phrase("{name} ({words})", name=found["name"], words=phrase(found["words"]))


def note_name(note: str) -> Phrase:
    """A note as the reader's language names it: the catalogs' note names ("C♯" is do♯ in Spanish and French).

    >>> note_name("C#"), note_name("Bb")
    (Phrase(template='C♯', values={}), Phrase(template='B♭', values={}))
    """
    return phrase(pretty(note))


def key_name(tonic: str, mode: str, printed: str | None = None) -> ForReader:
    """A key or a scale on a tonic, ours: as the program prints it ("C# minor", or `printed`), and for a reader
    named in their language, a phrase per mode: "{tonic} minor", "{tonic} Mixolydian ♭6".

    >>> key_name("Bb", "Mixolydian b6").read
    Phrase(template='{tonic} Mixolydian ♭6', values={'tonic': Phrase(template='B♭', values={})})
    >>> key_name("C#", "minor").printed, key_name("Cb", "major", "Cb major ").printed
    ('C# minor', 'Cb major ')
    """
    return ForReader(f"{tonic} {mode}" if printed is None else printed,
                     phrase(f"{{tonic}} {signs(mode)}", tonic=note_name(tonic)))


def signs(words: str) -> str:
    """A degree's accidental, before its number or its Roman numeral, as a reader reads it.

    >>> signs("Mixolydian b6"), signs("Locrian #2"), signs("bVII7 and I"), signs("both bass")
    ('Mixolydian ♭6', 'Locrian ♯2', '♭VII7 and I', 'both bass')
    """
    return re.sub(r"(?<!\w)([b#])(?=\d|[IV])", lambda found: "♭" if found[1] == "b" else "♯", words)
