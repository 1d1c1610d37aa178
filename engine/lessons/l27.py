"""Lesson 27, notes that sound outside: OutsideNotesSkill's rule, against the chord scales a textbook gives.

The probe classifies the twelve notes over five seventh chords both ways (the skill's Classify, a
textbook's `engine.music.avoid_notes`), then asks the skill as the course's program does: a few
answers in full, F over extended chords, every way to write the note and the chord, the chord's
notes on twelve roots against one letter per chord step, and its example prompts. It reads the
evidence lines "Note: " and "Chord: " back as the program does. The skill only marks its refusal
Declined on main, and the vocabulary is the same there (lesson 27's page): the course asks at the
pin only.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..ga.routing import ChatbotHost
from ..ga.routing.chord_vocabulary import formula
from ..ga.routing.skills import can_handle
from ..ga.routing.skills.outside_notes import AVOID, CHORD_TONE, TENSION, classify
from ..ga.routing.skills.outside_notes import text as skill_text
from ..music import avoid_notes
from ..music.spelling import NATURALS, LETTERS, pretty
from ..panel import Ask, Choice, Option, Panel, answer_lines, note_option
from ..pictures.drawings import mark_grid
from ..pictures.mark_grid import FAIL, OTHER, PARTLY, PASS
from ..table import Column, ForReader, Join, Line, Notes, PitchClasses, Quote, Table, grid, per, phrase
from .chat_replies import slug as prompt_slug
from .l27_data import (ANSWERED, DEGREES, EXTENDED, NOTE_FORMS, OTHER_PROMPTS, SEVENTHS, SPELLED, SPELLED_ROOTS,
                       SUFFIXES)

TITLE = "Notes that sound outside"
REVISIONS = ("pin",)  # main only marks the refusal Declined (lesson 27's page)
INTENT, SKILL = "skill.outsidenotes", "OutsideNotesSkill"
MARKS = {CHORD_TONE: "c", TENSION: "t", AVOID: "a"}  # the program's letters for the skill's kinds
BOOK_MARKS = {avoid_notes.CHORD_TONE: "c", avoid_notes.TENSION: "t", avoid_notes.AVOID: "a", avoid_notes.OUTSIDE: "o"}
MARK_STYLES = {"c": PASS, "t": OTHER, "a": FAIL, "o": PARTLY}
COUNTED = {"c": "{count} chord tones", "t": "{count} available tensions", "a": "{count} avoid notes",
           "o": "{count} in none of the chord's usual scales"}  # what each mark counts, as the captions say
NOTE_EVIDENCE = re.compile(r"^(\S+) \(pitch class (\d+)\)$")  # the program's reading of "Note: F (pitch class 5)"
TONES = " — tones "  # between the chord's label and its notes in "Chord: C major 7 — tones C, E, G, B"
FLAT_NAMES = ("C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B")  # how the program names a pitch class
TEXTBOOK_SIGNS = {-2: "bb", -1: "b", 0: "", 1: "#", 2: "##"}  # the program's Spell, "?" beyond


@dataclass(frozen=True)
class Asked:
    """The skill's answer to one prompt, as the program reads it."""

    result: str
    evidence: tuple[str, ...]

    @property
    def first_line(self) -> str:
        return self.result.split("\n")[0]

    def field(self, name: str) -> str | None:
        """The evidence line that starts "name: ", without the prefix; None when the skill refused."""
        return next((e[len(name) + 2:] for e in self.evidence if e.startswith(name + ": ")), None)

    @property
    def chord(self) -> tuple[str, str] | None:
        """The "Chord: " line's label and its notes: ("C major 7", "C, E, G, B")."""
        found = self.field("Chord")
        return None if found is None else tuple(found.split(TONES)[:2])


@dataclass(frozen=True, eq=False)
class Lesson27:
    """The chatbot host at the pin; OutsideNotesSkill asked directly, as the course's program does."""

    host: ChatbotHost

    def ask(self, prompt: str) -> Asked:
        reply = self.host.call_skill(SKILL, prompt)
        return Asked(reply.result, reply.evidence)

    def kind(self, quality: str, rel: int) -> str:
        """Classify(0, quality, rel), which the program calls by reflection: its letter."""
        return MARKS[classify(0, quality, rel).kind]

    @cached_property
    def examples(self) -> tuple[str, ...]:
        return self.host.intent(INTENT).prompts


