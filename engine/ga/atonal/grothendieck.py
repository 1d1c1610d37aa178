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

FindShortestPath (117-163) is a breadth-first search from the source: each set it takes from the
queue, if not the target, and if its path holds fewer than `max_steps + 1` sets, is expanded into
FindNearby(set, 2)'s sets of its own size not yet seen, in that list's order (`path_moves`); the
first path to reach the target is returned whole (source and target included), or none. Sets
compare by value.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...music.set_class import all_interval_class_vectors
from .delta import COST_PER_STEP
from .sets import PcSet

PATH_RADIUS = 2  # FindNearby(current, 2), line 147


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


def find_shortest_path(source: PcSet, target: PcSet, max_steps: int = 5, at: str = "pin") -> tuple[PcSet, ...]:
    """FindShortestPath: the sets from the source to the target, both included; () when the search gives up.

    >>> find_shortest_path(145, 145), find_shortest_path(145, 0b10001001)  # C to C, C to Cm (same vector)
    ((145,), (145, 137))
    """
    return _find_shortest_path(source, target, max_steps, at)


@lru_cache(maxsize=256)
def _find_shortest_path(source: PcSet, target: PcSet, max_steps: int, at: str) -> tuple[PcSet, ...]:
    moves = path_moves(source.bit_count())
    seen, queue = {source}, deque([(source,)])
    while queue:
        path = queue.popleft()
        current = path[-1]
        if current == target:
            return path
        if len(path) >= max_steps + 1:
            continue
        for found in moves[current]:
            if found not in seen:
                seen.add(found)
                queue.append((*path, found))
    return ()


@lru_cache(maxsize=None)
def path_moves(size: int) -> dict[PcSet, tuple[PcSet, ...]]:
    """The search's moves from each set of one size: FindNearby(set, 2)'s sets of that size, in its order.

    The same list as `find_nearby(set, 2)` kept to one size (line 150), made for every set of the size
    at once: the order is GA's norm (a shared vector counting 1), then the id. The set itself, which
    FindNearby lists first (twice at the pin), is among them; the search has always seen it. At any
    revision: main's FindNearby differs only in that duplicate.
    """
    sets = np.array([s for s in range(1 << 12) if s.bit_count() == size])
    icvs = all_interval_class_vectors()[sets].astype(np.int16)
    norms = np.maximum(np.abs(icvs[:, None, :] - icvs[None, :, :]).sum(axis=2), 1)
    moves = {}
    for row, pc_set in enumerate(sets.tolist()):
        near = np.flatnonzero(norms[row] <= PATH_RADIUS)
        moves[pc_set] = tuple(sets[near[np.argsort(norms[row][near], kind="stable")]].tolist())
    return moves
