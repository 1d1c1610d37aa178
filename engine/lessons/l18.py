"""Lesson 18, voice leading: what GA's VoiceLeadingSkill answers, and what a textbook would.

The probe asks which skill takes the skill's example prompts when the router cannot embed them,
then asks the skill itself: its examples, every chord symbol on C, roots with accidentals, the
sixteen qualities it builds against each other on every root, its spelling in the twelve major
and minor keys, and other phrasings. It reads each answer as the course's program does (the
total, and the notes of each voice) and compares it with the least motion in pitch classes.
The skill is the same on main, so the course asks it at the pin only.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..ga.routing import ChatbotHost
from ..ga.routing.skills import can_handle
from ..ga.routing.skills.voice_leading import answers, padded
from ..music.chord_tones import BUILT, OTHERS, chord_name, chord_pcs, split_symbol, spelled
from ..music.spelling import note_pc, spell
from ..music.voice_leading import least_pc_motions, least_pc_pairing, pairings_reaching_many
from ..pictures.voice_motion import voice_motion_svg
from ..table import Column, ForReader, Join, Line, Phrase, Table, grid, per, phrase
from .l18_data import (ACCIDENTAL_NOTATIONS, EXAMPLE_ASKS, GRID_ROOTS, MAJOR_KEYS, MINOR_KEYS, OTHER_PHRASINGS,
                       SHARP_MAJOR_KEYS, SYMBOLS)
from .names import key_name

TITLE = "Voice leading"
REVISIONS = ("pin",)  # VoiceLeadingSkill.cs is the same on main: the course asks it at the pin only
SKILL = "skill.voiceleading"
TOTAL = re.compile(r"total motion = \*\*(?P<cost>\d+) semitones\*\*")  # the course's reading of an answer
VOICE = re.compile(r"^\| (?P<voice>\d+) \| (?P<start>[^|]+?) \| (?P<end>[^|]+?) \| [^|]+? \|$", re.MULTILINE)
CLAIM = "requires more total semitone movement"
SHOWN_EXTRA, SHOWN_TIES = 5, 3  # the answers the grid lists by name


@dataclass(frozen=True)
class Answer:
    """An answer as the course's program reads it: the total, each voice's two notes, the closing claim."""

    cost: int
    voices: tuple[tuple[str, str], ...]  # (from, to) as the skill spells them
    claims: bool

    @cached_property
    def start(self) -> frozenset[int]:
        return frozenset(note_pc(a) for a, _ in self.voices)

    @cached_property
    def end(self) -> frozenset[int]:
        return frozenset(note_pc(b) for _, b in self.voices)

    def reads(self, a: str, b: str) -> bool:
        """Whether the voices move chord a's notes to chord b's, as a textbook builds them."""
        return self.start == frozenset(chord_pcs(a)) and self.end == frozenset(chord_pcs(b))

    def read_as(self, a: str, b: str) -> str:
        """The two chords the voices move, named on the roots asked."""
        return f"{chord_name(self.start, split_symbol(a)[0])} → {chord_name(self.end, split_symbol(b)[0])}"


def parsed(text: str) -> Answer | None:
    """The course's reading of the skill's text: None when it gives no total (a refusal)."""
    total = TOTAL.search(text)
    if total is None:
        return None
    voices = tuple((m["start"], m["end"]) for m in VOICE.finditer(text))
    return Answer(int(total["cost"]), voices, CLAIM in text)


@dataclass(frozen=True, eq=False)
class Lesson18:
    """The chatbot host at the pin, and its voice-leading skill asked directly."""

    host: ChatbotHost

    def ask(self, prompts: list[str]) -> list[Answer | None]:
        """The skill's answers to the prompts, as the program reads them (one batch)."""
        return [parsed(r.result) for r in answers(prompts)]

    @cached_property
    def examples(self) -> tuple[str, ...]:
        return self.host.intent(SKILL).prompts

    @cached_property
    def major_key_rows(self) -> tuple[tuple, ...]:
        """Each major key, and what the skill misspells in its ii7 to V7 and V7 to Imaj7 (both spelling tables count them)."""
        rows = []
        for key in MAJOR_KEYS:
            ii, v = spell(key, 2, 2), spell(key, 7, 5)
            moves = [(f"{ii}m7", f"{v}7"), (f"{v}7", f"{key}maj7")]
            found = self.ask([f"voice leading {a} to {b}" for a, b in moves])
            rows.append((key, *(misspelled(x, a, b) for x, (a, b) in zip(found, moves))))
        return tuple(rows)


