"""IcvShortestPathSkill: a chain of pitch-class sets from one chord to another, small ICV steps at a time.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/IcvShortestPathSkill.cs`:
ExecuteAsync (106-125) tries "shortest path ... from A to B" (PathPattern, 86-88), then "how do I
get from A to B ... harmonic" (HowDoIGetPattern, 91-93; `data/icv_patterns.tsv`), builds each chord
(TryBuildPcSet, 165-201: lesson 22's table, `icv_chords`) and answers (AnswerPath, 127-163) with
GrothendieckService.FindShortestPath's sets within 5 steps (`atonal.find_shortest_path`): their
count as "steps", a table of their pitch classes and vectors, and a closing paragraph; or "No path
found". A chord it cannot build gets the "couldn't parse" text (215-221), a question without a
path phrase the refusal (223-229). Texts: `data/atonal_texts.tsv`.

On main (the course: the skill only marks its refusal `Declined`; FindNearby compares by value,
which changes no path) the answers are the pin's; inferred that only the refusal carries the flag.
"""
from __future__ import annotations

from typing import NamedTuple

from ...atonal import PcSet, find_shortest_path, icv_text, members, vector
from ..responses import AgentResponse
from .atonal_texts import filled
from .icv_chords import Token, build, chord_set, patterns

SKILL = "IcvShortestPathSkill"
AGENT = "theory"  # AgentIds.Theory
MAX_STEPS = 5  # DefaultMaxSteps, line 83
ANSWERED, UNPARSED, DECLINED = "answer", "unparsed", "declined"
CONFIDENCE = {ANSWERED: 1.0, UNPARSED: 0.3, DECLINED: 0.1}  # lines 210, 219, 227
EVIDENCE = {ANSWERED: ("Source: IcvShortestPathSkill (in-process GrothendieckService.FindShortestPath BFS)",
                       "icv-shortest-path({a}→{b}, {found})"),  # lines 138, 162, 211
            UNPARSED: ("IcvShortestPathSkill: unparseable chord token '{chord}'",),  # line 220
            DECLINED: ("IcvShortestPathSkill: no path pattern in query",)}  # line 228


class PathAnswer(NamedTuple):
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
    def path(self) -> tuple[PcSet, ...]:
        """FindShortestPath(a, b, 5): the sets from the first chord to the second, or () if none."""
        return find_shortest_path(*self.sets, MAX_STEPS, self.at)

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
            found = f"{len(self.path)} steps" if self.path else "no path"
            values = {"a": self.a, "b": self.b, "found": found}
        evidence = tuple(line.format(**values) for line in EVIDENCE[self.kind])
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], evidence,
                             declined=self.kind == DECLINED and self.at != "pin")


def read(message: str | None, at: str = "pin") -> PathAnswer:
    """ExecuteAsync, as data."""
    found = next(filter(None, (p.search(message or "") for p in patterns(SKILL).values())), None)
    if found is None:
        return PathAnswer(DECLINED, at=at)
    a, b = found["a"], found["b"]
    for token in (a, b):
        if build(token) is None:
            return PathAnswer(UNPARSED, a, b, token, at)
    return PathAnswer(ANSWERED, a, b, at=at)


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


def answer_text(a: PathAnswer) -> str:
    """AnswerPath's markdown (lines 131-160), each line ended by AppendLine's newline."""
    lines = [f"**Shortest harmonic path {a.a} → {a.b}** (max {MAX_STEPS} steps):", ""]
    path = a.path
    if not path:
        return "\n".join([*lines, filled(SKILL, "no path", steps=MAX_STEPS)]) + "\n"
    sets, moves = len(path), len(path) - 1
    lines += [f"- **{sets} step{plural(sets)}** total ({moves} intermediate move{plural(moves)}).", "",
              "| Step | PC set | ICV |", "|------|--------|-----|"]
    for i, pc_set in enumerate(path):
        label = f"0 ({a.a})" if i == 0 else f"{i} ({a.b})" if i == len(path) - 1 else str(i)
        pcs = "{" + ",".join(map(str, members(pc_set))) + "}"
        lines.append(f"| {label} | `{pcs}` | `{icv_text(vector(pc_set))}` |")
    lines += ["", filled(SKILL, "closing")]
    return "\n".join(lines) + "\n"


def plural(n: int) -> str:
    return "" if n == 1 else "s"
