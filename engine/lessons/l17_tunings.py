"""Lesson 17's questions to AlternateTuningsSkill (the course's TuningsProbe.cs), asked at the pin and on main.

Each answer is read back from its text as the course's program reads it: the tuning named on its
first line, or the notes of an unnamed one, and the rows of its table. The textbook's tunings are
`engine.music.tunings`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..music.spelling import note_pc, pretty
from ..music.tunings import STANDARD, TUNINGS, GuitarTuning
from ..table import Cell, ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import said_at

# The nine tunings of the skill's table: the phrase that names each, GA's name for it, the textbook's tuning
NAMED = (
    ("DADGAD", "DADGAD", "DADGAD"), ("drop D", "Drop D", "drop D"), ("double drop D", "Double Drop D", "double drop D"),
    ("drop C", "Drop C", "drop C"), ("open G", "Open G", "open G"), ("open D", "Open D", "open D"),
    ("DGCGCD", "DGCGCD", "DGCGCD"), ("half step down", "Half-step down (Eb standard)", "half step down"),
    ("whole step down", "Whole-step down (D standard)", "whole step down"),
)
IN_SHARPS = "Eb standard, in sharps"  # E♭ standard written D# G# C# F# A# D#: the half step down's pitches
IN_SHARPS_NOTES = ("D#", "G#", "C#", "F#", "A#", "D#")
EXAMPLE_NAMES = (  # the tuning each of the skill's example prompts asks for (TuningsProbe.Examples)
    "DADGAD", "Drop D", "Drop C", "Drop C", "Open G", "Open D", "Double Drop D", "Half-step down (Eb standard)",
    "Whole-step down (D standard)", "DGCGCD", "DADGAD", "Half-step down (Eb standard)",
)
NOTATIONS = (  # the four ways a guitarist might type the notes
    ("ASCII", lambda n: n), ("♯ and ♭", lambda n: n.replace("#", "♯").replace("b", "♭")),
    ("hyphens", lambda n: n.replace(" ", "-")), ("lower case", lambda n: n.lower()),
)
OUTSIDE = (  # tunings outside the table, or named with an accidental: a figure name, the prompt, the textbook's tuning
    ("open_d_minor", "what is open D minor tuning", "open D minor"),
    ("open_g_minor", "what is open G minor tuning", "open G minor"), ("open_e", "what is open E tuning", "open E"),
    ("open_c", "what is open C tuning", "open C"), ("drop_b", "what is drop B tuning", "drop B"),
    ("c_standard", "what is C standard tuning", "C standard"), ("drop_c_sharp", "what is drop C# tuning", "drop C#"),
    ("drop_c_sharp_sign", "what is drop C♯ tuning", "drop C#"), ("drop_d_flat_sign", "what is drop D♭ tuning", "drop Db"),
    ("standard", "what is standard tuning", "standard"),
)
SHAPE_IN_DROP_D = "What does an Em shape look like in drop-D"  # the class comment's promise (line 15)
EXERCISES = (  # the page's exercises, asked but not printed: a figure name, the prompt
    ("exercise_gb", "what tuning is D A D Gb A D"), ("exercise_drop_db", "what is drop Db tuning"),
)

# How the course's program reads the skill's answer (TuningsProbe.cs, Ask)
NAMED_ANSWER = re.compile(r"^\*\*(?P<name>.+?) tuning\*\* \(low → high\): \*\*(?P<notes>[^*]+)\*\*")
UNNAMED_ANSWER = re.compile(r"^That tuning \(low → high: \*\*(?P<notes>[^*]+)\*\*\) doesn't match")
TABLE_ROW = re.compile(r"^\| (?P<string>\d)[^|]*\| (?P<note>[^|]+?) \| (?P<delta>[^|]+?) \|$")
NOTE_SEPARATOR = " – "
RIGHT, OTHER_TUNING, OTHER_NOTES, DECLINED = "right", "another tuning", "other notes", "declined"


@dataclass(frozen=True)
class TuningReply:
    """What the course reads in an answer: the tuning it names, the notes it gives, its table's rows."""

    name: str | None
    notes: tuple[str, ...] | None
    rows: tuple[tuple[str, str], ...]  # (note, move) per string
    text: str = ""

    @property
    def short(self) -> Cell:
        if self.name is not None:
            return self.name
        if self.notes is not None:
            return phrase("no name, reads {notes}", notes=Quote(" ".join(self.notes)))
        return phrase(DECLINED)