def model(at: str) -> Lesson18:
    return Lesson18(ChatbotHost(at))


def without_embeddings(ga: Lesson18) -> Table:
    "The first skill, in registration order, whose CanHandle accepts each of the skill's example prompts."
    skills = [i for i in ga.host.intents if i.kind == "skill"]
    rows = [(p, next((i.id for i in skills if can_handle(i.cls, p)), None)) for p in ga.examples]
    own = next(i for i in skills if i.id == SKILL)
    figures = {"skill_intents": len(skills), "examples": len(ga.examples),
               "accepted": sum(can_handle(own.cls, p) for p in ga.examples),
               "taken_by_a_skill": sum(taker is not None for _, taker in rows),
               "taken_by_voicings": sum(taker == "skill.chordvoicings" for _, taker in rows)}
    return Table("Without embeddings: the first skill, in registration order, whose CanHandle accepts each example prompt",
                 [grid([Column("prompt", 44), Column("first skill that accepts it", 0,
                                                     heading="the intent of the first skill that accepts it")],
                       [(p, taker or ForReader(phrase("none"), phrase("no skill"))) for p, taker in rows]),
                  Line("skill intents {skill_intents}; CanHandle of skill.voiceleading accepts {accepted} of its "
                       "{examples} example prompts")], figures)


def example_prompts(ga: Lesson18) -> Table:
    "The skill's example prompts: the chords it reads, its total motion and the least motion."
    asked = [(p, x, y) for p, (x, y) in zip(ga.examples, EXAMPLE_ASKS, strict=True)]
    found = ga.ask([p for p, _, _ in asked])
    read = [a is not None and a.reads(x, y) for a, (_, x, y) in zip(found, asked)]
    least = iter(least_pc_motions([(chord_pcs(x), chord_pcs(y)) for ok, (_, x, y) in zip(read, asked) if ok]))
    rows, figures, pictures = [], {}, {}
    for (prompt, x, y), answer, ok in zip(asked, found, read):
        low = int(next(least)) if ok else None
        ties = best_pairings(x, y, answer.cost) if ok else None
        rows.append((prompt, f"{x} → {y}", answer.read_as(x, y) if answer else phrase("declined"),
                     answer.cost if answer else "-", low if ok else "-", ties if ok else "-"))
        if ok:
            figures |= per(slug(x, y), total=answer.cost, least=low, pairings=ties)
            pictures |= {f"{slug(x, y)}.skill": motion_picture(answer, x, y)}
    figures |= {"prompts": len(rows), "read_right": sum(read), "declined": sum(a is None for a in found),
                "at_least": sum(r[3] == r[4] for r, ok in zip(rows, read) if ok),
                "more_than_least": sum(r[3] != r[4] for r, ok in zip(rows, read) if ok)}
    columns = [("prompt", 42), ("asks", 14), ("reads", 14), ("total", 7), ("least", 6), ("best pairings", 0)]
    return Table("VoiceLeadingSkill's example prompts: the chords read, the total motion, and the least motion",
                 [grid(columns, rows)], figures, pictures | least_picture("em_a7", "Em", "A7"))


def chord_symbols(ga: Lesson18) -> Table:
    "Each chord symbol on C, as the first chord and as the last."
    firsts = ga.ask([f"voice leading C{written} to F" for written, _ in SYMBOLS])
    lasts = ga.ask([f"voice leading F to C{written}" for written, _ in SYMBOLS])
    rows, right = [], Counter()
    for (written, means), first, last in zip(SYMBOLS, firsts, lasts):
        chord = "C" + means
        cells = (symbol_cell(first, chord, "F", 0), symbol_cell(last, "F", chord, 1))
        right.update(end for end, (cell, _) in enumerate(cells) if cell.template == "right")
        rows.append((f"C{written}", chord, *(cell for cell, _ in cells)))
    declined = [r[1] for r in rows if r[2].template == r[3].template == "declined"]
    figures = {"symbols": len(rows), "right_first": right[0], "right_last": right[1],
               "built": len(BUILT), "declined_both": len(declined),
               "others": len(OTHERS), "others_declined": sum("C" + q in declined for q in OTHERS)}
    return Table('Each chord symbol on C, as the first chord ("voice leading C<symbol> to F") and as the last '
                 '("voice leading F to C<symbol>")',
                 [grid([("written", 10), ("means", 10), ("first", 22), ("last", 0)], rows),
                  Line("symbols {symbols}: read right as the first chord {right_first}, as the last {right_last}")],
                 figures)


