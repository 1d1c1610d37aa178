"""GA's own twelve-key progression tables, the last section of its ChordProgressions.yaml.

Quoted row by row in `data/transpose_tables.tsv` (Common/GA.Business.Config/ChordProgressions.yaml
580-695 at the pin): each table's keys and chords, in the file's order.
"""
from __future__ import annotations

from functools import lru_cache

from ..datafile import read_rows
from . import DATA


@lru_cache(maxsize=None)
def transpose_tables() -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """Each table's rows, by table name: (key, chords)."""
    found: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for name, _line, key, _numerals, chords in read_rows(DATA / "transpose_tables.tsv", 5):
        found.setdefault(name, []).append((key, tuple(chords.split())))
    return {name: tuple(rows) for name, rows in found.items()}
