"""Lesson 16, the voicings of a chord: what ChordVoicingsSkill reads in a request, and what it answers.

The course's probe (`Lesson16.cs` at the pin, GaMain's `Lesson16()` on main, both asking through
`ChordVoicingsProbe.cs`) asks the skill's CanHandle and the host's reader about the example
prompts, other phrasings, lesson 15's symbols and spelled-out qualities, then plays every diagram
the skill returns for the examples and for a grid of 144 chords, against the chord a textbook
spells. The reader and CanHandle are the same on main, where the course prints only the answers,
the corpus's names for five chords and the techniques the examples name; each revision's other
tables are figures only.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..errors import EngineError
from ..ga.chord_symbols import chord_pitch_classes
from ..ga.optick.index import OptickIndex, lesson3_index
from ..ga.query import QueryReading, read_query
from ..ga.routing.skills.chord_info import formula, normalize_quality
from ..ga.routing.skills.chord_voicings import LIMIT, VoicingsAnswer, answer_text, diagram, find_voicings
from ..ga.routing.skills.gates import chord_voicings as can_handle
from ..ga.search import POOL_FACTOR, POOL_MIN
from ..ga.voicings.corpus import LESSON3
from ..music.chord_chart import chord_chart_svg
from ..music.chord_symbol import EXACT, MORE, OTHER, PART, Chord, compare, spelled_chord
from ..music.pitch_class import bitmask, sharp_names
from ..music.voicing_techniques import TECHNIQUES
from ..table import Column, ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import said_at
from .notes import chord_notes, pitch_classes
from .l16_data import (EXAMPLE_CHORDS, EXAMPLE_PROMPTS, FULL_ANSWER, GRID_QUALITIES, GRID_ROOTS, LESSON_15,
                       NAMED_CHORDS, OTHER_PHRASINGS, SYMBOLS, TECHNIQUE_PROMPTS, WORDS, WORDS_SHOWN, grid_prompt,
                       grid_prompts)

TITLE = "The voicings of a chord"
VERDICTS = (EXACT, MORE, PART, OTHER)
PRINTED_AT = {"example_prompts": "pin", "other_phrasings": "pin", "symbols": "pin", "spelled_out_qualities": "pin",
              "main_corpus": "main", "techniques": "main"}  # the other tables print at both revisions


@dataclass(frozen=True, eq=False)
class Lesson16:
    """GA at one revision as lesson 16 asks it: the index, and the skill's answers to every prompt."""

    at: str
    index: OptickIndex
    answers: dict[str, VoicingsAnswer]

    def answer(self, prompt: str) -> VoicingsAnswer:
        return self.answers[prompt]

    def plays(self, row: int) -> frozenset[int]:
        """The pitch classes a voicing of the index plays."""
        return frozenset(n % 12 for n in self.index.corpus.notes(row))

    def verdicts(self, prompt: str, chord: Chord) -> list[str]:
        """How each voicing of the skill's answer compares with the chord asked."""
        return [compare(chord.pitch_classes, self.plays(h.index)) for h in self.answer(prompt).hits]

    def title(self, table: str, title):
        """The table's title where the course prints it, else None: its figures only."""
        return title if PRINTED_AT.get(table, self.at) == self.at else None

    @cached_property
    def where(self):
        return said_at(self.at)


def model(at: str) -> Lesson16:
    """The index at `at`, and the skill's answers to the examples and the grid, searched in one batch."""
    index = lesson3_index(at)
    prompts = list(dict.fromkeys([*EXAMPLE_PROMPTS, *grid_prompts()]))
    return Lesson16(at, index, dict(zip(prompts, find_voicings(index, prompts))))


# ---- What the skill reads ----

def example_prompts(ga: Lesson16) -> Table:
    "The skill's 12 example prompts: does CanHandle take them, and what does the reader read?"
    parts, figures = readings_table(EXAMPLE_PROMPTS)
    figures["rejected"] = ", ".join(p for p in EXAMPLE_PROMPTS if not can_handle(p))
    title = "The skill's example prompts: CanHandle, and the chord TypedMusicalQueryExtractor reads"
    return Table(ga.title("example_prompts", title), parts, figures)