def read_tuning(text: str) -> TuningReply:
    """The course's reading of an answer's text."""
    lines = text.split("\n")
    rows = tuple((m["note"], m["delta"]) for m in map(TABLE_ROW.match, lines) if m)
    named, unnamed = NAMED_ANSWER.match(lines[0]), UNNAMED_ANSWER.match(lines[0])
    if named:
        return TuningReply(named["name"], tuple(named["notes"].split(NOTE_SEPARATOR)), rows, text)
    if unnamed:
        return TuningReply(None, tuple(unnamed["notes"].split(NOTE_SEPARATOR)), rows, text)
    return TuningReply(None, None, rows, text)


def notes_cell(notes: tuple[str, ...]) -> Cell:
    """A textbook's tuning, string by string: the program's ASCII names, a reader's with ♯ and ♭."""
    return ForReader(" ".join(notes), Join(" ", tuple(pretty(n) for n in notes)))


def moves(tuning: GuitarTuning) -> tuple[str, ...]:
    """Each string's move from standard tuning, as the skill writes it: "same", "+1st", "-2st"."""
    return tuple("same" if d == 0 else f"+{d}st" if d > 0 else f"{d}st" for d in tuning.moves_from(STANDARD))


def where(ga) -> Cell:
    return said_at(ga.at)


def tuning_examples(ga) -> Table:
    "AlternateTuningsSkill's example prompts: the tuning each one gets."
    if ga.at != "pin":
        return Table(None)
    prompts = ga.prompts("skill.alternatetunings")
    replies = [ga.tuning(p) for p in prompts]
    rows = [(p, r.short, phrase(RIGHT if r.name == name else "wrong")) for p, r, name in zip(prompts, replies, EXAMPLE_NAMES)]
    figures = {"prompts": len(prompts), "right": sum(r.name == n for r, n in zip(replies, EXAMPLE_NAMES))}
    return Table("AlternateTuningsSkill's example prompts: the tuning each one gets",
                 [grid([("prompt", 40), ("answer", 30), ("verdict", 0)], rows)], figures)


def tuning_table(ga) -> Table:
    "The nine tunings of the skill's table: their notes and moves from standard tuning, against a textbook."
    if ga.at != "pin":
        return Table(None)
    rows, figures, right = [], {}, 0
    for phrase_, name, textbook in NAMED:
        reply, tuning = ga.tuning(f"what is {phrase_} tuning"), TUNINGS[textbook]
        notes_right = reply.notes == tuning.notes
        moves_right = len(reply.rows) == 6 and tuple(d for _, d in reply.rows) == moves(tuning)
        right += notes_right and moves_right
        verdict = phrase(RIGHT) if notes_right and moves_right else Join(" ", tuple(
            ([] if notes_right else [phrase("notes")]) + ([] if moves_right else [
                phrase("moves {moves}", moves=" ".join(moves(tuning)))])))
        rows.append((name, Quote(" ".join(reply.notes or ())), " ".join(d for _, d in reply.rows), verdict))
    figures |= {"tunings": len(NAMED), "right": right}
    return Table("The nine tunings of the skill's table: notes and moves from standard, against a textbook",
                 [grid([("tuning", 30), ("notes", 22), ("moves from standard", 26), ("as a textbook", 0)], rows)],
                 figures)


