"""Lesson 22, "Similar chords": IcvNeighborsSkill, the chatbot's skill for chords near a chord, asked directly.

The probe (the course's IcvNeighborsProbe.cs) asks the skill GA's own phrasings for it and the
routing hints they fire, asks its sister IntervalClassVectorSkill its example prompts, reads 27
chords through the skill, lists the neighbors of 16 qualities on C against every set 1 or 2 away,
and checks the parked draft's example. Main asks the same, without the draft.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import numpy as np

from ..ga.atonal import ITEMS, forte_label, icv_text, members
from ..ga.routing import BOOST, ChatbotHost, hinted_intents, routing_deltas
from ..ga.routing.skills import icv_neighbors as neighbors_skill
from ..ga.routing.skills import interval_class_vector as vector_skill
from ..ga.routing.skills.icv_neighbors import ANSWERED, DECLINED, UNPARSED, NeighborsAnswer
from ..music.chord_tones import spelled
from ..music.pitch_class import SHARP_NAMES, bitmask
from ..music.set_class import all_interval_class_vectors, icv_distance, interval_class_vector
from ..music.spelling import note_pc, pretty, spell_chord
from ..pictures.pc_clocks import neighbors_svg
from ..table import Column, ForReader, Join, Line, Notes, Numbers, Quote, Table, grid, per, phrase
from . import said_at
from .notes import chord_notes, pitch_classes

TITLE = "Similar chords"
NEIGHBORS, VECTOR = "skill.icvneighbors", "skill.intervalclassvector"
ASKED = "ICV neighbors of {chord}"  # the course's question for a chord
TextbookChord = tuple[str, str, str]  # the token asked, its root, its degrees: ("Cm7b5", "C", "1 b3 b5 b7")
CHORDS: tuple[TextbookChord, ...] = (  # the course's chords, each with the chord a textbook spells for it
    ("C", "C", "1 3 5"), ("Cm", "C", "1 b3 5"), ("Cmaj7", "C", "1 3 5 7"), ("CM7", "C", "1 3 5 7"),
    ("Cmin7", "C", "1 b3 5 b7"), ("Cdom7", "C", "1 3 5 b7"), ("Cm7b5", "C", "1 b3 b5 b7"), ("Cø7", "C", "1 b3 b5 b7"),
    ("Cdim", "C", "1 b3 b5"), ("C°", "C", "1 b3 b5"), ("Cdim7", "C", "1 b3 b5 bb7"), ("C°7", "C", "1 b3 b5 bb7"),
    ("Caug", "C", "1 3 #5"), ("C+", "C", "1 3 #5"), ("Cadd9", "C", "1 3 5 9"), ("C7sus4", "C", "1 4 5 b7"),
    ("C7b9", "C", "1 3 5 b7 b9"), ("C7#9", "C", "1 3 5 b7 #9"), ("Cm11", "C", "1 b3 5 b7 9 11"),
    ("C13", "C", "1 3 5 b7 9 13"), ("CmMaj7", "C", "1 b3 5 7"), ("C5", "C", "1 5"),
    ("F#m7b5", "F#", "1 b3 b5 b7"), ("B♭7", "Bb", "1 3 5 b7"), ("C minor", "C", "1 b3 5"), ("A minor", "A", "1 b3 5"),
    ("a Cmaj7", "C", "1 3 5 7"),
)
QUALITIES = ("", "m", "dim", "aug", "7", "m7", "maj7", "m7b5", "dim7", "sus2", "sus4", "6", "m6", "9", "maj9", "m9")
PICTURED = "Find ICV neighbors of Dm7"  # the doc comment's phrasing the picture answers
SAME_VECTOR = ("C", "F#m")  # two chords of one set class, far apart on the keyboard
NEAR = (1, 2)  # the distances the skill keeps


@dataclass(frozen=True, eq=False)
class Lesson22:
    """GA at one revision, as lesson 22 asks it: the chatbot host and its two ICV skills."""

    at: str
    host: ChatbotHost

    def neighbors(self, message: str) -> NeighborsAnswer:
        return neighbors_skill.read(message, self.at)

    def vector(self, message: str) -> vector_skill.VectorAnswer:
        return vector_skill.read(message, self.at)

    def prompts(self, intent: str) -> tuple[str, ...]:
        return self.host.intent(intent).prompts

    def can_handle(self, skill_class: str, message: str) -> bool:
        return next(s for s in self.host.skills if s.type_name == skill_class).can_handle(message)


def model(at: str) -> Lesson22:
    return Lesson22(at, ChatbotHost(at))


def the_skill(ga: Lesson22) -> Table:
    "The skill's constants and the hint boost: figures for the prose, no printed table."
    return Table(None, figures={
        "radius": neighbors_skill.MAX_DISTANCE, "shown": neighbors_skill.SHOWN,
        "asked_radius": neighbors_skill.MAX_DISTANCE + 1, "cost_per_step": neighbors_skill.COST_PER_STEP,
        "refusal_confidence": neighbors_skill.CONFIDENCE[DECLINED], "boost": BOOST,
        "pc_sets": len(ITEMS), "qualities": len(QUALITIES), "roots": len(SHARP_NAMES),
        "refusal_declined_on_main": ga.neighbors("").response.declined,
    })


def neighbors_phrasings(ga: Lesson22) -> Table:
    "The skill's example prompts and GA's other phrasings for it: what it answers, which hints they fire."
    anchors = ga.prompts(NEIGHBORS)
    asked = [("anchor", p) for p in anchors] + list(neighbors_skill.other_phrasings())
    answers = [ga.neighbors(p) for _, p in asked]
    rows = [(p, phrase(source), says(a), hints(p)) for (source, p), a in zip(asked, answers)]
    kinds = [a.kind for a in answers[:len(anchors)]]
    others = list(zip(asked, answers))[len(anchors):]
    figures = {
        "anchors": len(anchors), "answered": kinds.count(ANSWERED), "declined": kinds.count(DECLINED),
        "hinted": sum(NEIGHBORS in routing_deltas(p) for p in anchors),
        "can_handle": sum(ga.can_handle("IcvNeighborsSkill", p) for p in anchors),
        "phrasings": len(asked), "others": len(others),
        "others_answered": sum(a.kind == ANSWERED for _, a in others),
        "others_hinted": sum(NEIGHBORS in routing_deltas(p) for (_, p), _ in others),
        "hinted_to_vector": sum(VECTOR in routing_deltas(p) for _, p in asked),
        **{f"from_{source.replace(' ', '_')}": n for source, n in Counter(s for (s, _), _ in others).items()},
        **{f"{source.replace(' ', '_')}_declined": n for source, n in
           Counter(s for (s, _), a in others if a.kind == DECLINED).items()},
        "draft_read_as": next(a.chord for (s, _), a in others if s == "parked draft" and a.kind == ANSWERED),
        "boost": BOOST,
    }
    columns = [("prompt", 50), Column("from", 14, heading="source"), ("the skill's answer", 24),
               (phrase("routing hints, {boost:+.2f} each", boost=BOOST), 0)]
    lines = [grid(columns, rows),
             Line("anchors {anchors}: answered {answered}, declined {declined}, hinted toward skill.icvneighbors {hinted}"),
             Line("CanHandle accepts {can_handle} of them")]
    return Table(phrase("IcvNeighborsSkill's example prompts and GA's other phrasings for it, {where}", where=where(ga)),
                 lines, figures)


def vector_prompts(ga: Lesson22) -> Table:
    "IntervalClassVectorSkill's example prompts, and what it answers to each."
    prompts = ga.prompts(VECTOR)
    answers = [ga.vector(p) for p in prompts]
    rows = [(p, Quote(a.heading) if a.kind == ANSWERED else says(a)) for p, a in zip(prompts, answers)]
    declined = [p for p, a in zip(prompts, answers) if a.kind == DECLINED]
    figures = {"anchors": len(prompts), "answered": sum(a.kind == ANSWERED for a in answers),
               "declined": len(declined), "hinted": sum(VECTOR in routing_deltas(p) for p in prompts),
               "declined_without_vector_words": all(VECTOR not in routing_deltas(p) for p in declined)}
    return Table(phrase("IntervalClassVectorSkill's example prompts, {where}", where=where(ga)),
                 [grid([("prompt", 50), ("the skill's answer", 0)], rows), Line("anchors {anchors}: answered {answered}")],
                 figures)


def chords_read(ga: Lesson22) -> Table:
    "The chord the skill reads after \"ICV neighbors of\", and the notes it builds, against a textbook's."
    rows, figures, tally = [], {}, Counter()
    for token, root, degrees in CHORDS:
        pcs = textbook_pcs(root, degrees)
        a = ga.neighbors(ASKED.format(chord=token))
        built = tuple(members(a.source)) if a.kind == ANSWERED else None
        right = built is not None and built == tuple(sorted(pcs))
        fell_back = a.kind == ANSWERED and a.chord == token and not right and is_major_triad(built)
        tally.update(right=right, declined=a.kind == DECLINED, cut=a.kind == ANSWERED and a.chord != token,
                     fallback=fell_back)
        rows.append((token, chord_notes(pcs, root, degrees), a.chord if a.kind == ANSWERED else says(a),
                     pitch_classes(built) if built is not None else "-", right))
        figures |= per(slug(token), notes=notes(pcs), read_as=a.chord or "", built=notes(built) if built else "",
                       right=right)
    figures |= {"chords": len(CHORDS), "built_right": tally["right"], "declined": tally["declined"],
                "cut_short": tally["cut"], "major_fallback": tally["fallback"],
                "major_fallback_names": ", ".join(t for t, _, _ in CHORDS if figures[f"{slug(t)}.read_as"] == t
                                                  and not figures[f"{slug(t)}.right"]
                                                  and is_major_triad(built_of(figures, t)))}
    return Table(phrase('The chords the skill reads, after "ICV neighbors of", {where}', where=where(ga)),
                 [grid([Column("chord", 10), Column("its notes", 18, heading="its notes, as a textbook spells them"),
                        Column("read as", 16), Column("notes built", 18, heading="the pitch classes GA builds"),
                        Column("right", 0)], rows),
                  Line("chords {chords}: built right {built_right}")], figures)


def neighbors_listed(ga: Lesson22) -> Table:
    "The neighbors the skill lists for each of its qualities on C, against every set 1 or 2 away."
    rows, figures = [], {}
    for quality in QUALITIES:
        chord = "C" + quality
        a = ga.neighbors(ASKED.format(chord=chord))
        near = near_sets(a.source)
        listed = [r.set for r in a.rows]
        first_by_id = listed == near[:len(listed)] if listed else None
        rows.append((chord, icv_text(interval_class_vector(members(a.source))), len(near), classes(near),
                     sizes(near), len(listed), sizes(listed) if listed else "-",
                     Join("; ", [Numbers(pair) for pair in dict.fromkeys(f"{r.l1}, {r.cost}" for r in a.rows)])
                     if a.rows else "-",
                     classes(listed), sum(0 in members(s) for s in listed),
                     "-" if first_by_id is None else first_by_id))
        figures |= per(slug(chord), vector=rows[-1][1], near=len(near), near_classes=classes(near), rows=len(listed),
                       row_sizes=", ".join(str(n) for n in sizes(listed).items), row_classes=classes(listed),
                       with_c=rows[-1][9], first_by_id=bool(first_by_id))
    c = ga.neighbors(ASKED.format(chord="C"))
    empty = ga.neighbors(ASKED.format(chord="Cdim7"))
    answers = {(q, root): ga.neighbors(ASKED.format(chord=root + q)) for q in QUALITIES for root in SHARP_NAMES}
    tables = {key: tuple((r.set, r.l1) for r in a.rows) for key, a in answers.items()}
    same = sum(len({tables[(q, root)] for root in SHARP_NAMES}) == 1 for q in QUALITIES)
    vectors = {interval_class_vector(members(a.source)) for a in answers.values()}
    c_rows = [(f"  {{{','.join(map(str, members(r.set)))}}}", pitch_classes(members(r.set)), forte_label(r.set),
               icv_text(r.icv)) for r in c.rows]
    all_rows = [r for a in answers.values() for r in a.rows]
    figures |= {
        "chords": len(answers), "roots": len(SHARP_NAMES), "qualities": len(QUALITIES), "same_for_roots": same,
        "answers": len(set(tables.values())), "vectors": len(vectors),
        "empty_chord": "Cdim7", "empty_line": next(line for line in empty.text.splitlines() if line.startswith("No ")),
        "all_rows_at_radius": all(r.l1 == neighbors_skill.MAX_DISTANCE for r in all_rows),
        "row_cost": float(c.rows[0].cost), "c_two_notes": sum(len(r.pitch_classes) == 2 for r in c.rows),
        "c_three_note_rows_with_semitone": sum(r.icv[0] > 0 for r in c.rows if len(r.pitch_classes) == 3),
        "c_three_note_rows": sum(len(r.pitch_classes) == 3 for r in c.rows),
        "c_highest": SHARP_NAMES[max(max(r.pitch_classes) for r in c.rows)],
        "c_fsm_same": tables[("", "C")] == tables[("m", "F#")],
        "all_first_by_id": all(figures[f"{slug('C' + q)}.first_by_id"] for q in QUALITIES
                               if figures[f"{slug('C' + q)}.rows"]),
    }
    # The program names two columns "of notes" and two "set classes": the sets' and the rows'. A reader is told which.
    lines = [grid([Column("chord", 7), Column("its vector", 15), Column(phrase("sets {near}-{far} off", near=1, far=2), 13),
                   Column("set classes", 12), Column("of notes", 9, heading="notes per set"), Column("rows", 6),
                   Column("of notes", 9, heading="notes per row"), Column(phrase("L1, cost"), 10),
                   Column("set classes", 13, heading="row classes"), Column("with a C", 10),
                   Column("the first by id", 0)], rows),
             "the rows for C:",
             grid([Column("", 11, heading="set"), Column("", 10, heading="its pitch classes"),
                   Column("", 6, heading="Forte"), Column("", 0, heading="its vector")], c_rows, header=False),
             phrase("{chord}: {answer}", chord=figures["empty_chord"], answer=Quote(figures["empty_line"])),
             Line("chords {chords}: qualities whose {roots} roots get the same rows {same_for_roots} of {qualities}; "
                  "different answers {answers}, different vectors {vectors}")]
    return Table(phrase("The neighbors the skill lists for a chord, {where}", where=where(ga)), lines, figures)


def dm7_neighbors(ga: Lesson22) -> Table:
    "The doc comment's \"Find ICV neighbors of Dm7\", answered: Dm7's rows drawn as pitch-class clocks."
    a = ga.neighbors(PICTURED)
    source = members(a.source)
    shared = [len(set(source) & set(r.pitch_classes)) for r in a.rows]
    near = near_sets(a.source)
    figures = {"chord": a.chord, "notes": notes(source), "vector": icv_text(interval_class_vector(source)),
               "near": len(near), "near_classes": classes(near), "rows": len(a.rows),
               "rows_without_chord_note": shared.count(0), "most_shared": max(shared),
               "rows_with_d": sum(2 in r.pitch_classes for r in a.rows),
               "rows_with_c": sum(0 in r.pitch_classes for r in a.rows),
               "row_classes": classes([r.set for r in a.rows]),
               "first_by_id": [r.set for r in a.rows] == near[:len(a.rows)]}
    rows = [(r.pitch_classes, forte_label(r.set), r.l1) for r in a.rows]
    return Table(None, figures=figures, pictures={"dm7": neighbors_svg(a.chord, source, rows)})


def draft_example(ga: Lesson22) -> Table:
    "The parked draft's example for Cmaj7 against the vectors, labels and distances GA computes (the pin only)."
    if ga.at != "pin":
        return Table(None)
    draft = neighbors_skill.draft_example()
    source = interval_class_vector(draft[0].pitch_classes)
    rows, figures, holds = [], {}, []
    for entry in draft:
        icv = interval_class_vector(entry.pitch_classes)
        distance = icv_distance(source, icv)
        label = forte_label(bitmask(entry.pitch_classes))
        name = phrase("{chord} without its root", chord=entry.chord) if entry.rootless else entry.chord
        rows.append((name, draft_notes(entry), icv_text(icv), label, distance, Quote(entry.claim)))
        said = re.search(r"distance (\d+(?:\.\d+)?)", entry.claim)
        if said:
            holds.append(float(said.group(1)) == distance)
        figures |= per(slug(entry.chord), notes=notes(entry.pitch_classes), vector=icv_text(icv), forte=label,
                       l1=distance, same_class=label == forte_label(bitmask(draft[0].pitch_classes)))
    figures |= {"neighbors": len(draft) - 1, "distances_holding": sum(holds)}
    columns = [("chord", 22), ("notes", 14), ("vector", 16), ("Forte", 6), (phrase("L1"), 6), ("the draft", 0)]
    return Table(phrase("The parked draft's example for Cmaj7, {where}", where=where(ga)), [grid(columns, rows)], figures)


QUESTIONS = [the_skill, neighbors_phrasings, vector_prompts, chords_read, neighbors_listed, dm7_neighbors,
             draft_example]


def textbook_pcs(root: str, degrees: str) -> tuple[int, ...]:
    """A textbook chord's pitch classes, from C up."""
    return tuple(sorted({note_pc(n) for n in spell_chord(root, degrees)}))