def model(at: str) -> Lesson27:
    return Lesson27(ChatbotHost(at))


def rule(ga: Lesson27) -> Table:
    "The skill's verdict on each of the twelve notes over five seventh chords, and a textbook's."
    rows, figures, pictures = [], {}, {}
    skill_marks, book_marks = [], []
    tension_outside, avoid_tension = [], []
    same = avoid_outside = 0
    for quality, suffix in SEVENTHS:
        skill = [ga.kind(quality, rel) for rel in range(12)]
        book = [BOOK_MARKS[avoid_notes.relation(suffix, rel)] for rel in range(12)]
        skill_marks.append(skill)
        book_marks.append(book)
        rows += [(f"C{suffix}", phrase("skill"), *skill), ("", phrase("textbook"), *book)]
        for degree, s, b in zip(DEGREES, skill, book):
            found = (degree, f"C{suffix}")
            same += s == b
            avoid_outside += (s, b) == ("a", "o")
            if (s, b) == ("t", "o"):
                tension_outside.append(found)
            elif (s, b) == ("a", "t"):
                avoid_tension.append(found)
            elif s != b and (s, b) != ("a", "o"):
                raise ValueError(f"the program expects no {s}/{b} ({degree} over C{suffix})")
        figures |= per(slug(suffix), same=sum(s == b for s, b in zip(skill, book)))
    cells = len(SEVENTHS) * len(DEGREES)
    figures |= {"chords": len(SEVENTHS), "degrees": len(DEGREES), "cells": cells, "same": same,
                "avoid_outside": avoid_outside, "same_in_effect": same + avoid_outside,
                "tension_outside": len(tension_outside), "avoid_tension": len(avoid_tension),
                "dominant_b9_avoid": ga.kind("dominant 7", 1) == "a",
                "dominant_b13_avoid": ga.kind("dominant 7", 8) == "a",
                "lydian_sharp11_tension": ga.kind("major 7", 6) == "t",
                "tensions_outside": ", ".join(f"{d} over {c}" for d, c in tension_outside),
                "tensions_outside_below_chord_tone": sum(below_chord_tone(c, d) for d, c in tension_outside)}
    figures |= dominant_advice()
    columns = ([Column("chord", 18), Column("", 9)] + [Column(phrase("{degree}", degree=d), 4) for d in DEGREES[:-1]]
               + [Column(phrase("{degree}", degree=DEGREES[-1]))])
    summary = phrase("cells {cells}: the same {same}; avoid notes no usual scale holds {avoid_outside}; tensions no "
                     "usual scale holds {tension_outside}: {tensions}; avoid notes the textbook makes tensions "
                     "{avoid_tension}: {avoids}", cells=cells, same=same, avoid_outside=avoid_outside,
                     tension_outside=len(tension_outside), tensions=over(tension_outside),
                     avoid_tension=len(avoid_tension), avoids=over(avoid_tension))
    chords = [f"C{suffix}" for _, suffix in SEVENTHS]
    degrees = [d.replace("b", "♭").replace("#", "♯") for d in DEGREES]  # signs for a reader
    pictures = {"skill": mark_grid("OutsideNotesSkill.Classify", chords, degrees, skill_marks, MARK_STYLES, COUNTED),
                "textbook": mark_grid("Lesson27.Usual", chords, degrees, book_marks, MARK_STYLES, COUNTED)}
    title = ("The rule against a textbook: c chord tone, t available tension, a avoid note, o in none of the chord's "
             "usual scales")
    return Table(title, [grid(columns, rows), summary], figures, pictures)


def below_chord_tone(chord: str, degree: str) -> bool:
    """Whether the degree sits a semitone below a tone of the chord ("#9", "Cmaj7": D# under E)."""
    quality = dict((f"C{suffix}", q) for q, suffix in SEVENTHS)[chord]
    return classify(0, quality, (DEGREES.index(degree) + 1) % 12).kind == CHORD_TONE


