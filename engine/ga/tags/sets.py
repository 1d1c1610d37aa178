"""GA's mode tags: a voicing of four notes or more named by its place in its modal family.

Follows `VoicingAnalyzer.cs` 25-60 and 111-141, 170-174 and `ModalFamily.cs` 108-131 at the pin
(snapshot c781df5c): the family of a set is every pitch-class set holding C with the same
interval-class vector, in ascending order of its 12-bit id; a voicing whose own set is the k-th
member of a family of two or more is tagged "mode-k", unless the set is a mode GA names (of
the seven-note scales, the major pentatonic and the whole-tone scale), which gives the name.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ...music.pitch_class import OCTAVE
from ...music.set_class import all_interval_class_vectors

MIN_NOTES = 4  # VoicingAnalyzer.cs 113
# The named modes a set of at most six notes can be: GA's MajorPentatonicMode names
# (MajorPentatonicMode.cs 29-36), as intervals above their first note.
PENTATONIC_MODES = {
    "major-pentatonic": (0, 2, 4, 7, 9), "egyptian": (0, 2, 5, 7, 10), "blues-minor": (0, 3, 5, 8, 10),
    "blues-major": (0, 2, 5, 7, 9), "minor-pentatonic": (0, 3, 5, 7, 10),
}


def mode_tags(masks: np.ndarray) -> dict[str, np.ndarray]:
    """Each mode tag, with the voicings (given as 12-bit pitch-class sets) that carry it."""
    names, codes = mode_codes()
    coded = codes[np.asarray(masks, dtype=np.int64)]  # by number: naming each voicing took most of the time
    found = set(np.unique(coded).tolist())
    return {name: coded == k for k, name in enumerate(names) if name and k in found}


@lru_cache(maxsize=1)
def mode_codes() -> tuple[tuple[str, ...], np.ndarray]:
    """The mode tags, and the number of every 12-bit set's tag among them (that of "" where GA gives none)."""
    names = tuple(sorted(set(mode_names())))
    number = {name: k for k, name in enumerate(names)}
    codes = np.array([number[name] for name in mode_names()])
    codes.setflags(write=False)
    return names, codes


@lru_cache(maxsize=1)
def mode_names() -> tuple[str, ...]:
    """The mode tag of every 12-bit set, "" where GA gives none."""
    named = {sum(1 << pc for pc in pcs): name for name, pcs in PENTATONIC_MODES.items()}
    names = [""] * (1 << OCTAVE)
    for members in modal_families().values():
        if len(members) > 1 and bin(members[0]).count("1") >= MIN_NOTES:
            for k, mask in enumerate(members, start=1):
                names[mask] = named.get(mask, f"mode-{k}")
    return tuple(names)


@lru_cache(maxsize=1)
def modal_families() -> dict[tuple[int, ...], tuple[int, ...]]:
    """GA's modal families: per interval-class vector, the sets holding C that have it, ascending."""
    vectors = [tuple(v) for v in all_interval_class_vectors().tolist()]
    families: dict[tuple[int, ...], list[int]] = {}
    for mask in range(1 << OCTAVE):
        if mask & 1:
            families.setdefault(vectors[mask], []).append(mask)
    return {icv: tuple(members) for icv, members in families.items()}
