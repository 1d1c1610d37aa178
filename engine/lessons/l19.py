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
from ..ga.voice_leading import CANDIDATES, DEFAULT_CANDIDATES, ORPHAN_PENALTY, VoiceLeadingTool, distance_matrix
from ..music.chord_chart import chord_chart_svg
from ..music.chord_symbol import RIGHT, VERDICTS, Chord, textbook_chord, verdict
from ..music.pitch_class import bitmask, pc_set
from ..music.voice_leading import least_motions, least_pc_motion
from ..music.voicing import frets_of, to_chart
from ..table import Table, grid

TITLE = "Voice-leading pairs"
# The chord pairs of VoiceLeadingSkill's ten example prompts (VoiceLeadingSkill.cs 35-47), as
# lesson 18 reads them ("voice leading C major to G major" is C -> G).
PROMPTS = (("C", "F"), ("C", "Am"), ("G7", "Cmaj7"), ("Dm7", "G7"), ("C", "G"),
           ("Em", "A7"), ("Fmaj7", "Bm7b5"), ("D", "A"), ("C7", "F"), ("G7", "C"))
WHERE = {"pin": "at the pin", "main": "on main"}
MOST_CANDIDATES = CANDIDATES[1]


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

    def verdict(self, symbol: str, row: int) -> str:
        return verdict(textbook_chord(symbol), set(pc_set(self.index.corpus.notes(row))))

    def exact_rows(self, symbol: str) -> np.ndarray:
        """The index's voicings that play exactly the chord's pitch classes."""
        return np.flatnonzero(self.index.corpus.masks == bitmask(textbook_chord(symbol).pitch_classes))


def model(at: str) -> Lesson19:
    index = lesson3_index(at)
    return Lesson19(at, index, VoiceLeadingTool(index))


def candidates_per_chord(ga: Lesson19) -> Table:
    "The 15 candidates the tool pairs for each chord, against the chord a textbook spells."
    found, rows, figures = ga.candidates(DEFAULT_CANDIDATES), [], {}
    totals = dict.fromkeys(VERDICTS, 0)
    for chord, hits in found.items():
        verdicts = [ga.verdict(chord, h.index) for h in hits]
        counts = {v: verdicts.count(v) for v in VERDICTS}
        first = next((k for k, v in enumerate(verdicts, 1) if v == "exact"), 0)
        in_index = len(ga.exact_rows(chord))
        rows.append((chord, *counts.values(), in_index, f"rank {first}" if first else "none"))
        totals = {v: totals[v] + counts[v] for v in VERDICTS}
        figures |= {f"{slug(chord)}_{key(v)}": n for v, n in counts.items()}
        figures |= {f"{slug(chord)}_exact_in_index": in_index, f"{slug(chord)}_first_exact_rank": first}
    total = sum(totals.values())
    summary = f"candidates {total}: " + ", ".join(f"{v} {n}" for v, n in totals.items())
    no_exact = [c for c, r in zip(found, rows) if r[1] == 0]
    figures |= {"candidates": total, **{key(v): n for v, n in totals.items()},
                "chords_without_exact": len(no_exact), "chords_without_exact_names": ", ".join(no_exact),
                "all_candidates_exact": totals["exact"] == total}
    columns = [("chord", 8), ("exact", 7), ("no fifth", 10), ("more", 6), ("part", 6), ("other", 7),
               ("exact in the index", 19), ("first exact candidate", 0)]
    title = f"The {DEFAULT_CANDIDATES} candidates the tool pairs for each chord, {WHERE[ga.at]}, against the chord a textbook spells"
    return Table(title, [grid(columns, rows), summary], figures)


