"""Lesson 3's corpus: every voicing GA's VoicingGenerator makes on frets 0-3, in its order.

Follows `Common/GA.Domain.Services/Fretboard/Voicings/Generation/VoicingGenerator.cs`: the
sequential branch of `GenerateAllVoicingsAsync` (156-279: windows from fret 0 to
FretCount - windowSize, each window's frets start..start+windowSize, the first voicing of each
diagram kept) and `GenerateAllVoicingsInWindowOptimized` (18-144: per string muted then each
fret, an odometer whose fastest digit is string 1, kept if enough strings play and the fretted
notes span at most the window). The course calls it with 3 frets, window 3, at least 3 notes
(`Lesson3.cs`). The index stores voicings in this order; on main too.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import product

import numpy as np

from ...music.fretboard import STANDARD, Tuning
from ...music.pitch_class import OCTAVE, Midi
from ...music.voicing import Frets, IndexDiagram, index_diagram
from .naming import Identity, identify_masks

MUTED = -1
ABOVE_ALL = 10_000  # sorts after every MIDI note
LESSON3 = {"fret_count": 3, "window": 3, "min_notes": 3}


@dataclass(frozen=True, eq=False)
class Corpus:
    """The voicings as arrays, row i = GA's index i; every array is read-only."""

    frets: np.ndarray  # (n, strings) int8, string 1 (high E) first, -1 muted
    midi: np.ndarray  # (n, strings) int16, the note of each string, -1 muted
    tuning: Tuning = STANDARD

    def __len__(self) -> int:
        return len(self.frets)

    def fret_tuple(self, i: int) -> Frets:
        return tuple(None if f == MUTED else int(f) for f in self.frets[i])

    def diagram(self, i: int) -> IndexDiagram:
        """Voicing i's diagram as GA's index stores it, high E first."""
        return self.diagrams[i]

    @cached_property
    def diagrams(self) -> tuple[IndexDiagram, ...]:
        """Every voicing's diagram as GA's index stores it, high E first."""
        written = {f: index_diagram((None if f == MUTED else f,)) for f in np.unique(self.frets).tolist()}
        return tuple("-".join(written[f] for f in row) for row in self.frets.tolist())

    def notes(self, i: int) -> tuple[Midi, ...]:
        """Voicing i's MIDI notes in string order, high E first (GA's `Voicing.Notes`)."""
        return self.note_lists[i]

    @cached_property
    def note_lists(self) -> tuple[tuple[Midi, ...], ...]:
        return tuple(tuple(m for m in row if m != MUTED) for row in self.midi.tolist())

    @cached_property
    def sorted_midi(self) -> np.ndarray:
        """Each voicing's notes ascending, muted strings last as a number above every note."""
        return read_only(np.sort(np.where(self.played, self.midi, ABOVE_ALL).astype(np.int64), axis=1))

    @cached_property
    def sizes(self) -> np.ndarray:
        """How many notes each voicing plays."""
        return read_only(self.played.sum(axis=1))

    @cached_property
    def played(self) -> np.ndarray:
        return read_only(self.frets != MUTED)

    @cached_property
    def masks(self) -> np.ndarray:
        """Each voicing's pitch classes as a 12-bit number."""
        bits = np.where(self.played, 1 << (self.midi.astype(np.int64) % OCTAVE), 0)
        return read_only(np.bitwise_or.reduce(bits, axis=1))

    @cached_property
    def lowest(self) -> np.ndarray:
        """Each voicing's lowest MIDI note."""
        return read_only(np.where(self.played, self.midi, 999).min(axis=1))

    @cached_property
    def first_played(self) -> np.ndarray:
        """The MIDI note of each voicing's first played string, counting from the high E."""
        first = self.played.argmax(axis=1)
        return read_only(self.midi[np.arange(len(self)), first].astype(np.int64))

    @cached_property
    def identities(self) -> tuple[Identity, ...]:
        """The recognizer's identity of each voicing's pitch-class set."""
        unique, inverse = np.unique(self.masks, return_inverse=True)
        found = identify_masks(unique)
        return tuple(found[k] for k in inverse.ravel())

    @cached_property
    def names(self) -> tuple[str, ...]:
        """GA's chord name of each voicing, as the index stores it ("C/G", "E (unison)")."""
        basses = (self.lowest % OCTAVE).tolist()
        return tuple(ident.display(b) for ident, b in zip(self.identities, basses))


def read_only(array: np.ndarray) -> np.ndarray:
    array.setflags(write=False)
    return array


@lru_cache(maxsize=None)
def lesson3_corpus() -> Corpus:
    """Lesson 3's 15,360 voicings, built once per process."""
    return generate(STANDARD, **LESSON3)


def generate(tuning: Tuning, fret_count: int, window: int, min_notes: int) -> Corpus:
    """Every voicing of every window, the first of each diagram kept, in GA's order."""
    seen: set[bytes] = set()
    kept = []
    for start in range(fret_count - window + 1):
        for row in window_voicings(tuning.strings, start, start + window, min_notes, window):
            if row.tobytes() not in seen:
                seen.add(row.tobytes())
                kept.append(row)
    return corpus_of(np.array(kept).reshape(-1, tuning.strings), tuning)


def corpus_of(frets, tuning: Tuning = STANDARD) -> Corpus:
    """Voicings given by their frets, (n, strings) string 1 first, -1 or None for a muted string."""
    if not isinstance(frets, np.ndarray):
        frets = [[MUTED if f is None else f for f in row] for row in frets]
    rows = np.asarray(frets, dtype=np.int16).reshape(-1, tuning.strings)
    opens = np.array(tuning.open_midi, dtype=np.int16)
    midi = np.where(rows == MUTED, MUTED, opens + rows).astype(np.int16)
    return Corpus(read_only(rows.astype(np.int8)), read_only(midi), tuning)


def window_voicings(strings: int, start: int, end: int, min_notes: int, max_span: int) -> np.ndarray:
    """One window's voicings in odometer order, string 1 fastest, as (k, strings) frets."""
    options = [MUTED, *range(start, end + 1)]
    # product() turns its last digit fastest, so list the strings from the last one.
    rows = np.array(list(product(options, repeat=strings)), dtype=np.int16)[:, ::-1]
    played = rows != MUTED
    fretted = rows > 0  # open strings do not count in the span
    low = np.where(fretted, rows, 99).min(axis=1)
    high = np.where(fretted, rows, -1).max(axis=1)
    keep = (played.sum(axis=1) >= min_notes) & (~fretted.any(axis=1) | (high - low <= max_span))
    return rows[keep]
