"""IntervalClassVectorSkill: the interval-class vector of the set, chord or scale a question names.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/IntervalClassVectorSkill.cs`
ExecuteAsync (113-146): a set of numbers in braces, brackets or parentheses first (two distinct
pitch classes at least), then "ICV of <chord>" (`icv_chords`), then "ICV ... <scale name>"
(`data/icv_scales.tsv`); else the refusal (239-245). The answer is modelled as its first two
lines (160-162); the table and paragraph that follow are left out, since no question reads them.
On main (the course) only the refusal is marked `Declined`: inferred, as for IcvNeighborsSkill.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ....music.pitch_class import OCTAVE
from ....music.set_class import interval_class_vector
from ...atonal import icv_text
from ..data import rows
from ..responses import AgentResponse
from .icv_chords import build, patterns

SKILL = "IntervalClassVectorSkill"
AGENT = "theory"  # AgentIds.Theory
LEAST_PCS = 2  # line 126
ANSWERED, UNPARSED, DECLINED = "answer", "unparsed", "declined"
REFUSAL = ('Ask for an ICV of a chord, scale, or explicit pitch-class set, e.g. "ICV of Cmaj7", '
           '"interval-class vector of {0,2,4,5,7,9,11}", "ICV of the dorian mode".')  # line 242
UNPARSED_TEXT = ("I couldn't parse '{chord}' as a chord. Try C, Am, G7, Cmaj7, Dm7, F#m7b5, B°, sus2/sus4, "
                 "m9/maj9, etc.")  # line 234
CONFIDENCE = {ANSWERED: 1.0, UNPARSED: 0.3, DECLINED: 0.1}  # lines 226, 235, 243


@dataclass(frozen=True)
class VectorAnswer:
    """What the skill makes of a question: its kind, the label it answers for, the pitch classes."""

    kind: str
    label: str | None = None  # "Cmaj7", "{0,1,4,8}", "the dorian"
    pitch_classes: tuple[int, ...] = ()
    at: str = "pin"

    @property
    def icv(self) -> tuple[int, ...]:
        return interval_class_vector(self.pitch_classes)

    @property
    def heading(self) -> str:
        """The answer's bold heading, "ICV of Cmaj7" (line 160)."""
        return f"ICV of {self.label}"

    @property
    def response(self) -> AgentResponse:
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], declined=self.kind == DECLINED and self.at != "pin")

    @property
    def text(self) -> str:
        if self.kind == DECLINED:
            return REFUSAL
        if self.kind == UNPARSED:
            return UNPARSED_TEXT.replace("{chord}", self.label or "")
        icv = self.icv
        listed = ", ".join(map(str, sorted(self.pitch_classes)))
        return (f"**{self.heading}**: `{icv_text(icv)}`  (`[{', '.join(map(str, icv))}]`)\n\n"
                f"- Pitch-class set: `{{{listed}}}` ({len(self.pitch_classes)} notes)")


@lru_cache(maxsize=None)
def scales() -> dict[str, tuple[int, ...]]:
    """ScalePcs, keyed lowercased (GA looks them up ignoring case)."""
    return {name.lower(): tuple(int(p) for p in pcs.split(",")) for _line, name, pcs in rows("icv_scales.tsv", 3)}


def numbers_in(text: str) -> tuple[int, ...]:
    """The distinct pitch classes of "0, 1,4": numbers 0 to 11, in their order (lines 121-125).

    >>> numbers_in("0, 1,4,1, 12")
    (0, 1, 4)
    """
    found = [int(n) for n in (part.strip() for part in text.split(",")) if n.isdigit()]
    return tuple(dict.fromkeys(n for n in found if 0 <= n < OCTAVE))


def read(message: str, at: str = "pin") -> VectorAnswer:
    """ExecuteAsync, as data."""
    message = message or ""
    found = patterns(SKILL)
    numbers = found["pc_set"].search(message)
    if numbers and len(pcs := numbers_in(numbers["pcs"])) >= LEAST_PCS:
        return VectorAnswer(ANSWERED, "{" + ",".join(map(str, pcs)) + "}", pcs, at)
    chord = found["chord"].search(message)
    if chord:
        pcs = build(chord["chord"])
        if pcs is None:
            return VectorAnswer(UNPARSED, chord["chord"], at=at)
        return VectorAnswer(ANSWERED, chord["chord"], tuple(dict.fromkeys(pcs)), at)
    scale = found["scale_name"].search(message)
    if scale and scale["scale"].lower().strip() in scales():
        name = scale["scale"].lower().strip()
        return VectorAnswer(ANSWERED, f"the {name}", scales()[name], at)
    return VectorAnswer(DECLINED, at=at)


def answer(message: str, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response