def other_phrasings(ga: Lesson16) -> Table:
    "Ten other ways of asking: bare chords, minor, lower case, a flat, a half-diminished, a slash."
    parts, figures = readings_table(OTHER_PHRASINGS)
    return Table(ga.title("other_phrasings", "Other phrasings"), parts, figures)


def readings_table(prompts) -> tuple[list, dict]:
    """A grid of prompt, CanHandle, the chord read and what else is read; and its figures."""
    rows, figures = [], {}
    for p in prompts:
        reading = read_query(p)
        rows.append((p, can_handle(p), chord_read(reading), also_read(reading)))
        figures |= per(slug(p), can_handle=can_handle(p), chord=reading.chord or "", mode=reading.mode or "",
                       notes=sharp_names(reading.pitch_classes or ()))
    figures |= {"prompts": len(rows), "can_handle": sum(can_handle(p) for p in prompts)}
    columns = [Column("prompt", 32), Column("CanHandle", 10),
               Column("chord read", 22, heading="chord read: its pitch classes"), Column("also read", 0)]
    return [grid(columns, rows)], figures


def chord_read(reading: QueryReading):
    """The chord the reader read and its pitch classes (GA's reader builds a set, not a spelling), or "no chord"."""
    if not reading.pitch_classes:
        return phrase("no chord")
    return phrase("{chord}: {pitch_classes}", chord=reading.chord, pitch_classes=pitch_classes(reading.pitch_classes))


def misread(symbol: str, reading: QueryReading, degrees: str):
    """A symbol the reader gets wrong: the program's line, and for a reader what GA read (pitch classes) and a textbook's spelling."""
    textbook = spelled_chord("C", degrees)
    printed = phrase("  {symbol}: {read}, a textbook's {notes}", symbol=symbol, read=chord_read(reading),
                     notes=sharp_names(textbook.pitch_classes))
    notes = chord_notes(textbook.pitch_classes, "C", degrees)
    if not reading.pitch_classes:
        return ForReader(printed, phrase("  {symbol}: GA reads no chord; a textbook spells {notes}", symbol=symbol,
                                         notes=notes))
    return ForReader(printed, phrase("  {symbol}: GA reads the pitch classes {pitch_classes}; a textbook spells {notes}",
                                     symbol=symbol, pitch_classes=pitch_classes(reading.pitch_classes), notes=notes))


def also_read(reading: QueryReading) -> Join:
    """The mode, the tags and the instrument the reader read besides the chord."""
    items = []
    if reading.mode is not None:
        items.append(phrase("mode {mode}", mode=reading.mode))
    if reading.tags:
        items.append(phrase("tags {tags}", tags=" ".join(reading.tags)))
    if reading.instrument is not None:
        items.append(phrase("instrument {instrument}", instrument=reading.instrument))
    return Join(", ", items)


def symbols(ga: Lesson16) -> Table:
    "Lesson 15's 51 symbols after C: which the reader reads as a textbook does, and where the two readers differ."
    wrong = []
    for symbol, degrees in SYMBOLS:
        reading, textbook = read_query(f"voicings for C{symbol}"), spelled_chord("C", degrees)
        if set(reading.pitch_classes or ()) != textbook.pitch_classes:
            wrong.append((f"C{symbol}", reading, textbook, degrees))
    differ = [f"C{s}" for s, _ in SYMBOLS if readers_differ(s)]
    figures = {"symbols": len(SYMBOLS), "lesson": LESSON_15, "right": len(SYMBOLS) - len(wrong),
               "wrong": len(wrong), "unread": sum(not r.pitch_classes for _, r, _, _ in wrong),
               "unread_symbols": ", ".join(s for s, r, _, _ in wrong if not r.pitch_classes),
               "misread_symbols": ", ".join(s for s, r, _, _ in wrong if r.pitch_classes),
               "readers_differ": len(differ), "readers_differ_symbols": " ".join(differ)}
    parts = [Line("read as a textbook spells them: {right} of {symbols}"),
             *(misread(s, r, degrees) for s, r, _, degrees in wrong),
             Line("symbols ChordPitchClasses and ChordVocabulary read as different chords: {readers_differ}: "
                  "{readers_differ_symbols}")]
    title = phrase('The {symbols} symbols of lesson {lesson}, asked as "voicings for C…"', symbols=len(SYMBOLS),
                   lesson=LESSON_15)
    return Table(ga.title("symbols", title), parts, figures)


