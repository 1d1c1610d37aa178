"""GrothendieckService.FindNearby: the pitch-class sets whose vectors lie near a set's, cheapest first.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Services/Atonal/Grothendieck/`:
`GrothendieckService.cs` 45-90 puts the source first at cost 0, then walks `PitchClassSet.Items`
in id order and keeps each set whose delta's L1 norm is within the distance, then sorts by cost
(stable: equal costs keep the id order); the cost is the norm times 0.6 (39-42). The delta is
the target's vector minus the source's, except that an all-zero delta becomes +1 on ic1
(`GrothendieckDelta.cs` 113-134), so a set sharing the source's vector costs as much as one a
step away. At the pin a set equal to the source is listed twice (the source's own object, then
the Items entry, which is not the same object: line 73 compares references). On main, the course
says, FindNearby compares by value: the Items entry equal to the source is skipped.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...music.set_class import all_interval_class_vectors
from .sets import PcSet

COST_PER_STEP = 0.6  # ComputeHarmonicCost, line 42


@dataclass(frozen=True, eq=False)
class Nearby:
    """FindNearby's list: the sets in its order, the source's own entry first, and each one's delta norm.

    The norm is GA's: a set sharing the source's vector has norm 1. Arrays are read-only.
    """

    source: PcSet
    sets: np.ndarray  # ids; sets[0] is the source's own entry
    norms: np.ndarray

    @property
    def costs(self) -> np.ndarray:
        return self.norms * COST_PER_STEP

    def __len__(self) -> int:
        return len(self.sets)


def find_nearby(source: PcSet, max_distance: int, at: str = "pin") -> Nearby:
    """FindNearby(source, max_distance) at a revision: the source, then every set within the distance, by cost."""
    return _find_nearby(source, max_distance, at)


@lru_cache(maxsize=512)  # GA caches on the same key, GrothendieckService.cs 49-53
def _find_nearby(source: PcSet, max_distance: int, at: str) -> Nearby:
    icvs = all_interval_class_vectors().astype(np.int16)
    norms = np.maximum(np.abs(icvs - icvs[source]).sum(axis=1), 1)  # a zero delta becomes +1 on ic1
    kept = norms <= max_distance
    if at != "pin":
        kept[source] = False  # main compares the source with each set by value
    ids = np.flatnonzero(kept)
    ids = ids[np.argsort(norms[ids], kind="stable")]
    sets = np.concatenate([[source], ids]) if max_distance >= 0 else ids
    found = Nearby(source, sets, np.concatenate([[0], norms[ids]]) if max_distance >= 0 else norms[ids])
    for array in (found.sets, found.norms):
        array.setflags(write=False)
    return found
