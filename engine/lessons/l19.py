"""Lesson 19, voice-leading pairs: what `ga_voice_leading_pair` returns for VoiceLeadingSkill's prompts.

The tool pairs the index's nearest voicings of two chords and ranks the pairs by its distance.
The questions check its candidates and first pairs against the chords a textbook spells, the
smoothest exact pair in the whole index, lesson 18's least motion, and the least motion over
every choice of notes.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..ga.optick.index import OptickIndex, lesson3_index
from ..ga.search import Hit
from ..ga.voice_leading import (CANDIDATES, DEFAULT_CANDIDATES, DEFAULT_LIMIT, LIMITS, ORPHAN_PENALTY, VoiceLeadingTool,
                               distance_matrix)
from ..ga.voicings import Corpus
from ..music.chord_symbol import MORE, RIGHT, VERDICTS, textbook_chord, verdict
from ..music.pitch_class import bitmask, pc_set
from ..music.voice_leading import least_motions, least_pc_motion
from ..music.voicing import IndexDiagram, frets_of, to_chart
from ..pictures.drawings import chord_pair
from ..table import Line, Table, grid, per, phrase
from . import said_at
from .names import caption

TITLE = "Voice-leading pairs"
# The chord pairs of VoiceLeadingSkill's ten example prompts (VoiceLeadingSkill.cs 35-47), as
# lesson 18 reads them ("voice leading C major to G major" is C -> G).
PROMPTS = (("C", "F"), ("C", "Am"), ("G7", "Cmaj7"), ("Dm7", "G7"), ("C", "G"),
           ("Em", "A7"), ("Fmaj7", "Bm7b5"), ("D", "A"), ("C7", "F"), ("G7", "C"))
MOST_CANDIDATES = CANDIDATES[1]
ENDS = ("from", "to")


@dataclass(frozen=True, eq=False)
class Lesson19:
    """GA's model at one revision, as lesson 19 asks it: the index and the tool bound to it."""

    at: str
    index: OptickIndex
    tool: VoiceLeadingTool

    @cached_property
    def chords(self) -> tuple[str, ...]:
        """The prompts' chords in order of first appearance."""
        return tuple(dict.fromkeys(c for pair in PROMPTS for c in pair))

    def candidates(self, count: int) -> dict[str, tuple[Hit, ...]]:
        """Each chord's candidates as the tool searches them, every chord in one batch."""
        return {c: o.hits for c, o in zip(self.chords, self.tool.search_by_chord(self.chords, count))}

    def exact_rows(self, symbol: str) -> np.ndarray:
        """The index's voicings that play exactly the chord's pitch classes."""
        return np.flatnonzero(self.index.corpus.masks == bitmask(textbook_chord(symbol).pitch_classes))

    def answer(self, a: str, b: str, candidates: int = DEFAULT_CANDIDATES) -> "Answer":
        return Answer(a, b, self.tool.pair(a, b, candidates_per_chord=candidates))


def model(at: str) -> Lesson19:
    index = lesson3_index(at)
    return Lesson19(at, index, VoiceLeadingTool(index))


@dataclass(frozen=True)
class Answer:
    """The tool's answer to one prompt, its voicings judged against the textbook chords."""

    a: str
    b: str
    answer: dict  # the JSON's content

    @property
    def pairs(self) -> list[dict]:
        return self.answer["pairs"]

    @property
    def first(self) -> dict:
        return self.pairs[0]

    @property
    def slug(self) -> str:
        return f"{slug(self.a)}_{slug(self.b)}"

    def verdicts(self, pair: dict) -> tuple[str, str]:
        """The verdicts of a pair's two voicings, read from the MIDI notes the tool returns."""
        chords = (textbook_chord(self.a), textbook_chord(self.b))
        return tuple(verdict(chord, set(pc_set(pair[end]["midiNotes"]))) for chord, end in zip(chords, ENDS))

    def right(self, pair: dict) -> bool:
        return all(v in RIGHT for v in self.verdicts(pair))

    def side(self, end: str):
        """One end of the first pair as the table shows it: chart, name and verdict."""
        return phrase("{voicing}, {verdict}", voicing=chart_name(self.first[end]),
                      verdict=phrase(self.verdicts(self.first)[ENDS.index(end)]))

    def figures(self) -> dict:
        """The first pair's figures: distance, chart and index diagrams, names, verdicts."""
        ends = {}
        for end, judged in zip(ENDS, self.verdicts(self.first)):
            entry = self.first[end]
            ends |= {end: to_chart(entry["diagram"]), f"{end}_name": entry["chordName"], f"{end}_verdict": judged,
                     f"{end}_index_diagram": entry["diagram"]}
        return per(self.slug, distance=number(self.first["distance"]), **ends)

    def pictures(self) -> dict:
        """The first pair as one picture: its two voicings as chord charts, an arrow from one to the other."""
        start, end = ((frets_of(self.first[e]["diagram"]), caption(self.first[e]["chordName"])) for e in ENDS)
        return {self.slug: chord_pair(start, end)}


