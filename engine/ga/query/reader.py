"""GA's TypedMusicalQueryExtractor: a voicing query read word by word into chord, mode and tags.

Follows `Common/GA.Business.ML/Search/TypedMusicalQueryExtractor.cs` 70-208 at the pin (snapshot
c781df5c, whose lines the lesson links at a826864): the words (16-68), the pass over the tokens
(86-148), the two- and three-word famous-chord names (189-208) and the famous chord that gives a
chordless query its notes (157-174); `HasIntent` is `VoicingSearchTool.cs` 238-242. Main is the
same (the lesson: "the reader and the tag registry are unchanged").
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...music.pitch_class import PitchClass
from ..chord_symbols import chord_pitch_classes
from ..datafile import read_rows
from ..tags import find_iconic_chord, tag_registry

DATA = Path(__file__).resolve().parent / "data"
# GA splits on these and drops empty pieces (67-68); "(" and ")" stopped being delimiters on
# 2026-05-12, so "Em(maj7)" and "drop-2" stay one token each.
DELIMITERS = re.compile(r"[ \t\n\r,;.!?\[\]]")
MIN_TAG_LENGTH = 3  # shorter words never become tags (144)
MODE_WORDS = 2  # a mode is one word or two (105-121)
ICONIC_WINDOWS = (2, 3)  # the composite famous-chord names tried (196)


@dataclass(frozen=True)
class QueryReading:
    """What GA's reader takes from a query: GA's StructuredQuery, plus the instrument."""

    chord: str | None = None  # as typed ("Cmaj7"), or a famous chord's TheoreticalName
    root: PitchClass | None = None
    pitch_classes: tuple[PitchClass, ...] | None = None  # ascending, or a famous chord's YAML order
    mode: str | None = None  # as typed: "Lydian", "harmonic minor"
    tags: tuple[str, ...] = ()  # raw words lower-cased, repeats kept, in reading order
    instrument: str | None = None

    @property
    def has_intent(self) -> bool:
        """GA's HasIntent: a chord, pitch classes, a mode or a tag; a mode alone counts."""
        return bool(self.chord is not None or self.pitch_classes or self.mode is not None or self.tags)


@lru_cache(maxsize=None)  # a reading never changes, and the lesson reads many queries twice
def read_query(query: str) -> QueryReading:
    """The chord, mode, tags and instrument GA reads in a query.

    Checks what GA checks and no more: a lower-case chord ("cmaj7") is no chord, a second chord
    is read as a possible tag, and "lydian dominant" is mode lydian plus the tag dominant.

    >>> read_query("Cmaj7 jazz voicing")
    QueryReading(chord='Cmaj7', root=0, pitch_classes=(0, 4, 7, 11), mode=None, tags=('jazz',), instrument=None)
    >>> r = read_query("something jazzy in F minor"); (r.chord, r.mode, r.tags)
    ('F', 'minor', ('jazzy',))
    >>> read_query("something warm and mellow").has_intent
    False
    """
    if not query.strip():
        return QueryReading()
    tokens = [t for t in DELIMITERS.split(query) if t]
    reading = read_tokens(tokens)
    tags = reading["tags"] + iconic_composites(tokens, reading["tags"])
    chord, root, pcs = reading["chord"], reading["root"], reading["pcs"]
    if chord is None:
        chord, root, pcs = famous_chord_of(tags)
    return QueryReading(chord, root, pcs, reading["mode"], tuple(tags), reading["instrument"])


def read_tokens(tokens: list[str]) -> dict:
    """One pass over the tokens: the first chord, the first mode, the first instrument, tags."""
    found: dict = {"chord": None, "root": None, "pcs": None, "mode": None, "instrument": None, "tags": []}
    for i, token in enumerate(tokens):
        if found["chord"] is None and (chord := read_chord(token)) is not None:
            found["chord"], (found["root"], found["pcs"]) = token, chord
        elif found["mode"] is None and (mode := read_mode(tokens, i)) is not None:
            # A two-word mode does not use up its second word: that word is read again.
            found["mode"] = mode
        elif found["instrument"] is None and token.lower() in instruments():
            found["instrument"] = instruments()[token.lower()]
        elif token.lower() in stop_words():
            continue
        elif len(token) >= MIN_TAG_LENGTH and tag_registry().bit_of(token) is not None:
            found["tags"].append(token.lower())
    return found


def read_chord(token: str) -> tuple[PitchClass, tuple[PitchClass, ...]] | None:
    """The root and pitch classes of a token that starts with a capital and parses as a chord."""
    if unicodedata.category(token[0]) != "Lu":  # C#'s char.IsUpper: capitals only
        return None
    return chord_pitch_classes(token)


def read_mode(tokens: list[str], i: int) -> str | None:
    """The mode named by token i alone, else by tokens i and i+1, as typed; one word first."""
    for width in range(1, MODE_WORDS + 1):
        words = " ".join(tokens[i:i + width])
        if i + width <= len(tokens) and words.lower() in modes():
            return words
    return None


def iconic_composites(tokens: list[str], tags: list[str]) -> list[str]:
    """Hyphen-joined runs of two and three tokens that name a famous chord, not yet tags."""
    found: list[str] = []
    for i in range(len(tokens)):
        for width in ICONIC_WINDOWS:
            composite = "-".join(tokens[i:i + width]).lower()
            if i + width <= len(tokens) and composite not in tags + found and find_iconic_chord(composite):
                found.append(composite)
    return found


def famous_chord_of(tags: list[str]) -> tuple[str | None, PitchClass | None, tuple[PitchClass, ...] | None]:
    """The first tag's famous chord: its TheoreticalName, first pitch class, pitch classes."""
    for tag in tags:
        chord = find_iconic_chord(tag)
        if chord is not None and chord.pitch_classes:
            return chord.theoretical_name, chord.pitch_classes[0], chord.pitch_classes
    return None, None, None


@lru_cache(maxsize=None)
def modes() -> tuple[str, ...]:
    """The 23 mode names the reader knows, in GA's order (lower case: GA ignores case)."""
    return tuple(word.lower() for word, in read_rows(DATA / "modes.txt", 1))


@lru_cache(maxsize=None)
def instruments() -> dict[str, str]:
    """Instrument word -> the instrument filter it sets."""
    return {word.lower(): name for word, name in read_rows(DATA / "instruments.tsv", 2)}


@lru_cache(maxsize=None)
def stop_words() -> frozenset[str]:
    """The words that never become tags."""
    return frozenset(word.lower() for word, in read_rows(DATA / "stop_words.txt", 1))
