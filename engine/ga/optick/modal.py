"""The MODAL partition: how well a set of intervals above a root fits each of GA's named modes.

Follows `Common/GA.Business.ML/Embeddings/Services/ModalVectorService.cs` 19-108 (the slots)
and 165-210 (the score) with `Musical/Enrichment/ModalCharacteristicIntervalService.cs` 36-184
(a mode's intervals and its characteristic ones). A slot scores 0 when an interval lies outside
the mode; else the share of the mode's characteristic intervals present, or 1 when every
interval of the mode is present. A characteristic interval is a degree that differs from the
same-numbered degree of Aeolian (for modes with a minor third) or Ionian; a mode with none uses
all its intervals. Slots whose name GA does not find stay 0: nine at the pin, one (Diminished)
in the model of main (see `revisions`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from ...music.intervals import degree_number, degree_semitones
from ...music.pitch_class import OCTAVE, bitmask
from ..datafile import read_rows

DIM = 40
DATA = Path(__file__).resolve().parent / "data"
IONIAN = "1 2 3 4 5 6 7".split()
AEOLIAN = "1 2 b3 4 5 b6 b7".split()
POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)])


@dataclass(frozen=True)
class Slot:
    """One named slot of the partition."""

    index: int
    name: str  # the name the embedding asks for, e.g. "Locrian ♮6"
    found_at_pin: bool
    degrees: tuple[str, ...]  # e.g. ("1", "b2", "b3", "4", "b5", "6", "b7"); () if none known
    constant: str = ""  # the slot's EmbeddingSchema constant, "Modal" left out: "LocrianNatural6"

    @property
    def intervals(self) -> frozenset[int]:
        return frozenset(degree_semitones(d) for d in self.degrees)

    @property
    def characteristic(self) -> frozenset[int]:
        """The intervals that set the mode apart from its reference, or all if none do."""
        reference = {degree_number(d): degree_semitones(d) for d in (AEOLIAN if "b3" in self.degrees else IONIAN)}
        own = {degree_semitones(d) for d in self.degrees if degree_semitones(d) != reference[degree_number(d)]}
        return frozenset(own) or self.intervals


@lru_cache(maxsize=None)
def slots() -> tuple[Slot, ...]:
    """The 33 named slots, in the partition's order."""
    return tuple(
        Slot(int(index), name, found == "yes", () if degrees == "-" else tuple(degrees.split()), constant)
        for index, name, found, degrees, constant in read_rows(DATA / "modal_slots.tsv", 5)
    )


@lru_cache(maxsize=None)
def modal_table(all_names: bool) -> np.ndarray:
    """The partition for every set of intervals above a root, by 12-bit mask: (4096, 40), read-only."""
    table = np.zeros((1 << OCTAVE, DIM))
    masks = np.arange(1 << OCTAVE)
    for slot in slots():
        if slot.degrees and (slot.found_at_pin or all_names):
            table[:, slot.index] = slot_scores(slot, masks)
    table[0] = 0  # an empty set scores nothing (ModalVectorService.cs 23-26)
    table.setflags(write=False)
    return table


def slot_scores(slot: Slot, masks: np.ndarray) -> np.ndarray:
    """One slot's score for each interval mask."""
    full, marks = bitmask(slot.intervals), bitmask(slot.characteristic)
    inside = (masks & ~full) == 0
    saturated = (masks & full) == full
    ratio = POPCOUNT[masks & marks] / len(slot.characteristic)
    return np.where(inside, np.where(saturated, 1.0, ratio), 0.0)


def intervals_mask(pcs_mask: np.ndarray, root: np.ndarray) -> np.ndarray:
    """The sets' intervals above their roots, as 12-bit masks (the sets rotated down)."""
    pcs_mask, root = np.asarray(pcs_mask, dtype=np.int64), np.asarray(root, dtype=np.int64) % OCTAVE
    return ((pcs_mask >> root) | (pcs_mask << (OCTAVE - root))) & ((1 << OCTAVE) - 1)