def the_index_and_the_tool(ga: Lesson19) -> Table:
    "The index the tool searches and the tool's limits: figures for the prose, no printed table."
    strings = np.bincount(ga.index.corpus.sizes, minlength=7)
    return Table(None, figures={
        "voicings": len(ga.index.corpus),
        **{f"voicings_{n}_strings": int(strings[n]) for n in range(3, 7)},
        "default_candidates": DEFAULT_CANDIDATES, "least_candidates": CANDIDATES[0],
        "most_candidates": MOST_CANDIDATES, "orphan_penalty": number(ORPHAN_PENALTY),
        "default_limit": DEFAULT_LIMIT, "least_limit": LIMITS[0], "most_limit": LIMITS[1],
        "prompts": len(PROMPTS),
    })


def candidates_per_chord(ga: Lesson19) -> Table:
    "The 15 candidates the tool pairs for each chord, against the chord a textbook spells."
    rows, figures, totals = [], {}, dict.fromkeys(VERDICTS, 0)
    for chord, hits in ga.candidates(DEFAULT_CANDIDATES).items():
        verdicts = [verdict(textbook_chord(chord), set(pc_set(ga.index.corpus.notes(h.index)))) for h in hits]
        counts = {v: verdicts.count(v) for v in VERDICTS}
        first = verdicts.index("exact") + 1 if "exact" in verdicts else 0
        in_index = len(ga.exact_rows(chord))
        rows.append((chord, *counts.values(), in_index, phrase("rank {rank}", rank=first) if first else phrase("none")))
        totals = {v: totals[v] + counts[v] for v in VERDICTS}
        figures |= per(slug(chord), **{key(v): n for v, n in counts.items()}, exact_in_index=in_index,
                       first_exact_rank=first)
    total = sum(totals.values())
    no_exact = [row[0] for row in rows if row[1] == 0]
    figures |= {"candidates": total, "chords": len(rows), **{key(v): n for v, n in totals.items()},
                "all_candidates_exact": totals["exact"] == total,
                "chords_without_exact": len(no_exact), "chords_without_exact_names": ", ".join(no_exact)}
    columns = [("chord", 8), ("exact", 7), ("no fifth", 10), ("more", 6), ("part", 6), ("other", 7),
               ("exact in the index", 19), ("first exact candidate", 0)]
    figures["default_candidates"] = DEFAULT_CANDIDATES
    summary = Line("candidates {candidates}: exact {exact}, no fifth {no_fifth}, more {more}, part {part}, other {other}")
    return Table(phrase("The {default_candidates} candidates the tool pairs for each chord, {where}, against the chord "
                        "a textbook spells", default_candidates=DEFAULT_CANDIDATES, where=where(ga)),
                 [grid(columns, rows), summary], figures)


