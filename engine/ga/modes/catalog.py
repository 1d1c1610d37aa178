"""GA's catalog of modal families (ModesConfig over Modes.yaml): each family's modes, their notes on C and names.

Follows `Common/GA.Business.Config/ModesConfig.fs` at the pin (snapshot c781df5c): YamlDotNet
reads Modes.yaml into families of modes (19-41, 60-74), and GetModalFamilies (245-263) keeps,
in the file's order, every family with at least one mode, and of each mode its Name, Notes,
CharacteristicIntervals and AlternateNames (a missing list empty). The engine parses the same
file (`data/Modes.yaml`) with PyYAML: like YamlDotNet it ends an unquoted value at " #", a
comment, so the eight mode names written with a sharp sign and no quotes are read cut ("Lydian
#6" is "Lydian"); its BaseLoader keeps every value a string, as GA's typed string fields do.
With libyaml the file parses in 0.03 s. Main: the same file (the course).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..datafile import read_text

MODES_YAML = Path(__file__).resolve().parent / "data" / "Modes.yaml"


@dataclass(frozen=True)
class Mode:
    """A mode as GetModalFamilies gives it."""

    name: str
    notes: str  # on C, e.g. "C D Eb F G A Bb"
    characteristic_intervals: tuple[str, ...]
    alternate_names: tuple[str, ...]


@dataclass(frozen=True)
class ModalFamily:
    """A family and its modes, in the file's order."""

    name: str  # e.g. "Harmonic Minor Family"
    modes: tuple[Mode, ...]


def modes_yaml() -> str:
    """Modes.yaml's text, checked against its seal."""
    return read_text(MODES_YAML)


def parse_yaml(text: str):
    """A YAML document as PyYAML's base loader reads it: every scalar a string (libyaml's loader when built with it)."""
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CBaseLoader", yaml.BaseLoader))


@lru_cache(maxsize=None)
def modal_families() -> tuple[ModalFamily, ...]:
    """GetModalFamilies: every family of Modes.yaml that has modes, in the file's order."""
    families = (ModalFamily(f["Name"], tuple(mode(m) for m in f.get("Modes") or ()))
                for f in parse_yaml(modes_yaml())["ModalFamilies"])
    return tuple(f for f in families if f.modes)


def mode(entry: dict) -> Mode:
    return Mode(entry["Name"], entry.get("Notes") or "", tuple(entry.get("CharacteristicIntervals") or ()),
                tuple(entry.get("AlternateNames") or ()))
