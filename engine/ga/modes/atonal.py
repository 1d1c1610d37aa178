"""GA's atonal catalog of modal families (AtonalModalFamiliesConfig): 200 families keyed by interval-class vector.

Follows `Common/GA.Business.Config/AtonalModalFamiliesConfig.fs` at the pin (snapshot c781df5c),
the loader of `AtonalModalFamilies.yaml` (325 KB, written by Demos/AtonalModalFamiliesGenerator):
the families in file order (GetAll, 151-152); TryGetByIntervalClassVector (156-164) and
TryGetByForteNumber (169-178) compare ignoring case after a trim; GetSymmetricFamilies (200-201)
and GetUnnamedFamilies (205-207: a name starting "Family-") filter. A TonalAnalog that is blank or
"null" is none (85-88). Main: the same files (the course).

The engine reads a reduction of GA's YAML: each family's fields that ModesSkill prints
(`data/atonal_families.tsv`) and the modes it can list, the first twelve of each family
(ModesSkill.cs 640; `data/atonal_modes.tsv`). Parsing the YAML takes 0.4 s even with libyaml;
`reduce(yaml_text)` makes the rows from GA's file, and tests/ga/test_modes_catalog.py checks that
the data files hold exactly those rows whenever GA's file is at hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...errors import DataError
from ..datafile import read_rows
from ..dotnet_text import is_blank, upper_invariant

DATA = Path(__file__).resolve().parent / "data"
LISTED = 12  # the modes ModesSkill lists of a family (ModesSkill.cs 640)
UNNAMED_PREFIX = "Family-"  # line 207
SEPARATOR = ", "  # between the items of a list cell
Row = tuple[str, ...]


@dataclass(frozen=True)
class AtonalMode:
    """A mode of an atonal family: its position, its pitch classes ("0 2 4 5 7 9 11"), its tonal name if any."""

    position: int
    pitch_classes: str
    tonal_analog: str | None


@dataclass(frozen=True)
class AtonalFamily:
    """A family of the atonal catalog, as ModesSkill prints it (its first twelve modes, and how many it has)."""

    icv: str  # e.g. "<2 5 4 3 6 1>"
    name: str  # a Modes.yaml family's name, or "Family-{Forte number}"
    forte_numbers: tuple[str, ...]
    tonal_subfamilies: tuple[str, ...]
    note_count: int
    distinct_mode_count: int
    symmetric: bool
    mode_count: int
    modes: tuple[AtonalMode, ...]  # the first LISTED

    @property
    def unnamed(self) -> bool:
        return self.name.startswith(UNNAMED_PREFIX)


@lru_cache(maxsize=None)
def atonal_families() -> tuple[AtonalFamily, ...]:
    """GetAll: every family, in the file's order."""
    modes: dict[str, list[AtonalMode]] = {}
    for icv, position, pcs, analog in read_rows(DATA / "atonal_modes.tsv", 4):
        modes.setdefault(icv, []).append(AtonalMode(int(position), pcs, analog or None))
    return tuple(AtonalFamily(icv, name, split(forte), split(subfamilies), int(notes), int(distinct),
                              symmetric == "true", int(count), tuple(modes.get(icv, ())))
                 for icv, name, forte, subfamilies, notes, distinct, symmetric, count
                 in read_rows(DATA / "atonal_families.tsv", 8))


def split(cell: str) -> tuple[str, ...]:
    return tuple(cell.split(SEPARATOR)) if cell else ()


def by_icv(icv: str) -> AtonalFamily | None:
    """TryGetByIntervalClassVector: the family whose vector is the text given, trimmed, ignoring case."""
    wanted = upper_invariant(icv.strip())
    return next((f for f in atonal_families() if upper_invariant(f.icv) == wanted), None)


def by_forte_number(forte: str) -> tuple[AtonalFamily, ...]:
    """TryGetByForteNumber: the families listing that Forte number, ignoring case."""
    wanted = upper_invariant(forte.strip())
    return tuple(f for f in atonal_families() if any(upper_invariant(n) == wanted for n in f.forte_numbers))


def symmetric_families() -> tuple[AtonalFamily, ...]:
    return tuple(f for f in atonal_families() if f.symmetric)


def unnamed_families() -> tuple[AtonalFamily, ...]:
    return tuple(f for f in atonal_families() if f.unnamed)


def reduce(yaml_text: str) -> tuple[list[Row], list[Row]]:
    """The rows of the two data files, made from GA's AtonalModalFamilies.yaml as the loader reads it."""
    import yaml  # only here: the engine reads the reduction, not the YAML

    loader = getattr(yaml, "CBaseLoader", yaml.BaseLoader)  # every scalar a string, as the loader's typed fields
    families, modes = [], []
    for f in yaml.load(yaml_text, Loader=loader)["Families"]:
        cells = (f["IntervalClassVector"], f["FamilyName"], SEPARATOR.join(f["ForteNumbers"]),
                 SEPARATOR.join(f["TonalSubfamilies"]), f["NoteCount"], f["DistinctModeCount"], f["IsSymmetric"])
        if any(SEPARATOR in item for item in f["ForteNumbers"] + f["TonalSubfamilies"]):
            raise DataError(f"a list item of {f['FamilyName']} holds the cell separator {SEPARATOR!r}")
        families.append((*cells, str(len(f["Modes"]))))
        modes += [(f["IntervalClassVector"], m["Position"], m["PitchClasses"], analog(m["TonalAnalog"]))
                  for m in f["Modes"][:LISTED]]
    return families, modes


def analog(value: str) -> str:
    """toStringOption (85-88): blank or "null" is no analog."""
    return "" if is_blank(value) or value.lower() == "null" else value