def first_pair_per_prompt(ga: Lesson19) -> Table:
    "The tool's first pair for each prompt, and the smoothest pair of exact voicings in the index."
    answers = [ga.answer(a, b) for a, b in PROMPTS]
    smoothest = [smoothest_exact_pair(ga, a, b) for a, b in PROMPTS]
    least = [least_pc_motion(sorted(textbook_chord(a).pitch_classes), sorted(textbook_chord(b).pitch_classes))
             for a, b in PROMPTS]
    rows, figures, pictures = [], {}, {}
    for ans, (distance, fa, fb), pc in zip(answers, smoothest, least):
        right = sum(ans.right(p) for p in ans.pairs)
        rows.append((prompt(ans.a, ans.b), phrase("{distance}: {side}", distance=number(ans.first["distance"]),
                                                  side=ans.side("from")),
                     ans.side("to"), phrase("{right} of {pairs}", right=right, pairs=len(ans.pairs)),
                     phrase("{distance}: {pair}", distance=distance, pair=f"{to_chart(fa)} → {to_chart(fb)}"), pc))
        figures |= ans.figures() | per(ans.slug, both_right=right, smoothest=distance, smoothest_from=to_chart(fa),
                                       smoothest_to=to_chart(fb), least_pc=pc)
        pictures |= ans.pictures()
    counts = {
        "first_pair_right": sum(ans.right(ans.first) for ans in answers),
        "moves_more_than_smoothest": sum(ans.first["distance"] > s[0] for ans, s in zip(answers, smoothest)),
        "smoothest_is_least": sum(s[0] == pc for s, pc in zip(smoothest, least)),
        "first_is_smoothest": sum((ans.first["from"]["diagram"], ans.first["to"]["diagram"]) == s[1:]
                                  for ans, s in zip(answers, smoothest)),
        "pairs_right": sum(ans.right(p) for ans in answers for p in ans.pairs),
    }
    raw = answers[0].first
    figures |= {"prompts": len(PROMPTS), **counts,
                "all_pairs_right": counts["pairs_right"] == sum(len(a.pairs) for a in answers),
                "raw_prompt": prompt(*PROMPTS[0]), "raw_from": raw["from"]["diagram"], "raw_to": raw["to"]["diagram"]}
    columns = [("prompt", 14), ("first pair: from", 42), ("to", 36), ("both right", 12),
               ("smoothest exact pair in the index", 36), ("least in pitch classes", 0)]
    lines = [grid(columns, rows),
             Line("prompts {prompts}: first pair right on both sides {first_pair_right}, moves more than the smoothest "
                  "exact pair {moves_more_than_smoothest}; that pair moves the least in pitch classes {smoothest_is_least}"),
             Line("the first pair for {raw_prompt}, as the tool returns it: diagram {raw_from} → {raw_to}")]
    return Table(phrase("The tool's first pair for each prompt, {where}, and the smoothest pair of exact voicings in "
                        "the index", where=where(ga)), lines, figures, pictures)


def fifty_candidates(ga: Lesson19) -> Table:
    "The first pair with 50 candidates per chord, the most the tool allows."
    answers = [ga.answer(a, b, MOST_CANDIDATES) for a, b in PROMPTS]
    rows = [(prompt(ans.a, ans.b), number(ans.first["distance"]), *map(phrase, ans.verdicts(ans.first)),
             f"{chart_name(ans.first['from'])} → {chart_name(ans.first['to'])}") for ans in answers]
    same = {ans.slug: ans.first["from"]["diagram"] == ans.first["to"]["diagram"] for ans in answers}
    figures = {k: v for ans in answers for k, v in ans.figures().items()}
    figures |= {k: v for s, v in same.items() for k, v in per(s, same_voicing=v).items()}
    right = sum(ans.right(ans.first) for ans in answers)
    figures |= {"prompts": len(PROMPTS), "candidates": MOST_CANDIDATES, "first_pair_right": right,
                "first_pair_both_more": sum(ans.verdicts(ans.first) == (MORE, MORE) for ans in answers),
                "same_voicing_both_sides": sum(same.values())}
    pictures = {k: v for ans in answers for k, v in ans.pictures().items()}
    columns = [("prompt", 14), ("distance", 10), ("from", 12), ("to", 12), ("first pair", 0)]
    lines = [grid(columns, rows), Line("prompts {prompts}: first pair right on both sides {first_pair_right}")]
    return Table(phrase("The first pair with {candidates} candidates per chord, the most the tool allows, {where}",
                        candidates=MOST_CANDIDATES, where=where(ga)), lines, figures, pictures)


