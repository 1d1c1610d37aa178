"""Lesson 20, generated progressions: what `ga_generate_progression` writes, and how it stitches.

The probe spells the nine templates in the keys a textbook writes and grades each chord against
the textbook's spelling, compares the tool with GA's own twelve-key tables, tries the roots and
lengths it takes, and stitches each template with `ga_voice_leading_pair`, as the tool's answer
suggests. The tool is the same on main, so only the stitching, which rests on main's search, is
asked again there (the other tables are the pin's only: on main they are empty).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..ga.optick.index import lesson3_index
from ..ga.progressions import generate_progression, json_text, templates
from ..ga.progressions.tables import transpose_tables
from ..ga.search import Hit
from ..ga.voice_leading import DEFAULT_CANDIDATES, VoiceLeadingTool, distance_matrix
from ..music.chord_chart import chord_chart_svg
from ..music.chord_symbol import textbook_chord
from ..music.chord_tones import split_symbol
from ..music.spelling import roman_degree, spell
from ..music.voicing import frets_of, to_chart
from ..table import ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import said_at
from .names import key_name
from .l20_data import (EXAMPLE_TEMPLATE, LENGTHS, MAJOR_KEYS, MINOR_KEYS, MINOR_TEMPLATES, ROOTS_ASKED, STITCH_KEYS,
                       YAML_TEMPLATES)

TITLE = "Generated progressions"
LENGTH_TEMPLATE = "12-bar-blues"
LENGTH_KEY = "C"


@dataclass(frozen=True, eq=False)
class Lesson20:
    """GA at one revision: the progression tool (the same everywhere) and the voice-leading pair tool."""

    at: str

    @cached_property
    def pair_tool(self) -> VoiceLeadingTool:
        """`ga_voice_leading_pair`, pointed at lesson 3's index as this revision writes it."""
        return VoiceLeadingTool(lesson3_index(self.at))

    def where(self):
        return said_at(self.at)


def model(at: str) -> Lesson20:
    return Lesson20(at)


def chords_of(root: str, template: str, length: int | None = None) -> list[dict]:
    """The tool's chords, or a ValueError with its error: the course's keys must all be read."""
    answer = generate_progression(root, template, length)
    if "error" in answer:
        raise ValueError(f"{root} {template}: {answer['error']}")
    return answer["chords"]


def textbook_symbol(key: str, chord: dict) -> str:
    """The chord as a textbook writes it in the key: its degree's letter, the accidental reaching its root."""
    return spell(key, chord["degree"], roman_degree(chord["roman"])) + split_symbol(chord["symbol"])[1]


def pitch_classes_right(chord: dict) -> bool:
    """Whether the tool's pitch classes are those of its symbol, as a textbook builds the chord."""
    return sorted(textbook_chord(chord["symbol"]).pitch_classes) == chord["pitchClasses"]


def pin_only(ga: Lesson20, build) -> Table:
    """A table the course prints at the pin only (the tool is the same on main): empty on main."""
    return build(ga) if ga.at == "pin" else Table(None)


def templates_in_every_key(ga: Lesson20) -> Table:
    "The nine templates in the fifteen keys of each mode, against the textbook's spelling."
    return pin_only(ga, spelled_templates)


def spelled_templates(ga: Lesson20) -> Table:
    rows, figures, wrong = [], {}, {}
    for name in templates():
        minor = name in MINOR_TEMPLATES
        keys = MINOR_KEYS if minor else MAJOR_KEYS
        graded = [(key, c, textbook_symbol(key, c)) for key in keys for c in chords_of(key, name)]
        for key, c, book in graded:
            if c["symbol"] != book:
                wrong.setdefault((key, minor), Counter())[(c["symbol"], book)] += 1
        spelled = sum(c["symbol"] == book for _, c, book in graded)
        right_pcs = sum(pitch_classes_right(c) for _, c, _ in graded)
        rows.append((name, phrase("minor" if minor else "major"), len(keys), len(graded), spelled, right_pcs))
        figures |= per(name.lower().replace("-", "_"), chords=len(graded), spelled_right=spelled)
    figures |= {"templates": len(rows), "major_templates": sum(r[1] == phrase("major") for r in rows),
                "minor_templates": sum(r[1] == phrase("minor") for r in rows),
                "keys": len(MAJOR_KEYS), "chords": sum(r[3] for r in rows),
                "spelled_right": sum(r[4] for r in rows), "pcs_right": sum(r[5] for r in rows),
                "keys_spelled_otherwise": len(wrong)}
    figures["spelled_otherwise"] = figures["chords"] - figures["spelled_right"]
    otherwise = [("", key_name(key, "minor" if minor else "major"),
                  Join(", ", [phrase("{tool} for {textbook} {count}", tool=t, textbook=b, count=n)
                              for (t, b), n in counts.items()])) for (key, minor), counts in wrong.items()]
    return Table(phrase("The nine templates in the keys a textbook writes, {where}, against the textbook's spelling",
                        where=ga.where()),
                 [grid([("template", 18), ("mode", 7), ("keys", 6), ("chords", 8), ("spelled right", 15),
                        ("pitch classes right", 0)], rows),
                  Line("chords {chords}: spelled right {spelled_right}, pitch classes right {pcs_right}"),
                  "the chords spelled otherwise, as the tool writes them, with the textbook's spelling and their count:",
                  grid([("", 1), ("", 10), ("", 0)], otherwise, header=False)], figures)


