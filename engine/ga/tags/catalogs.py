"""The catalogs GA's tag registry reads, as quoted in `data/`: which names, from which file.

GA reads eight YAML files of `Common/GA.Business.Config/` (SymbolicTagRegistry.cs 46-164,
SemanticConfig.fs, IconicChordsConfigLoader.cs 16-89); `data/` holds the names they yield, in
their order, so the registry's construction order can be replayed without a YAML reader.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...errors import DataError
from ..datafile import read_rows
from ...music.pitch_class import PitchClass

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class IconicChord:
    """One of GA's famous chords, e.g. "Hendrix Chord", standing for E7#9."""

    name: str
    theoretical_name: str  # the chord symbol a query gets, e.g. "E7#9"
    pitch_classes: tuple[PitchClass, ...]  # in the YAML's order, not sorted: the first is the root
    alternate_names: tuple[str, ...]


def rows(filename: str, width: int) -> list[list[str]]:
    """The tab-separated rows of one of the registry's data files."""
    return read_rows(DATA / filename, width)


@lru_cache(maxsize=None)
def semantic_tags() -> tuple[tuple[str, str], ...]:
    """(category, tag id) for every SemanticNomenclature tag, category by category in file order."""
    return tuple((category, tag) for _, category, tag in rows("semantic_nomenclature.tsv", 3))


@lru_cache(maxsize=None)
def catalog_names(yaml_file: str) -> tuple[str, ...]:
    """The Name and Id strings one technique catalog yields, in the order GA's walk meets them."""
    found = tuple(text for file, _, _, text in rows("technique_catalogs.tsv", 4) if file == yaml_file)
    if not found:
        raise DataError(f"technique_catalogs.tsv: no names for {yaml_file!r}")
    return found


@lru_cache(maxsize=None)
def iconic_chords() -> tuple[IconicChord, ...]:
    """GA's famous chords in file order (IconicChords.yaml)."""
    return tuple(
        IconicChord(name, symbol, tuple(int(pc) for pc in pcs.split()), tuple(alts.split(" | ")))
        for _, name, symbol, pcs, alts in rows("iconic_chords.tsv", 5)
    )
