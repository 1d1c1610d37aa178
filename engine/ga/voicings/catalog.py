"""The recognizer's data, read from `data/`: GA's chord patterns, suffixes and dyad names (Forte's labels: `atonal.forte`)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...music.pitch_class import bitmask
from ..datafile import read_rows

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Pattern:
    """One entry of GA's chord-pattern catalog (CanonicalChordPatternCatalog.cs 45-135)."""

    name: str  # e.g. "dominant-7"
    quality: str  # e.g. "dominant"
    extension: str | None  # e.g. "7th"; None for the set-class patterns
    alterations: tuple[str, ...]  # e.g. ("b9", "#9")
    intervals: frozenset[int]  # semitones from the root, root 0 included
    priority: int  # lower wins

    @property
    def mask(self) -> int:
        return bitmask(self.intervals)


def rows(name: str, fields: int) -> list[list[str]]:
    return read_rows(DATA / name, fields)


@lru_cache(maxsize=None)
def patterns() -> tuple[Pattern, ...]:
    """GA's catalog in GA's order."""
    return tuple(
        Pattern(name, quality, None if ext == "-" else ext, () if alts == "-" else tuple(alts.split()),
                frozenset(int(i) for i in intervals.split()), int(priority))
        for name, quality, ext, alts, intervals, priority in rows("chord_patterns.tsv", 6)
    )


@lru_cache(maxsize=None)
def suffix_texts() -> dict[tuple[str, str], str]:
    """(kind, key) -> text: a pattern's own suffix, or the text of a quality, extension, alteration."""
    return {(kind, key): text.strip('"') for kind, key, text in rows("chord_suffixes.tsv", 3)}


@lru_cache(maxsize=None)
def dyad_names() -> dict[int, str]:
    """Semitones (1..6) -> GA's name of the interval."""
    return {int(k): v for kind, k, v in rows("recognizer.tsv", 3) if kind == "interval"}


@lru_cache(maxsize=None)
def root_commonness() -> tuple[int, ...]:
    """Per pitch class, how common GA takes it to be as a root (lower wins)."""
    scores = {int(k): int(v) for kind, k, v in rows("recognizer.tsv", 3) if kind == "commonness"}
    return tuple(scores.get(pc, 10) for pc in range(12))  # 10 for none: GA's default arm
