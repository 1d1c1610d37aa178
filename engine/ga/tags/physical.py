"""What GA's physical analysis reads in the frets: span, barre, CAGED shape, string set, "beginner".

Follows `Common/GA.Domain.Services/Fretboard/Voicings/Analysis/VoicingPhysicalAnalyzer.cs` at the
pin (snapshot c781df5c): the layout (15-84), playability (86-154), barre (219-233) and CAGED
(253-343), with `PhysicalFretboardCalculator.cs` 35-58 for distances on a 648 mm scale. Every
function takes frets as an (n, 6) array in GA's order, string 1 (the high E) first, -1 muted.
`main_beginner` is not GA's code: it is the brief's fitted rule for main (inferred).
"""
from __future__ import annotations

import numpy as np

SCALE_LENGTH_MM = 648.0  # ScaleLengths.Default = Electric (PhysicalFretboardCalculator.cs 327-335)
SPAN_UNIT_MM = 80.0  # spanScore = span in mm / 80 (VoicingPhysicalAnalyzer.cs 93)
EASY_SPAN = 0.8  # a beginner's largest span score (107)
BARRE_STRINGS = 3  # the same fret on three adjacent strings (219-233)


def fret_position_mm(fret: np.ndarray) -> np.ndarray:
    """How far a fret wire is from the nut, in mm."""
    return SCALE_LENGTH_MM * (1.0 - 2.0 ** (-fret / 12.0))


def fret_span_score(frets: np.ndarray) -> np.ndarray:
    """The distance between the lowest and highest fretted frets, in units of 80 mm."""
    fretted = frets > 0
    low = np.where(fretted, frets, 99).min(axis=1)
    high = np.where(fretted, frets, 0).max(axis=1)
    span = np.where(fretted.any(axis=1), fret_position_mm(high) - fret_position_mm(np.minimum(low, high)), 0.0)
    return span / SPAN_UNIT_MM


def barre_required(frets: np.ndarray) -> np.ndarray:
    """Whether three adjacent strings, in string order, stop the same fret."""
    run = [(frets[:, i] > 0) & (frets[:, i + 1] == frets[:, i]) & (frets[:, i + 2] == frets[:, i])
           for i in range(frets.shape[1] - BARRE_STRINGS + 1)]
    return np.any(run, axis=0)


def caged_shapes(frets: np.ndarray) -> dict[str, np.ndarray]:
    """GA's E, A and C shape detectors, reading column 0 as "string 6" (DetectCagedShape).

    At the pin GA hands them string 1 first, so they look for the shapes upside down.
    """
    f = frets
    base = f[:, 0]
    e_shape = (base >= 0) & (f[:, 1] == base + 2) & (f[:, 2] == base + 2) & (f[:, 3] == base + 1) \
        & ((f[:, 4] < 0) | (f[:, 4] == base)) & ((f[:, 5] < 0) | (f[:, 5] == base))
    a_base = f[:, 1]
    a_shape = ~e_shape & (base == -1) & (a_base >= 0) & (f[:, 2] == a_base + 2) & (f[:, 3] == a_base + 2) \
        & (f[:, 4] == a_base + 2) & ((f[:, 5] == -1) | (f[:, 5] == a_base))
    c_shape = ~e_shape & ~a_shape & (base == -1) & (a_base >= 3) & (f[:, 2] == a_base - 1) \
        & (f[:, 3] == a_base - 3) & (f[:, 4] == a_base - 2)
    return {"e-shape": e_shape, "a-shape": a_shape, "c-shape": c_shape}


def string_set(used: np.ndarray) -> dict[str, np.ndarray]:
    """GA's string-set tag: top or bottom 3 or 4 strings, inner 4, mixed or full (67-72)."""
    strings = np.arange(1, used.shape[1] + 1)
    count = used.sum(axis=1)
    all_within = lambda keep: ~(used & ~keep[None, :]).any(axis=1)  # noqa: E731 - a one-line test
    three, four = count <= 3, count == 4
    return {
        "top-3": three & all_within(strings <= 3),
        "bottom-3": three & ~all_within(strings <= 3) & all_within(strings >= 4),
        "mixed": three & ~all_within(strings <= 3) & ~all_within(strings >= 4),
        "top-4": four & all_within(strings <= 4),
        "bottom-4": four & ~all_within(strings <= 4) & all_within(strings >= 3),
        "inner-4": four & ~all_within(strings <= 4) & ~all_within(strings >= 3),
        "full": count >= 5,
    }


def fingers(frets: np.ndarray) -> np.ndarray:
    """Fretted strings, where a string beside one stopping the same fret takes no finger."""
    fretted = frets > 0
    shared = fretted[:, 1:] & fretted[:, :-1] & (frets[:, 1:] == frets[:, :-1])
    return fretted.sum(axis=1) - shared.sum(axis=1)


def index_barre(frets: np.ndarray) -> np.ndarray:
    """Strings an index barre holds: the lowest fret, on two strings or more, no open string between."""
    fretted = frets > 0
    lowest = np.where(fretted, frets, 99).min(axis=1)
    held = fretted & (frets == lowest[:, None])
    strings = np.arange(frets.shape[1])
    first = np.where(held, strings, 99).min(axis=1)
    last = np.where(held, strings, -1).max(axis=1)
    between = (strings[None, :] > first[:, None]) & (strings[None, :] < last[:, None])
    possible = (held.sum(axis=1) >= 2) & ~((frets == 0) & between).any(axis=1)
    return held & possible[:, None]


def main_beginner(frets: np.ndarray) -> np.ndarray:
    """Main's "beginner", as the brief fits it to l21-main and l16-main (not GA's code).

    beginner = (an open string and at most 3 fingers, an index barre counting as one)
               or (a span score within 0.8 and at most 4 fingers)
    It sets "beginner" on 10,774 of lesson 3's voicings (5,511 at the pin), as the brief counts.
    """
    barre = index_barre(frets)
    with_barre = fingers(np.where(barre, -1, frets)) + barre.any(axis=1)
    opened = (frets == 0).any(axis=1)
    return (opened & (with_barre <= 3)) | ((fret_span_score(frets) <= EASY_SPAN) & (fingers(frets) <= 4))