def readers_differ(symbol: str) -> bool:
    """Whether ChordPitchClasses and ChordVocabulary (ChordInfoSkill's reader) read C<symbol> differently."""
    parsed = chord_pitch_classes(f"C{symbol}")
    vocabulary = {i % 12 for i in formula(normalize_quality(symbol)).semitones}
    return parsed is None or set(parsed[1]) != vocabulary


def spelled_out_qualities(ga: Lesson16) -> Table:
    "Lesson 15's 31 spelled-out qualities after \"C \": CanHandle, and the chord read."
    prompts = [(f"voicings for C {w}", w, spelled_chord("C", d)) for w, d in WORDS]
    right = sum(set(read_query(p).pitch_classes or ()) == t.pitch_classes for p, _, t in prompts)
    groups: dict[str, tuple[QueryReading, list[str]]] = {}  # the reading as the course groups it: its first, its words
    for p, words, _ in prompts:
        groups.setdefault(chord_key(read_query(p)), (read_query(p), []))[1].append(words)
    figures = {"qualities": len(WORDS), "can_handle": sum(can_handle(p) for p, _, _ in prompts), "right": right,
               "readings": len(groups), "read_as_c_major": len(groups.get("C: C E G", (None, []))[1])}
    parts = [Line("CanHandle accepts {can_handle} of {qualities}; read as a textbook spells them: {right}")]
    parts += [reading_line(reading, words) for _, (reading, words) in sorted(groups.items())]
    title = phrase('The {qualities} spelled-out qualities, asked as "voicings for C …"', qualities=len(WORDS))
    return Table(ga.title("spelled_out_qualities", title), parts, figures)


def reading_line(reading: QueryReading, words: list[str]):
    """The qualities read as one chord: the program's line, and a reader's that says the notes are pitch classes."""
    printed = phrase("  read as {read}: {count}, {words}", read=chord_read(reading), count=len(words),
                     words=shown_words(words))
    if not reading.pitch_classes:
        return printed
    return ForReader(printed, phrase("  read as {chord}, the pitch classes {pitch_classes}: {count}, {words}",
                                     chord=reading.chord, pitch_classes=pitch_classes(reading.pitch_classes),
                                     count=len(words), words=shown_words(words)))


def chord_key(reading: QueryReading) -> str:
    """The chord read as the course groups readings: "C: C E G", or "" for no chord."""
    return f"{reading.chord}: {sharp_names(reading.pitch_classes)}" if reading.pitch_classes else ""


def shown_words(words: list[str]) -> str:
    return ", ".join(words[:WORDS_SHOWN]) + (", …" if len(words) > WORDS_SHOWN else "")


# ---- What the skill answers ----

def main_corpus(ga: Lesson16) -> Table:
    "The corpus main's program rebuilds, and the names the analysis gives the voicings of five chords."
    corpus = ga.index.corpus
    rows, figures = [], {"voicings": len(corpus)}
    for chord, pcs in NAMED_CHORDS:
        names = Counter(corpus.names[i] for i in np.flatnonzero(corpus.masks == bitmask(pcs)))
        ordered = sorted(names.items(), key=lambda item: (-item[1], item[0]))
        listed = ", ".join(f"{name} {count}" for name, count in ordered)
        rows.append((f"  {chord}", listed))
        figures |= per(slug(chord.split(",")[0]), names=listed, voicings=sum(names.values()), name_count=len(names))
    parts = [grid([("", 24), ("", 0)], [(phrase("voicings"), len(corpus))], header=False),
             "the names main's analysis gives the voicings of five chords, with their counts:",
             grid([("", 24), ("", 0)], rows, header=False)]
    title = phrase("Corpus {where}: GA's VoicingGenerator, standard tuning, {frets} frets, window {window}, "
                   "at least {notes} notes", where=ga.where, frets=LESSON3["fret_count"], window=LESSON3["window"],
                   notes=LESSON3["min_notes"])
    return Table(ga.title("main_corpus", title), parts, figures)


