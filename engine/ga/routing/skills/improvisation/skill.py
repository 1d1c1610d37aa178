"""ImprovisationSkill's answer: an arpeggio and ranked scales for each chord of a run, or for one chord.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ImprovisationSkill.cs`
ExecuteAsync 117-181 (a run of two chords or more first, 123-125; else the extractor's chord, 127;
no chord, 129-144; one chord, 146-180), BuildProgressionResponse 212-261, ArpeggioFor 266-284 and
ScalesFor 360-437 (`data/improvisation_scales.tsv`); the texts are `data/improvisation.tsv`. At #749
and on main (inferred: lesson 7's page finds the file unchanged on main at f4f4d30, after the merge)
the guard of `guard.py` answers first. The `Scale("Major scale of the root", "fallback")` of line 228
is never reached: every quality, Unknown too, has a scale.

The single-chord path asks an `IMusicalQueryExtractor`. The chatbot host's is the composite one:
GA's typed reader (`engine.ga.query.read_query`), then a model, which finds nothing offline
(TypedMusicalQueryExtractor.cs 217-234, MusicalQueryExtractor.cs 73-83). The course's programs
pass one that throws instead (`course_extractor`): lessons 5 and 7 show where that path would need
a model.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

from .....errors import UnknownName
from ....query import QueryReading, read_query
from ...data import rows
from ....dotnet_text import is_blank
from ...responses import AgentResponse
from . import guard
from .reading import Quality, chord_run, quality_of, root_of, texts

VERSIONS = ("pin", "749", "main")  # the pin, #749's merge (lesson 7), GA's main
GUARDED = frozenset({"749", "main"})
AGENT = "skill.improvisation"  # $"skill.{Name.ToLowerInvariant()}", Name "Improvisation"
CONFIDENCE = 0.85  # lines 168, 256 (0.85f)
NO_CHORD_CONFIDENCE = 0.2  # line 140 (0.2f)
MIN_RUN = 2  # line 124: two chord symbols make a progression

Extractor = Callable[[str], QueryReading]  # IMusicalQueryExtractor.ExtractAsync: GA's StructuredQuery


class ModelNeeded(Exception):
    """The single-chord path asked the course's extractor, which would need a model (not an engine error:
    the lesson reports it)."""


def course_extractor(message: str) -> QueryReading:
    """The extractor of Lesson5.cs and Lesson7.cs (NoExtractor): it throws where a model would be asked."""
    raise ModelNeeded(f"the single-chord path asks a model to extract the chord of {message!r}")


host_extractor: Extractor = read_query  # CompositeMusicalQueryExtractor offline: the typed tier's reading


@dataclass(frozen=True)
class ScaleChoice:
    """One scale of ScalesFor: its name ("Dorian", or with the chord's root in a run's Data) and colour note."""

    name: str
    color: str


@dataclass(frozen=True)
class ChordAnswer:
    """What the skill returns for one chord of a run (an item of Data.perChord)."""

    chord: str
    quality: str
    arpeggio: str
    scales: tuple[ScaleChoice, ...]  # best first; names carry the root ("D Dorian")


@lru_cache(maxsize=None)
def scale_table() -> dict[str, tuple[ScaleChoice, ...]]:
    found: dict[str, tuple[ScaleChoice, ...]] = {}
    for kind, _line, name, color in rows("improvisation_scales.tsv", 4):
        found[kind] = (*found.get(kind, ()), ScaleChoice(name, color))
    return found


def scales_for(quality: Quality) -> tuple[ScaleChoice, ...]:
    """ScalesFor: the quality's scales, best first."""
    return scale_table()[quality.kind]


def arpeggio_for(root: str, quality: Quality) -> str:
    """ArpeggioFor: the root and the quality's own suffix ("Am7"); a bare root for a major triad or an unknown quality."""
    return root + quality.arpeggio_suffix


def classify(chord: str) -> ChordAnswer:
    """One chord of a run as BuildProgressionResponse classifies it.

    >>> a = classify("Cm7#5"); (a.quality, a.arpeggio, a.scales[0].name)
    ('augmented', 'Caug', 'C Whole Tone')
    """
    root, quality = root_of(chord), quality_of(chord)
    scales = tuple(ScaleChoice(f"{root} {s.name}", s.color) for s in scales_for(quality))
    return ChordAnswer(chord, quality.display, arpeggio_for(root, quality), scales)