def symbol_cell(answer: Answer | None, a: str, b: str, end: int):
    """right, declined, or the chord read at the symbol's end (0: first, 1: last)."""
    if answer is not None and answer.reads(a, b):
        return phrase("right"), end
    if answer is None:
        return phrase("declined"), end
    return phrase("reads {chord}", chord=chord_name(answer.end if end else answer.start, "C")), end


def accidentals(ga: Lesson18) -> Table:
    "A root with an accidental, as the first chord and as the last."
    rows, figures = [], {}
    for label, roots in ACCIDENTAL_NOTATIONS:
        ascii_roots = [r.replace("♯", "#").replace("♭", "b") for r in roots]
        firsts = ga.ask([f"voice leading {r} to C" for r in roots])
        lasts = ga.ask([f"voice leading C to {r}" for r in roots])
        minors = ga.ask([f"voice leading C to {r}m" for r in roots])
        first = sum(a is not None and a.reads(r, "C") for a, r in zip(firsts, ascii_roots))
        last = sum(a is not None and a.reads("C", r) for a, r in zip(lasts, ascii_roots))
        minor = sum(a is not None and a.reads("C", r + "m") for a, r in zip(minors, ascii_roots))
        spelled_first = Join(", ", [a.voices[0][0] if a else phrase("declined") for a in firsts])
        misread = [phrase("declined") if a is None else chord_name(a.end, r)
                   for a, r in zip(lasts, ascii_roots) if a is None or not a.reads("C", r)]
        rows.append((label, count(first, roots), count(last, roots), count(minor, roots), spelled_first,
                     Join(", ", misread) if misread else "-"))
        figures |= per(notation_slug(label), first=first, last=last, last_minor=minor)
    figures["roots"] = len(ACCIDENTAL_NOTATIONS[0][1])
    columns = [("notation", 10), ("first", 8), ("last", 8), ("last, m", 9), ("the root first, spelled", 25),
               ("the last, misread as", 0)]
    return Table('A root with an accidental, first ("voice leading <root> to C") and last ("voice leading C to '
                 '<root>", "… to <root>m")', [grid(columns, rows)], figures)


def count(right: int, roots) -> object:
    return phrase("{right} of {pairs}", right=right, pairs=len(roots))


@dataclass(frozen=True)
class GridAnswer:
    """One prompt of the grid, read right: its total, the least motion, the pairings reaching its total."""

    prompt: str
    cost: int
    least: int
    pairings: int
    claims: bool


