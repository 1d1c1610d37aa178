"""GA's `ga_voice_leading_pair`: voicings of two chords from the index, paired by a semitone distance.

Follows `GaMcpServer/Tools/CompositionTools.cs` at the pin, the same file on main:
`GaVoiceLeadingPair` (179-268: blank symbols refused, limit clamped to 1-20 and candidates to
3-50, each chord searched, every pair weighed, sorted by distance then by the two scores' sum,
the first `limit` returned), `SearchByChordAsync` (278-298: ChordPitchClasses, a chord query
with no mode and no tags, the semantic search, or the hybrid one when an instrument is named)
and `VoiceLeadingDistance` (320-336). The answer is the JSON's content as a dict; its diagrams
are the index's strings, high E first.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ...music.pitch_class import Midi
from ..chord_symbols import chord_pitch_classes
from ..optick.index import OptickIndex
from ..optick.query import ChordQuery, encode
from ..search import Filters, Hit, hybrid_search, semantic_search
from ..voicings import Corpus

ORPHAN_PENALTY = 3.0  # semitones per note left unpaired (320-336)
LIMITS, CANDIDATES = (1, 20), (3, 50)  # the tool's clamps (202-203)
DEFAULT_LIMIT, DEFAULT_CANDIDATES = 5, 15  # the tool's defaults (186-196)
NOTE = "distance = sum of absolute semitone differences under greedy ascending-pitch matching."
VOICING_TYPE = "guitar"  # every voicing of the course's index


def voice_leading_distance(a: Sequence[Midi], b: Sequence[Midi]) -> float:
    """GA's distance: both voicings' notes sorted, paired from the lowest up, 3 per note left over.

    >>> voice_leading_distance([40, 47, 52, 55, 59, 64], [57, 61, 67])
    55.0
    >>> voice_leading_distance([48, 52, 55], [48, 53, 57]), voice_leading_distance([], [60])
    (3.0, 1.7976931348623157e+308)
    """
    if not a or not b:
        return 1.7976931348623157e308  # double.MaxValue
    moves = sum(abs(x - y) for x, y in zip(sorted(a), sorted(b)))
    return float(moves) + abs(len(a) - len(b)) * ORPHAN_PENALTY


@dataclass(frozen=True)
class SearchOutcome:
    """What `SearchByChordAsync` returns: hits, or an error message."""

    hits: tuple[Hit, ...]
    error: str | None = None


@dataclass(frozen=True)
class VoiceLeadingTool:
    """The MCP tool bound to the search it reaches (the course points it at lesson 3's index)."""

    index: OptickIndex

    def search_by_chord(self, symbols: Sequence[str], limit: int,
                        instrument: str | None = None) -> list[SearchOutcome]:
        """`SearchByChordAsync` for each symbol; the readable ones searched as one batch."""
        read = [chord_pitch_classes(s.strip()) for s in symbols]
        queries = [ChordQuery(r[0], r[1]) for r in read if r is not None]
        vectors = encode(queries, self.index.revision)
        if instrument is None or not instrument.strip():
            found = iter(semantic_search(self.index, vectors, limit))
        else:
            found = iter(hybrid_search(self.index, vectors, Filters(instrument=instrument), limit))
        return [SearchOutcome((), f"unrecognized chord symbol '{s}'") if r is None
                else SearchOutcome(tuple(next(found))) for s, r in zip(symbols, read)]

    def pair(self, from_chord: str, to_chord: str, limit: int = DEFAULT_LIMIT, instrument: str | None = None,
             candidates_per_chord: int = DEFAULT_CANDIDATES) -> dict:
        """`GaVoiceLeadingPair`'s answer, as the JSON it returns."""
        if not from_chord.strip() or not to_chord.strip():
            return {"error": "fromChord and toChord are required"}
        limit, candidates = clamp(limit, *LIMITS), clamp(candidates_per_chord, *CANDIDATES)
        found = self.search_by_chord([from_chord, to_chord], candidates, instrument)
        for side, outcome in zip(("fromChord", "toChord"), found):
            if outcome.error:
                return {"error": f"{side}: {outcome.error}"}
        a, b = found[0].hits, found[1].hits
        if not a or not b:
            return {"error": "no voicings retrieved for one or both chords", "fromHits": len(a), "toHits": len(b)}
        top = self.ranked_pairs(a, b, limit)
        return {
            "fromChord": from_chord, "toChord": to_chord, "instrument": instrument,
            "pairCount": len(top), "totalCandidatesEvaluated": len(a) * len(b),
            "pairs": [{"distance": round(d, 2), "from": self.entry(x), "to": self.entry(y)} for x, y, d in top],
            "note": NOTE,
        }

    def ranked_pairs(self, a: Sequence[Hit], b: Sequence[Hit],
                     limit: int | None = None) -> list[tuple[Hit, Hit, float]]:
        """The pairs, from-hit outer, by distance, then by the two scores' sum, best first (224-235)."""
        distances = distance_matrix(self.index.corpus, [x.index for x in a], [y.index for y in b]).ravel()
        sums = (np.array([x.score for x in a])[:, None] + np.array([y.score for y in b])[None, :]).ravel()
        order = np.lexsort((-sums, distances))[:limit]  # lexsort is stable, as LINQ's OrderBy
        return [(a[k // len(b)], b[k % len(b)], float(distances[k])) for k in order.tolist()]

    def entry(self, hit: Hit) -> dict:
        """One voicing of a pair as the tool writes it."""
        corpus = self.index.corpus
        return {"diagram": corpus.diagram(hit.index), "chordName": corpus.names[hit.index],
                "instrument": VOICING_TYPE, "midiNotes": list(corpus.notes(hit.index)),
                "score": round(hit.score, 4)}


def distance_matrix(corpus: Corpus, rows_a: Sequence[int], rows_b: Sequence[int]) -> np.ndarray:
    """`voice_leading_distance` between every voicing of rows_a and every one of rows_b, (a, b)."""
    rows_a, rows_b = np.asarray(rows_a, dtype=np.int64), np.asarray(rows_b, dtype=np.int64)
    a, b = corpus.sorted_midi[rows_a], corpus.sorted_midi[rows_b]
    na, nb = corpus.sizes[rows_a][:, None], corpus.sizes[rows_b][None, :]
    paired = np.arange(a.shape[1])[None, None, :] < np.minimum(na, nb)[:, :, None]
    moves = np.where(paired, np.abs(a[:, None, :] - b[None, :, :]), 0).sum(axis=2)
    return moves + np.abs(na - nb) * ORPHAN_PENALTY


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))