def by_notes(ga) -> Table:
    "\"what tuning is …\" with six notes in four notations: the tuning each one gets."
    asked = [(name, TUNINGS[textbook]) for _, name, textbook in NAMED] + [("standard", STANDARD)]
    asked.append((IN_SHARPS, GuitarTuning(IN_SHARPS, IN_SHARPS_NOTES, TUNINGS["half step down"].midi)))
    rows, wrong, count = [], {}, {"right": 0, "other": 0, "total": 0}
    for label, tuning in asked:
        expected = next((name for _, name, textbook in NAMED if TUNINGS[textbook].midi == tuning.midi), None)
        cells = []
        for notation, write in NOTATIONS:
            reply = ga.tuning(f"what tuning is {write(' '.join(tuning.notes))}")
            count["total"] += 1
            ok = (reply.name == expected if expected is not None else reply.name is None and reply.notes is not None
                  and tuple(note_pc(n) for n in reply.notes) == tuple(m % 12 for m in tuning.midi))
            if ok:
                count["right"] += 1
                cells.append(phrase(RIGHT))
                continue
            count["other"] += reply.name is not None
            wrong.setdefault((label, reply.name, reply.notes), (reply.short, []))[1].append(notation)
            cells.append(phrase(OTHER_TUNING if reply.name is not None else OTHER_NOTES if reply.notes is not None else DECLINED))
        rows.append((label, *cells))
    figures = {"questions": count["total"], "right": count["right"], "another_tuning": count["other"],
               "other_answers": count["total"] - count["right"] - count["other"], "notations": len(NOTATIONS),
               "tunings": len(asked)}
    for (label, name, notes), (_, notations) in wrong.items():
        figures |= per(slug(label), wrong_notations=len(notations), answer=name or " ".join(notes or ()))
    listed = [phrase("  {tuning}, {notations}: {answer}", tuning=label, answer=short,
                     notations=phrase("every notation") if len(n) == len(NOTATIONS) else Join(", ", tuple(n)))
              for (label, _, _), (short, n) in wrong.items()]
    columns = [("tuning", 30)] + [(notation, 16) for notation, _ in NOTATIONS[:-1]] + [(NOTATIONS[-1][0], 0)]
    return Table(phrase('"what tuning is …" with the six notes, {where}: the tuning each notation gets', where=where(ga)),
                 [grid(columns, rows),
                  Line("questions {questions}: answered with the tuning asked or its notes {right}, with another named "
                       "tuning {another_tuning}, other answers {other_answers}"), *listed],
                 figures)


def slug(label: str) -> str:
    """A tuning in figure names: "Half-step down (Eb standard)" -> "half_step_down_eb_standard"."""
    return re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_")


def outside_table(ga) -> Table:
    "Ten tunings outside the table, or named with an accidental: the notes each answer gives, against the textbook's."
    rows, figures, tally = [], {}, {RIGHT: 0, OTHER_TUNING: 0, OTHER_NOTES: 0, DECLINED: 0}
    for name, prompt, textbook in OUTSIDE:
        reply, tuning = ga.tuning(prompt), TUNINGS[textbook]
        if reply.notes is None:
            verdict = DECLINED
        elif tuple(note_pc(n) for n in reply.notes) == tuple(m % 12 for m in tuning.midi):
            verdict = RIGHT
        else:
            verdict = OTHER_TUNING if reply.name is not None else OTHER_NOTES
        tally[verdict] += 1
        answer = phrase(DECLINED) if reply.notes is None else phrase(
            "{name}: {notes}", name=reply.name or phrase("no name"), notes=Quote(" ".join(reply.notes)))
        rows.append((prompt, notes_cell(tuning.notes), answer, phrase(verdict)))
        figures |= per(name, answer=reply.name or "", verdict=verdict)
    for name, prompt in EXERCISES:
        reply = ga.tuning(prompt)
        figures |= per(name, answer=reply.name or "", notes=" ".join(reply.notes or ()))
    shape = ga.tuning(SHAPE_IN_DROP_D)
    figures |= {"prompts": len(OUTSIDE), "declined": tally[DECLINED], "another_tuning": tally[OTHER_TUNING],
                "right": tally[RIGHT], "shape_prompt": SHAPE_IN_DROP_D,
                "shape_answer": shape.name or "", "shape_names_em": "Em" in shape.text}
    shape_line = phrase('"{prompt}": {answer}, the answer names Em: {names}', prompt=SHAPE_IN_DROP_D, answer=shape.short,
                        names="Em" in shape.text)
    return Table(phrase("Tunings outside the table, {where}", where=where(ga)),
                 [grid([("prompt", 44), ("asks for", 19), ("answer", 32), ("verdict", 0)], rows), shape_line], figures)
