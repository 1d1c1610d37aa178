"""GA's IconicChordsService.FindChordByTag: which famous chord a tag names, by equality only.

Follows `Common/GA.Business.Config/Configuration/IconicChordsConfigLoader.cs` 160-170 at the pin
(snapshot c781df5c); main is taken to be the same (the lesson: the reader is unchanged).
"""
from __future__ import annotations

from functools import lru_cache

from .catalogs import IconicChord, iconic_chords
from .registry import normalize


def find_iconic_chord(tag: str) -> IconicChord | None:
    """The first famous chord whose name or one of whose other names is the tag, or None.

    >>> find_iconic_chord("hendrix-chord").theoretical_name, find_iconic_chord("So What chord").name
    ('E7#9', 'So What Chord')
    >>> find_iconic_chord("hendrix") is None, find_iconic_chord("rootlessdm9") is None
    (True, True)
    """
    return None if not tag.strip() else chords_by_name().get(normalize(tag))


@lru_cache(maxsize=None)
def chords_by_name() -> dict[str, IconicChord]:
    """Every normalized name and other name -> the first famous chord, in file order, that has it."""
    found: dict[str, IconicChord] = {}
    for chord in iconic_chords():
        for name in (chord.name, *chord.alternate_names):
            found.setdefault(normalize(name), chord)
    return found
