"""GrothendieckDeltaSkill: the difference of the interval-class vectors of the two chords a question names.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/GrothendieckDeltaSkill.cs`:
ExecuteAsync (80-95) reads two chords joined by "to", "and" or an arrow (TwoChordPattern, 65-67,
`data/icv_patterns.tsv`), builds each (TryBuildPcSet, 137-173: lesson 22's table, `icv_chords`)
and answers (AnswerDelta, 97-131) with both vectors, GrothendieckDelta's signed changes, norms and
cost (`atonal.delta`, its +1 on ic1 where the vectors are equal included), its interpretation and a
closing gloss. A chord it cannot build gets the "couldn't parse" text (187-193), a question
without two chords the refusal (195-201). Texts: `data/atonal_texts.tsv`.

On main (the course: the skill only marks its refusal `Declined`; GrothendieckDelta is the same)
the answers are the pin's; inferred, as for lesson 22's skills, that only the refusal carries the flag.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ...atonal import Delta, PcSet, from_icvs, icv_text, vector
from ..responses import AgentResponse
from .atonal_texts import filled
from .icv_chords import Token, build, chord_set, patterns

SKILL = "GrothendieckDeltaSkill"
AGENT = "theory"  # AgentIds.Theory
ANSWERED, UNPARSED, DECLINED = "answer", "unparsed", "declined"
CONFIDENCE = {ANSWERED: 1.0, UNPARSED: 0.3, DECLINED: 0.1}  # lines 182, 191, 199
EVIDENCE = {ANSWERED: ("Source: GrothendieckDeltaSkill (in-process GrothendieckService)",
                       "grothendieck-delta({a}→{b}, L1={l1}, cost={cost})"),  # lines 130, 183
            UNPARSED: ("GrothendieckDeltaSkill: unparseable chord token '{chord}'",),  # line 192
            DECLINED: ("GrothendieckDeltaSkill: no two-chord pattern in query",)}  # line 200


class DeltaAnswer(NamedTuple):  # a tuple: lesson 23 asks the delta skill 36,864 questions
    """What the skill makes of a question: its kind, the two chord tokens read, the one it could not build."""

    kind: str
    a: Token | None = None
    b: Token | None = None
    unparsed: Token | None = None
    at: str = "pin"

    @property
    def sets(self) -> tuple[PcSet, PcSet]:
        return chord_set(self.a), chord_set(self.b)

    @property
    def delta(self) -> Delta:
        """ComputeDelta(icvA, icvB): the second chord's vector minus the first's."""
        return set_delta(*self.sets)

    @property
    def text(self) -> str:
        if self.kind == DECLINED:
            return filled(SKILL, "refusal")
        if self.kind == UNPARSED:
            return filled(SKILL, "unparsed", chord=self.unparsed)
        return answer_text(self)

    @property
    def response(self) -> AgentResponse:
        """The AgentResponse GA returns."""
        values = {"chord": self.unparsed}
        if self.kind == ANSWERED:
            values = {"a": self.a, "b": self.b, "l1": self.delta.l1, "cost": f"{self.delta.cost:.2f}"}
        evidence = tuple(line.format(**values) for line in EVIDENCE[self.kind])
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], evidence,
                             declined=self.kind == DECLINED and self.at != "pin")


def read(message: str | None, at: str = "pin") -> DeltaAnswer:
    """ExecuteAsync, as data."""
    found = two_chord().search(message or "")
    if found is None:
        return DeltaAnswer(DECLINED, at=at)
    a, b = found["a"], found["b"]
    for token in (a, b):
        if build(token) is None:
            return DeltaAnswer(UNPARSED, a, b, token, at)
    return DeltaAnswer(ANSWERED, a, b, at=at)


@lru_cache(maxsize=None)  # by the two sets' ids: lesson 23 asks for every pair of 192 chords
def set_delta(first: PcSet, second: PcSet) -> Delta:
    """ComputeDelta of the two sets' vectors."""
    return from_icvs(vector(first), vector(second))


@lru_cache(maxsize=1)
def two_chord() -> re.Pattern[str]:
    """TwoChordPattern."""
    return patterns(SKILL)["two_chord"]


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


def answer_text(a: DeltaAnswer) -> str:
    """AnswerDelta's markdown (lines 105-128), each line ended by AppendLine's newline."""
    first, second = a.sets
    d = a.delta
    lines = [f"**Grothendieck delta {a.a} → {a.b}**", "",
             f"- **ICV {a.a}**: `{icv_text(vector(first))}`  (ic1..ic6)",
             f"- **ICV {a.b}**: `{icv_text(vector(second))}`",
             f"- **Δ (signed)**: `{d.signed}`",
             f"- **L1 norm** (Manhattan): **{d.l1}**",
             f"- **L2 norm** (Euclidean): **{d.l2:.3f}**",  # F3 and .3f round the same double alike
             f"- **Harmonic cost**: **{d.cost:.2f}**"]
    explained = d.explain()
    if explained.strip():
        lines += ["", f"**Interpretation**: {explained}"]
    lines += ["", filled(SKILL, "gloss", a=a.a, b=a.b)]
    return "\n".join(lines) + "\n"