def first_pair_per_prompt(ga: Lesson19) -> Table:
    "The tool's first pair for each prompt, and the smoothest pair of exact voicings in the index."
    rows, figures, pictures = [], {}, {}
    right_both = more_than_smoothest = smoothest_least = pairs_right = pairs_returned = first_is_smoothest = 0
    for a, b in PROMPTS:
        answer = ga.tool.pair(a, b)
        first, s = answer["pairs"][0], slug_pair(a, b)
        both = sum(both_right(pair, a, b) for pair in answer["pairs"])
        smooth, (fa, fb) = smoothest_exact_pair(ga, a, b)
        least = least_pc_motion(sorted(textbook_chord(a).pitch_classes), sorted(textbook_chord(b).pitch_classes))
        rows.append((prompt(a, b), f"{number(first['distance'])}: {side(first['from'], a)}",
                     side(first["to"], b), f"{both} of {len(answer['pairs'])}",
                     f"{number(smooth)}: {to_chart(fa)} → {to_chart(fb)}", least))
        right_both += both_right(first, a, b)
        more_than_smoothest += first["distance"] > smooth
        smoothest_least += smooth == least
        pairs_right, pairs_returned = pairs_right + both, pairs_returned + len(answer["pairs"])
        first_is_smoothest += (first["from"]["diagram"], first["to"]["diagram"]) == (fa, fb)
        figures |= pair_figures(s, first, a, b) | {
            f"{s}_both_right": both, f"{s}_smoothest": smooth, f"{s}_least_pc": least,
            f"{s}_smoothest_from": to_chart(fa), f"{s}_smoothest_to": to_chart(fb)}
        pictures |= pair_pictures(s, first)
    raw = ga.tool.pair(*PROMPTS[0])["pairs"][0]
    figures |= {"prompts": len(PROMPTS), "first_pair_right": right_both, "moves_more_than_smoothest": more_than_smoothest,
                "smoothest_is_least": smoothest_least, "first_is_smoothest": first_is_smoothest,
                "pairs_right": pairs_right, "all_pairs_right": pairs_right == pairs_returned,
                "raw_from": raw["from"]["diagram"], "raw_to": raw["to"]["diagram"]}
    columns = [("prompt", 14), ("first pair: from", 42), ("to", 36), ("both right", 12),
               ("smoothest exact pair in the index", 36), ("least in pitch classes", 0)]
    lines = [grid(columns, rows),
             f"prompts {len(PROMPTS)}: first pair right on both sides {right_both}, moves more than the smoothest "
             f"exact pair {more_than_smoothest}; that pair moves the least in pitch classes {smoothest_least}",
             f"the first pair for {prompt(*PROMPTS[0])}, as the tool returns it: diagram "
             f"{raw['from']['diagram']} → {raw['to']['diagram']}"]
    title = f"The tool's first pair for each prompt, {WHERE[ga.at]}, and the smoothest pair of exact voicings in the index"
    return Table(title, lines, figures, pictures)


def fifty_candidates(ga: Lesson19) -> Table:
    "The first pair with 50 candidates per chord, the most the tool allows."
    rows, figures, pictures, right_both, both_more = [], {}, {}, 0, 0
    for a, b in PROMPTS:
        first, s = ga.tool.pair(a, b, candidates_per_chord=MOST_CANDIDATES)["pairs"][0], slug_pair(a, b)
        va, vb = verdict_of(first["from"], a), verdict_of(first["to"], b)
        rows.append((prompt(a, b), number(first["distance"]), va, vb,
                     f"{chart_name(first['from'])} → {chart_name(first['to'])}"))
        right_both += both_right(first, a, b)
        both_more += va == vb == "more"
        figures |= pair_figures(s, first, a, b) | {f"{s}_same_voicing": first["from"]["diagram"] == first["to"]["diagram"]}
        pictures |= pair_pictures(s, first)
    figures |= {"prompts": len(PROMPTS), "candidates": MOST_CANDIDATES, "first_pair_right": right_both,
                "first_pair_both_more": both_more,
                "same_voicing_both_sides": sum(v for k, v in figures.items() if k.endswith("_same_voicing"))}
    columns = [("prompt", 14), ("distance", 10), ("from", 12), ("to", 12), ("first pair", 0)]
    title = f"The first pair with {MOST_CANDIDATES} candidates per chord, the most the tool allows, {WHERE[ga.at]}"
    return Table(title, [grid(columns, rows), f"prompts {len(PROMPTS)}: first pair right on both sides {right_both}"],
                 figures, pictures)