def yaml_tables(ga: Lesson20) -> Table:
    "The tool against the twelve-key tables that close GA's ChordProgressions.yaml."
    return pin_only(ga, against_yaml)


def against_yaml(ga: Lesson20) -> Table:
    tables, rows, figures = transpose_tables(), [], {}
    for table, template, numerals in YAML_TEMPLATES:
        same, off = 0, []
        for key, chords in tables[table]:
            answer = chords_of(key, template)
            picked = answer if numerals is None else [next(c for c in answer if c["roman"] == r) for r in numerals]
            same += [c["symbol"] for c in picked] == list(chords)
            books = [textbook_symbol(key, c) for c in picked]
            if books != [c["symbol"] for c in picked]:
                off.append(phrase("{key}: {chords}, textbook {textbook}", key=key, chords=" ".join(chords),
                                  textbook=" ".join(books)))
        rows.append((table, template, len(tables[table]), same, Join("; ", off) if off else phrase("none")))
        figures |= per(template.lower().replace("-", "_"), keys=len(tables[table]), same=same, textbook_off=len(off))
    figures |= {"tables": len(rows), "rows": sum(r[2] for r in rows), "same": sum(r[3] for r in rows)}
    return Table(phrase("The tool against the twelve-key tables of GA's ChordProgressions.yaml, {where}",
                        where=ga.where()),
                 [grid([("table", 36), ("template", 15), ("keys", 6), ("same chords", 13),
                        ("spelled otherwise by a textbook", 0)], rows)], figures)


def roots_read(ga: Lesson20) -> Table:
    "The roots the tool reads: letters in either case, accidentals, key names and chord symbols."
    return pin_only(ga, read_roots)


def read_roots(ga: Lesson20) -> Table:
    answers = [generate_progression(root, template) for root, template in ROOTS_ASKED]
    rows = [(root, template, Quote(answer["error"]) if "error" in answer else " ".join(c["symbol"] for c in answer["chords"]))
            for (root, template), answer in zip(ROOTS_ASKED, answers)]
    figures = {"asked": len(rows), "refused": sum("error" in answer for answer in answers)}
    return Table(phrase("The roots the tool reads, {where}", where=ga.where()),
                 [grid([("root", 10), ("template", 14), ("chords, or the error", 0)], rows)], figures)


def lengths(ga: Lesson20) -> Table:
    "The length argument: looped, truncated, or ignored, and the characters of the answer."
    return pin_only(ga, asked_lengths)


def asked_lengths(ga: Lesson20) -> Table:
    rows, figures = [], {}
    for length in LENGTHS:
        answer = generate_progression(LENGTH_KEY, LENGTH_TEMPLATE, length)
        last, characters = answer["chords"][-1], len(json_text(answer))
        rows.append((ForReader(None, phrase("no length")) if length is None else length, LENGTH_TEMPLATE, len(answer["chords"]),
                     phrase("{chord}, {characters}", chord=f"{last['roman']} {last['symbol']}", characters=characters)))
        figures |= per(f"length_{length}" if length is not None and length >= 0 else
                       "no_length" if length is None else "negative_length",
                       chords=len(answer["chords"]), characters=characters)
    figures |= {"natural_length": len(templates()[LENGTH_TEMPLATE]), "largest": max(n for n in LENGTHS if n)}
    return Table(phrase("The length, {where}", where=ga.where()),
                 [grid([("length", 8), ("template", 14), ("chords", 9), ("last chord, characters of JSON", 0)], rows)],
                 figures)


@dataclass(frozen=True)
class Stitched:
    """A template stitched: its chords, the tool's first pair for each move, the least joined path."""

    name: str
    chords: tuple[str, ...]
    firsts: tuple[dict, ...]  # the first pair of each move, as the tool returns it
    path: tuple[Hit, ...]  # one candidate per chord
    least: float

    @property
    def meets(self) -> int:
        return sum(a["to"]["diagram"] == b["from"]["diagram"] for a, b in zip(self.firsts, self.firsts[1:]))

    @property
    def first_sum(self) -> float:
        return sum(p["distance"] for p in self.firsts)