def example_answers(ga: Lesson16) -> Table:
    "What the voicings of the skill's answers to its examples play, against the chord each asks."
    rows, figures, totals = [], {}, Counter()
    for p in EXAMPLE_PROMPTS:
        counts = Counter(ga.verdicts(p, spelled_chord(*EXAMPLE_CHORDS[p])))
        rows.append((p, sum(counts.values()), *(counts[v] for v in VERDICTS)))
        figures |= per(slug(p), voicings=sum(counts.values()), **{v: counts[v] for v in VERDICTS},
                       retried=ga.answer(p).retried)
        totals += counts
    figures |= {"prompts": len(rows), "voicings": sum(totals.values()), **{v: totals[v] for v in VERDICTS},
                "prompts_all_exact": sum(r[1] > 0 and r[2] == r[1] for r in rows),
                "prompts_no_exact": sum(r[2] == 0 for r in rows), "limit": LIMIT, "pool": max(LIMIT * POOL_FACTOR, POOL_MIN)}
    columns = [("prompt", 32), ("voicings", 10), ("exact", 6), ("more", 6), ("part", 6), ("other", 0)]
    title = phrase("The example prompts' answers, {where}: what each voicing plays", where=ga.where)
    return Table(title, [grid(columns, rows)], figures, answer_pictures(ga, EXAMPLE_PROMPTS[0]))


def chord_grid(ga: Lesson16) -> Table:
    "144 chords, 12 qualities on 12 roots: for how many does the answer play the chord, and what else?"
    rows, figures, totals = [], {}, Counter()
    for symbol, degrees in GRID_QUALITIES:
        row, counts, roots = grid_row(ga, symbol, degrees)
        rows.append(row)
        totals += counts
        figures |= per(quality_slug(symbol), all=row[1], some=row[2], none=row[3], retried=len(roots["retried"]),
                       **{v: counts[v] for v in VERDICTS}, **{f"{k}_roots": " ".join(r) for k, r in roots.items()})
    figures |= {"chords": len(GRID_ROOTS) * len(GRID_QUALITIES), "roots": len(GRID_ROOTS),
                "qualities": len(GRID_QUALITIES), "returned": sum(totals.values()),
                **{v: totals[v] for v in VERDICTS}, "chords_all": sum(r[1] for r in rows),
                "chords_some": sum(r[2] for r in rows), "chords_none": sum(r[3] for r in rows),
                "retried": sum(figures[f"{quality_slug(s)}.retried"] for s, _ in GRID_QUALITIES)}
    parts = ["For each quality, the roots whose answer has only voicings that play the chord, some, or none;",
             "the corpus holds every chord of the grid. Then what the voicings that aren't the chord play.",
             grid([("quality", 8), ("all", 6), ("some", 6), ("none", 6), ("the other voicings play", 0)], rows),
             Line("voicings returned: {returned}; exact {exact}, more {more}, part {part}, other {other}")]
    title = phrase('A grid of {chords} chords, {where}: "voicings for <chord>" on {roots} roots',
                   chords=figures["chords"], where=ga.where, roots=len(GRID_ROOTS))
    return Table(title, parts, figures)


def grid_row(ga: Lesson16, symbol: str, degrees: str) -> tuple[tuple, Counter, dict[str, list[str]]]:
    """One quality on the 12 roots: its row, its verdicts, the roots of each kind and those searched again."""
    counts, roots = Counter(), {"all": [], "some": [], "none": [], "retried": []}
    for root in GRID_ROOTS:
        chord, prompt = spelled_chord(root, degrees), grid_prompt(root, symbol)
        if not (ga.index.corpus.masks == bitmask(chord.pitch_classes)).any():
            raise EngineError(f"{root}{symbol} is not in the corpus: the grid's chords must all be")
        verdicts = Counter(ga.verdicts(prompt, chord))
        roots["all" if verdicts[EXACT] == sum(verdicts.values()) else "some" if verdicts[EXACT] else "none"].append(root)
        roots["retried"] += [root] if ga.answer(prompt).retried else []
        counts += verdicts
    others = Join(", ", [phrase("{verdict} {count}", verdict=phrase(v), count=counts[v])
                         for v in sorted(VERDICTS) if v != EXACT and counts[v]])
    name = phrase("major") if symbol == "" else symbol
    return (name, len(roots["all"]), len(roots["some"]), len(roots["none"]), others), counts, roots