def execute(message: str, at: str = "pin", extractor: Extractor = host_extractor) -> AgentResponse:
    """ExecuteAsync: the skill's answer to a message, at a revision of GA, with an extractor for one chord."""
    if at not in VERSIONS:
        raise UnknownName("revision of ImprovisationSkill", at, list(VERSIONS))
    if at in GUARDED and (invalid := guard.find(message)):
        return declined(invalid)
    run = chord_run(message)
    if len(run) >= MIN_RUN:
        return progression_answer(run)
    structured = extractor(message)
    if is_blank(structured.chord):
        t = texts()
        return AgentResponse(AGENT, t["no_chord"], NO_CHORD_CONFIDENCE, assumptions=(t["no_chord_assumption"],))
    return chord_answer(structured)


def declined(invalid: list[str]) -> AgentResponse:
    """#749's decline (no evidence, no Data)."""
    return AgentResponse(AGENT, guard.decline(invalid), guard.DECLINE_CONFIDENCE,
                         assumptions=(guard.assumption(invalid),))


def progression_answer(chords: list[str]) -> AgentResponse:
    """BuildProgressionResponse: one line per chord, its evidence, and Data.perChord."""
    t = texts()
    answers = [classify(c) for c in chords]
    lines = [t["run_heading"].format(chords=t["run_separator"].join(chords)), ""]
    for a in answers:
        lead = scales_for(quality_of(a.chord))[0]  # best first: the one to lead with (line 227)
        lines.append(t["run_chord"].format(chord=a.chord, arpeggio=a.arpeggio, root=root_of(a.chord),
                                           scale=lead.name, color=lead.color))
    lines += ["", t["run_closing"]]
    evidence = tuple(t["run_evidence"].format(chord=a.chord, arpeggio=a.arpeggio,
                                              scales=", ".join(s.name for s in a.scales)) for a in answers)
    data = {"progression": tuple(chords), "perChord": tuple(chord_data(a) for a in answers)}
    return AgentResponse(AGENT, text_of(lines), CONFIDENCE, evidence, assumptions=(t["run_assumption"],), data=data)


def chord_answer(structured: QueryReading) -> AgentResponse:
    """The single-chord answer: the extractor's chord, its quality, its scales and the quality's advice."""
    t = texts()
    symbol = structured.chord
    root, quality = root_of(symbol), quality_of(symbol)
    scales = scales_for(quality)
    lines = [t["chord_heading"].format(chord=symbol, quality=quality.display), ""]
    lines += [t["chord_scale"].format(root=root, scale=s.name, color=s.color) for s in scales]
    lines += ["", quality.advice]
    evidence = tuple(t["chord_evidence"].format(root=root, scale=s.name, color=s.color) for s in scales)
    data = {"interpreted": structured, "chordRoot": root, "chordQuality": quality.display,
            "scales": tuple({"name": s.name, "color": s.color} for s in scales)}
    return AgentResponse(AGENT, text_of(lines), CONFIDENCE, evidence, data=data)  # never unknown: no assumption


def text_of(lines: list[str]) -> str:
    """StringBuilder.AppendLine for each line: every line ends in a newline."""
    return "".join(line + "\n" for line in lines)


def chord_data(answer: ChordAnswer) -> dict[str, Any]:
    return {"chord": answer.chord, "quality": answer.quality, "arpeggio": answer.arpeggio,
            "scales": tuple({"name": s.name, "color": s.color} for s in answer.scales)}


def chord_answers(response: AgentResponse) -> list[ChordAnswer] | None:
    """Data.perChord read back, as the course's programs read it; None when the answer has none."""
    if not response.data or "perChord" not in response.data:
        return None
    return [ChordAnswer(c["chord"], c["quality"], c["arpeggio"],
                        tuple(ScaleChoice(s["name"], s["color"]) for s in c["scales"]))
            for c in response.data["perChord"]]


def answer(message: str, at: str = "pin") -> AgentResponse:
    """The skill's answer in the chatbot host: ExecuteAsync with the host's extractor."""
    return execute(message, at, host_extractor)