def distance_check(ga: Lesson19) -> Table:
    "The tool's distance on every pair it weighs for the ten prompts, against the least motion."
    corpus, w = ga.index.corpus, weighed_pairs(ga)
    equal, met = w["equal"], w["tool"] == w["least"]
    gap = int(np.argmax(w["tool"] - w["least"]))  # the first of the largest, in the tool's order of weighing
    i, j = w["rows"][gap]
    moving_less = sum(w["least"][w["prompt"] == p].min() < w["tool"][w["prompt"] == p].min() for p in range(len(PROMPTS)))
    figures = {"equal_size_pairs": int(equal.sum()), "equal_size_least": int((equal & met).sum()),
               "unequal_size_pairs": int((~equal).sum()), "unequal_size_least": int((~equal & met).sum()),
               "largest_gap": number(w["tool"][gap] - w["least"][gap]), "gap_distance": number(w["tool"][gap]),
               "gap_least": number(w["least"][gap]), "gap_from": to_chart(corpus.diagram(i)),
               "gap_from_name": corpus.names[i], "gap_to": to_chart(corpus.diagram(j)), "gap_to_name": corpus.names[j],
               "gap_from_described": described(corpus, i), "gap_to_described": described(corpus, j),
               "prompts_moving_less": int(moving_less), "prompts": len(PROMPTS)}
    figures["equal_sizes_always_least"] = figures["equal_size_pairs"] == figures["equal_size_least"]
    lines = [
        Line("pairs of equal size {equal_size_pairs}: the distance is the least over every pairing {equal_size_least}"),
        Line("pairs of unequal size {unequal_size_pairs}: the distance is the least over every choice of notes "
             "{unequal_size_least}"),
        Line("the largest gap, {largest_gap} semitones: {gap_from_described} → {gap_to_described}, "
             "distance {gap_distance}, least {gap_least}"),
        Line("prompts whose first pair would move less with the least over every choice of notes: "
             "{prompts_moving_less} of {prompts}"),
    ]
    return Table(phrase("The tool's distance on every pair it weighs for the ten prompts, {where}, against the least "
                        "motion", where=where(ga)), lines, figures)


QUESTIONS = [the_index_and_the_tool, candidates_per_chord, first_pair_per_prompt, fifty_candidates, distance_check]


def smoothest_exact_pair(ga: Lesson19, a: str, b: str) -> tuple[int | float, IndexDiagram, IndexDiagram]:
    """The least distance between exact voicings of a and b, and the first pair reaching it, by index."""
    rows_a, rows_b, corpus = ga.exact_rows(a), ga.exact_rows(b), ga.index.corpus
    distances = distance_matrix(corpus, rows_a, rows_b)
    i, j = np.unravel_index(int(np.argmin(distances)), distances.shape)
    return number(distances[i, j]), corpus.diagram(rows_a[i]), corpus.diagram(rows_b[j])


def weighed_pairs(ga: Lesson19) -> dict[str, np.ndarray]:
    """Every pair the tool weighs for the prompts, in its order: rows, prompt, its distance, the least, equal sizes."""
    found, corpus = ga.candidates(DEFAULT_CANDIDATES), ga.index.corpus
    rows = [(x.index, y.index) for a, b in PROMPTS for x in found[a] for y in found[b]]
    tool = np.concatenate([distance_matrix(corpus, [h.index for h in found[a]], [h.index for h in found[b]]).ravel()
                           for a, b in PROMPTS])
    prompt_of = np.concatenate([[p] * (len(found[a]) * len(found[b])) for p, (a, b) in enumerate(PROMPTS)])
    least = least_motions([(corpus.notes(i), corpus.notes(j)) for i, j in rows], ORPHAN_PENALTY)
    equal = np.array([corpus.sizes[i] == corpus.sizes[j] for i, j in rows])
    return {"rows": rows, "prompt": prompt_of, "tool": tool, "least": least, "equal": equal}


def where(ga: Lesson19):
    """The revision, as the titles say it."""
    return said_at(ga.at)


def chart_name(entry: dict) -> str:
    return f"{to_chart(entry['diagram'])} {entry['chordName']}"


def described(corpus: Corpus, row: int) -> str:
    """A voicing as the distance check prints it: chart diagram, name, notes ascending."""
    notes = " ".join(str(n) for n in sorted(corpus.notes(row)))
    return f"{to_chart(corpus.diagram(row))} {corpus.names[row]} [{notes}]"


def prompt(a: str, b: str) -> str:
    return f"{a} → {b}"


def slug(symbol: str) -> str:
    """A chord symbol in figure names: "Bm7b5" -> "bm7b5", "F#" -> "fs"."""
    return symbol.lower().replace("#", "s")


def key(verdict_name: str) -> str:
    return verdict_name.replace(" ", "_")


def number(value: float) -> int | float:
    """A distance as the program prints it: whole numbers without a decimal point."""
    return int(value) if float(value).is_integer() else float(value)
