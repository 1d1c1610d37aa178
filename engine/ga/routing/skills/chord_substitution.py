"""ChordSubstitutionSkill: the nearest chords by interval-class vector, or how two chords relate; no model.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ChordSubstitutionSkill.cs`:
ExecuteAsync (144-207) reads up to two chords (ExtendedChordSymbol, 69-71, in `data/predicates.tsv`;
TryParseChordMatch, 305-328, over `data/substitution_chords.tsv`). Two give the comparison
(ExecuteComparison, 211-244): ClassifySubstitution's labels (246-298: tritone substitution,
secondary dominant, backdoor dominant, set-class equivalent, ICV neighbor within L1 2, else the
distance), each with its stars and explanation. Otherwise the pattern's first match (ParseChord,
330-340) is the source: GrothendieckService.FindNearby within distance 3 (`engine.ga.atonal`), the
source's mask and other sizes left out, by cost (stable), five at most, each named by MaskToChord
(128-140: the first template and root name of its mask) or PitchClassSet.Name. Texts:
`data/substitution_texts.tsv`. A chord and its set class share a vector, and GrothendieckDelta
puts a zero delta at L1 1, so every same-class chord costs 0.60 and the list is the class's first
five masks. On main the skill, the delta and the texts are unchanged, and FindNearby differs only
in a test the skill's own mask filter makes moot (lesson 14's page).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from string import Template

import numpy as np

from ....music.pitch_class import OCTAVE
from ....music.set_class import interval_class_vector as icv_of_pcs
from ....music.set_class import prime_mask
from ...atonal import COST_PER_STEP, find_nearby, members
from ..data import gates, rows
from ..responses import AgentResponse

AGENT = "composer"  # AgentIds.Composer
MAX_DISTANCE = 3  # FindNearby(sourceSet, maxDistance: 3), line 169
SHOWN = 5  # .Take(5), line 173
MAX_CHORDS = 2  # .Take(2), line 151
NEIGHBOR_RADIUS = 2  # "ICV neighbor: Grothendieck L1 distance <= 2", line 288
DOMINANT_SEVENTH = (0, 4, 7, 10)
FOUND, CANNOT_HELP = 1.0, 0.0  # the answers' confidences (199, 352)
STARS = {"Tritone": "★★★", "ICV": "★", "": "★★"}  # lines 223-224: "Tritone" anywhere, "ICV" at the start
SIZES = np.array([mask.bit_count() for mask in range(1 << OCTAVE)])  # each set's cardinality, by id


@dataclass(frozen=True)
class ParsedChord:
    """A chord as the skill reads it: its name ("Dbm7"), its root's pitch class, its semitones above the root."""

    name: str
    root: int
    intervals: tuple[int, ...]

    @property
    def pitch_classes(self) -> tuple[int, ...]:
        return tuple((self.root + i) % OCTAVE for i in self.intervals)

    @property
    def mask(self) -> int:
        return sum(1 << pc for pc in set(self.pitch_classes))


@dataclass(frozen=True)
class Substitute:
    """One row of the list: the set, its name, its cost and its delta's L1 norm."""

    mask: int
    name: str
    cost: float
    l1: int


@dataclass(frozen=True)
class Relationship:
    type: str  # "Secondary Dominant", "ICV Neighbor (L1 = 1)"...
    explanation: str


@lru_cache(maxsize=None)
def vocabulary() -> dict[str, dict]:
    """The skill's roots (upper-cased), qualities (semitones, suffix), root names and templates, from its data."""
    found = {"root": {}, "quality": {}, "name": {}, "template": []}
    for table, _lines, written, value, suffix in rows("substitution_chords.tsv", 5):
        if table == "root":
            found["root"][written.upper()] = int(value)
        elif table == "quality":
            found["quality"][written.upper()] = (tuple(int(v) for v in value.split(",")), suffix)
        elif table == "name":
            found["name"][int(value)] = written
        else:
            found["template"].append((tuple(int(v) for v in value.split(",")), suffix))
    return found


@lru_cache(maxsize=None)
def text(name: str) -> Template:
    return Template(dict((n, t) for n, _line, t in rows("substitution_texts.tsv", 3))[name])


def parsed_chord(root: str, quality: str) -> ParsedChord | None:
    """TryParseChordMatch: None for a root the skill doesn't know; an unknown quality counts as major."""
    roots, qualities = vocabulary()["root"], vocabulary()["quality"]
    if root.upper() not in roots:
        return None
    intervals, suffix = qualities.get(quality.upper(), qualities[""])
    return ParsedChord(root + suffix, roots[root.upper()], intervals)


def chords_in(message: str) -> list[ParsedChord | None]:
    """Every chord symbol the pattern finds, in order; None where the skill does not know the root."""
    return [parsed_chord(m.group("root") + m.group("acc"), m.group("qual") or "")
            for m in gates("ChordSubstitutionSkill")["chord_symbol"].finditer(message)]