def techniques(ga: Lesson16) -> Table:
    "The six examples that name a technique: how many voicings play the chord, and are the technique."
    rows, figures = [], {}
    for prompt, technique in TECHNIQUE_PROMPTS:
        chord = spelled_chord(*EXAMPLE_CHORDS[prompt])
        hits = ga.answer(prompt).hits
        row = (prompt, len(hits), sum(ga.plays(h.index) == chord.pitch_classes for h in hits),
               sum(is_technique(ga, technique, h.index, chord) for h in hits), in_corpus(ga, technique, chord))
        rows.append(row)
        figures |= per(technique, voicings=row[1], chord=row[2], technique=row[3], in_corpus=row[4])
    figures |= {"prompts": len(rows), "voicings": sum(r[1] for r in rows), "chord": sum(r[2] for r in rows),
                "technique": sum(r[3] for r in rows)}
    columns = [("prompt", 32), ("voicings", 10), ("chord", 8), ("technique", 10), ("in the corpus", 0)]
    title = phrase("The techniques the example prompts name, {where}", where=ga.where)
    return Table(ga.title("techniques", title), [grid(columns, rows)], figures)


def is_technique(ga: Lesson16, technique: str, row: int, chord: Chord) -> bool:
    corpus = ga.index.corpus
    return TECHNIQUES[technique](corpus.fret_tuple(row), corpus.notes(row), chord.root, chord.pitch_classes)


def in_corpus(ga: Lesson16, technique: str, chord: Chord) -> int:
    """How many voicings of the corpus are the technique, for the chord."""
    corpus = ga.index.corpus
    if technique == "quartal":  # the root lowest, whatever the notes above
        candidates = np.flatnonzero(corpus.lowest % 12 == chord.root)
    else:  # the chord's notes and no other
        candidates = np.flatnonzero((corpus.masks & ~bitmask(chord.pitch_classes)) == 0)
    return sum(is_technique(ga, technique, int(i), chord) for i in candidates)


def full_answer(ga: Lesson16) -> Table:
    "One answer as the skill writes it, and what each of its voicings plays."
    prompt = FULL_ANSWER[ga.at]
    chord, answer = spelled_chord(*EXAMPLE_CHORDS[prompt]), ga.answer(prompt)
    first_line = answer_text(ga.index, answer).splitlines()[0]
    rows = [(ga.index.corpus.names[h.index], diagram(ga.index, h.index), h.score, pitch_classes(ga.plays(h.index)),
             phrase(compare(chord.pitch_classes, ga.plays(h.index)))) for h in answer.hits]
    figures = {"prompt": prompt, "asked": sharp_names(chord.pitch_classes), "first_line": first_line,
               "voicings": len(rows), **{v: sum(r[4].template == v for r in rows) for v in VERDICTS},
               **({"first_name": rows[0][0], "first_diagram": rows[0][1], "first_plays": rows[0][3].printed,
                   "first_score": round(rows[0][2], 3)} if rows else {})}
    columns = [Column("name", 16), Column("diagram", 16), Column("score", 8, ".3f"),
               Column("plays", 16, heading="the pitch classes it plays"), Column("", 0, heading="against the chord asked")]
    title = phrase('"{prompt}": the answer, and what each voicing plays (asked: {asked})', prompt=prompt,
                   asked=chord_notes(chord.pitch_classes, *EXAMPLE_CHORDS[prompt]))
    return Table(title, [phrase("{answer}", answer=Quote(first_line)), grid(columns, rows)], figures,
                 answer_pictures(ga, prompt))


def answer_pictures(ga: Lesson16, prompt: str) -> dict[str, str]:
    """The voicings of the skill's answer as chord charts, named by rank: "voicings_for_cmaj7.1"."""
    corpus = ga.index.corpus
    return {f"{slug(prompt)}.{rank}": chord_chart_svg(corpus.fret_tuple(h.index), corpus.names[h.index])
            for rank, h in enumerate(ga.answer(prompt).hits, start=1)}


QUESTIONS = [example_prompts, other_phrasings, symbols, spelled_out_qualities, main_corpus, example_answers,
             chord_grid, techniques, full_answer]


def slug(text: str) -> str:
    """A figure-name fragment: "voicings for F#m7b5" -> "voicings_for_fsm7b5", "C6/9" -> "c6_9"."""
    spelled = text.lower().replace("#", "s").replace("/", "_")
    return "_".join("".join(c if c.isalnum() else " " for c in spelled).split())


def quality_slug(symbol: str) -> str:
    return slug(symbol) or "major"