def dominant_advice() -> dict[str, object]:
    """C7's avoid notes, and how many of them the answer calls "the kind of altered tension players reach for"."""
    verdicts = [(d, classify(0, "dominant 7", rel)) for rel, d in enumerate(DEGREES)]
    avoid = [(d, v) for d, v in verdicts if v.kind == AVOID]
    return {"dominant_avoid": " ".join(d for d, _ in avoid),
            "dominant_advice": sum("altered tension players reach for" in v.explanation for _, v in avoid)}


def over(found: list[tuple[str, str]]) -> Join:
    """"#9 over Cmaj7, b7 over Cmaj7"."""
    return Join(", ", [phrase("{degree} over {chord}", degree=d, chord=c) for d, c in found])


def slug(suffix: str) -> str:
    """A chord's suffix in figure names: "maj7" -> "cmaj7", "7" -> "c7"."""
    return "c" + suffix


def answers(ga: Lesson27) -> Table:
    "Four of the skill's answers in full."
    lines: list = []
    for prompt in ANSWERED:
        lines.append(phrase("{prompt}", prompt=prompt))
        result = ga.ask(prompt).result
        lines += [phrase("  | {line}", line=Quote(line)) for line in result.rstrip("\n").split("\n") if line]
    b9 = ga.ask(ANSWERED[0]).result
    figures = {"b9_headline_avoid": "an avoid note" in b9.split("\n")[0],
               "b9_explanation_not_to_avoid": "not a note to simply avoid" in b9,
               "safe_to_sustain": sum("Safe to sustain" in ga.ask(p).result for p in ANSWERED)}
    return Table("A few of OutsideNotesSkill's answers", lines, figures)


def extended(ga: Lesson27) -> Table:
    "F over C and its extended chords: the answer's first line and the chord's notes."
    rows, figures = [], {}
    for symbol in EXTENDED:
        asked = ga.ask(f"why does F sound outside over {symbol}")
        tones = asked.chord[1] if asked.chord else None
        rows.append((symbol, Quote(asked.first_line), tones and tone_names(tones, ", ")))
        figures |= per(symbol.lower(), chord_tone="a chord tone" in asked.first_line,
                       avoid="an avoid note" in asked.first_line)
    figures["chord_tone"] = sum(figures[f"{s.lower()}.chord_tone"] for s in EXTENDED)
    figures["avoid"] = sum(figures[f"{s.lower()}.avoid"] for s in EXTENDED)
    return Table("F over C and its extended chords: the first line of the answer, and the chord's notes",
                 [grid([Column("chord", 8), Column("answer", 77),
                        Column("notes", heading="the chord's pitch classes, as the skill names them")], rows)], figures)


def tone_names(tones: str, separator: str) -> PitchClasses:
    """The skill's names for a chord's tones ("C, E, G, A#": pitch classes, from twelve names), joined by
    `separator`; ♯ and ♭ for a reader."""
    names = tones.split(", ")
    return PitchClasses(separator.join(names), separator.join(pretty(n) for n in names))


def notes(ga: Lesson27) -> Table:
    "Each way to write the note in \"why does <note> sound outside over Cmaj7\": read, misread or not read."
    rows, wrong, figures = [], [], {}
    for kind, key, written in NOTE_FORMS:
        read = misread = none = 0
        for text, pc in written:
            note = ga.ask(f"why does {text} sound outside over Cmaj7").field("Note")
            found = NOTE_EVIDENCE.match(note) if note is not None else None
            if found is None:
                none += 1
                wrong.append(phrase("{written}: no answer", written=text))
            elif int(found[2]) == pc:
                read += 1
            else:
                misread += 1
                wrong.append(ForReader(phrase("{written}: {read}", written=text, read=found[1]),
                                       phrase("{written} read as {read}", written=text, read=found[1])))
        rows.append((kind, len(written), read, misread, none))
        figures |= per(key, notes=len(written), read=read, misread=misread, not_read=none)
    figures |= {"spellings": sum(len(w) for _, _, w in NOTE_FORMS), "wrong": len(wrong)}
    return Table(phrase('"why does <note> sound outside over {chord}": the note the skill reads, for each way to write it',
                        chord="Cmaj7"),
                 [grid([("written", 12), ("notes", 9), ("read", 9), ("misread", 9), ("not read", 0)], rows),
                  phrase("not read right: {wrong}", wrong=Join("; ", wrong))], figures)