def quality_grid(ga: Lesson18) -> Table:
    "The sixteen qualities the skill builds, from C to every root: the total against the least motion."
    asked = [(f"C{qa}", f"{root}{qb}") for qa in BUILT for root in GRID_ROOTS for qb in BUILT]
    groups: dict[tuple[int, int], list[tuple[str, str]]] = {}
    for a, b in asked:
        groups.setdefault((len(chord_pcs(a)), len(chord_pcs(b))), []).append((a, b))
    rows, extra, ties, claims = [], [], [], 0
    for sizes in sorted(groups):
        found = grid_answers(ga, groups[sizes])
        more = [g for g in found if g.cost != g.least]
        several = [g for g in found if g.pairings > 1]
        rows.append((f"{sizes[0]} → {sizes[1]}", len(groups[sizes]), len(found), len(found) - len(more), len(more),
                     max((g.cost - g.least for g in more), default=0), len(several)))
        extra, ties, claims = extra + more, ties + several, claims + sum(g.claims for g in found)
    by_excess = Counter(g.cost - g.least for g in extra)
    most_extra = sorted(extra, key=lambda g: g.cost - g.least, reverse=True)[:SHOWN_EXTRA]  # stable, as OrderByDescending
    most_ties = sorted(ties, key=lambda g: g.pairings, reverse=True)[:SHOWN_TIES]
    figures = {"prompts": len(asked), "qualities": len(BUILT), "roots": len(GRID_ROOTS), "claims": claims,
               "more": len(extra), "several": len(ties), "largest_excess": max(by_excess),
               "read_right": sum(r[2] for r in rows),
               "equal_sizes_at_least": all(r[4] == 0 for r in rows if r[0][0] == r[0][-1]),
               "unequal_sizes": sum(r[1] for r in rows if r[0][0] != r[0][-1]),
               "unequal_sizes_more": sum(r[4] for r in rows if r[0][0] != r[0][-1]),
               **{f"excess_{n}": by_excess[n] for n in sorted(by_excess)},
               "most_extra_prompt": most_extra[0].prompt, "most_extra_total": most_extra[0].cost,
               "most_extra_least": most_extra[0].least, "most_pairings": most_ties[0].pairings}
    lines = [grid([("voices", 8), ("prompts", 9), ("read right", 12), ("least motion", 14),
                   ("more than the least", 21), ("most extra", 12), ("several best pairings", 0)], rows),
             Line('prompts {prompts}: closing on "every other voicing … requires more total semitone movement" '
                  "{claims}, more motion than the least {more}, several best pairings {several}"),
             phrase("by how much more: {counts}", counts=Join(", ", [
                 phrase("{excess} semitone {answers}" if n == 1 else "{excess} semitones {answers}", excess=n,
                        answers=by_excess[n]) for n in sorted(by_excess)])),
             "the first answers with the most extra motion:",
             *(phrase("  {prompt}: {total} semitones, least {least}", prompt=g.prompt, total=g.cost, least=g.least)
               for g in most_extra),
             "the first answers with the most best pairings:",
             *(phrase("  {prompt}: {pairings} pairings", prompt=g.prompt, pairings=g.pairings) for g in most_ties)]
    return Table(phrase('"voice leading C<quality> to <root><quality>": the {qualities} qualities the skill builds, on '
                        "C and on each of the {roots} roots", qualities=len(BUILT), roots=len(GRID_ROOTS)),
                 lines, figures, least_picture("csus2_em9", "Csus2", "Em9", ga))


def grid_answers(ga: Lesson18, pairs: list[tuple[str, str]]) -> list[GridAnswer]:
    """The answers read right among the pairs, with the least motion and the pairings reaching the total."""
    found = [(a, b, x) for (a, b), x in zip(pairs, ga.ask([f"voice leading {a} to {b}" for a, b in pairs]))
             if x is not None and x.reads(a, b)]
    least = least_pc_motions([(chord_pcs(a), chord_pcs(b)) for a, b, _ in found])
    ties = pairings_reaching_many([skill_frame(a, b) for a, b, _ in found], [x.cost for _, _, x in found])
    return [GridAnswer(f"{a} to {b}", x.cost, int(low), n, x.claims) for (a, b, x), low, n in zip(found, least, ties)]


def best_pairings(a: str, b: str, cost: int) -> int:
    """The pairings, in the skill's frame, that reach its total."""
    return pairings_reaching_many([skill_frame(a, b)], [cost])[0]