def distance_check(ga: Lesson19) -> Table:
    "The tool's distance on every pair it weighs for the ten prompts, against the least motion."
    found, corpus = ga.candidates(DEFAULT_CANDIDATES), ga.index.corpus
    weighed = [(x.index, y.index, p) for p, (a, b) in enumerate(PROMPTS) for x in found[a] for y in found[b]]
    tool = np.concatenate([distance_matrix(corpus, [h.index for h in found[a]], [h.index for h in found[b]]).ravel()
                           for a, b in PROMPTS])
    least = least_motions([(corpus.notes(i), corpus.notes(j)) for i, j, _ in weighed], ORPHAN_PENALTY)
    equal = np.array([len(corpus.notes(i)) == len(corpus.notes(j)) for i, j, _ in weighed])
    gap = int(np.argmax(tool - least))  # the first of the largest, in the tool's order of weighing
    i, j = weighed[gap][:2]
    prompt_of = np.array([p for *_, p in weighed])
    moving_less = sum(least[prompt_of == p].min() < tool[prompt_of == p].min() for p in range(len(PROMPTS)))
    figures = {"equal_size_pairs": int(equal.sum()), "equal_size_least": int((equal & (tool == least)).sum()),
               "unequal_size_pairs": int((~equal).sum()), "unequal_size_least": int((~equal & (tool == least)).sum()),
               "largest_gap": number(tool[gap] - least[gap]), "gap_from": to_chart(corpus.diagram(i)),
               "gap_from_name": corpus.names[i], "gap_to": to_chart(corpus.diagram(j)), "gap_to_name": corpus.names[j],
               "gap_distance": number(tool[gap]), "gap_least": number(least[gap]),
               "prompts_moving_less": int(moving_less), "prompts": len(PROMPTS)}
    figures["equal_sizes_always_least"] = figures["equal_size_pairs"] == figures["equal_size_least"]
    lines = [
        f"pairs of equal size {figures['equal_size_pairs']}: the distance is the least over every pairing {figures['equal_size_least']}",
        f"pairs of unequal size {figures['unequal_size_pairs']}: the distance is the least over every choice of notes "
        f"{figures['unequal_size_least']}",
        f"the largest gap, {figures['largest_gap']} semitones: {described(corpus, i)} → {described(corpus, j)}, "
        f"distance {figures['gap_distance']}, least {figures['gap_least']}",
        f"prompts whose first pair would move less with the least over every choice of notes: {moving_less} of {len(PROMPTS)}",
    ]
    return Table(f"The tool's distance on every pair it weighs for the ten prompts, {WHERE[ga.at]}, against the least motion",
                 lines, figures)


QUESTIONS = [candidates_per_chord, first_pair_per_prompt, fifty_candidates, distance_check]


def smoothest_exact_pair(ga: Lesson19, a: str, b: str) -> tuple[float, tuple[str, str]]:
    """The least distance between exact voicings of a and b, and the first pair reaching it, by index."""
    rows_a, rows_b = ga.exact_rows(a), ga.exact_rows(b)
    distances = distance_matrix(ga.index.corpus, rows_a, rows_b)
    i, j = np.unravel_index(int(np.argmin(distances)), distances.shape)
    corpus = ga.index.corpus
    return number(distances[i, j]), (corpus.diagram(rows_a[i]), corpus.diagram(rows_b[j]))


def verdict_of(entry: dict, symbol: str) -> str:
    """The verdict of one voicing of the tool's answer, from the MIDI notes it returns."""
    return verdict(textbook_chord(symbol), set(pc_set(entry["midiNotes"])))


def both_right(pair: dict, a: str, b: str) -> bool:
    return verdict_of(pair["from"], a) in RIGHT and verdict_of(pair["to"], b) in RIGHT


def side(entry: dict, symbol: str) -> str:
    return f"{chart_name(entry)}, {verdict_of(entry, symbol)}"


def chart_name(entry: dict) -> str:
    return f"{to_chart(entry['diagram'])} {entry['chordName']}"


def described(corpus, row: int) -> str:
    notes = " ".join(str(n) for n in sorted(corpus.notes(row)))
    return f"{to_chart(corpus.diagram(row))} {corpus.names[row]} [{notes}]"


def pair_figures(s: str, pair: dict, a: str, b: str) -> dict:
    """The figures of a prompt's first pair: distance, chart diagrams, names, verdicts."""
    out = {f"{s}_distance": number(pair["distance"])}
    for end, symbol in (("from", a), ("to", b)):
        entry = pair[end]
        out |= {f"{s}_{end}": to_chart(entry["diagram"]), f"{s}_{end}_name": entry["chordName"],
                f"{s}_{end}_verdict": verdict_of(entry, symbol), f"{s}_{end}_index_diagram": entry["diagram"]}
    return out


def pair_pictures(s: str, pair: dict) -> dict:
    return {f"{s}_{end}": chord_chart_svg(frets_of(pair[end]["diagram"]), pair[end]["chordName"]) for end in ("from", "to")}


def prompt(a: str, b: str) -> str:
    return f"{a} → {b}"


def slug(symbol: str) -> str:
    return symbol.lower().replace("#", "s")


def slug_pair(a: str, b: str) -> str:
    return f"{slug(a)}_{slug(b)}"


def key(verdict_name: str) -> str:
    return verdict_name.replace(" ", "_")


def number(value: float) -> int | float:
    """A distance as the program prints it: whole numbers without a decimal point."""
    return int(value) if float(value).is_integer() else float(value)
