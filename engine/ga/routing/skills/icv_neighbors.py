"""IcvNeighborsSkill: the chord a question names, and the pitch-class sets whose vectors lie near its own.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/IcvNeighborsSkill.cs`:
ExecuteAsync (102-118) tries its two patterns, builds the chord (`icv_chords`), and lists
(120-175) what `GrothendieckService.FindNearby` returns within a distance of 3, each set's
distance recomputed from the true delta (183-194), the source and the sets sharing its vector
left out, those within 2 kept, sorted by distance (stable) and cut to 8. Its answer is modelled
up to the table; the closing paragraph (168-172) is left out, since no question reads it. The
refusal (254-260) and the unparsed chord (246-252) are values.

On main (the course: "IcvNeighborsSkill ... only mark[s] its refusal `Declined`"; FindNearby
compares by value) the answers are the same. Inferred: only the refusal carries the flag.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ....music.pitch_class import bitmask
from ....music.set_class import all_interval_class_vectors, interval_class_vector
from ...atonal import COST_PER_STEP, PcSet, find_nearby, icv_text, members
from ..data import rows
from ..responses import AgentResponse
from .icv_chords import Token, build, patterns

SKILL = "IcvNeighborsSkill"
AGENT = "theory"  # AgentIds.Theory
MAX_DISTANCE = 2  # DefaultMaxDistance, line 76
SHOWN = 8  # MaxNeighborsToShow, line 77
ANSWERED, UNPARSED, DECLINED = "answer", "unparsed", "declined"
REFUSAL = ('Ask about ICV-neighbor pitch-class sets near a chord, e.g. "ICV neighbors of Cmaj7" or '
           '"what chords are harmonically close to Dm7".')  # line 257
UNPARSED_TEXT = ("I couldn't parse '{chord}' as a chord. Try C, Am, G7, Cmaj7, Dm7, F#m7b5, B°, sus2/sus4, "
                 "m9/maj9, etc.")  # line 249
NONE_NEAR = "No pitch-class sets within L1 = {radius}. Try a wider radius."  # line 151
CONFIDENCE = {ANSWERED: 1.0, UNPARSED: 0.3, DECLINED: 0.1}  # lines 241, 250, 258


@dataclass(frozen=True)
class Neighbor:
    """One row of the answer's table: the set, its vector, its distance, its cost as GA writes it."""

    set: PcSet
    l1: int

    @property
    def pitch_classes(self) -> tuple[int, ...]:
        return members(self.set)

    @property
    def icv(self) -> tuple[int, ...]:
        return tuple(int(n) for n in all_interval_class_vectors()[self.set])

    @property
    def cost(self) -> str:
        return f"{self.l1 * COST_PER_STEP:.2f}"  # line 163-164, "{cost:F2}"


@dataclass(frozen=True)
class NeighborsAnswer:
    """What the skill makes of a question: answered, unparsed or declined; the chord, its set, the rows."""

    kind: str
    chord: Token | None = None
    source: PcSet | None = None
    rows: tuple[Neighbor, ...] = ()
    at: str = "pin"

    @property
    def response(self) -> AgentResponse:
        """The AgentResponse GA returns (the answer's text up to its table)."""
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], declined=self.kind == DECLINED and self.at != "pin")

    @property
    def text(self) -> str:
        if self.kind == DECLINED:
            return REFUSAL
        if self.kind == UNPARSED:
            return UNPARSED_TEXT.replace("{chord}", self.chord or "")
        return "\n".join(answer_lines(self))


@lru_cache(maxsize=None)
def other_phrasings() -> tuple[tuple[str, str], ...]:
    """(source, phrasing): GA's other phrasings for the skill, its doc comment's, its refusal's, the parked draft's."""
    listed = rows("icv_phrasings.tsv", 3)
    suggested = tuple(("refusal", quoted) for quoted in re.findall(r'"([^"]+)"', REFUSAL))
    return (tuple((source, p) for source, _where, p in listed if source == "doc comment") + suggested
            + tuple((source, p) for source, _where, p in listed if source == "parked draft"))


def chord_in(message: str) -> Token | None:
    """The chord the first matching pattern captures: "neighbors of X", then "X ... neighbors"."""
    for pattern in patterns(SKILL).values():
        found = pattern.search(message or "")
        if found:
            return found["chord"]
    return None


def read(message: str, at: str = "pin") -> NeighborsAnswer:
    """ExecuteAsync, as data."""
    token = chord_in(message)
    if token is None:
        return NeighborsAnswer(DECLINED, at=at)
    pcs = build(token)
    if pcs is None:
        return NeighborsAnswer(UNPARSED, token, at=at)
    source = bitmask(pcs)
    return NeighborsAnswer(ANSWERED, token, source, neighbors(source, at), at)


def answer(message: str, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


@lru_cache(maxsize=512)
def neighbors(source: PcSet, at: str = "pin") -> tuple[Neighbor, ...]:
    """The rows: FindNearby within 3, at their true distance, 1 to 2 kept, nearest first, the first 8."""
    found = find_nearby(source, MAX_DISTANCE + 1, at)
    icvs = all_interval_class_vectors().astype(np.int16)
    true = np.abs(icvs[found.sets] - icvs[source]).sum(axis=1)  # ComputeTrueDelta, no +1 on a zero delta
    true[0] = 0  # the source's own entry is skipped by reference (line 135)
    kept = np.flatnonzero((true > 0) & (true <= MAX_DISTANCE))
    kept = kept[np.argsort(true[kept], kind="stable")][:SHOWN]
    return tuple(Neighbor(int(found.sets[i]), int(true[i])) for i in kept)


def answer_lines(a: NeighborsAnswer) -> list[str]:
    """The answer's header, source vector, count and table (lines 143-165)."""
    count = len(a.rows)
    lines = [f"**ICV neighbors of {a.chord}** (within L1 = {MAX_DISTANCE}):", "",
             f"- Source ICV: `{icv_text(interval_class_vector(members(a.source)))}`",
             f"- {count} neighbor{'' if count == 1 else 's'} returned (top {SHOWN} by harmonic cost):", ""]
    if not a.rows:
        return lines + [NONE_NEAR.replace("{radius}", str(MAX_DISTANCE))]
    lines += ["| Neighbor (PC set) | ICV | L1 | Harmonic cost |", "|-------------------|-----|----|----|"]
    return lines + [f"| `{{{','.join(map(str, r.pitch_classes))}}}` | `{icv_text(r.icv)}` | {r.l1} | {r.cost} |"
                    for r in a.rows]


@dataclass(frozen=True)
class DraftNeighbor:
    """A chord of the parked draft's example answer (DRAFT.md 53-58) and what the draft says of it."""

    chord: str
    rootless: bool  # the draft's "Cm9 (no root)"
    pitch_classes: tuple[int, ...]  # in the draft's order
    claim: str  # the draft's vector, label or distance, as the course's program condenses it


@lru_cache(maxsize=None)
def draft_example() -> tuple[DraftNeighbor, ...]:
    """The example of the skill drafted to call ga_icv_neighbors: Cmaj7 first, then its three neighbors."""
    return tuple(DraftNeighbor(chord, rootless == "yes", tuple(int(p) for p in pcs.split(",")), claim)
                 for _line, chord, rootless, pcs, claim in rows("icv_draft_example.tsv", 5))