def skill_frame(a: str, b: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Both chords' notes, the smaller one's root repeated up to the larger one's size (VoiceLeadingSkill.cs 185-194)."""
    x, y = chord_pcs(a), chord_pcs(b)
    n = max(len(x), len(y))
    return padded(x, n), padded(y, n)


def spelling_in_major_keys(ga: Lesson18) -> Table:
    "ii7 to V7 and V7 to Imaj7 in the twelve major keys: the notes spelled otherwise than in their chord."
    rows = ga.major_key_rows
    return Table(phrase("Spelling: ii7 to V7 and V7 to Imaj7 in the {keys} major keys, the notes spelled otherwise "
                        "than in their chord", keys=len(MAJOR_KEYS)),
                 [grid([("key", 5), (phrase("ii7 to V7"), 34), (phrase("V7 to Imaj7"), 0)],
                       [(key_name(key, "major", key), *moves) for key, *moves in rows])],
                 {"keys": len(MAJOR_KEYS), "as_spelled": spelled_as_their_chord(rows),
                  "sharp_keys": len(SHARP_MAJOR_KEYS),
                  "sharp_keys_all_as_spelled": all(as_spelled(c) for r in rows if r[0] in SHARP_MAJOR_KEYS for c in r[1:])})


def spelling_in_minor_keys(ga: Lesson18) -> Table:
    "V7 to i in the twelve minor keys, and the count over both tables."
    rows = []
    for key in MINOR_KEYS:
        v = spell(key, 7, 5)
        (found,) = ga.ask([f"voice leading {v}7 to {key}m"])
        rows.append((key_name(key, "minor", f"{key}m"), misspelled(found, f"{v}7", f"{key}m")))
    figures = {"keys": len(MINOR_KEYS), "prompts": 2 * len(MAJOR_KEYS) + len(MINOR_KEYS),
               "as_spelled": spelled_as_their_chord(ga.major_key_rows) + spelled_as_their_chord(rows),
               "minor_as_spelled": spelled_as_their_chord(rows)}
    return Table(phrase("Spelling: V7 to i in the {keys} minor keys", keys=len(MINOR_KEYS)),
                 [grid([("key", 5), (phrase("V7 to i"), 34)], rows),
                  Line("prompts {prompts}: every note spelled as in its chord {as_spelled}")], figures)


def spelled_as_their_chord(rows: list[tuple]) -> int:
    """How many answers of the rows spell every note as their chord does."""
    return sum(as_spelled(cell) for row in rows for cell in row[1:])


def misspelled(answer: Answer | None, a: str, b: str):
    """The notes the skill spells otherwise than their chord, as "A# for Bb", in the order of the voices."""
    if answer is None:
        return phrase("declined")
    pairs = [(note, textbook(chord, note)) for start, end in answer.voices for note, chord in ((start, a), (end, b))]
    wrong = list(dict.fromkeys((note, book) for note, book in pairs if note != book))
    if not wrong:
        return phrase("as spelled")
    return Join(", ", [phrase("{note} for {textbook}", note=note, textbook=book) for note, book in wrong])


def as_spelled(cell) -> bool:
    return isinstance(cell, Phrase) and cell.template == "as spelled"


def textbook(chord: str, note: str) -> str:
    """The chord's own spelling of the note's pitch class."""
    (book,) = [s for s in spelled(chord) if note_pc(s) == note_pc(note)]
    return book


def other_phrasings(ga: Lesson18) -> Table:
    "Other phrasings of the question: which chords the skill reads in each."
    found = ga.ask([p for p, _ in OTHER_PHRASINGS])
    rows = []
    for (prompt, chords), answer in zip(OTHER_PHRASINGS, found):
        a, b = chords[0], chords[1]
        if answer is None:
            read, verdict = phrase("declined"), phrase("declined")
        else:
            read = answer.read_as(a, b)
            verdict = (phrase("wrong chord") if not answer.reads(a, b) else
                       phrase("reads {read} of {asked} chords", read=2, asked=len(chords)) if len(chords) > 2 else
                       phrase("right"))
        rows.append((prompt, " → ".join(chords), read, verdict))
    figures = {"prompts": len(rows), "right": sum(r[3].template == "right" for r in rows),
               "declined": sum(r[3].template == "declined" for r in rows),
               "wrong_chord": sum(r[3].template == "wrong chord" for r in rows)}
    return Table("Other phrasings", [grid([("prompt", 46), ("asks", 22), ("reads", 16), ("verdict", 0)], rows)], figures)


QUESTIONS = [without_embeddings, example_prompts, chord_symbols, accidentals, quality_grid, spelling_in_major_keys,
             spelling_in_minor_keys, other_phrasings]


def motion_picture(answer: Answer, a: str, b: str) -> str:
    """The skill's answer drawn: each voice from its note to the next chord's, with its move."""
    return voice_motion_svg([(x, y) for x, y in answer.voices], a, b, answer.cost)


def least_picture(name: str, a: str, b: str, ga: Lesson18 | None = None) -> dict[str, str]:
    """One pairing that reaches the least motion, drawn, with each chord's notes as the chord spells them."""
    names = {note_pc(s): s for chord in (a, b) for s in spelled(chord)}
    pairs = least_pc_pairing(chord_pcs(a), chord_pcs(b))
    cost = int(least_pc_motions([(chord_pcs(a), chord_pcs(b))])[0])
    pictures = {f"{name}.least": voice_motion_svg([(names[x], names[y]) for x, y in pairs], a, b, cost)}
    if ga is not None:
        (answer,) = ga.ask([f"voice leading {a} to {b}"])
        pictures[f"{name}.skill"] = motion_picture(answer, a, b)
    return pictures


def slug(a: str, b: str) -> str:
    """A pair of chords in figure names: "Em", "A7" -> "em_a7"."""
    return f"{a}_{b}".lower().replace("#", "s")


def notation_slug(label: str) -> str:
    return {"ASCII #": "ascii_sharp", "♯": "sharp_sign", "ASCII b": "ascii_flat", "♭": "flat_sign"}[label]
