"""GA's chord name for a voicing: `CanonicalChordRecognizer.Identify` on its pitch classes and bass.

Follows `Common/GA.Domain.Services/Chords/CanonicalChordRecognizer.cs` 26-38 (paths by size),
54-64 (unison), 67-117 (dyads: fifths first, then the smaller orientation), 123-183 (every
pitch class as root against every catalog pattern, at most one tone missing and one extra,
ranked by edit distance, exactness, priority and root commonness, ties kept in insertion
order), 189-288 (suffixes) and 294-330 (the Forte fallback). The bass is the pitch class of
the lowest note (`VoicingHarmonicAnalyzer.cs` 12-17), shown as a slash only on catalog matches.
Main's names equal these for every name the course prints (l16-main, l19-main).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...music.pitch_class import OCTAVE, PitchClass, bitmask, flat_name
from ..atonal import forte_label
from . import catalog

CARDINALITY_NAMES = {3: "trichord", 4: "tetrachord", 5: "pentachord", 6: "hexachord", 7: "heptachord",
                     8: "octachord", 9: "nonachord", 10: "decachord", 11: "undecachord", 12: "dodecachord"}
POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)], dtype=np.int64)
UNMATCHED = np.iinfo(np.int64).max


@dataclass(frozen=True)
class Identity:
    """What the recognizer says of a pitch-class set: a name, its root, and if a bass may be shown."""

    name: str  # e.g. "C", "G7(shell)", "C + E (Major 3rd)", "Forte 4-9 (tetrachord)"
    root: PitchClass | None  # None for the Forte fallback
    slash: bool  # catalog matches show a bass other than the root: "C/G"

    def display(self, bass: PitchClass) -> str:
        """The name with the bass as a slash, as GA's `DisplayName` writes it."""
        return f"{self.name}/{flat_name(bass)}" if self.slash and bass != self.root else self.name


def identify_masks(masks: np.ndarray) -> list[Identity]:
    """The recognizer's identity of each 12-bit pitch-class set (masks of 1..12 pitch classes)."""
    best = best_candidates(np.asarray(masks, dtype=np.int64))
    return [identity(int(m), b) for m, b in zip(masks, best)]


def identity(mask: int, best: int) -> Identity:
    """One set's identity, given its best catalog candidate (root * patterns + index, or -1)."""
    pcs = [pc for pc in range(OCTAVE) if mask >> pc & 1]
    if len(pcs) == 1:
        return Identity(f"{flat_name(pcs[0])} (unison)", pcs[0], False)
    if len(pcs) == 2:
        return dyad(*pcs)
    if best < 0:
        return forte(pcs)
    root, index = divmod(best, len(catalog.patterns()))
    return Identity(flat_name(root) + suffix(catalog.patterns()[index]), root, True)


def dyad(low: PitchClass, high: PitchClass) -> Identity:
    """A two-note set: a power chord on the fifth's root, else the smaller interval named."""
    up = (high - low) % OCTAVE
    if up in (5, 7):  # a fifth either way: its lower note is the root (71-88)
        root = low if up == 7 else high
        return Identity(f"{flat_name(root)}5", root, False)
    root, other = (low, high) if up <= 6 else (high, low)
    name = catalog.dyad_names()[(other - root) % OCTAVE]
    return Identity(f"{flat_name(root)} + {flat_name(other)} ({name})", root, False)


def forte(pcs: list[PitchClass]) -> Identity:
    """No pattern fits: the set's Forte label (CanonicalForteCatalog, any size) and cardinality (294-330)."""
    label = forte_label(bitmask(pcs))
    head = f"Forte {label}" if label else "set"
    return Identity(f"{head} ({CARDINALITY_NAMES.get(len(pcs), f'{len(pcs)}-note set')})", None, False)


def suffix(pattern: catalog.Pattern) -> str:
    """GA's suffix of a pattern: its own, or quality + extension + alterations composed."""
    texts = catalog.suffix_texts()
    own = texts.get(("pattern", pattern.name))
    if own is not None:
        return own
    quality = texts.get(("quality", pattern.quality), pattern.quality)
    extension = texts.get(("extension", pattern.extension or "-"), pattern.extension)
    return quality + extension + "".join(texts.get(("alteration", a), a) for a in pattern.alterations)


def best_candidates(masks: np.ndarray) -> np.ndarray:
    """Per set, the winning (root, pattern) as root * patterns + index, or -1 if none fits.

    GA ranks every (root, pattern) candidate by edit distance, missing nothing first, priority
    and root commonness, ties kept in insertion order: root by root, each in catalog order. For
    one root only the intervals above it matter, so the best pattern for each interval set is
    found once (`pattern_table`), and the roots then compete on (rank, commonness, root, index).
    """
    masks = np.asarray(masks, dtype=np.int64)
    count = len(catalog.patterns())
    roots = np.arange(OCTAVE)
    full = (1 << OCTAVE) - 1
    rotated = ((masks[:, None] >> roots) | (masks[:, None] << (OCTAVE - roots))) & full  # intervals above each root
    best = pattern_table()[rotated]
    rank, index = best // count, best % count
    commonness = np.array(catalog.root_commonness(), dtype=np.int64)
    key = ((rank * 8 + commonness[None, :]) * OCTAVE + roots[None, :]) * count + index
    key = np.where((best != UNMATCHED) & (rotated & 1).astype(bool), key, UNMATCHED)
    winner = key.argmin(axis=1)
    chosen = key[np.arange(len(masks)), winner]
    return np.where(chosen == UNMATCHED, -1, winner * count + chosen % count)


@lru_cache(maxsize=None)
def pattern_table() -> np.ndarray:
    """For every set of intervals above a root, its best pattern as rank * patterns + index, or UNMATCHED."""
    patterns = catalog.patterns()
    pattern_masks = np.array([p.mask for p in patterns], dtype=np.int64)
    priority = np.array([p.priority for p in patterns], dtype=np.int64)
    intervals = np.arange(1 << OCTAVE)[:, None]
    full = (1 << OCTAVE) - 1
    missing = POPCOUNT[pattern_masks[None, :] & ~intervals & full]
    extra = POPCOUNT[intervals & ~pattern_masks[None, :] & full]
    rank = ((missing + extra) * 2 + (missing > 0)) * 128 + priority[None, :]
    key = np.where((missing <= 1) & (extra <= 1), rank * len(patterns) + np.arange(len(patterns)), UNMATCHED)
    table = key.min(axis=1)
    table.setflags(write=False)
    return table