def draft_notes(entry) -> Notes:
    """A chord of the draft's example: its notes in the draft's order, spelled from its symbol for a reader."""
    names = spelled(entry.chord)[1:] if entry.rootless else spelled(entry.chord)
    return Notes(notes(entry.pitch_classes), " ".join(pretty(n) for n in names))


def says(answer) -> object:
    """The skill's answer in a word: "neighbors of Cmaj7", "declined" or "can't parse"."""
    if answer.kind == ANSWERED:
        return phrase("neighbors of {chord}", chord=answer.chord)
    return phrase("can't parse") if answer.kind == UNPARSED else phrase("declined")


def hints(prompt: str):
    """The intents whose routing hint fires on the prompt, in ordinal order, or "none"."""
    found = hinted_intents(prompt)
    return Join(", ", tuple(found)) if found else ForReader(phrase("none"), phrase("no hint"))


def near_sets(source: int) -> list[int]:
    """Every pitch-class set 1 or 2 away from the source's vector, in id order (the program's own scan of Items)."""
    icvs = all_interval_class_vectors().astype(np.int16)
    distances = np.abs(icvs - icvs[source]).sum(axis=1)
    return [int(s) for s in np.flatnonzero(np.isin(distances, NEAR))]


def classes(sets: list[int]) -> int:
    """How many set classes (Forte labels) the sets fall in."""
    return len({forte_label(s) for s in sets})


def sizes(sets: list[int]) -> Join:
    """The sets' sizes, each once, ascending: "2, 3"."""
    return Join(", ", tuple(sorted({s.bit_count() for s in sets})))


def notes(pcs) -> str:
    """Pitch classes as the course's program names them: "C D# G"."""
    return " ".join(SHARP_NAMES[p] for p in pcs)


def is_major_triad(pcs) -> bool:
    return pcs is not None and len(pcs) == 3 and any(set(pcs) == {r, (r + 4) % 12, (r + 7) % 12} for r in pcs)


def built_of(figures: dict, token: str) -> tuple[int, ...] | None:
    built = figures[f"{slug(token)}.built"]
    return tuple(SHARP_NAMES.index(n) for n in built.split()) if built else None


def where(ga: Lesson22):
    return said_at(ga.at)


SLUG = {"#": "s", "♭": "b", "ø": "hd", "°": "o", "+": "plus", " ": "_"}


def slug(chord: str) -> str:
    """A chord in figure names: "CM7" -> "cM7", "C°7" -> "co7", "B♭7" -> "bb7", "a Cmaj7" -> "a_cmaj7"."""
    return "".join(SLUG.get(c, c if c == "M" else c.lower()) for c in chord)