def chords(ga: Lesson27) -> Table:
    "Each way to write the chord in \"why does F sound outside over C<chord>\": the chords read otherwise."
    rows, read_as = [], {}
    known_right = absent_right = 0
    absent = len([s for s in SUFFIXES if not s.known])
    for suffix in SUFFIXES:
        read = ga.ask(f"why does F sound outside over C{suffix.written}").chord
        read_pcs = sorted(pitch_class(n) for n in read[1].split(", ")) if read else None
        right = read_pcs == sorted(suffix.pcs)
        known_right += right and suffix.known
        absent_right += right and not suffix.known
        if not right:
            read_as[symbol_key(suffix.written)] = read[0] if read else ""
            meant = " ".join(FLAT_NAMES[pc] for pc in sorted(suffix.pcs))
            rows.append((f"C{suffix.written}", read[0] if read else phrase("(no answer)"),
                         tone_names(read[1], " ") if read else "", PitchClasses(meant, pretty_all(meant))))
    figures = {"written": len(SUFFIXES), "known": len(SUFFIXES) - absent, "known_right": known_right,
               "absent": absent, "absent_right": absent_right, "read_otherwise": len(rows)}
    for key, label in read_as.items():
        figures |= per(key, read_as=label)
    return Table('"why does F sound outside over C<chord>": the chord the skill reads, for each way to write it',
                 [grid([Column("written", 10), Column("read as", 22), Column("its notes", 18, heading="its pitch classes"),
                        Column("the chord's notes", heading="the chord's pitch classes")], rows),
                  Line("chords written {written}: chords ChordVocabulary has {known}, read right {known_right}; "
                       "chords it doesn't have {absent}, read right {absent_right}")], figures)


SYMBOL_SIGNS = {"-": "minus", "°": "degree", "Δ": "delta", "ø": "oslash", "♭": "flat", "♯": "sharp", "#": "sharp",
                "(": "_", ")": ""}


def symbol_key(suffix: str) -> str:
    """A way to write the chord, in figure names: "-7" -> "cminus7", "m(maj7)" -> "cm_maj7", "7♯9" -> "c7sharp9"."""
    return "c" + "".join(SYMBOL_SIGNS.get(ch, ch) for ch in suffix).lower()


def pitch_class(name: str) -> int:
    """The program's table of sharp and flat names (one sign at most)."""
    return (NATURALS[LETTERS.index(name[0])] + {"": 0, "#": 1, "b": -1}[name[1:]]) % 12


def pretty_all(names: str) -> str:
    return " ".join(pretty(n) for n in names.split(" "))


def textbook_spelling(root: str, quality: str) -> str:
    """The program's Spell: one letter per chord step from the root's, with the accidental that reaches the tone."""
    f = formula(quality)
    letter, root_pc = LETTERS.index(root[0]), pitch_class(root)
    names = []
    for semitones, steps in zip(f.semitones, f.letter_steps):
        step = (letter + steps) % 7
        names.append(LETTERS[step] + TEXTBOOK_SIGNS.get(((root_pc + semitones - NATURALS[step]) % 12 + 18) % 12 - 6,
                                                        "?"))
    return ", ".join(names)


