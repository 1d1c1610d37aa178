"""Note names and chord symbols inside a text: which tokens name a pitch, and the text moved a semitone up.

A token is a run of ASCII letters, digits and the signs # ♯ ♭ ° ø +. It names a pitch when it is a
capital letter A-G, an optional accidental, then an optional chord quality, digits and alterations:
C, F#, Bb, Am, Cmaj9, F#m7b5, C7b9. A lowercase letter is not read as a note, because "a" is also
a word ("notes in c major" names no pitch here). Moving a text a semitone up moves every such
token's root and spells it with sharps (Bb becomes B, E becomes F, B becomes C), leaving the rest of
the token and the words around it alone: an answer about another pitch, for testing a check
that should tell the two apart. The course's lesson 8 reads answers this way.
"""
from __future__ import annotations

import re

from .pitch_class import SHARP_NAMES

TOKEN = re.compile(r"[A-Za-z0-9#♯♭°ø+]+")
NOTE_TOKEN = re.compile(
    r"^(?P<root>[A-G][#b♯♭]?)(maj|min|dim|aug|sus|add|mMaj|m|M|ø|°|\+)?[0-9]*((b|#|♭|♯|add|sus)[0-9]+)*$")
NATURAL = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
SIGN = {"#": 1, "♯": 1, "b": -1, "♭": -1}
TOKEN_SIGNS = "#♯♭°ø+"  # the signs that belong to a token beside letters and digits


def is_note_token(token: str) -> bool:
    """Whether a whole token is a note name or a chord symbol with a capital root.

    >>> [is_note_token(t) for t in ("F#m7b5", "Cmaj9", "Bb", "c", "Drop", "G7alt")]
    [True, True, True, False, False, False]
    """
    return NOTE_TOKEN.match(token) is not None


def names_pitch(text: str) -> bool:
    """Whether any token of the text names a pitch.

    >>> names_pitch("What chord is C E G"), names_pitch("notes in c major"), names_pitch("What is dorian")
    (True, False, False)
    """
    return any(is_note_token(m.group(0)) for m in TOKEN.finditer(text))


def semitone_up(text: str) -> str:
    """The text with every note name and chord root a semitone higher, in sharps.

    >>> semitone_up("Drop C tuning: C – G – C – F – A – D")
    'Drop C# tuning: C# – G# – C# – F# – A# – D#'
    >>> semitone_up("G dominant 7 chord contains G, B, D, and F; Bbmaj7, E7b9")
    'G# dominant 7 chord contains G#, C, D#, and F#; Bmaj7, F7b9'
    """
    return TOKEN.sub(moved_token, text)


def moved_token(match: re.Match[str]) -> str:
    token = match.group(0)
    note = NOTE_TOKEN.match(token)
    if note is None:
        return token
    root = note.group("root")
    pc = NATURAL[root[0]] + (SIGN[root[1]] if len(root) > 1 else 0)
    return SHARP_NAMES[(pc + 13) % 12] + token[len(root):]


def is_token_char(char: str) -> bool:
    """A letter or a decimal digit of any script (.NET's char.IsLetterOrDigit), or a sign of a token."""
    return char.isalpha() or char.isdecimal() or char in TOKEN_SIGNS


def token_around(text: str, start: int, length: int) -> str:
    """The text from `start` for `length` characters, widened to whole tokens on both sides.

    >>> token_around("I encountered an error processing", 23, 1)
    'processing'
    """
    end = start + length
    while start > 0 and is_token_char(text[start - 1]):
        start -= 1
    while end < len(text) and is_token_char(text[end]):
        end += 1
    return text[start:end]