@lru_cache(maxsize=None)
def mask_to_chord() -> dict[int, str]:
    """MaskToChord: each mask's name, the first root and template in GA's order."""
    names: dict[int, str] = {}
    for root in range(OCTAVE):
        for intervals, suffix in vocabulary()["template"]:
            mask = sum(1 << ((root + i) % OCTAVE) for i in intervals)
            names.setdefault(mask, vocabulary()["name"][root] + suffix)
    return names


def set_name(mask: int) -> str:
    """SetName: a chord's name, or PitchClassSet.Name, its pitch classes with 10 and 11 as T and E."""
    return mask_to_chord().get(mask) or " ".join({10: "T", 11: "E"}.get(pc, str(pc)) for pc in members(mask))


def substitutes(chord: ParsedChord, limit: int | None = SHOWN) -> tuple[Substitute, ...]:
    """The list: FindNearby within 3, the source's own mask and other sizes left out, by cost, `limit` at most."""
    source = chord.mask
    nearby = find_nearby(source, MAX_DISTANCE)
    kept = (nearby.sets != source) & (SIZES[nearby.sets] == source.bit_count())
    sets, norms = nearby.sets[kept][:limit], nearby.norms[kept][:limit]
    return tuple(Substitute(int(s), set_name(int(s)), int(n) * COST_PER_STEP, int(n)) for s, n in zip(sets, norms))


@lru_cache(maxsize=4096)
def interval_class_vector(mask: int) -> tuple[int, ...]:
    """A set's interval-class vector, from its mask."""
    return icv_of_pcs(members(mask))


def delta_l1(a: ParsedChord, b: ParsedChord) -> int:
    """GrothendieckService.ComputeDelta(...).L1Norm: the vectors' L1 distance, and 1 where they are equal."""
    l1 = sum(abs(x - y) for x, y in zip(interval_class_vector(a.mask), interval_class_vector(b.mask)))
    return l1 or 1


@lru_cache(maxsize=4096)
def classify(a: ParsedChord, b: ParsedChord, texts: str = "") -> tuple[Relationship, ...]:
    """ClassifySubstitution (the skill's texts, or the MCP tool's with texts="tool_")."""
    def said(name: str) -> str:
        return text(texts + name).substitute(a=a.name, b=b.name, l1=delta_l1(a, b))

    ab, ba = (b.root - a.root) % OCTAVE, (a.root - b.root) % OCTAVE
    found = []
    if ab == 6 and a.intervals == DOMINANT_SEVENTH and b.intervals == DOMINANT_SEVENTH:
        found.append(Relationship("Tritone Substitution", said("tritone")))
    if ba == 7:
        found.append(Relationship("Secondary Dominant", said("secondary")))
    if ba == 10 and a.intervals == DOMINANT_SEVENTH:
        found.append(Relationship("Backdoor Dominant", said("backdoor")))
    if prime_mask(a.pitch_classes) == prime_mask(b.pitch_classes):
        found.append(Relationship("Set-Class Equivalent", said("set_class")))
    if delta_l1(a, b) <= NEIGHBOR_RADIUS:
        found.append(Relationship(f"ICV Neighbor (L1 = {delta_l1(a, b)})", said("icv_neighbor")))
    return tuple(found) or (Relationship("Harmonic Distance", said("distance")),)


def stars(kind: str) -> str:
    return STARS["Tritone"] if "Tritone" in kind else STARS["ICV"] if kind.startswith("ICV") else STARS[""]


def comparison(a: ParsedChord, b: ParsedChord) -> AgentResponse:
    """ExecuteComparison: the head, each relationship with its stars and explanation, the confidence line."""
    found = classify(a, b)
    lines = [text("pair_header").substitute(a=a.name, b=b.name), ""]
    for rel in found:
        lines += [f"{stars(rel.type)} **{rel.type}**", f"  {rel.explanation}", ""]
    lines.append(text("pair_footer").template)
    return AgentResponse(AGENT, "\n".join(lines).rstrip(), FOUND, tuple(f"{r.type}: {r.explanation}" for r in found))


def listing(chord: ParsedChord) -> AgentResponse:
    """The single-chord answer: the header and the list, or the skill's refusal when nothing is near."""
    found = substitutes(chord)
    if not found:
        return AgentResponse(AGENT, text("none_near").substitute(chord=chord.name), CANNOT_HELP)
    lines = [text("list_header").substitute(chord=chord.name), ""]
    lines += [text("list_item").substitute(name=s.name, cost=f"{s.cost:.2f}", l1=s.l1) for s in found]
    evidence = (f"Source chord: {chord.name} (bitmask {chord.mask})",
                *(f"{s.name}: cost={s.cost:.2f}, L1={s.l1}" for s in found))
    return AgentResponse(AGENT, "\n".join(lines).rstrip(), FOUND, evidence)


def answer(message: str) -> AgentResponse:
    """ExecuteAsync's answer to a message."""
    read = chords_in(message)
    known = [c for c in read if c is not None][:MAX_CHORDS]
    if len(known) == MAX_CHORDS:
        return comparison(*known)
    chord = read[0] if read else None  # the single-chord path reads only the pattern's first match
    if chord is None:
        return AgentResponse(AGENT, text("no_chord").template, CANNOT_HELP)
    return listing(chord)