def spelling(ga: Lesson27) -> Table:
    "The chord's notes in the skill's evidence, on twelve roots, against one letter per chord step."
    rows, figures = [], {}
    for quality, symbol in SPELLED:
        right, first = 0, None
        for root in SPELLED_ROOTS:
            tones = ga.ask(f"why does F sound outside over {root}{symbol}").chord[1]
            book = textbook_spelling(root, quality)
            if tones == book:
                right += 1
            elif first is None:
                figures |= per(slug(symbol) if symbol else "c", first=root + symbol, first_skill=tones.replace(",", ""),
                               first_textbook=book.replace(",", ""))
                first = phrase("{chord}: {skill}; {textbook}", chord=root + symbol,
                               skill=tone_names(tones, " "), textbook=Notes(book.replace(",", ""), pretty_all(
                                   book.replace(",", ""))))
        rows.append((quality, symbol, phrase("{right} of {roots}", right=right, roots=len(SPELLED_ROOTS)),
                     first or "-"))
        figures |= per(slug(symbol) if symbol else "c", right=right)
    figures |= {"roots": len(SPELLED_ROOTS), "chords": len(SPELLED) * len(SPELLED_ROOTS),
                "right": sum(figures[k] for k in list(figures) if k.endswith(".right"))}
    columns = [Column("chord", 16), Column("symbol", 7), Column("right", 9),
               Column("the first that differs: the skill's, a textbook's",
                      heading="the first that differs: the skill's pitch classes, a textbook's notes")]
    return Table(phrase("The chord's notes in the skill's evidence, against one letter per chord step, on {roots} roots",
                        roots=len(SPELLED_ROOTS)), [grid(columns, rows)], figures)



def example_prompts(ga: Lesson27) -> Table:
    "The skill's example prompts and four more: CanHandle, and the answer's first line."
    prompts = [*ga.examples, *OTHER_PROMPTS]
    rows = [(p, can_handle(SKILL, p), Quote(ga.ask(p).first_line)) for p in prompts]
    refusal = skill_text("cannot_handle")
    figures = {"prompts": len(ga.examples), "accepted": sum(can_handle(SKILL, p) for p in ga.examples),
               "refused": sum(ga.ask(p).result == refusal for p in ga.examples),
               "others_refused": sum(ga.ask(p).result == refusal for p in OTHER_PROMPTS)}
    for p in prompts:
        chord = ga.ask(p).chord
        figures |= per(prompt_slug(p), chord=chord[0] if chord else "")
    return Table("OutsideNotesSkill's example prompts, and a few other ways to ask: CanHandle, and the first line of "
                 "the answer", [grid([("prompt", 50), ("CanHandle", 10), ("answer", 0)], rows),
                                Line("example prompts {prompts}: CanHandle accepts {accepted}")], figures)


# ---- Try another: the reader's own note over the reader's own chord (engine.panel) ----

OUTSIDE = "why does {note} sound outside over {chord}"


def outside_answer(pick: tuple[str, str, str], replies) -> Table:
    "OutsideNotesSkill's whole answer for the reader's note and chord, and what its evidence says it read."
    note, root, symbol = pick
    reply = replies[0]
    asked = Asked(reply.result, reply.evidence)
    parts = answer_lines(reply.result)
    if asked.chord is not None:
        row = (Quote(asked.chord[0]), tone_names(asked.chord[1], " "), Quote(asked.field("Relation") or ""))
        parts.append(grid([Column("", heading="the chord the skill reads"),
                           Column("", heading="its pitch classes, as the skill names them"),
                           Column("", heading="what the skill calls the note")], [row], header=False))
    return Table(phrase("OutsideNotesSkill, asked {question}",
                        question=Quote(OUTSIDE.format(note=note, chord=root + symbol))), parts)


PANELS = [
    Panel("answers", (Choice("note", "the note", tuple(note_option(n) for n in SPELLED_ROOTS)),
                      Choice("root", "the chord's root", tuple(Option(r, pretty(r)) for r in SPELLED_ROOTS)),
                      Choice("quality", "the chord's quality", tuple(Option(symbol, symbol or phrase("major"))
                                                                     for _, symbol in SPELLED))),
          lambda note, root, symbol: (Ask(SKILL, OUTSIDE.format(note=note, chord=root + symbol)),),
          outside_answer, ("Db", "C", "7")),
]


QUESTIONS = [rule, answers, extended, notes, chords, spelling, example_prompts]