def stitched(ga: Lesson20) -> Table:
    "Each template stitched with ga_voice_leading_pair: the first pairs, and the least joined path."
    done = [stitch(ga, name) for name in templates()]
    rows, figures = [], {}
    for s in done:
        rows.append((s.name, len(s.chords), len(s.firsts), phrase("{right} of {pairs}", right=s.meets,
                                                                   pairs=len(s.firsts) - 1),
                     number(s.first_sum), number(s.least)))
        figures |= per(s.name.lower().replace("-", "_"), meets=s.meets, junctions=len(s.firsts) - 1,
                       first_sum=number(s.first_sum), least=number(s.least))
    example = next(s for s in done if s.name == EXAMPLE_TEMPLATE)
    corpus = ga.pair_tool.index.corpus
    figures |= {"junctions": sum(len(s.firsts) - 1 for s in done), "meet": sum(s.meets for s in done),
                "reached": sum(s.least == s.first_sum for s in done), "templates": len(done),
                "more_than_sum": sum(s.least > s.first_sum for s in done),
                "example_first_sum": number(example.first_sum), "example_least": number(example.least),
                "example_meets": example.meets}
    for k, pair in enumerate(example.firsts, start=1):  # the example's first pairs, as the pictures show them
        figures |= per(f"pair_{k}", start=to_chart(pair["from"]["diagram"]), start_name=pair["from"]["chordName"],
                       end=to_chart(pair["to"]["diagram"]), end_name=pair["to"]["chordName"],
                       distance=number(pair["distance"]))
    for k, hit in enumerate(example.path, start=1):
        figures |= per(f"path_{k}", chart=to_chart(corpus.diagram(hit.index)), name=corpus.names[hit.index])
    pairs = Join("; ", [phrase("{move}, {distance}", move=f"{shown(p['from'])} → {shown(p['to'])}",
                               distance=number(p["distance"])) for p in example.firsts])
    path = " → ".join(f"{to_chart(corpus.diagram(h.index))} {corpus.names[h.index]}" for h in example.path)
    lines = [grid([("template", 18), ("chords", 7), ("moves", 10), ("first pairs meet", 18), ("sum of first pairs", 19),
                   ("least joined path", 0)], rows),
             Line("places where two first pairs should meet {junctions}: they meet at {meet}; templates whose least "
                  "joined path moves as little as the sum of first pairs {reached} of {templates}"),
             phrase("{progression}, the first pairs: {pairs}", progression=EXAMPLE_TEMPLATE, pairs=pairs),
             phrase("{progression}, the least joined path: {path}, {total}", progression=EXAMPLE_TEMPLATE, path=path,
                    total=number(example.least))]
    return Table(phrase("Each template stitched with ga_voice_leading_pair, in C major or A minor, {where}",
                        where=ga.where()), lines, figures, stitch_pictures(ga, example))


def stitch(ga: Lesson20, name: str) -> Stitched:
    """The course's stitching of one template in its key: the tool's first pairs, and a search for the least path."""
    chords = tuple(c["symbol"] for c in chords_of(STITCH_KEYS[name in MINOR_TEMPLATES], name))
    firsts = tuple(ga.pair_tool.pair(a, b)["pairs"][0] for a, b in zip(chords, chords[1:]))
    candidates = [o.hits for o in ga.pair_tool.search_by_chord(chords, DEFAULT_CANDIDATES)]
    path, least = least_joined_path(ga, candidates)
    return Stitched(name, chords, firsts, path, least)


def least_joined_path(ga: Lesson20, candidates: list[tuple[Hit, ...]]) -> tuple[tuple[Hit, ...], float]:
    """One candidate per chord, the moves added up with the tool's distance, least in all (the first found)."""
    corpus = ga.pair_tool.index.corpus
    best, back = np.zeros(len(candidates[0])), []
    for before, after in zip(candidates, candidates[1:]):
        totals = best[:, None] + distance_matrix(corpus, [h.index for h in before], [h.index for h in after])
        back.append(np.argmin(totals, axis=0))  # the first of the least, as MinBy keeps it
        best = totals.min(axis=0)
    chosen = [int(np.argmin(best))]
    for step in reversed(back):
        chosen.insert(0, int(step[chosen[0]]))
    return tuple(hits[i] for hits, i in zip(candidates, chosen)), float(best.min())


def stitch_pictures(ga: Lesson20, example: Stitched) -> dict[str, str]:
    """The example's first pairs and its least joined path, as chord charts."""
    corpus = ga.pair_tool.index.corpus
    pictures = {}
    for k, pair in enumerate(example.firsts, start=1):
        for end in ("from", "to"):
            pictures[f"pair_{k}_{end}"] = chord_chart_svg(frets_of(pair[end]["diagram"]), pair[end]["chordName"])
    for k, hit in enumerate(example.path, start=1):
        pictures[f"path_{k}"] = chord_chart_svg(frets_of(corpus.diagram(hit.index)), corpus.names[hit.index])
    return pictures


QUESTIONS = [templates_in_every_key, yaml_tables, roots_read, lengths, stitched]


def shown(entry: dict) -> str:
    """A voicing of a pair as the table shows it: chart diagram and name."""
    return f"{to_chart(entry['diagram'])} {entry['chordName']}"


def number(value: float) -> int | float:
    """A distance as the program prints it: whole numbers without a decimal point."""
    return int(value) if float(value).is_integer() else float(value)

